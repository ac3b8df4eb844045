import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../server/http/catalogues';

const [zh, en, es, ja] = ['zh', 'en', 'es', 'ja'].map((language) => readCatalogue(language));

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('contracts: the zh, en, es and ja catalogues (every namespace merged) hold the same keys', () => {
  const zhKeys = keysOf(zh).sort();
  it.each([
    ['en', en],
    ['es', es],
    ['ja', ja],
  ])('%s has exactly the keys of zh', (_language, catalogue) => {
    expect(keysOf(catalogue).sort()).toEqual(zhKeys);
  });

  it('no text is empty', () => {
    for (const catalogue of [zh, en, es, ja]) {
      const texts = keysOf(catalogue).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));
      expect(texts.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    }
  });
});
