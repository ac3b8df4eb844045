// Whether a role may perform an action on an entity's screen: the permission code
// `<leafName>:<action>` of the menu leaf whose component is the entity's list page. Same rule
// as the session's permission list (server/menu/permissions.ts: the granted leaf's standard
// actions and own actions, minus the role's denials), answered with two indexed look-ups
// instead of building the role's whole list on every call.
import type { Db } from '../storage/database';
import { STANDARD_ACTIONS } from '../menu/permissions';
import { leafActions } from '../menu/tree';

export async function mayPerformOnScreen(db: Db, role: string, component: string, action: string): Promise<boolean> {
  const leaf = await db.selectFrom('menu').innerJoin('role_menu', 'role_menu.menu_id', 'menu.id')
    .selectAll('menu').where('role_menu.role_code', '=', role).where('menu.component', '=', component)
    .executeTakeFirst();
  if (!leaf) return false;
  const actions: readonly string[] = [...STANDARD_ACTIONS, ...leafActions(leaf)];
  if (!actions.includes(action)) return false;
  const denied = await db.selectFrom('role_permission_deny').select('code')
    .where('role_code', '=', role).where('code', '=', `${leaf.name}:${action}`).executeTakeFirst();
  return denied === undefined;
}
