// A shipper account's one shipper record: the `basic_shipper` record of his branch whose
// shipperCode is his party code — the record the 个人货主 / 企业货主 screens list and the review
// queue reviews, and the profile getUserInfo answers (`shipment`). A sign-up creates it through
// the entity API's own write path (codes, stamps, validation, x-unique checks), so it is made
// exactly as a create on the screen is, then marked as come by sign-up (source `register`).
import type { Transaction } from 'kysely';
import { Status } from '../../src/core/api/status';
import { ok, type Answer } from '../http/envelope';
import type { Caller } from '../entities/caller';
import type { Texts } from '../entities/fieldErrors';
import { recordOf, type EntityRecord } from '../entities/records';
import type { RegisteredEntity } from '../entities/registry';
import { sharedRegistry, totalsOf } from '../entities/shared';
import { createRecordWithin } from '../entities/writes';
import { displayTime } from '../storage/clock';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';

export const SHIPPER_ENTITY = 'shipper';
const TABLE = 'basic_shipper';

export function shipperEntity(): RegisteredEntity {
  const entity = sharedRegistry().get(SHIPPER_ENTITY);
  if (!entity) throw new Error(`schemas/entities/${SHIPPER_ENTITY}.json is missing`);
  return entity;
}

/** The shipper record of a party, or undefined when the branch has none linked to it. */
export async function findShipperRecord(db: Db, partyCode: string, branchCode: string): Promise<EntityRecord | undefined> {
  const row = await db.selectFrom(TABLE).selectAll()
    .where('shipper_code', '=', partyCode).where('branch_code', '=', branchCode).executeTakeFirst();
  return row ? recordOf(shipperEntity(), row) : undefined;
}

export interface ShipperSignUp {
  party: { id: number; code: string; name: string; branchCode: string };
  phone: string;
  idCard?: string;
}

/** A record staff added for this mobile number before the shipper signed up, not linked to any
 * party yet (its shipperCode is a number of its own): the sign-up takes it over. */
async function unlinkedRecordOf(trx: Transaction<Database>, phone: string, branchCode: string): Promise<number | undefined> {
  const row = await trx.selectFrom(TABLE)
    .leftJoin('party', 'party.code', `${TABLE}.shipper_code`)
    .select([`${TABLE}.id as id`, 'party.id as partyId'])
    .where(`${TABLE}.contact_phone`, '=', phone).where(`${TABLE}.branch_code`, '=', branchCode)
    .executeTakeFirst();
  return row && row.partyId === null ? Number(row.id) : undefined;
}

/** The new shipper's record, inside the sign-up's transaction: a record staff already keep for
 * his mobile number is linked to him (keeping what staff entered and reviewed); otherwise a
 * pending individual shipper with what the sign-up knows. Answers the record, or the entity
 * API's 422 (an ID number another shipper of the branch holds) — the caller then rolls the
 * sign-up back. */
export async function createShipperRecord(trx: Transaction<Database>, signUp: ShipperSignUp, texts: Texts, now: Date): Promise<Answer<unknown>> {
  const entity = shipperEntity();
  const { party } = signUp;
  const existing = await unlinkedRecordOf(trx, signUp.phone, party.branchCode);
  if (existing !== undefined) {
    await trx.updateTable(TABLE).set({ shipper_code: party.code, gmt_modified: displayTime(now) }).where('id', '=', existing).execute();
    return ok(recordOf(entity, await trx.selectFrom(TABLE).selectAll().where('id', '=', existing).executeTakeFirstOrThrow()));
  }
  // The shipper himself is the creator: the scope gives the record his branch and his code.
  const caller: Caller = { partyId: party.id, code: party.code, name: party.name, branchCode: party.branchCode, role: 'SHIPPER', dataScope: 'shipper', branches: [] };
  const payload: EntityRecord = { shipperType: 'individual', shipperName: party.name, contactPhone: signUp.phone };
  if (signUp.idCard) payload.idCard = signUp.idCard;
  const answer = await createRecordWithin(trx, { db: trx, registry: sharedRegistry(), entity, caller, texts, now }, payload);
  if (answer.status !== Status.OK) return answer;
  const id = (answer.data as EntityRecord)[entity.primaryKey.property];
  await trx.updateTable(TABLE).set({ source: 'register' }).where('id', '=', Number(id)).execute();
  return ok({ ...(answer.data as EntityRecord), source: 'register' });
}

/** After the sign-up committed: list totals of shippers are stale, as after an API create. */
export function shipperRecordsChanged(db: Db): void {
  totalsOf(db).forget(SHIPPER_ENTITY);
}
