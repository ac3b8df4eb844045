// Whether a path is a screen of the product (a menu leaf of any role): the console shows 403 for
// a known screen the user may not open and 404 for a mistyped address. Paths are joined from
// the menu rows as the console joins them (a leaf's path is relative to its parent unless it
// starts with /).
import type { Db } from '../storage/database';

function joined(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

/** Every full route path of the menu. */
export async function menuPaths(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('menu').select(['id', 'parent_id', 'path']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const full = new Map<number, string>();
  const pathOf = (id: number): string => {
    const known = full.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id)!;
    const parent = row.parent_id === null ? '' : pathOf(row.parent_id);
    const path = joined(parent || '/', row.path);
    full.set(id, path);
    return path;
  };
  return new Set(rows.map((row) => pathOf(row.id)));
}

/** The path without a trailing slash, query or hash. */
export function normalisedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}
