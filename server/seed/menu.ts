// The menu tree (data/menu.json) and the roles with their grants (data/roles.json), stored in
// the menu, role, role_menu and role_permission_deny tables.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ResourceMeta } from '../../src/core/generated/api';
import type { Database, DataScope } from '../storage/schema';
import { isDirectory } from '../menu/tree';
import { entitiesNamedIn } from '../../src/core/page/entitiesNamedIn';

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, 'data');
export const DEFAULT_PAGES_DIR = path.resolve(import.meta.dirname, '../../pages');

export interface MenuDefinition {
  name: string; path: string; component: string; meta: ResourceMeta; actions?: string[]; children?: MenuDefinition[];
  /** Which of view/add/edit/remove/export the screen offers (absent: all five); a review queue
   * offers view and export beside its own approve and reject. */
  standardActions?: string[];
}

export interface RoleDefinition {
  code: string;
  name: string;
  /** `*` or component prefixes: a leaf is granted when its component equals a prefix or
   * starts with the prefix and a slash. */
  grants: '*' | string[];
  /** Permission codes `<leafName>:<action>` the role is denied although it sees the screen. */
  deny: string[];
  /** Which records its users reach: all, branch (their own), branches (the listed ones), shipper or driver (their own party's). */
  dataScope: DataScope;
  branches?: string[];
}

/** What a leaf's page says of the screen: the entity it works over, its fixed filter, the other
 * entities its blocks name and the entities its forms pick from (lookups: read only). The page is
 * read when the menu is seeded; from then on the menu row is what the server checks. */
function screenOfPage(pagesDir: string, component: string): ScreenOfPage {
  const file = path.join(pagesDir, `${component}.json`);
  if (!existsSync(file)) return NO_SCREEN;
  const page = JSON.parse(readFileSync(file, 'utf8')) as { entity?: string; fixedFilter?: Record<string, unknown>; lookups?: { entity: string }[] };
  const { lookups = [], ...rest } = page;
  // A lookup is only read, even where a block names it too (the fence events of 电子围栏, the
  // vans of the dispatch board): the screen's actions never reach it.
  const picked = [...new Set(lookups.map((lookup) => lookup.entity))].filter((entity) => entity !== page.entity).sort();
  // The entities its blocks name besides the page's (basic/dict: the items beside the types).
  const others = [...entitiesNamedIn(rest)].filter((entity) => entity !== page.entity && !picked.includes(entity)).sort();
  return {
    resource: page.entity ?? null,
    fixedFilter: page.fixedFilter ? JSON.stringify(page.fixedFilter) : null,
    resources: others.length > 0 ? JSON.stringify(others) : null,
    lookups: picked.length > 0 ? JSON.stringify(picked) : null,
  };
}

interface ScreenOfPage { resource: string | null; fixedFilter: string | null; resources: string | null; lookups: string | null }
const NO_SCREEN: ScreenOfPage = { resource: null, fixedFilter: null, resources: null, lookups: null };

export function readMenuData(dataDir: string): { menu: MenuDefinition[]; roles: RoleDefinition[] } {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
  return { menu: read('menu.json') as MenuDefinition[], roles: read('roles.json') as RoleDefinition[] };
}

export function grantsLeaf(grants: RoleDefinition['grants'], component: string): boolean {
  return grants === '*' || grants.some((prefix) => component === prefix || component.startsWith(`${prefix}/`));
}

interface StoredNode { id: number; component: string; ancestors: number[] }

async function insertMenu(trx: Kysely<Database>, pagesDir: string, nodes: MenuDefinition[], parent: StoredNode | null, out: StoredNode[]): Promise<void> {
  for (const [sort, node] of nodes.entries()) {
    const { meta } = node;
    const screen = isDirectory(node) ? NO_SCREEN : screenOfPage(pagesDir, node.component);
    const { id } = await trx.insertInto('menu').values({
      parent_id: parent?.id ?? null, name: node.name, path: node.path, component: node.component, title: meta.title,
      icon: meta.icon ?? null, keep_alive: meta.keepAlive ? 1 : 0, no_cache: meta.noCache ? 1 : 0, hidden: meta.hidden ? 1 : 0,
      affix: meta.affix ? 1 : 0, active_menu: meta.activeMenu ?? null, link: meta.link ?? null,
      actions: JSON.stringify(node.actions ?? []), sort,
      resource: screen.resource, fixed_filter: screen.fixedFilter, resources: screen.resources, lookups: screen.lookups,
      standard_actions: node.standardActions ? JSON.stringify(node.standardActions) : null,
    }).returning('id').executeTakeFirstOrThrow();
    const stored = { id, component: node.component, ancestors: parent ? [...parent.ancestors, parent.id] : [] };
    out.push(stored);
    if (node.children) await insertMenu(trx, pagesDir, node.children, stored, out);
  }
}

/** A role is granted its leaves and every directory above them (a directory left without
 * leaves is not shown: see menu/tree.ts). */
export async function seedMenuAndRoles(trx: Kysely<Database>, dataDir: string, pagesDir = DEFAULT_PAGES_DIR): Promise<void> {
  const { menu, roles } = readMenuData(dataDir);
  const stored: StoredNode[] = [];
  await insertMenu(trx, pagesDir, menu, null, stored);
  for (const role of roles) {
    await trx.insertInto('role').values({ code: role.code, name: role.name, data_scope: role.dataScope }).execute();
    if (role.branches?.length) {
      await trx.insertInto('role_branch').values(role.branches.map((branch_code) => ({ role_code: role.code, branch_code }))).execute();
    }
    const granted = new Set<number>();
    for (const node of stored.filter((n) => !isDirectory(n) && grantsLeaf(role.grants, n.component))) {
      [...node.ancestors, node.id].forEach((id) => granted.add(id));
    }
    if (granted.size > 0) {
      await trx.insertInto('role_menu').values([...granted].map((menu_id) => ({ role_code: role.code, menu_id }))).execute();
    }
    if (role.deny.length > 0) {
      await trx.insertInto('role_permission_deny').values([...new Set(role.deny)].map((code) => ({ role_code: role.code, code }))).execute();
    }
  }
}
