// The tags-view rules of the layout issue as a pure reducer: visited views become tabs, affix
// tabs stay, closing the active tab moves to the last remaining one. The store persists it.
import type { AppRoute } from './buildRoutes';

export interface TagView {
  /** Path plus query: the same page with another query is its own tab. */
  key: string;
  path: string;
  /** What to navigate to when the tab is clicked (path, query and hash). */
  fullPath: string;
  name: string;
  /** The route's title i18n key, translated when shown so a language change applies. */
  title: string;
  affix: boolean;
  noCache: boolean;
  keepAlive: boolean;
  /** Bumped by refresh so a kept-alive view remounts. */
  generation: number;
  /** The record a detail tab shows (运单号 YD20261123000010, a driver's name), after its title. */
  record?: string;
}

export interface TagsState {
  views: TagView[];
  /** Key of the active tab, empty when none. */
  active: string;
}

export interface TagsChange {
  state: TagsState;
  /** Where the shell must navigate after the change; absent when it stays. */
  navigateTo?: string;
}

export const EMPTY_TAGS: TagsState = { views: [], active: '' };
export const CLOSE_ALL_TARGET = '/home';
export const REDIRECT_PREFIX = '/redirect';

export interface VisitedLocation {
  pathname: string;
  search: string;
  hash?: string;
}

export function tagKey(pathname: string, search: string): string {
  return `${pathname}${search}`;
}

/** A route is kept alive when it asks for it and is not marked no-cache. */
export function tagFor(route: Pick<AppRoute, 'name' | 'meta'>, location: VisitedLocation): TagView {
  const noCache = route.meta.noCache === true;
  return {
    key: tagKey(location.pathname, location.search),
    path: location.pathname,
    fullPath: `${location.pathname}${location.search}${location.hash ?? ''}`,
    name: route.name,
    title: route.meta.title,
    affix: route.meta.affix === true,
    noCache,
    keepAlive: route.meta.keepAlive === true && !noCache,
    generation: 0,
  };
}

/** Affix routes open as tabs before anything is visited; existing tabs keep their place. */
export function withAffixTabs(state: TagsState, affixTags: readonly TagView[]): TagsState {
  const known = new Set(state.views.map((view) => view.key));
  const missing = affixTags.filter((tag) => !known.has(tag.key));
  return missing.length === 0 ? state : { ...state, views: [...missing, ...state.views] };
}

/** Visiting adds the tab at the end (or refreshes its details in place) and makes it active. */
export function visit(state: TagsState, tag: TagView): TagsState {
  const index = state.views.findIndex((view) => view.key === tag.key);
  if (index < 0) return { views: [...state.views, tag], active: tag.key };
  const known = state.views[index];
  if (state.active === tag.key && known.fullPath === tag.fullPath && known.title === tag.title) return state;
  const views = state.views.map((view, at) => (at === index ? { ...tag, generation: view.generation, record: view.record } : view));
  return { views, active: tag.key };
}

/** The tab of `key` names its record; unchanged when it has no such tab or already names it. */
export function nameRecord(state: TagsState, key: string, record: string): TagsState {
  const view = state.views.find((entry) => entry.key === key);
  if (!view || view.record === record) return state;
  return { ...state, views: state.views.map((entry) => (entry === view ? { ...entry, record } : entry)) };
}

function fallbackAfterClosing(views: readonly TagView[]): TagsChange['navigateTo'] {
  return views.length > 0 ? views[views.length - 1].fullPath : '/';
}

/** Closing a tab (affix tabs cannot be closed); the active one hands over to the last remaining tab, or `/`. */
export function close(state: TagsState, key: string): TagsChange {
  const target = state.views.find((view) => view.key === key);
  if (!target || target.affix) return { state };
  const views = state.views.filter((view) => view.key !== key);
  if (state.active !== key) return { state: { ...state, views } };
  const last = views[views.length - 1];
  return { state: { views, active: last?.key ?? '' }, navigateTo: fallbackAfterClosing(views) };
}

/** Close others keeps the affix tabs and the chosen one, which becomes active. */
export function closeOthers(state: TagsState, key: string): TagsChange {
  const chosen = state.views.find((view) => view.key === key);
  if (!chosen) return { state };
  const views = state.views.filter((view) => view.affix || view.key === key);
  return { state: { views, active: key }, navigateTo: state.active === key ? undefined : chosen.fullPath };
}

/** Close the tabs on one side of the chosen one (affix tabs stay). When the active tab was among
 * them, the chosen tab becomes active. */
export function closeSide(state: TagsState, key: string, side: 'left' | 'right'): TagsChange {
  const at = state.views.findIndex((view) => view.key === key);
  if (at < 0) return { state };
  const closing = (index: number) => (side === 'left' ? index < at : index > at);
  const views = state.views.filter((view, index) => view.affix || !closing(index));
  const activeStays = views.some((view) => view.key === state.active);
  if (activeStays) return { state: { views, active: state.active } };
  return { state: { views, active: key }, navigateTo: state.views[at]!.fullPath };
}

/** Close all keeps the affix tabs and goes to /home. */
export function closeAll(state: TagsState): TagsChange {
  const views = state.views.filter((view) => view.affix);
  const home = views.find((view) => view.path === CLOSE_ALL_TARGET);
  return { state: { views, active: home?.key ?? '' }, navigateTo: CLOSE_ALL_TARGET };
}

/** Refresh remounts the view: its generation changes and the shell goes through /redirect + fullPath. */
export function refresh(state: TagsState, key: string): TagsChange {
  const target = state.views.find((view) => view.key === key);
  if (!target) return { state };
  const views = state.views.map((view) => (view.key === key ? { ...view, generation: view.generation + 1 } : view));
  return { state: { ...state, views }, navigateTo: `${REDIRECT_PREFIX}${target.fullPath}` };
}

/** Tabs whose route the session no longer grants (role switch) are dropped. */
export function keepGranted(state: TagsState, isGranted: (path: string) => boolean): TagsState {
  const views = state.views.filter((view) => isGranted(view.path));
  if (views.length === state.views.length) return state;
  return { views, active: views.some((view) => view.key === state.active) ? state.active : '' };
}

function isTagView(value: unknown): value is TagView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return ['key', 'path', 'fullPath', 'name', 'title'].every((field) => typeof view[field] === 'string');
}

/** Reads persisted tabs; anything malformed yields no tabs rather than a broken bar. */
export function parseTags(raw: string | null): TagsState {
  if (!raw) return EMPTY_TAGS;
  try {
    const parsed = JSON.parse(raw) as { views?: unknown; active?: unknown };
    if (!Array.isArray(parsed.views)) return EMPTY_TAGS;
    const views = parsed.views.filter(isTagView).map((view) => ({
      ...view,
      affix: view.affix === true,
      noCache: view.noCache === true,
      keepAlive: view.keepAlive === true,
      generation: 0,
      record: typeof view.record === 'string' ? view.record : undefined,
    }));
    const active = typeof parsed.active === 'string' && views.some((view) => view.key === parsed.active) ? parsed.active : '';
    return { views, active };
  } catch {
    return EMPTY_TAGS;
  }
}

export function serializeTags(state: TagsState): string {
  return JSON.stringify({ views: state.views, active: state.active });
}
