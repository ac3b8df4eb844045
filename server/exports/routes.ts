// The owner's export jobs (jobs.ts): GET /ntocc-basic-api/exportJob/list (his jobs not yet
// expired, newest first, each with its batches) and GET /ntocc-basic-api/exportJob/:id/batch/:n
// (a finished batch's .xlsx). Another party's job answers 404, as an unknown one; a batch also
// needs the export permission the job was made with (the list's), still held. Jobs are made by
// POST <entity>/exportJob (entities/routes.ts). The sweep removes expired jobs and files.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import { sessionOf } from '../auth/authenticate';
import { fail, ok } from '../http/envelope';
import { XLSX_MEDIA_TYPE } from '../entities/exportXlsx';
import { screensGranting } from '../entities/screens';
import type { Db } from '../storage/database';
import type { ExportJobs } from './jobs';

const POSITIVE = /^[1-9]\d{0,15}$/;

function numberParam(request: FastifyRequest, name: string): number | null {
  const text = (request.params as Record<string, string>)[name];
  return text !== undefined && POSITIVE.test(text) ? Number(text) : null;
}

/** The API routes (inside the API scope: token required). */
export function exportJobRoutes(db: Db, jobs: ExportJobs): FastifyPluginAsync {
  return async (app) => {
    app.get('/exportJob/list', async (request) => ok(await jobs.listOf(sessionOf(request).partyId)));

    app.get('/exportJob/:id/batch/:n', async (request, reply) => {
      const session = sessionOf(request);
      const id = numberParam(request, 'id');
      const n = numberParam(request, 'n');
      const notFound = fail(Status.NOT_FOUND, request.t('server.exports.notFound'));
      const job = id === null ? null : await jobs.ownJob(session.partyId, id);
      const batch = job && n !== null ? job.batches[n - 1] : undefined;
      if (!job || !batch?.ready) return notFound;
      if ((await screensGranting(db, session.activeRole, job.entity, 'export', session.accessVersion)).length === 0) {
        return fail(Status.FORBIDDEN, request.t('server.exports.forbidden'));
      }
      const content = await jobs.files.read(jobs.fileOf(job.id, n!));
      if (!content) return notFound;
      const name = `${job.fileName}-${batch.from}-${batch.to}.xlsx`;
      return reply.type(XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(content);
    });
  };
}
