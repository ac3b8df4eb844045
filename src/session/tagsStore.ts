// The open tabs as a valtio proxy, kept in sessionStorage so tabs, their order and the active
// tab survive a reload of the browser tab (each browser tab keeps its own set); cleared on sign-out.
import { proxy, subscribe } from 'valtio';
import type { AppRoute } from './buildRoutes';
import { onSignOut } from './sessionReset';
import * as model from './tagsModel';

export const TAGS_STORAGE_KEY = 'tagsView';

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

const restored = model.parseTags(storage()?.getItem(TAGS_STORAGE_KEY) ?? null);
// valtio 2 proxies the given object in place: a copy keeps the model's shared EMPTY_TAGS untouched.
export const tags = proxy<model.TagsState>({ views: [...restored.views], active: restored.active });

subscribe(tags, () => storage()?.setItem(TAGS_STORAGE_KEY, model.serializeTags(tags)));

function apply(next: model.TagsState): void {
  // Unchanged answers are the store itself: assigning nothing spares a re-render.
  if (next === tags) return;
  tags.views = [...next.views];
  tags.active = next.active;
}

function change(result: model.TagsChange): string | undefined {
  apply(result.state);
  return result.navigateTo;
}

export function visitRoute(route: Pick<AppRoute, 'name' | 'meta'>, location: model.VisitedLocation): void {
  apply(model.visit(tags, model.tagFor(route, location)));
}

/** The detail tab at `key` names the record it shows (运单详情 YD20261123000010). */
export function nameTabRecord(key: string, record: string): void {
  apply(model.nameRecord(tags, key, record));
}

export function addAffixTabs(routes: readonly AppRoute[]): void {
  const affix = routes.filter((route) => route.meta.affix).map((route) => model.tagFor(route, { pathname: route.path, search: '' }));
  apply(model.withAffixTabs(tags, affix));
}

export function dropUngrantedTabs(isGranted: (path: string) => boolean): void {
  apply(model.keepGranted(tags, isGranted));
}

/** Each action answers where to navigate, or undefined to stay. */
export const closeTag = (key: string) => change(model.close(tags, key));
export const closeOtherTags = (key: string) => change(model.closeOthers(tags, key));
export const closeAllTags = () => change(model.closeAll(tags));
export const closeLeftTags = (key: string) => change(model.closeSide(tags, key, 'left'));
export const closeRightTags = (key: string) => change(model.closeSide(tags, key, 'right'));
export const refreshTag = (key: string) => change(model.refresh(tags, key));

export function resetTags(): void {
  apply(model.EMPTY_TAGS);
  storage()?.removeItem(TAGS_STORAGE_KEY);
}

onSignOut(resetTags);
