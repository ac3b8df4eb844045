// File upload (docs/contracts.md): POST /ntocc-basic-api/file/upload, multipart field `file`,
// signed-in callers only. Images (jpeg, png, webp) and pdf up to 5 MB, recognised by content;
// stored under a random name and answered as { url, name, size }.
//
// GET /files/<name> serves them without a token: the console shows uploads in <img> tags,
// which cannot send the Authorization header, and a name is 128 random bits, as hard to guess
// as a token. Files are served with their sniffed type and nosniff, never as HTML.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/authenticate';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { fieldError, invalidAnswer, type Texts } from '../entities/fieldErrors';
import type { EntityTranslator } from '../entities/i18n';
import { displayTime } from '../storage/clock';
import { ACCEPTED_EXTENSIONS, sniffMediaType } from './mediaTypes';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILES_PREFIX = '/files/';
const STORED_NAME = new RegExp(`^[0-9a-f]{32}\\.(${ACCEPTED_EXTENSIONS.join('|')})$`);

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

/** The upload endpoint, registered inside the API scope (token required). */
export function uploadRoutes({ db, now }: AppContext, uploadsDir: string, translator: EntityTranslator): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    app.post('/ntocc-basic-api/file/upload', async (request) => {
      const session = sessionOf(request);
      const texts = { t: request.t, entityT: translator.forHeader(request.headers['accept-language']) };
      const upload = await readUpload(request);
      if (upload === 'missing') return refused(texts, 'entityApi.upload.missing');
      if (upload === 'tooLarge') return refused(texts, 'entityApi.upload.tooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
      const type = sniffMediaType(upload.content);
      if (!type) return refused(texts, 'entityApi.upload.unsupported');
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      await writeFile(path.join(uploadsDir, name), upload.content, { flag: 'wx' });
      const party = await db.selectFrom('party').select('code').where('id', '=', session.partyId).executeTakeFirstOrThrow();
      const originalName = path.basename(upload.filename || name).slice(0, 255);
      await db.insertInto('file_upload').values({
        name, original_name: originalName, media_type: type.mediaType, size: upload.content.length,
        party_code: party.code, gmt_created: displayTime(now()),
      }).execute();
      return ok<UploadAnswer>({ url: `${FILES_PREFIX}${name}`, name: originalName, size: upload.content.length });
    });
  };
}

/** Serves stored uploads (outside the API scope: no token, see above). */
export function fileServingRoutes({ db }: AppContext, uploadsDir: string): FastifyPluginAsync {
  return async (app) => {
    app.get(`${FILES_PREFIX}:name`, async (request, reply) => {
      const { name } = request.params as { name: string };
      const stored = STORED_NAME.test(name)
        ? await db.selectFrom('file_upload').select(['media_type', 'size']).where('name', '=', name).executeTakeFirst()
        : undefined;
      const file = path.join(uploadsDir, name);
      if (!stored || !existsSync(file)) {
        return reply.code(404).type('text/plain; charset=utf-8').send(request.t('server.console.fileNotFound'));
      }
      return reply.type(stored.media_type).header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=31536000, immutable').send(createReadStream(file));
    });
  };
}

