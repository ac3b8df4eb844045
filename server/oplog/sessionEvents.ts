// The operation log of a party's own session: sign-in, sign-out and password change. The routes
// call these with one line each (server/routes/basic/authorize.ts, session.ts, party.ts). No
// password or token is ever logged; a sign-in notes its grant (password or SMS code) and device.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { readParams } from '../http/params';
import type { Database } from '../storage/schema';
import { partyOperator, sessionOperator } from './operator';
import { OperationKind, recordOperation } from './record';

const PARTY = 'party';

interface SignedIn { code: string; name: string; username: string; branch_code: string }

/** A sign-in the server accepted, acting as `role` (the token's first role). */
export async function logSignIn(db: Kysely<Database>, request: FastifyRequest, party: SignedIn, role: string, at: Date): Promise<void> {
  const params = readParams(request);
  const grant = typeof params.grant_type === 'string' ? params.grant_type : null;
  const device = typeof params.device_id === 'string' && params.device_id !== '' ? params.device_id : (request.headers.deviceid as string | undefined) ?? null;
  await recordOperation(db, partyOperator(party, role, request), {
    kind: OperationKind.signIn, action: 'signIn', resource: PARTY, recordId: party.code, recordNumber: party.username,
    changes: { before: null, after: { grantType: grant, deviceId: device } },
  }, at);
}

/** The signed-in party signed out (its token revoked). */
export async function logSignOut(db: Kysely<Database>, request: FastifyRequest, at: Date): Promise<void> {
  const operator = await sessionOperator(db, request);
  await recordOperation(db, operator, { kind: OperationKind.signOut, action: 'signOut', resource: PARTY, recordId: operator.code }, at);
}

/** The signed-in party changed its password (neither password is logged). */
export async function logPasswordChange(db: Kysely<Database>, request: FastifyRequest, at: Date): Promise<void> {
  const operator = await sessionOperator(db, request);
  await recordOperation(db, operator, { kind: OperationKind.passwordChange, action: 'updatePassword', resource: PARTY, recordId: operator.code }, at);
}

/** A party set a new password with an SMS code (忘记密码), without a session (neither password is
 * logged); it acts as its own party type. */
export async function logPasswordReset(db: Kysely<Database>, request: FastifyRequest, party: SignedIn & { party_type: string }, at: Date): Promise<void> {
  await recordOperation(db, partyOperator(party, party.party_type, request), {
    kind: OperationKind.passwordChange, action: 'resetPassword', resource: PARTY, recordId: party.code, recordNumber: party.username,
  }, at);
}

/** A new account made by sign-up (注册), logged as its own create: who signed up, as what, for which
 * branch (the password is never logged). */
export async function logSignUp(db: Kysely<Database>, request: FastifyRequest, party: SignedIn & { party_type: string }, at: Date): Promise<void> {
  await recordOperation(db, partyOperator(party, party.party_type, request), {
    kind: OperationKind.create, action: 'signUp', resource: PARTY, recordId: party.code, recordNumber: party.username,
    changes: { before: null, after: { username: party.username, name: party.name, partyType: party.party_type, branchCode: party.branch_code } },
  }, at);
}
