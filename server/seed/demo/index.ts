// Demo data of the first three screens (issue 5): 300 drivers, 300 vehicles and 2,400 waybills
// of the demo branch, deterministic (seeded PRNG) and valid against the entity schemas. The
// demo `driver` account is the first driver, with his vehicle and a share of the waybills; the
// demo `shipper` and `shipperco` accounts are shippers of a share of the waybills.
import type { Kysely } from 'kysely';
import { usccCheckChar } from '../../../src/core/validation';
import { defineEntity, readEntitySchemas, type EntityDefinition } from '../../entities/definition';
import { rowOf } from '../../entities/records';
import type { Database, EntityRow } from '../../storage/schema';
import { DEMO_DRIVER_LICENCE } from '../accounts';
import { readCodeList } from '../codeLists';
import { DEMO_BRANCH } from '../organisation';
import { demoDrivers, type DemoParty } from './drivers';
import { placeBook } from './places';
import { createRandom } from './random';
import { demoClock } from './time';
import { demoVehicles } from './vehicles';
import { demoShippers, demoWaybills, type DemoShipper } from './waybills';

export const DEMO_SEED = 20260302;
/** SQLite binds at most 32766 parameters per statement. */
const MAX_PARAMETERS = 30_000;

export const DEMO_CARRIER = {
  name: DEMO_BRANCH.name,
  uscc: `91120116MA06B3XK1${usccCheckChar('91120116MA06B3XK1')}`,
  permit: '津交运管许可滨字120116301688号',
};

async function insertAll(trx: Kysely<Database>, entity: EntityDefinition, records: Record<string, unknown>[]): Promise<void> {
  // Every row of a statement names every column (absent optional fields are null); the
  // primary key is left to the database.
  const columns = entity.fields.filter((f) => f !== entity.primaryKey).map((f) => f.column);
  const full = records.map((record) => {
    const row = rowOf(entity, record);
    const complete: EntityRow = {};
    for (const column of columns) complete[column] = row[column] ?? null;
    return complete;
  });
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const table = entity.table as 'tms_waybill';
  for (let at = 0; at < full.length; at += batch) await trx.insertInto(table).values(full.slice(at, at + batch)).execute();
}

async function accountParties(trx: Kysely<Database>) {
  const parties = await trx.selectFrom('party').select(['id', 'code', 'name', 'username', 'mobile'])
    .where('username', 'in', ['driver', 'shipper', 'shipperco']).execute();
  const byName = new Map(parties.map((p) => [p.username, p]));
  const driverParty = byName.get('driver')!;
  const driver: DemoParty = {
    code: driverParty.code, name: driverParty.name, mobile: driverParty.mobile ?? '',
    idCard: DEMO_DRIVER_LICENCE.idCard, vehicleClass: DEMO_DRIVER_LICENCE.vehicleClass,
  };
  const shipperProfiles = await trx.selectFrom('shipper').selectAll()
    .where('party_id', 'in', [byName.get('shipper')!.id, byName.get('shipperco')!.id]).execute();
  const shippers: DemoShipper[] = ['shipper', 'shipperco'].map((username) => {
    const party = byName.get(username)!;
    const shipperProfile = shipperProfiles.find((s) => s.party_id === party.id)!;
    return {
      code: party.code, name: shipperProfile.shipper_name, consignorID: shipperProfile.uscc ?? shipperProfile.id_card ?? '',
      contact: username === 'shipper' ? shipperProfile.shipper_name : '赵文静', telephone: shipperProfile.contact_phone,
    };
  });
  return { driver, shippers };
}

export interface DemoCounts { drivers: number; vehicles: number; waybills: number }

/** Seeds the demo records; run inside the seeding transaction, after the accounts. */
export async function seedDemoData(trx: Kysely<Database>, codesDir: string, now: Date): Promise<DemoCounts> {
  const random = createRandom(DEMO_SEED);
  const places = placeBook(codesDir);
  const clock = demoClock(now, DEMO_BRANCH.code);
  const accounts = await accountParties(trx);
  const drivers = demoDrivers(random, places, readCodeList(codesDir, 'bank_code.txt'), clock, accounts.driver);
  const vehicles = demoVehicles(random, places, drivers, clock);
  for (const vehicle of vehicles) vehicle.driver.record.vehicleNumbers = [vehicle.vehicleNumber];
  const waybills = demoWaybills({
    random, places, clock,
    shippers: demoShippers(random, places, accounts.shippers),
    accountShippers: accounts.shippers,
    vehicles,
    accountVehicle: vehicles[0],
    insurers: readCodeList(codesDir, 'insurance_company_code.txt'),
    carrier: DEMO_CARRIER,
  });
  const entities = new Map(readEntitySchemas().map((schema) => [schema.$id, defineEntity(schema)]));
  await insertAll(trx, entities.get('driver')!, drivers.map((d) => d.record));
  await insertAll(trx, entities.get('vehicle')!, vehicles.map((v) => v.record));
  await insertAll(trx, entities.get('waybill')!, waybills);
  return { drivers: drivers.length, vehicles: vehicles.length, waybills: waybills.length };
}
