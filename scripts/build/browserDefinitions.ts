// Shared definition files as the browser loads them: without the top-level parts only the server
// and the seed read. The files stay whole on disk (npm run validate and the server read them);
// the console's build leaves the parts out (tests/unit/browserDefinitions.test.ts checks that no
// console source names one).
// - The shell catalogues (locales/<language>.json) without their `server` section: the server
//   sends its messages already in the caller's language (Accept-Language), so the console never
//   looks them up (5 KB gz of the JS before the login form); imported as `?part=first` or
//   `?part=console`, the part's sections alone (src/i18n/catalogueParts.ts).
// - The entity schemas (schemas/entities/<name>.json) without the storage, index, kept-count,
//   lock, to-do and demo-row keywords, and their fields without the demo-row keyword: a list
//   screen fetches its entities and those its relations point at (x-demo alone is a quarter of
//   some schemas). The forms' generated validators are matched against the fields without their
//   x- keywords (src/core/validation/formFields.ts), so leaving one out changes no match.
import type { Plugin } from 'vite';
import { cataloguePart, type CataloguePart } from '../../src/i18n/catalogueParts';

/** Sections of the shell catalogues only the server reads. */
export const SERVER_ONLY_SECTIONS = ['server'] as const;
/** Top-level entity keywords no console code reads. */
export const SERVER_ONLY_ENTITY_KEYWORDS = ['x-demo', 'x-table', 'x-indexes', 'x-kept-counts', 'x-locks', 'x-todo'] as const;
/** Field keywords no console code reads (how the seed makes demo values). */
export const SERVER_ONLY_FIELD_KEYWORDS = ['x-demo'] as const;

const withoutKeys = (keys: readonly string[]) => (definition: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(definition).filter(([key]) => !keys.includes(key)));

export const withoutServerSections = withoutKeys(SERVER_ONLY_SECTIONS);
const withoutServerFieldKeywords = withoutKeys(SERVER_ONLY_FIELD_KEYWORDS);

export function withoutServerKeywords(schema: Record<string, unknown>): Record<string, unknown> {
  const kept = withoutKeys(SERVER_ONLY_ENTITY_KEYWORDS)(schema);
  const properties = kept.properties as Record<string, Record<string, unknown>> | undefined;
  if (!properties) return kept;
  return { ...kept, properties: Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, withoutServerFieldKeywords(field)])) };
}

const PART_QUERY = /[?&]part=(first|console)$/;

/** The browser's shell catalogue, or the part of it the import's `?part=` names. */
function browserCatalogue(catalogue: Record<string, unknown>, id: string): Record<string, unknown> {
  const part = PART_QUERY.exec(id)?.[1] as CataloguePart | undefined;
  const texts = withoutServerSections(catalogue);
  return part ? cataloguePart(texts, part) : texts;
}

const TRIMMED: { files: RegExp; trim: (definition: Record<string, unknown>, id: string) => Record<string, unknown> }[] = [
  { files: /\/locales\/[a-z]{2}\.json(\?(import&)?part=(first|console))?$/, trim: browserCatalogue },
  { files: /\/schemas\/entities\/[^/]+\.json$/, trim: withoutServerKeywords },
];

/** A definition file as the browser gets it, or undefined for the other modules. */
function browserDefinition(code: string, id: string): { code: string; map: null; moduleType?: 'js' } | undefined {
  const trimmed = TRIMMED.find(({ files }) => files.test(id));
  if (!trimmed) return undefined;
  const json = JSON.stringify(trimmed.trim(JSON.parse(code) as Record<string, unknown>, id));
  // A JSON file imported with a query is not taken as JSON by the bundler: it gets a module.
  if (id.includes('?')) return { code: `export default ${json};`, map: null, moduleType: 'js' };
  return { code: json, map: null };
}

export function browserDefinitionsPlugin(): Plugin {
  return { name: 'browser-definitions', enforce: 'pre', transform: browserDefinition };
}

/** The catalogue parts alone, for the unit tests (vitest.config.ts), which read the files whole otherwise. */
export function catalogueQueryPlugin(): Plugin {
  return { name: 'catalogue-parts', enforce: 'pre', transform: (code, id) => (PART_QUERY.test(id) ? browserDefinition(code, id) : undefined) };
}
