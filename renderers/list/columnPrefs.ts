// A user's layout of one list: column order, hidden columns and row density. Kept on the server
// per user and screen (GET/PUT /ntocc-basic-api/listLayout, useListLayout.ts) and cached in local
// storage under `listColumns:<userCode>:<component>` so the list paints with it at once.
import type { ListLayout, RowDensity } from '../../src/core/generated/api';

export interface ColumnPrefs {
  /** Column ids left to right. */
  order: string[];
  /** Ids of hidden columns. */
  hidden: string[];
}

export const DEFAULT_DENSITY: RowDensity = 'comfortable';

export function columnPrefsKey(userCode: string, component: string): string {
  return `listColumns:${userCode || 'anonymous'}:${component}`;
}

/** Stored columns reconciled with today's: unknown ids dropped, new columns appended. */
export function reconcileColumns(stored: Partial<ColumnPrefs> | undefined, columnIds: readonly string[]): ColumnPrefs {
  const known = new Set(columnIds);
  const order = (Array.isArray(stored?.order) ? stored.order : []).filter((id) => known.has(id));
  const missing = columnIds.filter((id) => !order.includes(id));
  return {
    order: [...new Set([...order, ...missing])],
    hidden: (Array.isArray(stored?.hidden) ? stored.hidden : []).filter((id) => known.has(id)),
  };
}

export function densityOf(value: unknown): RowDensity {
  return value === 'compact' ? 'compact' : DEFAULT_DENSITY;
}

/** The cached layout (or the page's own one) reconciled with today's columns. */
export function readCachedLayout(key: string, columnIds: readonly string[]): ListLayout {
  let stored: Partial<ColumnPrefs> & { density?: unknown } = {};
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? '{}') as typeof stored;
  } catch {
    stored = {};
  }
  return { columns: reconcileColumns(stored, columnIds), density: densityOf(stored.density) };
}

export function writeCachedLayout(key: string, layout: ListLayout): void {
  localStorage.setItem(key, JSON.stringify({ ...layout.columns, density: layout.density }));
}

/** Moves a column one place left (-1) or right (+1) in the order. */
export function moveColumn(order: readonly string[], id: string, step: -1 | 1): string[] {
  const index = order.indexOf(id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Puts column `id` where column `before` is (dragged onto it), shifting the others. */
export function dropColumn(order: readonly string[], id: string, before: string): string[] {
  if (id === before || !order.includes(id) || !order.includes(before)) return [...order];
  const without = order.filter((entry) => entry !== id);
  const from = order.indexOf(id);
  const to = order.indexOf(before);
  const at = without.indexOf(before) + (from < to ? 1 : 0);
  return [...without.slice(0, at), id, ...without.slice(at)];
}
