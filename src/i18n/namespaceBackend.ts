// The i18next backend: the shell's namespace (`translation`) of another language when the user
// switches (shellCatalogues.ts); the screens' namespaces from the map of their catalogue files
// (namespaceFiles.ts), itself fetched with the first namespace a screen asks for, not with the shell.
import type { BackendModule, ReadCallback } from 'i18next';
import { LANGUAGES, type Language } from '../core/api/client';
import { loadShellCatalogue } from './shellCatalogues';

type Texts = Record<string, unknown>;

const isLanguage = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language);

function textsOf(language: string, namespace: string): Promise<Texts> {
  if (namespace === 'translation') return isLanguage(language) ? loadShellCatalogue(language) : Promise.resolve({});
  return import('./namespaceFiles').then(({ loadNamespaceTexts }) => loadNamespaceTexts(language, namespace));
}

export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    textsOf(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
