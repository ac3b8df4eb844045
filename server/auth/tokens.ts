// Access tokens: 32 random bytes (base64url) handed to the client once; the database keeps
// only their SHA-256, so a leaked database does not leak usable tokens.
import { createHash, randomBytes } from 'node:crypto';
import { accessVersionExpression } from '../entities/roleGrants';
import type { Db } from '../storage/database';
import type { DataScope } from '../storage/schema';
import { addMs, HOUR_MS, instant } from '../storage/clock';
import { PartyStatus } from '../party/create';
import { PASSWORD_NEVER_CHOSEN } from './password';
import { notifySessionsEnded } from './sessionEnds';

export const TOKEN_LIFETIME_MS = 12 * HOUR_MS;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken { token: string; expiresInSeconds: number }

export async function issueToken(
  db: Db,
  grant: { partyId: number; activeRole: string; deviceId: string | null; now: Date },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('access_token').values({
    token_hash: hashToken(token),
    party_id: grant.partyId,
    active_role: grant.activeRole,
    expires_at: instant(addMs(grant.now, TOKEN_LIFETIME_MS)),
    revoked_at: null,
    created_at: instant(grant.now),
    device_id: grant.deviceId,
  }).execute();
  return { token, expiresInSeconds: TOKEN_LIFETIME_MS / 1000 };
}

export interface ActiveToken {
  partyId: number; activeRole: string; tokenHash: string;
  /** The party's password was set by staff and not yet changed by the party. */
  passwordChangeRequired?: boolean;
  /** The party as the token's look-up read it: who is calling, without a second query. */
  party: { code: string; name: string; branchCode: string };
  /** The active role's data scope (null when the role no longer exists). */
  roleDataScope: DataScope | null;
  /** The grants' change counter as this look-up read it (server/entities/roleGrants.ts). */
  accessVersion: number;
}

/** The token's session when it exists, is not revoked, has not expired and its party is not
 * disabled (disabling an account also revokes its tokens; this holds even before that). The
 * party's names and the role's data scope come with it: every API call needs them. */
export async function findActiveToken(db: Db, token: string, now: Date): Promise<ActiveToken | null> {
  const row = await db.selectFrom('access_token')
    .innerJoin('party', 'party.id', 'access_token.party_id')
    .leftJoin('role', 'role.code', 'access_token.active_role')
    .select(['access_token.token_hash', 'access_token.party_id', 'access_token.active_role', 'party.password_changed_at',
      'party.code', 'party.name', 'party.branch_code', 'role.data_scope',
      accessVersionExpression().as('access_version')])
    .where('access_token.token_hash', '=', hashToken(token))
    .where('access_token.revoked_at', 'is', null)
    .where('access_token.expires_at', '>', instant(now))
    .where('party.status', '=', PartyStatus.enabled)
    .executeTakeFirst();
  if (!row) return null;
  const session: ActiveToken = {
    partyId: row.party_id, activeRole: row.active_role, tokenHash: row.token_hash,
    party: { code: row.code, name: row.name, branchCode: row.branch_code }, roleDataScope: row.data_scope ?? null,
    accessVersion: Number(row.access_version),
  };
  if (row.password_changed_at === PASSWORD_NEVER_CHOSEN) session.passwordChangeRequired = true;
  return session;
}

export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('access_token').set({ revoked_at: instant(now) })
    .where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
  notifySessionsEnded(db);
}

/** Revokes every live token of a party except `keepHash` (after a password change). */
export async function revokeOtherTokens(db: Db, partyId: number, keepHash: string, now: Date): Promise<void> {
  await db.updateTable('access_token').set({ revoked_at: instant(now) })
    .where('party_id', '=', partyId).where('token_hash', '!=', keepHash).where('revoked_at', 'is', null).execute();
  notifySessionsEnded(db);
}
