// Issue 9, section 6: the shell's texts in the first bundle, each entity's, page's and the
// dictionaries' in a namespace of their own, fetched with the screen.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFileOf, namespaceOfFile, namespaceOfKey, namespacesNamedIn } from '../../../src/core/i18n/namespaces';
import { readCatalogue } from '../../../server/http/catalogues';
import { placeKeys } from '../../../scripts/i18n/place';
import { entitiesNamedIn } from '../../../src/core/page/entitiesNamedIn';

describe('the namespace of a key', () => {
  it.each([
    ['entity.waybill.field.shipperName', 'entity/waybill'],
    ['page.waybillDetail.tabs.track', 'page/waybillDetail'],
    ['dict.waybill_status.signed', 'dict'],
    ['route.DriverManage', 'translation'],
    ['renderer.table.empty', 'translation'],
  ])('%s lives in %s', (key, namespace) => {
    expect(namespaceOfKey(key)).toBe(namespace);
  });

  it('the renderers\' own page texts (actions, confirms, shortcuts) stay in the shell', () => {
    expect(namespaceOfKey('page.action.edit')).toBe('translation');
    expect(namespaceOfKey('page.confirm.remove')).toBe('translation');
  });

  it('names the file of a namespace and reads it back', () => {
    expect(catalogueFileOf('entity/waybill', 'ja')).toBe('locales/entity/waybill/ja.json');
    expect(catalogueFileOf('translation', 'zh')).toBe('locales/zh.json');
    expect(namespaceOfFile('/locales/entity/waybill/ja.json')).toEqual({ namespace: 'entity/waybill', language: 'ja' });
    expect(namespaceOfFile('locales/zh.json')).toEqual({ namespace: 'translation', language: 'zh' });
  });
});

describe('what a screen fetches', () => {
  const page = {
    kind: 'blocks', entity: 'department', title: 'route.department',
    blocks: [{ type: 'tree', title: 'page.department.tree' }, { type: 'table', entity: 'staff', toolbar: [{ type: 'create', label: 'page.action.create' }] }],
  };

  it('every entity a page names, at any depth', () => {
    expect([...entitiesNamedIn(page)].sort()).toEqual(['department', 'staff']);
  });

  it('the namespaces of the texts a definition names, never the shell\'s', () => {
    const schema = { title: 'entity.department.title', properties: { status: { 'x-label': 'entity.department.field.status', 'x-dict': 'enable_status' } } };
    expect([...namespacesNamedIn(page)]).toEqual(['page/department']);
    expect([...namespacesNamedIn(schema)]).toEqual(['entity/department']);
  });
});

describe('npm run i18n:place', () => {
  it('moves keys written to the wrong file into their namespace\'s file, losing none', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
    for (const language of ['zh', 'en', 'es', 'ja']) {
      writeFileSync(path.join(dir, `${language}.json`), JSON.stringify({
        common: { ok: `${language} ok` },
        entity: { goods: { title: `${language} goods` } },
        dict: { goods_kind: { bulk: `${language} bulk` } },
      }));
    }
    placeKeys(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'ja.json'), 'utf8'))).toEqual({ common: { ok: 'ja ok' } });
    expect(JSON.parse(readFileSync(path.join(dir, 'entity/goods/ja.json'), 'utf8'))).toEqual({ entity: { goods: { title: 'ja goods' } } });
    expect(existsSync(path.join(dir, 'dict/en.json'))).toBe(true);
    expect(readCatalogue('es', dir)).toEqual({ common: { ok: 'es ok' }, entity: { goods: { title: 'es goods' } }, dict: { goods_kind: { bulk: 'es bulk' } } });
  });
});
