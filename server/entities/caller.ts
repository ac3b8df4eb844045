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
  /** The grants' change counter the caller's token look-up read; absent for callers made by the
   * server itself (screensGranting then reads it). */
  accessVersion?: number;
}

/** The chosen branches of a role with the `branches` scope. */
async function branchesOfRole(db: Db, role: string): Promise<string[]> {
  const branches = await db.selectFrom('role_branch').select('branch_code').where('role_code', '=', role).execute();
  return branches.map((b) => b.branch_code);
}

/** A role's data scope read with the token, and for `branches` its chosen branches. A role that
 * no longer exists reaches its party's branch. */
async function scopeOf(db: Db, role: string, dataScope: DataScope | null): Promise<Pick<Caller, 'dataScope' | 'branches'>> {
  const scope = dataScope ?? 'branch';
  return { dataScope: scope, branches: scope === 'branches' ? await branchesOfRole(db, role) : [] };
}

/** The caller of a request, from its session (the token's look-up read the party and the role). */
export async function callerOf(db: Db, request: FastifyRequest): Promise<Caller> {
  const session = sessionOf(request);
  const { party } = session;
  const scope = await scopeOf(db, session.activeRole, session.roleDataScope);
  return { partyId: session.partyId, code: party.code, name: party.name, branchCode: party.branchCode, role: session.activeRole, ...scope, accessVersion: session.accessVersion };
}
