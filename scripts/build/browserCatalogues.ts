// The shell catalogues (locales/<language>.json) as the browser loads them: without their
// `server` section. The server reads that section for its own messages and sends them already in
// the caller's language (Accept-Language), so the console never looks them up; shipping them
// would add 5 KB gz to the JS before the login form. npm run validate checks the whole files.
import type { Plugin } from 'vite';

const SHELL_CATALOGUE = /\/locales\/[a-z]{2}\.json$/;
/** Sections of the shell catalogues only the server reads. */
export const SERVER_ONLY_SECTIONS = ['server'] as const;

export function withoutServerSections(catalogue: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => !(SERVER_ONLY_SECTIONS as readonly string[]).includes(section)));
}

export function browserCataloguesPlugin(): Plugin {
  return {
    name: 'browser-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!SHELL_CATALOGUE.test(id)) return undefined;
      return { code: JSON.stringify(withoutServerSections(JSON.parse(code) as Record<string, unknown>)), map: null };
    },
  };
}
