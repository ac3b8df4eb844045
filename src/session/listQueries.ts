// The query of each open list tab (filters, page, page size, sort), so a tab left and opened
// again, refreshed from its menu, or brought back by a browser reload shows the list as the user
// left it. Kept in sessionStorage beside the tabs; forgotten when its tab closes or on sign-out.
import { subscribe } from 'valtio';
import type { ListQueryState } from '../core/list/listQuery';
import { onSignOut } from './sessionReset';
import { tags } from './tagsStore';

export const LIST_QUERIES_STORAGE_KEY = 'listQueries';

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function read(): Record<string, ListQueryState> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(LIST_QUERIES_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, ListQueryState>) : {};
  } catch {
    return {};
  }
}

let queries = read();

function save(): void {
  storage()?.setItem(LIST_QUERIES_STORAGE_KEY, JSON.stringify(queries));
}

/** The query the tab `key` (path and search) left its list in, if any. */
export function rememberedListQuery(key: string): ListQueryState | undefined {
  return queries[key];
}

export function rememberListQuery(key: string, query: ListQueryState): void {
  if (queries[key] === query) return;
  queries = { ...queries, [key]: query };
  save();
}

// A closed tab opens fresh next time.
subscribe(tags, () => {
  const open = new Set(tags.views.map((view) => view.key));
  const kept = Object.fromEntries(Object.entries(queries).filter(([key]) => open.has(key)));
  if (Object.keys(kept).length !== Object.keys(queries).length) {
    queries = kept;
    save();
  }
});

onSignOut(() => {
  queries = {};
  storage()?.removeItem(LIST_QUERIES_STORAGE_KEY);
});
