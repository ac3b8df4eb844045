// Spec section 1: the stored language setting, then the browser language, then en.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/api/client';

export const LANGUAGE_COOKIE = 'language';

/** The supported language a tag stands for (`zh-CN`, `zh-TW` -> zh, `es-MX` -> es), or undefined. */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

export interface LanguageSources {
  /** The value of the `language` cookie. */
  stored?: string | null;
  /** navigator.languages (or [navigator.language]), most preferred first. */
  browser?: readonly string[];
}

export function detectLanguage({ stored, browser = [] }: LanguageSources): Language {
  const fromStored = toSupportedLanguage(stored);
  if (fromStored) return fromStored;
  for (const tag of browser) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
