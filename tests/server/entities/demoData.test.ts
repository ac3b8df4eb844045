// The demo data of the first three screens: deterministic, at the promised scale, valid against
// the entity schemas, drawn from the code lists, and tied to the demo accounts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAjv, isValidIdCard } from '../../../src/core/validation';
import { createEntityRegistry } from '../../../server/entities/registry';
import { recordOf } from '../../../server/entities/records';
import { DEFAULT_CODES_DIR, readCodeList } from '../../../server/seed/codeLists';
import { seedDemoData } from '../../../server/seed/demo';
import type { Db } from '../../../server/storage/database';
import type { EntityRow } from '../../../server/storage/schema';
import { startFixture, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const registry = createEntityRegistry();
const rowsOf = (db: Db, table: 'tms_waybill' | 'basic_driver' | 'basic_vehicle') =>
  db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<EntityRow[]>;

describe('scale', () => {
  test('300 drivers, 300 vehicles and at least 2,000 waybills', async () => {
    expect(await rowsOf(fx.server.db, 'basic_driver')).toHaveLength(300);
    expect(await rowsOf(fx.server.db, 'basic_vehicle')).toHaveLength(300);
    expect((await rowsOf(fx.server.db, 'tms_waybill')).length).toBeGreaterThanOrEqual(2000);
  });
});

describe('validity', () => {
  test.each(['driver', 'vehicle', 'waybill'])('every %s record satisfies its entity schema', async (name) => {
    const entity = registry.get(name)!;
    const { $schema: _s, $id: _i, ...schema } = entity.schema;
    const validate = createAjv().compile(schema);
    const invalid = (await rowsOf(fx.server.db, entity.table as 'tms_waybill')).map((row) => recordOf(entity, row)).filter((record) => !validate(record));
    expect(invalid).toEqual([]);
  });

  test('ID numbers carry real area codes and plausible birth years', async () => {
    const counties = new Set(readCodeList(DEFAULT_CODES_DIR, 'city_code.txt').map((e) => e.code));
    for (const driver of await rowsOf(fx.server.db, 'basic_driver')) {
      const id = String(driver.driving_license);
      expect(isValidIdCard(id)).toBe(true);
      expect(counties.has(id.slice(0, 6))).toBe(true);
      expect(Number(id.slice(6, 10))).toBeGreaterThanOrEqual(1965);
      expect(Number(id.slice(6, 10))).toBeLessThanOrEqual(2000);
    }
  });

  test('qualification certificates follow the domain rule (C1: first 6 ID digits + 000000)', async () => {
    for (const driver of await rowsOf(fx.server.db, 'basic_driver')) {
      const expected = driver.vehicle_class === 'C1' ? `${String(driver.driving_license).slice(0, 6)}000000` : driver.driving_license;
      expect(driver.qualification_certificate).toBe(expected);
    }
  });

  test('vehicles up to 4.5 t carry area code + 000000 as road transport certificate; heavy trucks yellow plates', async () => {
    for (const vehicle of await rowsOf(fx.server.db, 'basic_vehicle')) {
      if (Number(vehicle.vehicle_tonnage) <= 4.5) expect(String(vehicle.road_transport_certificate_number)).toMatch(/^\d{6}000000$/);
      else expect(['2', '93']).toContain(vehicle.vehicle_plate_color_code);
    }
  });

  test('coded values come from the code lists', async () => {
    const codes = (file: string) => new Set(readCodeList(DEFAULT_CODES_DIR, file).map((e) => e.code));
    const [cargo, areas, vehicleTypes] = [codes('cargo_type_classification_code.txt'), codes('city_code.txt'), codes('vehicle_type.txt')];
    for (const waybill of await rowsOf(fx.server.db, 'tms_waybill')) {
      expect(cargo.has(String(waybill.cargo_type_classification_code))).toBe(true);
      expect(areas.has(String(waybill.loading_country_subdivision_code))).toBe(true);
      expect(areas.has(String(waybill.receipt_country_subdivision_code))).toBe(true);
    }
    for (const vehicle of await rowsOf(fx.server.db, 'basic_vehicle')) expect(vehicleTypes.has(String(vehicle.vehicle_type))).toBe(true);
  });
});

describe('spread', () => {
  test('waybills cover every state and the last 180 days', async () => {
    const waybills = await rowsOf(fx.server.db, 'tms_waybill');
    expect(new Set(waybills.map((w) => w.status))).toEqual(new Set(['pending_dispatch', 'dispatched', 'loaded', 'unloaded', 'signed', 'completed', 'cancelled']));
    const times = waybills.map((w) => String(w.consignment_date_time)).sort();
    // 180 days before 2026-03-02 10:00, less the spread over the time of day.
    expect(times[0] >= '2025-09-02 22:00:00').toBe(true);
    expect(times[times.length - 1] <= '2026-03-02 10:00:00').toBe(true);
    expect(new Set(waybills.map((w) => w.report_status))).toEqual(new Set(['unreported', 'reporting', 'reported', 'failed']));
  });

  test('the demo shipper accounts and the demo driver own a share of the waybills', async () => {
    const waybills = await rowsOf(fx.server.db, 'tms_waybill');
    for (const code of [fx.codes.shipper, fx.codes.shipperco]) expect(waybills.filter((w) => w.shipper_code === code).length).toBeGreaterThan(100);
    expect(waybills.filter((w) => w.driver_code === fx.codes.driver).length).toBeGreaterThan(50);
  });
});

describe('determinism', () => {
  test('seeding again from the same moment gives the same records', async () => {
    const before = await rowsOf(fx.server.db, 'tms_waybill');
    await fx.server.db.transaction().execute(async (trx) => {
      for (const table of ['tms_waybill', 'basic_vehicle', 'basic_driver'] as const) await trx.deleteFrom(table).execute();
      await seedDemoData(trx, DEFAULT_CODES_DIR, fx.server.clock.now());
    });
    const strip = (rows: EntityRow[]) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(await rowsOf(fx.server.db, 'tms_waybill'))).toEqual(strip(before));
  });
});
