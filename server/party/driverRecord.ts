// A driver account's one driver record: the `basic_driver` record of his branch whose driverCode
// is his party code — the record the 驾驶员管理 screen lists and reviews, and the profile
// getUserInfo answers. A sign-up creates it through the entity API's own write path (codes,
// stamps, validation, x-unique checks), so it is made exactly as a create on the screen is.
import type { Transaction } from 'kysely';
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

export const DRIVER_ENTITY = 'driver';

export function driverEntity(): RegisteredEntity {
  const entity = sharedRegistry().get(DRIVER_ENTITY);
  if (!entity) throw new Error(`schemas/entities/${DRIVER_ENTITY}.json is missing`);
  return entity;
}

/** The driver record of a party, or undefined when the branch has none linked to it. */
export async function findDriverRecord(db: Db, partyCode: string, branchCode: string): Promise<EntityRecord | undefined> {
  const row = await db.selectFrom('basic_driver').selectAll()
    .where('driver_code', '=', partyCode).where('branch_code', '=', branchCode).executeTakeFirst();
  return row ? recordOf(driverEntity(), row) : undefined;
}

export interface DriverSignUp {
  party: { id: number; code: string; name: string; branchCode: string };
  phone: string;
  idCard?: string;
}

/** A record staff added for this mobile number before the driver signed up, not linked to any
 * party yet (its driverCode is a number of its own): the sign-up takes it over. */
async function unlinkedRecordOf(trx: Transaction<Database>, phone: string, branchCode: string): Promise<number | undefined> {
  const row = await trx.selectFrom('basic_driver')
    .leftJoin('party', 'party.code', 'basic_driver.driver_code')
    .select(['basic_driver.id as id', 'party.id as partyId'])
    .where('basic_driver.telephone', '=', phone).where('basic_driver.branch_code', '=', branchCode)
    .executeTakeFirst();
  return row && row.partyId === null ? Number(row.id) : undefined;
}

/** The new driver's record, inside the sign-up's transaction: a record staff already keep for
 * his mobile number is linked to him (keeping what staff entered and reviewed); otherwise a
 * pending record with what the sign-up knows. Answers the record, or the entity API's 422 (an
 * ID number another driver of the branch holds) — the caller then rolls the sign-up back. */
export async function createDriverRecord(trx: Transaction<Database>, signUp: DriverSignUp, texts: Texts, now: Date): Promise<Answer<unknown>> {
  const entity = driverEntity();
  const { party } = signUp;
  const existing = await unlinkedRecordOf(trx, signUp.phone, party.branchCode);
  if (existing !== undefined) {
    await trx.updateTable('basic_driver').set({ driver_code: party.code, gmt_modified: displayTime(now) })
      .where('id', '=', existing).execute();
    const row = await trx.selectFrom('basic_driver').selectAll().where('id', '=', existing).executeTakeFirstOrThrow();
    return ok(recordOf(entity, row));
  }
  // The driver himself is the creator: the scope gives the record his branch and his code.
  const caller: Caller = { partyId: party.id, code: party.code, name: party.name, branchCode: party.branchCode, role: 'DRIVER', dataScope: 'driver', branches: [] };
  const payload: EntityRecord = { driverName: party.name, telephone: signUp.phone };
  if (signUp.idCard) payload.drivingLicense = signUp.idCard;
  return createRecordWithin(trx, { db: trx, registry: sharedRegistry(), entity, caller, texts, now }, payload);
}

/** After the sign-up committed: list totals of drivers are stale, as after an API create. */
export function driverRecordsChanged(db: Db): void {
  totalsOf(db).forget(DRIVER_ENTITY);
}
