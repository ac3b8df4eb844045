import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { CATCH_ALL_ROUTE } from '../../../src/session/buildRoutes';
import {
  MAX_QUERY_LENGTH,
  SEARCH_OPTIONS,
  buildSearchPool,
  createSearch,
  loadPinyin,
  searchRoutes,
} from '../../../src/layout/search/searchPool';

const TITLES: Record<string, string> = {
  'route.Transport': '运输管理',
  'route.Waybill': '运单管理',
  'route.Hidden': '隐藏页',
  'route.Basic': '基础信息',
  'route.DriverManage': '司机管理',
};
const leaf = (name: string, path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path,
  component: path,
  meta: { title: `route.${name}` },
  hidden: false,
  ...extra,
});
const routes: AppRoute[] = [
  {
    ...leaf('Transport', '/tms'),
    children: [leaf('Waybill', '/tms/waybill'), leaf('Hidden', '/tms/hidden', { hidden: true })],
  },
  { ...leaf('Basic', '/basic'), children: [leaf('DriverManage', '/basic/DriverManage')] },
  CATCH_ALL_ROUTE,
];
const translate = (route: AppRoute) => TITLES[route.meta.title] ?? route.name;

describe('entries are the permitted routes: path and translated title path', () => {
  it('gives each visible leaf its path and the titles joined by " > "', () => {
    expect(buildSearchPool(routes, translate)).toEqual([
      { path: '/tms/waybill', title: '运输管理 > 运单管理' },
      { path: '/basic/DriverManage', title: '基础信息 > 司机管理' },
    ]);
  });

  it('skips hidden routes and the catch-all', () => {
    const paths = buildSearchPool(routes, translate).map((entry) => entry.path);
    expect(paths).not.toContain('/tms/hidden');
    expect(paths).not.toContain('*');
  });

  it('an external link is searched by its address', () => {
    const pool = buildSearchPool([leaf('Docs', 'docs', { meta: { title: 'route.Docs', link: 'https://example.com' } })], translate);
    expect(pool[0].path).toBe('https://example.com');
  });
});

describe('fuse.js options: threshold 0.4, keys title 0.7 and path 0.3', () => {
  it('uses exactly those options', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys?.map((key) => (typeof key === 'object' && 'name' in key ? [key.name, key.weight] : key))).toEqual([
      ['title', 0.7],
      ['path', 0.3],
    ]);
  });

  it('finds a route by its Chinese title and by its path', () => {
    const fuse = createSearch(buildSearchPool(routes, translate));
    expect(searchRoutes(fuse, '运单')[0].path).toBe('/tms/waybill');
    expect(searchRoutes(fuse, 'DriverManage')[0].path).toBe('/basic/DriverManage');
  });

  it('a blank query finds nothing', () => {
    expect(searchRoutes(createSearch(buildSearchPool(routes, translate)), '   ')).toEqual([]);
  });
});

describe('the query is cut to 32 characters', () => {
  it('a longer query is searched by its first 32 characters', () => {
    const seen: string[] = [];
    const fuse = { search: (pattern: string) => (seen.push(pattern), []) } as unknown as Parameters<typeof searchRoutes>[0];
    searchRoutes(fuse, 'x'.repeat(50));
    expect(seen[0]).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('in zh the search also matches pinyin and pinyin initials', () => {
  it('"ydgl" and "yundanguanli" find 运单管理', async () => {
    const fuse = createSearch(buildSearchPool(routes, translate, await loadPinyin()));
    expect(searchRoutes(fuse, 'ydgl')[0].title).toBe('运输管理 > 运单管理');
    expect(searchRoutes(fuse, 'yundanguanli')[0].title).toBe('运输管理 > 运单管理');
    expect(searchRoutes(fuse, 'sjgl')[0].path).toBe('/basic/DriverManage');
  });

  it('without the pinyin converter (other languages) initials do not match', () => {
    const fuse = createSearch(buildSearchPool(routes, translate));
    expect(searchRoutes(fuse, 'ydgl')).toEqual([]);
  });
});
