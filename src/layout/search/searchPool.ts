// The header search of the layout issue: the permitted routes as entries searched with fuse.js.
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { AppRoute } from '../../session/buildRoutes';

export interface SearchEntry {
  path: string;
  /** Translated titles from the top of the menu down, e.g. `运输管理 > 运单管理`. */
  title: string;
  /** Full pinyin of each title segment (zh only), e.g. `yundanguanli`. */
  pinyin?: string[];
  /** Pinyin initials of each title segment (zh only), e.g. `ydgl`. */
  initials?: string[];
}

/** Converts a Chinese text to its syllables (pinyin-pro's `pinyin` with `type: 'array'`). */
export type PinyinOf = (text: string, initialsOnly: boolean) => string[];

export const MAX_QUERY_LENGTH = 32;
export const TITLE_SEPARATOR = ' > ';

/** The options of the issue: threshold 0.4, title 0.7 and path 0.3; the title key also matches pinyin. */
export const SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  keys: [
    {
      name: 'title',
      weight: 0.7,
      getFn: (entry) => [entry.title, ...(entry.pinyin ?? []), ...(entry.initials ?? [])],
    },
    { name: 'path', weight: 0.3 },
  ],
};

function syllables(text: string, initialsOnly: boolean, pinyinOf: PinyinOf): string {
  return pinyinOf(text, initialsOnly).join('').replace(/\s+/g, '').toLowerCase();
}

/** Visible leaves with a title (external links included: the search opens them too), in menu order. */
export function buildSearchPool(
  routes: readonly AppRoute[],
  translate: (route: AppRoute) => string,
  pinyinOf?: PinyinOf,
  parents: readonly string[] = [],
): SearchEntry[] {
  return routes.flatMap((route): SearchEntry[] => {
    if (route.hidden || route.path === '*' || !route.meta.title) return [];
    const titles = [...parents, translate(route)];
    if (route.children) return buildSearchPool(route.children, translate, pinyinOf, titles);
    const entry: SearchEntry = { path: route.meta.link || route.path, title: titles.join(TITLE_SEPARATOR) };
    if (!pinyinOf) return [entry];
    return [
      {
        ...entry,
        pinyin: titles.map((title) => syllables(title, false, pinyinOf)),
        initials: titles.map((title) => syllables(title, true, pinyinOf)),
      },
    ];
  });
}

export function createSearch(pool: readonly SearchEntry[]): Fuse<SearchEntry> {
  return new Fuse(pool, SEARCH_OPTIONS);
}

/** How closely an entry's own title (its last segment) or path answers the query: 0 exactly (the
 * title, its pinyin, its initials or the path's last part), 1 as their beginning, 2 otherwise. */
export function matchTier(entry: SearchEntry, query: string): number {
  const wanted = query.toLowerCase();
  const last = entry.title.split(TITLE_SEPARATOR).length - 1;
  const names = [entry.title.split(TITLE_SEPARATOR)[last], entry.pinyin?.[last], entry.initials?.[last], entry.path.split('/').at(-1)]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase());
  if (names.some((name) => name === wanted)) return 0;
  if (names.some((name) => name.startsWith(wanted))) return 1;
  return 2;
}

/** The query is cut to 32 characters (fuse's pattern limit); a blank query finds nothing. Exact
 * title or initials matches come first (`sjgl` → 司机管理), then beginnings, then fuse's order. */
export function searchRoutes(fuse: Fuse<SearchEntry>, query: string): SearchEntry[] {
  const cut = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!cut) return [];
  return fuse
    .search(cut)
    .map((result, order) => ({ entry: result.item, tier: matchTier(result.item, cut), order }))
    .sort((a, b) => a.tier - b.tier || a.order - b.order)
    .map(({ entry }) => entry);
}

/** pinyin-pro is loaded only when the language is zh. */
export async function loadPinyin(): Promise<PinyinOf> {
  const { pinyin } = await import('pinyin-pro');
  return (text, initialsOnly) =>
    pinyin(text, { toneType: 'none', type: 'array', ...(initialsOnly ? { pattern: 'first' } : {}) });
}
