// Column show/hide and order, kept per user and screen in local storage under
// `listColumns:<userCode>:<component>`.

export interface ColumnPrefs {
  /** Column ids left to right. */
  order: string[];
  /** Ids of hidden columns. */
  hidden: string[];
}

export function columnPrefsKey(userCode: string, component: string): string {
  return `listColumns:${userCode || 'anonymous'}:${component}`;
}

/** The stored preferences reconciled with today's columns: unknown ids dropped, new columns appended. */
export function readColumnPrefs(key: string, columnIds: readonly string[]): ColumnPrefs {
  let stored: Partial<ColumnPrefs> = {};
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<ColumnPrefs>;
  } catch {
    stored = {};
  }
  const known = new Set(columnIds);
  const order = (Array.isArray(stored.order) ? stored.order : []).filter((id) => known.has(id));
  const missing = columnIds.filter((id) => !order.includes(id));
  return {
    order: [...new Set([...order, ...missing])],
    hidden: (Array.isArray(stored.hidden) ? stored.hidden : []).filter((id) => known.has(id)),
  };
}

export function writeColumnPrefs(key: string, prefs: ColumnPrefs): void {
  localStorage.setItem(key, JSON.stringify(prefs));
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
