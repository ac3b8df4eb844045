// The kept answers of idempotent writes (table idempotency_key, migration 0011): looked up by
// party and key, written inside the write's transaction, swept once they expire.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Answer } from '../http/envelope';
import { addMs, DAY_MS, instant, MINUTE_MS } from '../storage/clock';
import { dialectOf } from '../storage/dialect';
import type { Database, IdempotencyKeyTable } from '../storage/schema';

/** How long a key's answer is kept: a retry within this time gets it back. */
export const KEY_LIFETIME_MS = DAY_MS;
/** Expired keys are deleted at most this often per database. */
const SWEEP_EVERY_MS = MINUTE_MS;

const TABLE = 'idempotency_key';

export interface KeyOf { partyId: number; key: string }

/** Thrown inside a write's transaction when another request stored the same key first (another
 * process, or a database shared by several servers): the write rolls back. */
export class KeyAlreadyUsed extends Error {
  constructor() { super('idempotency key already used'); }
}

/** The stored answer of a key; an expired one is deleted and reads as none. */
export async function storedKey(db: Kysely<Database>, { partyId, key }: KeyOf, now: Date): Promise<Selectable<IdempotencyKeyTable> | undefined> {
  const row = await db.selectFrom(TABLE).selectAll().where('party_id', '=', partyId).where('idempotency_key', '=', key).executeTakeFirst();
  if (!row || row.expires_at > instant(now)) return row;
  await db.deleteFrom(TABLE).where('party_id', '=', partyId).where('idempotency_key', '=', key).execute();
  return undefined;
}

/** Keeps the answer of the key's first request, inside that request's transaction. */
export async function storeKey(trx: Transaction<Database>, id: KeyOf, fingerprint: string, answer: Answer<unknown>, now: Date): Promise<void> {
  try {
    await trx.insertInto(TABLE).values({
      party_id: id.partyId, idempotency_key: id.key, fingerprint, answer: JSON.stringify(answer),
      created_at: instant(now), expires_at: instant(addMs(now, KEY_LIFETIME_MS)),
    }).execute();
  } catch (error) {
    if (dialectOf(trx).uniqueViolationColumns(error, TABLE)?.length) throw new KeyAlreadyUsed();
    throw error;
  }
}

const lastSweep = new WeakMap<object, number>();

/** Deletes the expired keys, at most once a minute per database. */
export async function sweepExpiredKeys(db: Kysely<Database>, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS && now.getTime() >= last) return;
  lastSweep.set(db, now.getTime());
  await db.deleteFrom(TABLE).where('expires_at', '<=', instant(now)).execute();
}
