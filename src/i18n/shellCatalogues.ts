// The shell's catalogue of each language (locales/<lang>.json), each its own chunk: the browser
// fetches only the current language's before the first render, another on a language switch.
import type { Language } from '../core/api/client';

type Texts = Record<string, unknown>;

const loaders: Record<Language, () => Promise<Texts>> = {
  zh: () => import('../../locales/zh.json').then((module) => module.default),
  en: () => import('../../locales/en.json').then((module) => module.default),
  es: () => import('../../locales/es.json').then((module) => module.default),
  ja: () => import('../../locales/ja.json').then((module) => module.default),
};

export function loadShellCatalogue(language: Language): Promise<Texts> {
  return loaders[language]();
}
