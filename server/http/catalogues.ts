// The text catalogues as files (Node only): the shell's `locales/<lang>.json` and one file per
// namespace and language, `locales/<namespace>/<lang>.json` (src/core/i18n/namespaces.ts). The
// server, the checks and the tests read a language's catalogue whole, merged from its files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogueFileOf, namespaceOfFile } from '../../src/core/i18n/namespaces';

export const DEFAULT_LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

export interface CatalogueFile {
  namespace: string;
  language: string;
  /** Absolute path. */
  file: string;
}

type Tree = Record<string, unknown>;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Every catalogue file, shell first, then namespaces in path order. */
export function catalogueFiles(localesDir = DEFAULT_LOCALES_DIR): CatalogueFile[] {
  return walk(localesDir)
    .map((file) => ({ file, found: namespaceOfFile(`locales/${path.relative(localesDir, file).split(path.sep).join('/')}`) }))
    .filter((entry) => entry.found !== undefined)
    .map(({ file, found }) => ({ ...found!, file }))
    // Code-unit order: the paths are ASCII, and localeCompare would load ICU's collation data.
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The file a namespace's texts of one language are kept in. */
export function catalogueFilePath(namespace: string, language: string, localesDir = DEFAULT_LOCALES_DIR): string {
  return path.join(localesDir, catalogueFileOf(namespace, language).replace(/^locales\//, ''));
}

function mergeInto(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && present && typeof present === 'object' && !Array.isArray(present)) {
      mergeInto(present as Tree, value as Tree);
    } else {
      target[key] = value && typeof value === 'object' && !Array.isArray(value) ? mergeInto({}, value as Tree) : value;
    }
  }
  return target;
}

/** One language's texts, every namespace merged (keys keep their full paths in their namespaces). */
export function readCatalogue(language: string, localesDir = DEFAULT_LOCALES_DIR): Tree {
  const merged: Tree = {};
  for (const entry of catalogueFiles(localesDir)) {
    if (entry.language === language) mergeInto(merged, JSON.parse(readFileSync(entry.file, 'utf8')) as Tree);
  }
  return merged;
}
