// The roles a party holds, first role first (the role a new session acts as).
import type { RoleEntry } from '../../src/core/generated/api';
import type { Db } from '../storage/database';

export async function rolesOf(db: Db, partyId: number): Promise<RoleEntry[]> {
  const rows = await db.selectFrom('party_role').innerJoin('role', 'role.code', 'party_role.role_code')
    .select(['role.code', 'role.name']).where('party_role.party_id', '=', partyId)
    .orderBy('party_role.sort').orderBy('role.code').execute();
  return rows.map((row) => ({ roleName: row.name, roles: row.code }));
}
