// Messages the user reads in `msg`, in the request's language (Accept-Language; zh when absent
// or unknown, Chinese being the users' primary language). Texts come from the catalogues
// (`locales/`, every namespace merged: http/catalogues.ts): the server's own messages (`server`, `entityApi`), format messages (`validation`), field labels
// for export headers (`entity`) and dictionary names (`dict`).
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../src/core/api/client';
import { DEFAULT_LOCALES_DIR, readCatalogue } from './catalogues';

export const SERVER_LANGUAGE: Language = 'zh';
const NAMESPACES = ['server', 'validation', 'entityApi', 'entity', 'dict'] as const;

export { DEFAULT_LOCALES_DIR };

/** The server's namespaces of one catalogue. */
function loadLanguage(localesDir: string, lang: Language): Record<string, unknown> {
  const catalogue = readCatalogue(lang, localesDir);
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, catalogue[ns] ?? {}]));
}

export interface Translator {
  /** A `t` function for the language an Accept-Language header asks for. */
  forHeader(acceptLanguage: string | undefined): TFunction;
  forLanguage(lang: Language): TFunction;
}

const translators = new Map<string, Translator>();

/** The translator of a catalogue folder: made once (it reads and parses the catalogues) and
 * shared, the server asks for it from several places. */
export function createTranslator(localesDir = DEFAULT_LOCALES_DIR): Translator {
  let translator = translators.get(localesDir);
  if (!translator) {
    translator = buildTranslator(localesDir);
    translators.set(localesDir, translator);
  }
  return translator;
}

/** Reads the server's language at once and every other language when it is first asked for:
 * the four catalogues' server namespaces hold about 2 MB, and most servers answer in one or two
 * (issue 18: idle memory). */
function buildTranslator(localesDir: string): Translator {
  const instance = i18next.createInstance();
  const resources = { [SERVER_LANGUAGE]: { translation: loadLanguage(localesDir, SERVER_LANGUAGE) } };
  void instance.init({ resources, fallbackLng: SERVER_LANGUAGE, initAsync: false, interpolation: { escapeValue: false } });
  const fixed = new Map<Language, TFunction>();
  const forLanguage = (lang: Language) => {
    let t = fixed.get(lang);
    if (!t) {
      if (!instance.hasResourceBundle(lang, 'translation')) instance.addResourceBundle(lang, 'translation', loadLanguage(localesDir, lang));
      t = instance.getFixedT(lang);
      fixed.set(lang, t);
    }
    return t;
  };
  return { forLanguage, forHeader: (header) => forLanguage(pickLanguage(header)) };
}

/** The tags of an Accept-Language header, most preferred first (by q value, then order); q=0 left out. */
export function rankedLanguageTags(header: string | undefined): string[] {
  return (header ?? '').split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag!.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The supported language with the highest q value in an Accept-Language header. */
export function pickLanguage(header: string | undefined): Language {
  const lang = rankedLanguageTags(header)
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((primary) => (LANGUAGES as readonly string[]).includes(primary!));
  return (lang as Language | undefined) ?? SERVER_LANGUAGE;
}
