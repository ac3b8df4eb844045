// Permission codes `<leafName>:<action>`: every granted screen gets the standard actions and
// its own actions (e.g. `waybillManage:load`), minus the codes the role is denied.
import type { Db } from '../storage/database';
import { grantedMenuRows, isDirectory, leafActions, type MenuRow } from './tree';

export const STANDARD_ACTIONS = ['view', 'add', 'edit', 'remove', 'export'] as const;

/** The actions a screen offers: its standard actions (all five unless the leaf lists some) and
 * its own. */
export function screenActions(row: Pick<MenuRow, 'standard_actions' | 'actions'>): string[] {
  const standard: unknown = row.standard_actions === null ? STANDARD_ACTIONS : JSON.parse(row.standard_actions);
  const listed = Array.isArray(standard) ? standard.filter((a): a is string => typeof a === 'string') : [];
  return [...new Set([...listed, ...leafActions(row)])];
}

function codesOf(row: MenuRow): string[] {
  return screenActions(row).map((action) => `${row.name}:${action}`);
}

export async function permissionCodesFor(db: Db, role: string): Promise<string[]> {
  const [rows, denied] = await Promise.all([
    grantedMenuRows(db, role),
    db.selectFrom('role_permission_deny').select('code').where('role_code', '=', role).execute(),
  ]);
  const deny = new Set(denied.map((d) => d.code));
  return rows.filter((row) => !isDirectory(row)).flatMap(codesOf).filter((code) => !deny.has(code));
}

/** Whether `role` may perform `action` on the screen whose menu component is `component`. */
export async function mayPerform(db: Db, role: string, component: string, action: string): Promise<boolean> {
  const leaf = await db.selectFrom('menu').innerJoin('role_menu', 'role_menu.menu_id', 'menu.id')
    .select('menu.name').where('role_menu.role_code', '=', role).where('menu.component', '=', component)
    .executeTakeFirst();
  if (!leaf) return false;
  return (await permissionCodesFor(db, role)).includes(`${leaf.name}:${action}`);
}
