import { describe, expect, it } from 'vitest';
import { detectLanguage, toSupportedLanguage } from '../../../src/i18n/detectLanguage';

describe('spec 1: language from the stored setting, then the browser language, then en', () => {
  it.each([
    // stored cookie, browser languages, expected
    ['ja', ['zh-CN', 'en-US'], 'ja'],
    ['zh', ['en-US'], 'zh'],
    [undefined, ['zh-CN', 'en-US'], 'zh'],
    [undefined, ['fr-FR', 'es-MX', 'en'], 'es'],
    ['fr', ['ja-JP'], 'ja'],
    [undefined, ['fr-FR', 'de'], 'en'],
    [undefined, [], 'en'],
    ['', [], 'en'],
    [null, ['ko-KR'], 'en'],
  ] as const)('stored %s, browser %o -> %s', (stored, browser, expected) => {
    expect(detectLanguage({ stored, browser })).toBe(expected);
  });
});

describe('browser language tags map to the four catalogues', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['zh', 'zh'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['EN-gb', 'en'],
    ['pt-BR', undefined],
    ['', undefined],
  ] as const)('%s -> %s', (tag, language) => {
    expect(toSupportedLanguage(tag)).toBe(language);
  });
});
