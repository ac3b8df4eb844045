// The shell's catalogue of each language (locales/<lang>.json), each language its own chunks, in
// two parts (./catalogueParts.ts): the browser fetches the current language's first part before
// the first render, its console part with the console, and both of another on a language switch.
import type { Language } from '../core/api/client';

type Texts = Record<string, unknown>;

const textsOf = (module: { default: Texts }) => module.default;

const firstParts: Record<Language, () => Promise<Texts>> = {
  zh: () => import('../../locales/zh.json?part=first').then(textsOf),
  en: () => import('../../locales/en.json?part=first').then(textsOf),
  es: () => import('../../locales/es.json?part=first').then(textsOf),
  ja: () => import('../../locales/ja.json?part=first').then(textsOf),
};

const consoleParts: Record<Language, () => Promise<Texts>> = {
  zh: () => import('../../locales/zh.json?part=console').then(textsOf),
  en: () => import('../../locales/en.json?part=console').then(textsOf),
  es: () => import('../../locales/es.json?part=console').then(textsOf),
  ja: () => import('../../locales/ja.json?part=console').then(textsOf),
};

/** What a signed-out first load needs: the login form, messages, validation, error pages. */
export function loadFirstTexts(language: Language): Promise<Texts> {
  return firstParts[language]();
}

/** The sections only the console after sign-in reads. */
export function loadConsoleTexts(language: Language): Promise<Texts> {
  return consoleParts[language]();
}

/** The whole catalogue (the parts have no section in common). */
export async function loadShellCatalogue(language: Language): Promise<Texts> {
  const [first, consoleTexts] = await Promise.all([loadFirstTexts(language), loadConsoleTexts(language)]);
  return { ...first, ...consoleTexts };
}
