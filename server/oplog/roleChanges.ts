// The operation log of roles and permissions (server/routes/basic/role.ts): a role made or
// changed (its name, data scope, branches, menu leaves = permissions, denied codes: before and
// after of what changed), and a role given to a party (the party's roles before and after).
import type { Kysely } from 'kysely';
import { isDirectory } from '../menu/tree';
import type { Database, DataScope } from '../storage/schema';
import { changesOf } from './changes';
import type { Operator } from './operator';
import { OperationKind, recordOperation } from './record';

export interface RoleSnapshot { name: string; dataScope: DataScope; branches: string[]; menus: string[]; deny: string[] }

const sorted = (values: string[]): string[] => [...values].sort();

/** A role as stored, null when there is none; lists sorted so that only real changes differ. */
export async function roleSnapshot(db: Kysely<Database>, code: string): Promise<RoleSnapshot | null> {
  const role = await db.selectFrom('role').selectAll().where('code', '=', code).executeTakeFirst();
  if (!role) return null;
  const [leaves, denials, branches] = await Promise.all([
    db.selectFrom('role_menu').innerJoin('menu', 'menu.id', 'role_menu.menu_id').select(['menu.name', 'menu.component'])
      .where('role_menu.role_code', '=', code).execute(),
    db.selectFrom('role_permission_deny').select('code').where('role_code', '=', code).execute(),
    db.selectFrom('role_branch').select('branch_code').where('role_code', '=', code).execute(),
  ]);
  return {
    name: role.name,
    dataScope: role.data_scope,
    branches: sorted(branches.map((b) => b.branch_code)),
    menus: sorted(leaves.filter((leaf) => !isDirectory(leaf)).map((leaf) => leaf.name)),
    deny: sorted(denials.map((d) => d.code)),
  };
}

/** A role made (before null) or changed: call inside the write's transaction, `before` read in it
 * before the write. */
export async function logRoleChange(db: Kysely<Database>, operator: Operator, code: string, before: RoleSnapshot | null, at: Date): Promise<void> {
  const after = await roleSnapshot(db, code);
  await recordOperation(db, operator, {
    kind: OperationKind.roleChange, action: before ? 'update' : 'create', resource: 'role', recordId: code, recordNumber: code,
    changes: changesOf(before as Record<string, unknown> | null, after as Record<string, unknown> | null),
  }, at);
}

/** A role given to a party that did not hold it: the party's roles before and after. */
export async function logRoleAssigned(db: Kysely<Database>, operator: Operator, party: { code: string }, rolesBefore: string[], role: string, at: Date): Promise<void> {
  const rolesAfter = [...rolesBefore, role];
  await recordOperation(db, operator, {
    kind: OperationKind.permissionChange, action: 'assign', resource: 'party', recordId: party.code, recordNumber: role,
    changes: changesOf({ roles: rolesBefore }, { roles: rolesAfter }),
  }, at);
}

/** A role removed (no account held it): what it was. */
export async function logRoleRemoved(db: Kysely<Database>, operator: Operator, code: string, before: RoleSnapshot | null, at: Date): Promise<void> {
  await recordOperation(db, operator, {
    kind: OperationKind.roleChange, action: 'remove', resource: 'role', recordId: code, recordNumber: code,
    changes: changesOf(before as Record<string, unknown> | null, null),
  }, at);
}
