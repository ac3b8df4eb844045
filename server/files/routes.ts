// File upload (docs/contracts.md): POST /ntocc-basic-api/file/upload, multipart field `file`,
// signed-in callers only. Images (jpeg, png, webp) and pdf up to 5 MB, recognised by content;
// stored under a random name in the file store (store.ts: a folder, or the database that every
// instance shares) and answered as { url, name, size }. Each party may upload a number of files
// and bytes a day (uploadQuota.ts), counted across every instance.
//
// GET /files/<name> serves a file only through a signed address (signedUrls.ts): the API hands
// one out with every record (or upload answer) that holds the file, so only a caller who may
// read the record can open it; an <img> tag needs no header. Private to the browser
// (Cache-Control: private) for as long as the address lives; the sniffed type and nosniff,
// never HTML. Brand logos and banners are public under /brand/ (http/console.ts).
import { randomBytes } from 'node:crypto';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import { sessionOf } from '../auth/authenticate';
import type { AppContext } from '../context';
import { fail, ok } from '../http/envelope';
import { fieldError, invalidAnswer, type Texts } from '../entities/fieldErrors';
import type { EntityTranslator } from '../entities/i18n';
import { displayTime } from '../storage/clock';
import { sniffMediaType } from './mediaTypes';
import { FILES_PREFIX, STORED_NAME, type FileUrlSigner } from './signedUrls';
import type { FileStore } from './store';
import { UploadQuota, type QuotaRefusal } from './uploadQuota';

export { FILES_PREFIX } from './signedUrls';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadAnswer { url: string; name: string; size: number }

function refused(texts: Texts, key: string, params: Record<string, string | number> = {}) {
  return invalidAnswer(texts, [fieldError(texts, '/file', key, params)]);
}

async function readUpload(request: FastifyRequest): Promise<{ content: Buffer; filename: string } | 'missing' | 'tooLarge'> {
  if (!request.isMultipart()) return 'missing';
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') return 'missing';
  try {
    const content = await part.toBuffer();
    // toBuffer only throws when the limit is hit before its last chunk is read; busboy may
    // mark the file truncated after that, so look again.
    return part.file.truncated ? 'tooLarge' : { content, filename: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    // Read the rest of the body before answering: a reply sent while the client is still
    // sending makes the server close the connection, and the client sees a reset instead of
    // the refusal.
    part.file.resume();
    await finished(request.raw).catch(() => undefined);
    return 'tooLarge';
  }
}

/** Reads and drops a body the server refuses before reading it (a reply sent while the client
 * still sends makes the client see a reset instead of the refusal). */
async function drain(request: FastifyRequest): Promise<void> {
  request.raw.resume();
  await finished(request.raw).catch(() => undefined);
}

/** The upload endpoint, registered inside the API scope (token required). */
export function uploadRoutes({ db, now, limits }: AppContext, store: FileStore, translator: EntityTranslator): FastifyPluginAsync {
  const quota = new UploadQuota(db, now, {
    filesPerDay: limits.settings.uploadsPerPartyPerDay,
    bytesPerDay: limits.settings.uploadMegabytesPerPartyPerDay * 1024 * 1024,
  });
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    app.post('/ntocc-basic-api/file/upload', async (request) => {
      const session = sessionOf(request);
      const texts = { t: request.t, entityT: translator.forHeader(request.headers['accept-language']) };
      const party = await db.selectFrom('party').select('code').where('id', '=', session.partyId).executeTakeFirstOrThrow();
      const quotaRefusal = () => fail(Status.TOO_MANY_REQUESTS, request.t('server.limits.uploadQuota', {
        files: limits.settings.uploadsPerPartyPerDay, megabytes: limits.settings.uploadMegabytesPerPartyPerDay,
      }));
      if (await quota.refusalBefore(party.code)) {
        await drain(request);
        return quotaRefusal();
      }
      const upload = await readUpload(request);
      if (upload === 'missing') return refused(texts, 'entityApi.upload.missing');
      if (upload === 'tooLarge') return refused(texts, 'entityApi.upload.tooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
      const type = sniffMediaType(upload.content);
      if (!type) return refused(texts, 'entityApi.upload.unsupported');
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      // Stored first, recorded after: a file row never names a file that is not there.
      await store.write(name, upload.content);
      const originalName = path.basename(upload.filename || name).slice(0, 255);
      let refusal: QuotaRefusal | null;
      try {
        refusal = await quota.record({
          name, original_name: originalName, media_type: type.mediaType, size: upload.content.length,
          party_code: party.code, gmt_created: displayTime(now()),
        });
      } catch (error) {
        await store.remove(name);
        throw error;
      }
      if (refusal) {
        await store.remove(name);
        return quotaRefusal();
      }
      return ok<UploadAnswer>({ url: `${FILES_PREFIX}${name}`, name: originalName, size: upload.content.length });
    });
  };
}

/** Serves stored uploads to holders of a signed address (outside the API scope: no token). */
export function fileServingRoutes({ db }: AppContext, store: FileStore, signer: FileUrlSigner): FastifyPluginAsync {
  return async (app) => {
    app.get(`${FILES_PREFIX}:name`, { exposeHeadRoute: true }, async (request, reply) => {
      const { name } = request.params as { name: string };
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send(request.t('server.console.fileNotFound'));
      if (!STORED_NAME.test(name)) return notFound();
      const { expires, signature } = request.query as { expires?: unknown; signature?: unknown };
      const access = signer.check(name, expires, signature);
      if (access !== 'allowed') {
        return reply.code(403).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store')
          .send(request.t(access === 'expired' ? 'server.files.addressExpired' : 'server.files.signedAddressNeeded'));
      }
      const stored = await db.selectFrom('file_upload').select(['media_type', 'size']).where('name', '=', name).executeTakeFirst();
      const content = stored ? await store.read(name) : null;
      if (!stored || !content) return notFound();
      return reply.type(stored.media_type).header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', `private, max-age=${signer.secondsLeft(expires as string)}`).send(content);
    });
  };
}
