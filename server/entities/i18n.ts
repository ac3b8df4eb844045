// Texts of the entity API in the request's language. The app's translator (http/i18n.ts) holds
// the `server` and `validation` namespaces only; the entity API also needs `entityApi` (its
// messages), `entity` (field labels: export headers) and `dict` (dictionary names). They come
// from `locales/<lang>.json` once the parts are merged, else from any part file that holds
// them (`entity.<lang>.json` holds both `entity` and `dict`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../src/core/api/client';
import { DEFAULT_LOCALES_DIR, pickLanguage, SERVER_LANGUAGE } from '../http/i18n';

const NAMESPACES = ['entityApi', 'entity', 'dict'] as const;

function readJson(file: string): Record<string, unknown> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

function loadLanguage(localesDir: string, lang: Language): Record<string, unknown> {
  const merged = readJson(path.join(localesDir, `${lang}.json`));
  const partsDir = path.join(localesDir, '_parts');
  const parts = existsSync(partsDir)
    ? readdirSync(partsDir).filter((file) => file.endsWith(`.${lang}.json`)).sort().map((file) => readJson(path.join(partsDir, file)))
    : [];
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, merged[ns] ?? parts.find((part) => part[ns] !== undefined)?.[ns] ?? {}]));
}

export interface EntityTranslator {
  forHeader(acceptLanguage: string | undefined): TFunction;
}

export function createEntityTranslator(localesDir = DEFAULT_LOCALES_DIR): EntityTranslator {
  const resources = Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: loadLanguage(localesDir, lang) }]));
  const instance = i18next.createInstance();
  void instance.init({ resources, fallbackLng: SERVER_LANGUAGE, initAsync: false, interpolation: { escapeValue: false } });
  const fixed = new Map(LANGUAGES.map((lang) => [lang, instance.getFixedT(lang)]));
  return { forHeader: (header) => fixed.get(pickLanguage(header))! };
}
