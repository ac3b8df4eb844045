// i18next with the four catalogues of locales/ (the same keys in each), bundled statically.
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/api/client';
import { setAppLanguage } from '../session/appStore';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ja from '../../locales/ja.json';
import zh from '../../locales/zh.json';
import { LANGUAGE_COOKIE, detectLanguage } from './detectLanguage';

export const resources = {
  zh: { translation: zh },
  en: { translation: en },
  es: { translation: es },
  ja: { translation: ja },
} as const;

/** The HTML lang attribute of each language. */
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function applyLanguage(language: Language): void {
  setAppLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

export async function initI18n(): Promise<typeof i18next> {
  const language = detectLanguage({ stored: Cookies.get(LANGUAGE_COOKIE), browser: browserLanguages() });
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return i18next;
}

/** Switches the language at once (menus and title re-render) and keeps the choice in a cookie. */
export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'Lax', expires: 365 });
  await i18next.changeLanguage(language);
  applyLanguage(language);
}

export { i18next };
