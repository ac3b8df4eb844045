// The entity schemas (schemas/entities/<name>.json) as the browser loads them: without the
// top-level keywords only the server and the seed read (storage table, indexes, kept counts,
// locks, to-do counts, demo rows). A list screen fetches its entities and those their relations
// point at, so these would weigh on every screen (x-demo alone is a quarter of some schemas).
// Field keywords stay: the forms' generated validators are matched against the fields.
import type { Plugin } from 'vite';

const ENTITY_SCHEMA = /\/schemas\/entities\/[^/]+\.json$/;
/** Top-level entity keywords no console code reads (tests/unit/browserDefinitions.test.ts checks it). */
export const SERVER_ONLY_ENTITY_KEYWORDS = ['x-demo', 'x-table', 'x-indexes', 'x-kept-counts', 'x-locks', 'x-todo'] as const;

export function withoutServerKeywords(schema: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => !(SERVER_ONLY_ENTITY_KEYWORDS as readonly string[]).includes(keyword)));
}

export function browserEntitiesPlugin(): Plugin {
  return {
    name: 'browser-entities',
    enforce: 'pre',
    transform(code, id) {
      if (!ENTITY_SCHEMA.test(id)) return undefined;
      return { code: JSON.stringify(withoutServerKeywords(JSON.parse(code) as Record<string, unknown>)), map: null };
    },
  };
}
