// npm run i18n:place — puts every text key in the file of its namespace
// (src/core/i18n/namespaces.ts): `entity.<name>.…` in locales/entity/<name>/<lang>.json,
// `page.<key>.…` in locales/page/<key>/<lang>.json, `dict.…` in locales/dict/<lang>.json, the
// rest in locales/<lang>.json. Run it after adding keys by hand to the wrong file; `npm run
// validate` names any key found outside its namespace's file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/core/api/client';
import { namespaceOfKey, SHELL_NAMESPACE } from '../../src/core/i18n/namespaces';
import { catalogueFilePath, catalogueFiles, DEFAULT_LOCALES_DIR } from '../../server/http/catalogues';

type Tree = Record<string, unknown>;

function flatten(value: Tree, prefix = '', out: [string, unknown][] = []): [string, unknown][] {
  for (const [key, child] of Object.entries(value)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object' && !Array.isArray(child)) flatten(child as Tree, full, out);
    else out.push([full, child]);
  }
  return out;
}

function setPath(tree: Tree, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
  node[parts[parts.length - 1]!] = value;
}

export function placeKeys(localesDir = DEFAULT_LOCALES_DIR): { moved: number; files: number } {
  let moved = 0;
  let files = 0;
  for (const language of LANGUAGES) {
    const byNamespace = new Map<string, Tree>([[SHELL_NAMESPACE, {}]]);
    const sources = catalogueFiles(localesDir).filter((entry) => entry.language === language);
    for (const source of sources) {
      for (const [key, text] of flatten(JSON.parse(readFileSync(source.file, 'utf8')) as Tree)) {
        const namespace = namespaceOfKey(key);
        if (namespace !== source.namespace) moved += 1;
        const tree = byNamespace.get(namespace) ?? {};
        byNamespace.set(namespace, tree);
        setPath(tree, key, text);
      }
    }
    for (const source of sources) if (!byNamespace.has(source.namespace)) rmSync(source.file);
    for (const [namespace, tree] of byNamespace) {
      const file = catalogueFilePath(namespace, language, localesDir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
      files += 1;
    }
  }
  return { moved, files };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { moved, files } = placeKeys();
  console.log(`i18n:place: ${moved} text(s) moved; ${files} catalogue files written`);
}
