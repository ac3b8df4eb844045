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
