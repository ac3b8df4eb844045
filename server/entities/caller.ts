// Who is calling: the signed-in party, the role its token acts as and that role's data scope.
// Scope and permission checks and the server-filled scope columns all start from it.
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/authenticate';
import type { Db } from '../storage/database';
import type { DataScope } from '../storage/schema';

export interface Caller {
  partyId: number;
  code: string;
  name: string;
  branchCode: string;
  /** The token's active role code. */
  role: string;
  /** The active role's data scope. */
  dataScope: DataScope;
  /** With the `branches` scope: the branches the role reaches. */
  branches: string[];
}

/** The data scope of a role and, for `branches`, its chosen branches. */
export async function scopeOfRole(db: Db, role: string): Promise<Pick<Caller, 'dataScope' | 'branches'>> {
  const row = await db.selectFrom('role').select('data_scope').where('code', '=', role).executeTakeFirst();
  const dataScope = row?.data_scope ?? 'branch';
  if (dataScope !== 'branches') return { dataScope, branches: [] };
  const branches = await db.selectFrom('role_branch').select('branch_code').where('role_code', '=', role).execute();
  return { dataScope, branches: branches.map((b) => b.branch_code) };
}

export async function callerOf(db: Db, request: FastifyRequest): Promise<Caller> {
  const session = sessionOf(request);
  const [party, scope] = await Promise.all([
    db.selectFrom('party').select(['code', 'name', 'branch_code']).where('id', '=', session.partyId).executeTakeFirstOrThrow(),
    scopeOfRole(db, session.activeRole),
  ]);
  return { partyId: session.partyId, code: party.code, name: party.name, branchCode: party.branch_code, role: session.activeRole, ...scope };
}
