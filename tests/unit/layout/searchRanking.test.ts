// Header search ranking of the UX issue, over the real seeded menu and the zh catalogue: an exact
// title or pinyin-initials match comes first, at most 8 results are shown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceNode } from '../../../src/core/generated/api';
import { routeTitle } from '../../../src/i18n/routeTitle';
import { buildRoutes } from '../../../src/session/buildRoutes';
import { buildSearchPool, createSearch, loadPinyin, matchTier, searchRoutes, type SearchEntry } from '../../../src/layout/search/searchPool';

const root = path.resolve(import.meta.dirname, '../../..');
const menu = JSON.parse(readFileSync(path.join(root, 'server/seed/data/menu.json'), 'utf8')) as ResourceNode[];
const zh = JSON.parse(readFileSync(path.join(root, 'locales/zh.json'), 'utf8')) as Record<string, unknown>;

let fuse: ReturnType<typeof createSearch>;
beforeAll(async () => {
  const t = i18next.createInstance();
  await t.init({ lng: 'zh', resources: { zh: { translation: zh } } });
  const routes = buildRoutes([{ name: 'root', path: '/', component: 'Layout', meta: { title: '' }, children: menu }], ['PLAT_ADMIN']);
  fuse = createSearch(buildSearchPool(routes, (route) => routeTitle(t.t, route), await loadPinyin()));
});

const leafTitle = (entry: SearchEntry) => entry.title.split(' > ').at(-1);

describe('an exact title or pinyin-initials match comes first', () => {
  it('"sjgl" lists 司机管理 first', () => {
    expect(leafTitle(searchRoutes(fuse, 'sjgl')[0])).toBe('司机管理');
  });

  it('"司机管理" lists 司机管理 first, before titles that merely contain it', () => {
    expect(leafTitle(searchRoutes(fuse, '司机管理')[0])).toBe('司机管理');
  });

  it('"ydgl" lists 运单管理 first', () => {
    expect(leafTitle(searchRoutes(fuse, 'ydgl')[0])).toBe('运单管理');
  });

  it('reorders what fuse.js found: exact matches, then beginnings, each in fuse.js order', () => {
    const entry = (title: string, initials: string): SearchEntry => ({ path: `/x/${initials}`, title: `组 > ${title}`, initials: ['z', initials] });
    const found = [entry('审计总览', 'sjzl'), entry('司机管理费', 'sjglf'), entry('司机管理', 'sjgl')];
    const fake = { search: () => found.map((item) => ({ item, refIndex: 0 })) } as unknown as typeof fuse;
    expect(searchRoutes(fake, 'sjgl').map(leafTitle)).toEqual(['司机管理', '司机管理费', '审计总览']);
  });

  it('a title that begins with the query comes before one that only resembles it', () => {
    const entry = (title: string, initials: string): SearchEntry => ({ path: `/x/${initials}`, title: `组 > ${title}`, initials: ['z', initials] });
    expect(matchTier(entry('司机管理', 'sjgl'), 'sjgl')).toBe(0);
    expect(matchTier(entry('司机管理费', 'sjglf'), 'sjgl')).toBe(1);
    expect(matchTier(entry('车辆管理', 'clgl'), 'sjgl')).toBe(2);
  });
});
