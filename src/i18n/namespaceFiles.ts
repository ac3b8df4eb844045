// The catalogue files of the namespaces beyond the shell's (`locales/<namespace>/<lang>.json`,
// src/core/i18n/namespaces.ts), fetched when a screen needs them. This is the i18next backend:
// a few lines over Vite's lazy glob, so each file is its own chunk.
import type { BackendModule, ReadCallback } from 'i18next';
import { namespaceOfFile } from '../core/i18n/namespaces';

type Texts = Record<string, unknown>;

const loaders = import.meta.glob<Texts>('/locales/*/**/*.json', { import: 'default' });
const byNamespace = new Map<string, Map<string, () => Promise<Texts>>>();
for (const [file, load] of Object.entries(loaders)) {
  const found = namespaceOfFile(file);
  if (!found) continue;
  const languages = byNamespace.get(found.namespace) ?? new Map<string, () => Promise<Texts>>();
  languages.set(found.language, load);
  byNamespace.set(found.namespace, languages);
}

/** Whether a namespace has catalogue files. */
export function isKnownNamespace(namespace: string): boolean {
  return byNamespace.has(namespace);
}

export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = byNamespace.get(namespace)?.get(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then((texts) => callback(null, texts), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};
