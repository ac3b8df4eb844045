// Every namespace has a file per language with the same keys, no empty texts and the same
// {{placeholders}} per key; every key is in the file of its namespace (src/core/i18n/namespaces.ts:
// `npm run i18n:place` moves misplaced keys).
import path from 'node:path';
import { LANGUAGES } from '../../../src/core/api/client';
import { catalogueFileOf, namespaceOfKey, SHELL_NAMESPACE } from '../../../src/core/i18n/namespaces';
import { catalogueFiles } from '../../../server/http/catalogues';
import { at, isDiagnostic, readJsonSource, repoRoot, type Diagnostic, type JsonSource } from '../diagnostics';
import type { Check } from './index';

/** Flattens nested catalogue objects to `a.b.c` → text. */
export function flattenCatalogue(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of flattenCatalogue(v, key)) out.set(kk, vv);
      else out.set(key, v);
    }
  }
  return out;
}

const placeholders = (text: string): string => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
const pointerOf = (key: string): `/${string}` => `/${key.split('.').join('/')}`;

/** Every catalogue file read, per language (shell and namespaces), with the problems reading them. */
export interface Catalogues {
  /** language → namespace → its file. */
  files: Map<string, Map<string, JsonSource>>;
  problems: Diagnostic[];
}

export async function loadCatalogues(): Promise<Catalogues> {
  const files = new Map<string, Map<string, JsonSource>>(LANGUAGES.map((lang) => [lang, new Map()]));
  const problems: Diagnostic[] = [];
  for (const entry of catalogueFiles(path.join(repoRoot, 'locales'))) {
    const relative = path.relative(repoRoot, entry.file).split(path.sep).join('/');
    const byNamespace = files.get(entry.language);
    if (!byNamespace) {
      problems.push({ file: relative, pointer: '', message: `"${entry.language}" is not a language of the console (${LANGUAGES.join(', ')})` });
      continue;
    }
    const src = await readJsonSource(relative);
    if (isDiagnostic(src)) problems.push(src);
    else byNamespace.set(entry.namespace, src);
  }
  for (const [lang, byNamespace] of files) {
    if (!byNamespace.has(SHELL_NAMESPACE)) problems.push({ file: catalogueFileOf(SHELL_NAMESPACE, lang), pointer: '', message: 'catalogue missing' });
  }
  return { files, problems };
}

/** Language → every key of every namespace. */
export function keysByLanguage(catalogues: Catalogues): Map<string, Set<string>> {
  return new Map([...catalogues.files].map(([lang, byNamespace]) =>
    [lang, new Set([...byNamespace.values()].flatMap((src) => [...flattenCatalogue(src.value).keys()]))]));
}

export const localesCheck: Check = {
  name: 'locales: every namespace with the same keys and placeholders in zh, en, es, ja, each key in its namespace\'s file',
  async run() {
    const catalogues = await loadCatalogues();
    const problems = [...catalogues.problems];
    const namespaces = new Set([...catalogues.files.values()].flatMap((byNamespace) => [...byNamespace.keys()]));
    for (const namespace of namespaces) {
      const flat = new Map([...catalogues.files].flatMap(([lang, byNamespace]) => {
        const src = byNamespace.get(namespace);
        return src ? [[lang, flattenCatalogue(src.value)] as const] : [];
      }));
      for (const lang of LANGUAGES) {
        if (!flat.has(lang)) problems.push({ file: catalogueFileOf(namespace, lang), pointer: '', message: `missing: namespace "${namespace}" has files in other languages` });
      }
      const allKeys = new Set([...flat.values()].flatMap((m) => [...m.keys()]));
      const zh = flat.get('zh');
      for (const [lang, keys] of flat) {
        const src = catalogues.files.get(lang)!.get(namespace)!;
        for (const key of allKeys) {
          const text = keys.get(key);
          if (text === undefined) problems.push(at(src, pointerOf(key), `missing key "${key}" (present in another language)`));
          else if (typeof text !== 'string' || text.trim() === '') problems.push(at(src, pointerOf(key), `"${key}" must be a non-empty text`));
          else if (zh && typeof zh.get(key) === 'string' && placeholders(text) !== placeholders(zh.get(key) as string))
            problems.push(at(src, pointerOf(key), `"${key}" has placeholders {${placeholders(text)}} but zh has {${placeholders(zh.get(key) as string)}}`));
          if (text !== undefined && namespaceOfKey(key) !== namespace)
            problems.push(at(src, pointerOf(key), `"${key}" belongs in ${catalogueFileOf(namespaceOfKey(key), lang)} (run npm run i18n:place)`));
        }
      }
    }
    return problems;
  },
};
