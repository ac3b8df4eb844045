// Who made a write, as the operation log names them: the party (code, name, branch), the role it
// acted as and the client's address.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionOf } from '../auth/authenticate';
import type { Caller } from '../entities/caller';
import type { Database } from '../storage/schema';

export interface Operator {
  code: string;
  name: string;
  /** The role's code. */
  role: string;
  branchCode: string;
  /** The client's address as the server saw it (request.ip). */
  address: string;
}

/** The caller of the entity API (or of any route that has its Caller). */
export function operatorOf(caller: Pick<Caller, 'code' | 'name' | 'role' | 'branchCode'>, request: FastifyRequest): Operator {
  return { code: caller.code, name: caller.name, role: caller.role, branchCode: caller.branchCode, address: request.ip };
}

/** A party by its stored row, acting as `role` (sign-in, before the session exists). */
export function partyOperator(party: { code: string; name: string; branch_code: string }, role: string, request: FastifyRequest): Operator {
  return { code: party.code, name: party.name, role, branchCode: party.branch_code, address: request.ip };
}

/** The signed-in party of the request, acting as its session's role. */
export async function sessionOperator(db: Kysely<Database>, request: FastifyRequest): Promise<Operator> {
  const session = sessionOf(request);
  const party = await db.selectFrom('party').select(['code', 'name', 'branch_code']).where('id', '=', session.partyId).executeTakeFirstOrThrow();
  return partyOperator(party, session.activeRole, request);
}
