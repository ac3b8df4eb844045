// The menu tree a role sees (`resourceList`), built from the `menu` and `role_menu` tables.
import type { Selectable } from 'kysely';
import type { ResourceMeta, ResourceNode } from '../../src/core/generated/api';
import type { Db } from '../storage/database';
import type { MenuTable } from '../storage/schema';
import { groupBy } from '../lib/groupBy';

export type MenuRow = Selectable<MenuTable>;

const DIRECTORY_COMPONENTS = new Set(['Layout', 'ParentView']);

export function isDirectory(row: Pick<MenuRow, 'component'>): boolean {
  return DIRECTORY_COMPONENTS.has(row.component);
}

/** The menu rows granted to a role, in menu order. */
export async function grantedMenuRows(db: Db, role: string): Promise<MenuRow[]> {
  return db.selectFrom('menu').innerJoin('role_menu', 'role_menu.menu_id', 'menu.id')
    .selectAll('menu').where('role_menu.role_code', '=', role)
    .orderBy('menu.sort').orderBy('menu.id').execute();
}

export function leafActions(row: Pick<MenuRow, 'actions'>): string[] {
  const parsed: unknown = JSON.parse(row.actions);
  return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
}

/** A menu added by staff has its titles on the record (its Chinese one in `title`). */
export function titlesOf(row: MenuRow): ResourceMeta['titles'] | undefined {
  const titles = Object.fromEntries(([['en', row.title_en], ['es', row.title_es], ['ja', row.title_ja]] as const)
    .filter(([, title]) => typeof title === 'string' && title !== ''));
  return Object.keys(titles).length > 0 ? titles : undefined;
}

function metaOf(row: MenuRow): ResourceMeta {
  const meta: ResourceMeta = { title: row.title };
  const titles = titlesOf(row);
  if (titles) meta.titles = titles;
  if (row.icon) meta.icon = row.icon;
  if (row.keep_alive) meta.keepAlive = true;
  if (row.no_cache) meta.noCache = true;
  if (row.hidden) meta.hidden = true;
  if (row.affix) meta.affix = true;
  if (row.active_menu) meta.activeMenu = row.active_menu;
  if (row.link) meta.link = row.link;
  return meta;
}

function nodeOf(row: MenuRow): ResourceNode {
  const node: ResourceNode = { id: row.id, name: row.name, path: row.path, component: row.component, meta: metaOf(row) };
  const actions = leafActions(row);
  if (!isDirectory(row) && actions.length > 0) node.actions = actions;
  return node;
}

/** Nests granted rows under their parents; a directory without any granted leaf below it is
 * dropped, so a role never sees an empty menu group. */
export function buildMenuTree(rows: MenuRow[]): ResourceNode[] {
  const childrenOf = groupBy(rows, (row) => row.parent_id);
  const build = (parentId: number | null): ResourceNode[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row) => {
      if (!isDirectory(row)) return [nodeOf(row)];
      const children = build(row.id);
      return children.length > 0 ? [{ ...nodeOf(row), children }] : [];
    });
  return build(null);
}

/** `resourceList`: one root node whose children are the menus (docs/contracts.md). */
export async function resourceListFor(db: Db, role: string): Promise<ResourceNode[]> {
  const children = buildMenuTree(await grantedMenuRows(db, role));
  return [{ name: 'root', path: '/', component: 'Layout', meta: { title: 'route.root' }, children }];
}
