// The console's copy of the dictionaries (schemas/dictionaries.json) as codes only, imported as
// `virtual:dictionary-codes`. It stands in for a type until the server's list arrives; the names
// come from the dictionary catalogue (locales/dict/<language>.json, complete in every language by
// npm run validate, fetched with the first screen), so sending the file's names too would send
// them twice (12 KB gz of every screen's first load).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const DICTIONARY_CODES_MODULE = 'virtual:dictionary-codes';
const RESOLVED = `\0${DICTIONARY_CODES_MODULE}`;

type Dictionaries = Record<string, { items: { code: string }[] }>;

/** Type -> its codes in their order. */
export function dictionaryCodes(dictionaries: Dictionaries): Record<string, string[]> {
  return Object.fromEntries(Object.entries(dictionaries).map(([type, { items }]) => [type, items.map((item) => item.code)]));
}

export function dictionaryCodesPlugin(root: string): Plugin {
  const file = path.join(root, 'schemas/dictionaries.json');
  return {
    name: 'dictionary-codes',
    resolveId: (source) => (source === DICTIONARY_CODES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(dictionaryCodes(JSON.parse(readFileSync(file, 'utf8')) as Dictionaries))};`;
    },
  };
}
