// Who is calling: the signed-in party and the role its token acts as. Scope and permission
// checks and the server-filled scope columns all start from it.
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/authenticate';
import type { Db } from '../storage/database';

export interface Caller {
  partyId: number;
  code: string;
  name: string;
  branchCode: string;
  /** The token's active role (PLAT_ADMIN, BRANCH_STAFF, SHIPPER, DRIVER). */
  role: string;
}

export async function callerOf(db: Db, request: FastifyRequest): Promise<Caller> {
  const session = sessionOf(request);
  const party = await db.selectFrom('party').select(['code', 'name', 'branch_code'])
    .where('id', '=', session.partyId).executeTakeFirstOrThrow();
  return { partyId: session.partyId, code: party.code, name: party.name, branchCode: party.branch_code, role: session.activeRole };
}
