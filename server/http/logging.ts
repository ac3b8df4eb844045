// Request logging that never writes passwords or tokens: they travel in query strings
// (spec section 7) and headers, so URLs are logged without their query and headers not at all.
import type { FastifyServerOptions } from 'fastify';

export function logOptions(setting: boolean | string): FastifyServerOptions['logger'] {
  if (setting === false) return false;
  return {
    level: setting === true ? 'info' : setting,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}
