// Creating a party with its roles (self-registration and seeding share it). Run it inside a
// transaction: the party code is numbered from an atomic sequence (two sign-ups at once never
// get the same code), which starts after the highest id of parties made before it existed.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { displayTime, instant } from '../storage/clock';
import { dialectOf } from '../storage/dialect';

export type PartyType = 'PLAT_ADMIN' | 'BRANCH_STAFF' | 'SHIPPER' | 'DRIVER';

/** Dictionary `party_status`. */
export const PartyStatus = { enabled: 'ENABLED', disabled: 'DISABLED' } as const;
/** Dictionary `review_status` of shipper profiles (a driver's record uses the entity's `driver_review_status`). */
export const ReviewStatus = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

const CODE_PREFIX: Record<PartyType, string> = { PLAT_ADMIN: 'PA', BRANCH_STAFF: 'BS', SHIPPER: 'SH', DRIVER: 'DR' };
/** One sequence for every party code, whatever its prefix (codes stay unique across types). */
const PARTY_CODE_SEQUENCE = { table: 'party', column: 'code', day: '' };

export interface NewParty {
  username: string;
  passwordHash: string;
  partyType: PartyType;
  name: string;
  mobile: string | null;
  branchCode: string;
  /** Role codes, the first being the one a new session acts as. */
  roles: string[];
}

/** The next party code of a type (BS000123): one sequence for every type. */
export async function nextPartyCode(trx: Kysely<Database>, partyType: PartyType): Promise<string> {
  const number = await dialectOf(trx).nextInSequence(trx, PARTY_CODE_SEQUENCE, async () => {
    const { max } = await trx.selectFrom('party').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    return Number(max ?? 0);
  });
  return `${CODE_PREFIX[partyType]}${String(number).padStart(6, '0')}`;
}

export async function createParty(trx: Kysely<Database>, party: NewParty, now: Date): Promise<{ id: number; code: string }> {
  const code = await nextPartyCode(trx, party.partyType);
  const { id } = await trx.insertInto('party').values({
    code, username: party.username, password_hash: party.passwordHash, party_type: party.partyType,
    name: party.name, mobile: party.mobile, head_img: '', branch_code: party.branchCode, status: PartyStatus.enabled,
    password_changed_at: instant(now), gmt_created: displayTime(now), gmt_modified: displayTime(now),
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('party_role')
    .values(party.roles.map((role_code, sort) => ({ party_id: id, role_code, sort })))
    .execute();
  return { id, code };
}
