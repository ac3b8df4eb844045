// Serves the built console (`dist/`) and the brand images, with the single-page-app fallback:
// a GET for a path that is not an API path and does not name a file answers index.html, so
// deep links such as /basic/DriverManage load the console, which then routes them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Status } from '../../src/core/api/status';
import { fail } from './envelope';

export const API_PREFIX = '/ntocc-';
export const BRAND_DIR = path.resolve(import.meta.dirname, '../assets/brand');

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0];
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: BRAND_DIR, prefix: '/brand/', decorateReply: false });
  const built = existsSync(staticDir);
  if (built) await app.register(fastifyStatic, { root: staticDir, wildcard: true });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
    const page = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(request.url);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send(request.t('server.console.fileNotFound'));
    if (built && existsSync(path.join(staticDir, 'index.html'))) return reply.sendFile('index.html', staticDir);
    return reply.code(503).type('text/plain; charset=utf-8').send(request.t('server.console.notBuilt'));
  });
}
