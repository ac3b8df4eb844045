// What the browser build leaves out of the shared definitions (scripts/build/browserDefinitions.ts,
// dictionaryCodes.ts): the console must never look up what it does not get.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_ENTITY_KEYWORDS, SERVER_ONLY_SECTIONS, withoutServerKeywords, withoutServerSections } from '../../scripts/build/browserDefinitions';
import { dictionaryCodes } from '../../scripts/build/dictionaryCodes';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

describe('the shell catalogues as the browser loads them', () => {
  const zh = JSON.parse(readFileSync(path.join(ROOT, 'locales/zh.json'), 'utf8')) as Record<string, unknown>;

  it('keep every section but the server-only ones', () => {
    const browser = withoutServerSections(zh);
    expect(Object.keys(browser)).toEqual(Object.keys(zh).filter((section) => section !== 'server'));
    expect(browser.login).toEqual(zh.login);
  });

  it('hold every key the console names: no console source looks up a server-only key', () => {
    const pattern = new RegExp(`['"\`](${SERVER_ONLY_SECTIONS.join('|')})\\.[a-zA-Z]`);
    const offenders = [...sourceFiles('src'), ...sourceFiles('renderers')].filter((file) => pattern.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the dictionaries as the browser loads them', () => {
  it('are the codes of each type in their order (the names come from the dictionary catalogue)', () => {
    const dictionaries = JSON.parse(readFileSync(path.join(ROOT, 'schemas/dictionaries.json'), 'utf8')) as Record<string, { items: { code: string }[] }>;
    const codes = dictionaryCodes(dictionaries);
    expect(codes.waybill_status?.slice(0, 3)).toEqual(['pending_dispatch', 'dispatched', 'loaded']);
    expect(Object.keys(codes)).toEqual(Object.keys(dictionaries));
  });
});

describe('the entity schemas as the browser loads them', () => {
  it('leave out the server-only top-level keywords and keep the fields', () => {
    const cargoOrder = JSON.parse(readFileSync(path.join(ROOT, 'schemas/entities/cargoOrder.json'), 'utf8')) as Record<string, unknown>;
    const browser = withoutServerKeywords(cargoOrder);
    expect(cargoOrder['x-demo']).toBeDefined();
    expect(browser['x-demo']).toBeUndefined();
    const fields = cargoOrder.properties as Record<string, Record<string, unknown>>;
    expect(fields.channel?.['x-demo']).toBeDefined();
    const browserFields = browser.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(browserFields)).toEqual(Object.keys(fields));
    expect(browserFields.channel).toEqual(Object.fromEntries(Object.entries(fields.channel!).filter(([keyword]) => keyword !== 'x-demo')));
    expect(browser['x-states']).toEqual(cargoOrder['x-states']);
  });

  it('no console source reads a keyword the browser does not get', () => {
    const offenders = [...sourceFiles('src'), ...sourceFiles('renderers')]
      .filter((file) => !file.endsWith('src/core/validation/keywords.ts'))
      .filter((file) => SERVER_ONLY_ENTITY_KEYWORDS.some((keyword) => readFileSync(path.join(ROOT, file), 'utf8').includes(`'${keyword}'`) || readFileSync(path.join(ROOT, file), 'utf8').includes(`"${keyword}"`)));
    expect(offenders).toEqual([]);
  });
});
