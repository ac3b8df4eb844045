import type { Language } from '../core/api/client';

/** Each language named in itself, as language pickers conventionally show them. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };
