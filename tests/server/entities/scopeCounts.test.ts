// Scope counts: the total of a list with no filter beyond the caller's scope is read from
// `entity_count`, which SQLite triggers keep exact on every insert, delete and change of a scope
// column — through the API or by raw SQL alike. Filtered totals are counted in the table; a
// scope shape the triggers do not keep counts in the table too. The entity declares the kept
// scopes (x-kept-counts).
import { DummyDriver, Kysely, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Dialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { defineEntity, readEntitySchemas, type EntityDefinition } from '../../../server/entities/definition';
import { countQuery, type EntityDb } from '../../../server/entities/listQuery';
import { recountScopes, scopeShapes, scopeValuesKey } from '../../../server/entities/scopeCounts';
import { columnNamesOf } from '../support/columns';
import { DRIVER, newWaybill, otherBranchStaff, startFixture, VEHICLE, WAYBILL, waybillOf, type Fixture } from './support';

let fx: Fixture;
let jystaff: string;
beforeAll(async () => {
  fx = await startFixture();
  jystaff = await otherBranchStaff(fx);
});
afterAll(() => fx.server.close());

const entities = Object.fromEntries(readEntitySchemas().map((schema) => [schema.$id, defineEntity(schema)]));
const waybill = entities.waybill;
const raw = (query: ReturnType<typeof sql>) => query.execute(fx.server.db);

/** Every count the triggers keep, as `shape|values -> rows` (rows of a count that fell to 0 stay). */
async function keptCounts(entity: EntityDefinition): Promise<Record<string, number>> {
  const { rows } = await raw(sql`select scope_columns, scope_values, row_count from entity_count where table_name = ${entity.table} and row_count <> 0`);
  return Object.fromEntries((rows as { scope_columns: string; scope_values: string; row_count: number }[])
    .map((r) => [`${r.scope_columns}|${r.scope_values}`, Number(r.row_count)]));
}

/** The same counts from COUNT(*) over the table. */
async function countedCounts(entity: EntityDefinition): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const columns of scopeShapes(entity)) {
    const grouped = columns.length === 0 ? sql`` : sql`where ${sql.join(columns.map((c) => sql`${sql.ref(c)} is not null`), sql` and `)} group by ${sql.join(columns.map((c) => sql.ref(c)))}`;
    const { rows } = await raw(sql`select ${sql.join([...columns.map((c) => sql.ref(c)), sql`count(*) as n`])} from ${sql.table(entity.table)} ${grouped}`);
    for (const row of rows as Record<string, string | number>[]) {
      if (Number(row.n) > 0) counts[`${columns.join(',')}|${scopeValuesKey(columns.map((c) => String(row[c])))}`] = Number(row.n);
    }
  }
  return counts;
}

async function countWhere(table: string, where: Record<string, string>): Promise<number> {
  const conditions = Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const filter = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
  const { rows } = await raw(sql`select count(*) as n from ${sql.table(table)} ${filter}`);
  return Number((rows[0] as { n: number }).n);
}

const totalOf = async (path: string, token: string) => (await fx.api.call(`${path}/list`, { token, query: { pageSize: 10 } })).data.total as number;

/** The unfiltered waybill total of every kind of caller equals COUNT(*) over its scope. */
async function expectWaybillTotalsExact(): Promise<void> {
  const { shipper, driver } = fx.codes;
  expect(await totalOf(WAYBILL, fx.tokens.admin)).toBe(await countWhere('tms_waybill', {}));
  expect(await totalOf(WAYBILL, fx.tokens.staff)).toBe(await countWhere('tms_waybill', { branch_code: 'SD0001' }));
  expect(await totalOf(WAYBILL, jystaff)).toBe(await countWhere('tms_waybill', { branch_code: 'JY0002' }));
  expect(await totalOf(WAYBILL, fx.tokens.shipper)).toBe(await countWhere('tms_waybill', { branch_code: 'SD0001', shipper_code: shipper }));
  expect(await totalOf(WAYBILL, fx.tokens.driver)).toBe(await countWhere('tms_waybill', { branch_code: 'SD0001', driver_code: driver }));
  expect(await keptCounts(waybill)).toEqual(await countedCounts(waybill));
}

async function copyWaybills(ids: number[], suffix: string): Promise<void> {
  const names = (await columnNamesOf(fx.server.db, 'tms_waybill')).filter((name) => name !== 'id' && name !== 'shipping_note_number');
  const columns = names.map((name) => sql.ref(name));
  await raw(sql`insert into tms_waybill (shipping_note_number, ${sql.join(columns)})
    select shipping_note_number || ${suffix}, ${sql.join(columns)} from tms_waybill where id in (${sql.join(ids)})`);
}

describe('the kept counts are exact after the seed', () => {
  test('every count of every scope equals COUNT(*) over the table, for waybills, drivers and vehicles', async () => {
    for (const entity of [waybill, entities.driver, entities.vehicle]) expect(await keptCounts(entity)).toEqual(await countedCounts(entity));
  });

  test('each kind of caller gets its scope total', async () => {
    await expectWaybillTotalsExact();
    expect(await totalOf(DRIVER, fx.tokens.staff)).toBe(await countWhere('basic_driver', { branch_code: 'SD0001' }));
    expect(await totalOf(VEHICLE, fx.tokens.driver)).toBe(await countWhere('basic_vehicle', { branch_code: 'SD0001', driver_code: fx.codes.driver }));
  });
});

describe('writes through the API keep the counts exact', () => {
  test('creating a waybill raises the totals of the branch and the shipper', async () => {
    const staffBefore = await totalOf(WAYBILL, fx.tokens.staff);
    const created = await fx.api.call(WAYBILL, { token: fx.tokens.staff, json: newWaybill({ shipperCode: fx.codes.shipper }) });
    expect(created.status).toBe(Status.OK);
    expect(await totalOf(WAYBILL, fx.tokens.staff)).toBe(staffBefore + 1);
    await expectWaybillTotalsExact();
  });

  test('deleting a waybill lowers them', async () => {
    const id = await waybillOf(fx.server.db, { shipperCode: fx.codes.shipper, status: 'pending_dispatch' });
    const before = await totalOf(WAYBILL, fx.tokens.shipper);
    expect((await fx.api.call(`${WAYBILL}/${id}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.OK);
    expect(await totalOf(WAYBILL, fx.tokens.shipper)).toBe(before - 1);
    await expectWaybillTotalsExact();
  });

  test('exchanging the driver moves the waybill from one driver\'s total to the other\'s', async () => {
    const id = await waybillOf(fx.server.db, { driverCode: fx.codes.driver, status: 'dispatched' });
    const other = await fx.server.db.selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_plate_color_code', 'driver_code'])
      .where('driver_code', '!=', fx.codes.driver).where('driver_code', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const before = await totalOf(WAYBILL, fx.tokens.driver);
    const answer = await fx.api.call(`${WAYBILL}/${id}/exchange`, {
      method: 'POST', token: fx.tokens.staff,
      json: { vehicleNumber: other.vehicle_number, vehiclePlateColorCode: other.vehicle_plate_color_code, driverCode: other.driver_code, exchangeReason: '车辆故障' },
    });
    expect(answer.status).toBe(Status.OK);
    expect(await totalOf(WAYBILL, fx.tokens.driver)).toBe(before - 1);
    await expectWaybillTotalsExact();
  });

  test('an update naming another branch leaves the record (and every count) where it was', async () => {
    const id = await waybillOf(fx.server.db, { status: 'pending_dispatch' });
    const before = await keptCounts(waybill);
    await fx.api.call(`${WAYBILL}/${id}`, { method: 'PUT', token: fx.tokens.staff, json: { branchCode: 'JY0002' } });
    expect(await keptCounts(waybill)).toEqual(before);
    await expectWaybillTotalsExact();
  });
});

describe('writes by raw SQL keep the counts exact, and the API answers them at once', () => {
  test('inserted rows count at once in the scope totals (a kept count is never cached)', async () => {
    const staffBefore = await totalOf(WAYBILL, fx.tokens.staff);
    const ids = (await fx.server.db.selectFrom('tms_waybill').select('id').where('shipper_code', '=', fx.codes.shipper).orderBy('id').limit(3).execute()).map((r) => Number(r.id));
    await copyWaybills(ids, 'A');
    expect(await totalOf(WAYBILL, fx.tokens.staff)).toBe(staffBefore + 3);
    await expectWaybillTotalsExact();
  });

  test('moving rows to another branch moves them between the branch totals', async () => {
    const jyBefore = await totalOf(WAYBILL, jystaff);
    await raw(sql`update tms_waybill set branch_code = 'JY0002' where id in (select id from tms_waybill where branch_code = 'SD0001' order by id limit 7)`);
    expect(await totalOf(WAYBILL, jystaff)).toBe(jyBefore + 7);
    await expectWaybillTotalsExact();
  });

  test('clearing or changing a driver, and changing a shipper, move rows between those totals', async () => {
    await raw(sql`update tms_waybill set driver_code = null where id in (select id from tms_waybill where driver_code = ${fx.codes.driver} order by id limit 2)`);
    await raw(sql`update tms_waybill set driver_code = ${fx.codes.driver} where id in (select id from tms_waybill where driver_code is null order by id desc limit 5)`);
    await raw(sql`update tms_waybill set shipper_code = ${fx.codes.shipperco} where id in (select id from tms_waybill where shipper_code = ${fx.codes.shipper} order by id limit 4)`);
    await expectWaybillTotalsExact();
  });

  test('an update of other columns, or one writing the same scope values, changes no count', async () => {
    const before = await keptCounts(waybill);
    await raw(sql`update tms_waybill set remark = 'x', branch_code = branch_code where id in (select id from tms_waybill order by id limit 20)`);
    expect(await keptCounts(waybill)).toEqual(before);
  });

  test('deleted rows, in either branch, leave the totals at once', async () => {
    const staffBefore = await totalOf(WAYBILL, fx.tokens.staff);
    await raw(sql`delete from tms_waybill where id in (select id from tms_waybill where branch_code = 'SD0001' order by id desc limit 11)`);
    await raw(sql`delete from tms_waybill where branch_code = 'JY0002'`);
    expect(await totalOf(WAYBILL, fx.tokens.staff)).toBe(staffBefore - 11);
    expect(await totalOf(WAYBILL, jystaff)).toBe(0);
    await expectWaybillTotalsExact();
  });

  test('recounting after the counts were damaged restores them (what a bulk load runs)', async () => {
    await raw(sql`update entity_count set row_count = 0 where table_name = 'tms_waybill'`);
    await recountScopes(fx.server.db, waybill);
    await expectWaybillTotalsExact();
  });
});

describe('filtered totals and shapes nobody keeps are counted in the table', () => {
  test('a filtered total counts the matching rows', async () => {
    const answer = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { status: 'completed', pageSize: 10 } });
    expect(answer.data.total).toBe(await countWhere('tms_waybill', { branch_code: 'SD0001', status: 'completed' }));
  });

  test('without the kept shape listed, the unfiltered total is counted in the table, still exact', async () => {
    const { rows } = await raw(sql`select scope_columns from entity_count_scope where table_name = 'tms_waybill'`);
    await raw(sql`delete from entity_count_scope where table_name = 'tms_waybill'`);
    await raw(sql`update entity_count set row_count = 0 where table_name = 'tms_waybill'`);
    try {
      expect(await totalOf(WAYBILL, fx.tokens.staff)).toBe(await countWhere('tms_waybill', { branch_code: 'SD0001' }));
      expect(await totalOf(WAYBILL, fx.tokens.admin)).toBe(await countWhere('tms_waybill', {}));
    } finally {
      for (const row of rows as { scope_columns: string }[]) await raw(sql`insert into entity_count_scope (table_name, scope_columns) values ('tms_waybill', ${row.scope_columns})`);
      await recountScopes(fx.server.db, waybill);
    }
  });
});

describe('scope shapes come from x-kept-counts, branch first and the party second', () => {
  test('all, branch, shipper, driver: the whole table, the branch, the branch with the shipper, the branch with the driver', () => {
    expect(waybill.schema['x-kept-counts']).toEqual(['all', 'branch', 'shipper', 'driver']);
    expect(scopeShapes(waybill)).toEqual([[], ['branch_code'], ['branch_code', 'shipper_code'], ['branch_code', 'driver_code']]);
  });

  test('a kind whose scope field the entity lacks is skipped (no shipper column: no shipper counts)', () => {
    const withShipperKind = defineEntity({ ...entities.driver.schema, 'x-kept-counts': ['all', 'branch', 'shipper', 'driver'] });
    expect(scopeShapes(withShipperKind)).toEqual([[], ['branch_code'], ['branch_code', 'driver_code']]);
  });

  test('only the declared kinds are kept; an entity declaring none keeps none', () => {
    expect(scopeShapes(defineEntity({ ...waybill.schema, 'x-kept-counts': ['branch'] }))).toEqual([['branch_code']]);
    const { 'x-kept-counts': _kept, ...undeclared } = waybill.schema;
    expect(scopeShapes(defineEntity(undeclared))).toEqual([]);
  });
});

describe('a database that keeps counts reads them for unfiltered totals only', () => {
  const sqlite: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  const scope = [{ column: 'branch_code', value: 'SD0001' }];

  test('on SQLite an unfiltered total reads entity_count, a filtered one counts the table', () => {
    const db = new Kysely<never>({ dialect: sqlite }) as unknown as EntityDb;
    expect(countQuery(db, waybill, scope, []).compile().sql).toContain('"entity_count"');
    expect(countQuery(db, waybill, scope, [{ column: 'status', op: '=', value: 'completed' }]).compile().sql).not.toContain('entity_count');
  });
});
