// Every catalogue has the same keys, no empty texts, and the same {{placeholders}} per key.
import { LANGUAGES } from '../../../src/core/api/client';
import { at, isDiagnostic, readJsonSource, type Diagnostic, type JsonSource } from '../diagnostics';
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

export async function loadCatalogues(): Promise<{ sources: Map<string, JsonSource>; problems: Diagnostic[] }> {
  const sources = new Map<string, JsonSource>();
  const problems: Diagnostic[] = [];
  for (const lang of LANGUAGES) {
    const src = await readJsonSource(`locales/${lang}.json`).catch((): Diagnostic => ({ file: `locales/${lang}.json`, pointer: '', message: 'catalogue missing' }));
    if (isDiagnostic(src)) problems.push(src);
    else sources.set(lang, src);
  }
  return { sources, problems };
}

export const localesCheck: Check = {
  name: 'locales: the same keys and placeholders in zh, en, es, ja',
  async run() {
    const { sources, problems } = await loadCatalogues();
    const flat = new Map([...sources].map(([lang, src]) => [lang, flattenCatalogue(src.value)]));
    const allKeys = new Set([...flat.values()].flatMap((m) => [...m.keys()]));
    const zh = flat.get('zh');
    for (const [lang, keys] of flat) {
      const src = sources.get(lang)!;
      for (const key of allKeys) {
        const text = keys.get(key);
        if (text === undefined) problems.push(at(src, pointerOf(key), `missing key "${key}" (present in another catalogue)`));
        else if (typeof text !== 'string' || text.trim() === '') problems.push(at(src, pointerOf(key), `"${key}" must be a non-empty text`));
        else if (zh && typeof zh.get(key) === 'string' && placeholders(text) !== placeholders(zh.get(key) as string))
          problems.push(at(src, pointerOf(key), `"${key}" has placeholders {${placeholders(text)}} but zh has {${placeholders(zh.get(key) as string)}}`));
      }
    }
    return problems;
  },
};
