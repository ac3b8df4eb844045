// The catalogue files of the namespaces beyond the shell's (`locales/<namespace>/<lang>.json`,
// src/core/i18n/namespaces.ts), fetched when a screen needs them. Vite's lazy glob makes each file
// its own chunk; the map of files is one per language (namespaceFiles/<lang>.ts), so a browser
// fetches only its language's map, with the first screen. The i18next backend over it is
// namespaceBackend.ts.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/api/client';
import { namespaceOfFile } from '../core/i18n/namespaces';

type Texts = Record<string, unknown>;
type Loaders = Map<string, () => Promise<Texts>>;

const mapModules: Record<Language, () => Promise<{ default: Record<string, () => Promise<Texts>> }>> = {
  zh: () => import('./namespaceFiles/zh'),
  en: () => import('./namespaceFiles/en'),
  es: () => import('./namespaceFiles/es'),
  ja: () => import('./namespaceFiles/ja'),
};
const maps = new Map<Language, Promise<Loaders>>();

/** The namespace → loader map of a language (fetched once). */
function loadersOf(language: Language): Promise<Loaders> {
  let map = maps.get(language);
  if (!map) {
    map = mapModules[language]().then(({ default: files }) => {
      const byNamespace: Loaders = new Map();
      for (const [file, load] of Object.entries(files)) {
        const found = namespaceOfFile(file);
        if (found) byNamespace.set(found.namespace, load);
      }
      return byNamespace;
    });
    maps.set(language, map);
  }
  return map;
}

const isLanguage = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language);

/** The namespaces among these that have catalogue files (every language has the same ones: npm
 * run validate). */
export async function knownNamespaces(language: string, namespaces: Iterable<string>): Promise<string[]> {
  const loaders = await loadersOf(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  return [...namespaces].filter((namespace) => loaders.has(namespace));
}

/** The texts of a namespace in a language ({} when it has no file there). */
export async function loadNamespaceTexts(language: string, namespace: string): Promise<Texts> {
  if (!isLanguage(language)) return {};
  const load = (await loadersOf(language)).get(namespace);
  return load ? load() : {};
}
