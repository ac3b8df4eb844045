// Serves the built console (`dist/`) and the brand images, with the single-page-app fallback:
// a GET for a path that is not an API path and does not name a file answers index.html, so
// deep links such as /basic/DriverManage load the console, which then routes them; a signed-out
// load bound for the login form gets the page with the form's markup (./firstPage.ts).
// Hashed assets (dist/assets, named by their content) are cached for a year and sent from their
// brotli or gzip copies written at build (scripts/build/precompress.ts); every other file
// (index.html, config.json, the fallback) is revalidated on each load, so a new build shows at once;
// the favicon is kept a day: Chromium asks for it again at every move inside the console, and a
// revalidation took one of the six connections while a screen's code and records loaded.
// The build's dot files (.budget/, .first-load.json: for the checks and the server) are not served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Status } from '../../src/core/api/status';
import { fail } from './envelope';
import { firstLoadHeaders } from './firstLoadLinks';
import { INDEX_HTML, firstPageChooser } from './firstPage';

export const API_PREFIX = '/ntocc-';
export const BRAND_DIR = path.resolve(import.meta.dirname, '../assets/brand');

export const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const KEPT_A_DAY = 'public, max-age=86400';
const FAVICON = 'favicon.svg';

/** Cache-Control by file: a year for the hashed assets, a day for the favicon, revalidation for the rest; index.html
 * also names what the console's entry fetches first (./firstLoadLinks.ts). */
function fileHeaders(staticDir: string) {
  const hashedAssets = path.join(path.resolve(staticDir), HASHED_ASSETS_DIR) + path.sep;
  const root = path.resolve(staticDir) + path.sep;
  const firstLoad = firstLoadHeaders(staticDir);
  return (reply: FastifyReply, file: string) => {
    reply.header('cache-control', file.startsWith(hashedAssets) ? IMMUTABLE : file === root + FAVICON ? KEPT_A_DAY : REVALIDATE);
    if (file.startsWith(root) && /^(index|login\.[a-z]{2})\.html$/.test(file.slice(root.length))) reply.headers(firstLoad(reply.request.headers));
  };
}

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0];
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: BRAND_DIR, prefix: '/brand/', decorateReply: false });
  const built = existsSync(staticDir);
  if (built) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: true, preCompressed: true, cacheControl: false, dotfiles: 'ignore', setHeaders: fileHeaders(staticDir) });
  }

  const firstPage = firstPageChooser(staticDir);
  // `/` is a console address like any other, not the folder's index file.
  if (built) app.get('/', async (request, reply) => reply.sendFile(firstPage(request.url, request.headers), staticDir));
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
    const page = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(request.url);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send(request.t('server.console.fileNotFound'));
    if (built && existsSync(path.join(staticDir, INDEX_HTML))) return reply.sendFile(firstPage(request.url, request.headers), staticDir);
    return reply.code(503).type('text/plain; charset=utf-8').send(request.t('server.console.notBuilt'));
  });
}
