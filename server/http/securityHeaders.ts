// Security headers on every answer (@fastify/helmet): a content security policy the console
// passes, nosniff, no framing, no referrer. The console has no inline script (index.html loads
// one module), so scripts come from this origin only, and none is evaluated from text: the forms
// validate with validators generated ahead of time (issue 18), not compiled by ajv with
// `new Function` in the browser. Styles allow inline `style` attributes, which the
// component libraries set. The runtime config (dist/config.json) may point the API or the
// socket at another origin: those are added to connect-src. No upgrade-insecure-requests: the
// console may be served over plain HTTP inside a company network.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins of absolute apiBase / wsBase values of the console's runtime config. */
export function configuredOrigins(staticDir: string): string[] {
  const file = path.join(staticDir, 'config.json');
  if (!existsSync(file)) return [];
  try {
    const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return [config.apiBase, config.wsBase].flatMap((base) => {
      if (typeof base !== 'string' || !/^(https?|wss?):\/\//.test(base)) return [];
      return [new URL(base).origin];
    });
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(connectOrigins: string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(configuredOrigins(staticDir)),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
