// i18next with the shell's catalogue (locales/<lang>.json, the same keys in each) of the current
// language only: its first part fetched before the first render, its console part with the
// console (addConsoleTexts); both of another language when the user switches (shellCatalogues.ts). The texts of entities, pages and dictionaries are namespaces fetched with
// the screen that needs them (namespaceBackend.ts, renderers/pageResources.ts). A screen's components
// look a key up in the shell's namespace, then in the screen's (nsMode fallback).
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGES, type Language } from '../core/api/client';
import { setAppLanguage } from '../session/appStore';
import { LANGUAGE_COOKIE, detectLanguage } from './detectLanguage';
import { namespaceBackend } from './namespaceBackend';
import { loadConsoleTexts, loadFirstTexts } from './shellCatalogues';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function applyLanguage(language: Language): void {
  setAppLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

let initialised: Promise<unknown> | null = null;

export function initI18n(): Promise<typeof i18next> {
  const done = initialise();
  initialised = done;
  return done;
}

async function initialise(): Promise<typeof i18next> {
  const language = detectLanguage({ stored: Cookies.get(LANGUAGE_COOKIE), browser: browserLanguages() });
  await initI18nWith(language, await loadFirstTexts(language));
  return i18next;
}

/** i18next in `language` with the shell's first texts: the console's start, and the login form's
 * markup at build (src/boot/prerenderLogin.tsx), so both render the same texts. */
export async function initI18nWith(language: Language, shellTexts: Record<string, unknown>): Promise<void> {
  await i18next.use(initReactI18next).use(namespaceBackend).init({
    resources: { [language]: { translation: shellTexts } },
    partialBundledLanguages: true,
    ns: ['translation'],
    react: { nsMode: 'fallback' },
    lng: language,
    // Every catalogue is complete (npm run validate), so no fallback language is needed, and none
    // is fetched with a screen's texts.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
}

/** Adds the console's sections of the current language's catalogue (its first part came with
 * initI18n); a language switched to later arrives whole (namespaceBackend.ts). */
export async function addConsoleTexts(): Promise<void> {
  if (!initialised) throw new Error('initI18n() has not been called');
  await initialised;
  const language = i18next.language as Language;
  i18next.addResourceBundle(language, 'translation', await loadConsoleTexts(language), true, false);
}

/** Switches the language at once (menus and title re-render) and keeps the choice in a cookie. */
export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'Lax', expires: 365 });
  await i18next.changeLanguage(language);
  applyLanguage(language);
}

export { i18next };
