// Migration 0003: a database of the release with the `driver` profile table (0001) beside the
// driver records (0002) ends with one record per driver and no profile table.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { idCardCheckChar } from '../../../src/core/validation';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import { onPostgres } from '../support/testDatabase';
import * as foundation from '../../../server/migrations/0001_foundation';
import * as entities from '../../../server/migrations/0002_entities';
import * as oneDriverRecord from '../../../server/migrations/0003_one_driver_record';

/** Made NOT NULL by 0002 as released (driver.json required them then); 0002 now makes them optional. */
const LICENCE_COLUMNS = ['driving_license', 'vehicle_class', 'issuing_organizations', 'valid_period_from', 'valid_period_to', 'qualification_certificate'];
const STAMP = '2026-02-20 09:30:00';

const idCard = (first17: string) => first17 + idCardCheckChar(first17);

let dir: string;
let db: Db;

/** basic_driver as 0002 made it when released: the same table and indexes, the licence
 * columns NOT NULL. */
async function releasedDriverTable(): Promise<void> {
  const { rows: [table] } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'basic_driver'`.execute(db);
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'basic_driver' and sql is not null`.execute(db);
  let ddl = table!.sql;
  for (const column of LICENCE_COLUMNS) ddl = ddl.replace(new RegExp(`("${column}" [a-z]+\\(\\d+\\))`), '$1 not null');
  await db.schema.dropTable('basic_driver').execute();
  await sql.raw(ddl).execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

/** The database as the release before 0003 left it: migrated to 0002, its basic_driver table
 * as that release made it. */
async function databaseAt0002(): Promise<void> {
  const released: Record<string, Migration> = { '0001_foundation': foundation, '0002_entities': entities };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => released } }).migrateToLatest();
  if (error) throw error;
  await releasedDriverTable();
  await db.insertInto('branch').values({ code: 'SD0001', name: '顺达网络货运有限公司', soft_version: 'CTMS-3.2' }).execute();
  await db.insertInto('role').values({ code: 'DRIVER', name: '司机' }).execute();
}

/** A driver account as the release before 0003 made it (written out: today's createParty needs
 * tables of later migrations). */
async function driverParty(name: string, mobile: string): Promise<{ id: number; code: string }> {
  const { n } = await db.selectFrom('party').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const code = `DR${String(Number(n) + 1).padStart(6, '0')}`;
  const { id } = await db.insertInto('party').values({
    code, username: mobile, password_hash: 'x', party_type: 'DRIVER', name, mobile, head_img: '', branch_code: 'SD0001',
    status: 'ENABLED', password_changed_at: '2026-02-20T01:30:00.000Z', gmt_created: STAMP, gmt_modified: STAMP,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('party_role').values({ party_id: id, role_code: 'DRIVER', sort: 0 }).execute();
  return { id, code };
}

async function profile(partyId: number, name: string, phone: string, idNumber: string | null, vehicleClass: string | null, review: string) {
  await sql`insert into driver (party_id, driver_name, driving_license, vehicle_class, telephone, review_status, gmt_created, gmt_modified)
    values (${partyId}, ${name}, ${idNumber}, ${vehicleClass}, ${phone}, ${review}, ${STAMP}, ${STAMP})`.execute(db);
}

/** A complete record, as staff create them on the screen of that release. */
async function staffRecord(driverCode: string, name: string, phone: string, idNumber: string): Promise<number> {
  const row = await db.insertInto('basic_driver').values({
    driver_code: driverCode, driver_name: name, telephone: phone, driving_license: idNumber, vehicle_class: 'B2',
    issuing_organizations: '天津市公安局交通警察总队', valid_period_from: '20180101', valid_period_to: '20280101',
    qualification_certificate: idNumber, review_status: 'approved', report_status: 'reported', branch_code: 'SD0001',
    gmt_created: STAMP, gmt_modified: STAMP,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const recordsOf = (where: { driverCode?: string; phone?: string }) => {
  let query = db.selectFrom('basic_driver').selectAll();
  if (where.driverCode) query = query.where('driver_code', '=', where.driverCode);
  if (where.phone) query = query.where('telephone', '=', where.phone);
  return query.execute();
};

async function tableNames(): Promise<string[]> {
  return (await db.introspection.getTables()).map((table) => table.name);
}

async function dependentsOfDriverTable(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where tbl_name = 'basic_driver' and type in ('index', 'trigger') and sql is not null order by name`.execute(db);
  return rows.map((row) => row.name);
}

// The release before 0003 ran on SQLite only (PostgreSQL came with issue 17, at 0060): no
// PostgreSQL database ever held the driver profile table, and the released table is rebuilt here
// from SQLite's own DDL (sqlite_master).
describe.skipIf(onPostgres())('0003 upgrades the SQLite databases of the release before it', () => {
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'freight-migration-'));
    db = openSqliteDatabase(path.join(dir, 'freight.db'));
    await databaseAt0002();
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a sign-up profile without a driver record becomes one record', () => {
    test('a pending profile becomes a pending, unreported record linked by the party code, with its details and times', async () => {
      const party = await driverParty('刘德胜', '13511112222');
      await profile(party.id, '刘德胜', '13511112222', idCard('11010519900307123'), null, 'PENDING');
      await migrateToLatest(db);
      expect(await recordsOf({ driverCode: party.code })).toEqual([expect.objectContaining({
        driver_code: party.code, branch_code: 'SD0001', driver_name: '刘德胜', telephone: '13511112222',
        driving_license: idCard('11010519900307123'), vehicle_class: null, issuing_organizations: null,
        review_status: 'pending', report_status: 'unreported', gmt_created: STAMP, gmt_modified: STAMP,
      })]);
      expect(await tableNames()).not.toContain('driver');
    });

    test('the review state carries over: APPROVED -> approved, REJECTED -> rejected', async () => {
      const approved = await driverParty('王建国', '15822055005');
      const rejected = await driverParty('赵四', '15822055006');
      await profile(approved.id, '王建国', '15822055005', null, 'A2', 'APPROVED');
      await profile(rejected.id, '赵四', '15822055006', null, null, 'REJECTED');
      await migrateToLatest(db);
      expect(await recordsOf({ driverCode: approved.code })).toEqual([expect.objectContaining({ review_status: 'approved', vehicle_class: 'A2' })]);
      expect(await recordsOf({ driverCode: rejected.code })).toEqual([expect.objectContaining({ review_status: 'rejected' })]);
    });
  });

  describe('a driver who already has a record keeps only that one', () => {
    test('a profile whose party has a record adds nothing', async () => {
      const party = await driverParty('王建国', '15822055005');
      const id = await staffRecord(party.code, '王建国', '15822055005', idCard('13010219850312123'));
      await profile(party.id, '王建国', '15822055005', idCard('13010219850312123'), 'A2', 'APPROVED');
      await migrateToLatest(db);
      expect(await recordsOf({ phone: '15822055005' })).toEqual([expect.objectContaining({ id, driver_code: party.code, vehicle_class: 'B2' })]);
    });

    test('a record staff keep for his mobile number, linked to no party, is linked to him and keeps its details', async () => {
      const party = await driverParty('孙立', '13911223344');
      const id = await staffRecord('SJ20260101000001', '孙立', '13911223344', idCard('12010119880315002'));
      await profile(party.id, '孙立', '13911223344', null, null, 'PENDING');
      await migrateToLatest(db);
      expect(await recordsOf({ phone: '13911223344' })).toEqual([expect.objectContaining({
        id, driver_code: party.code, review_status: 'approved', driving_license: idCard('12010119880315002'),
      })]);
    });

    test('an ID number another record of the branch holds is left empty on the new record', async () => {
      const party = await driverParty('钱进', '13911225566');
      await staffRecord('SJ20260101000002', '钱多', '13911220000', idCard('12010119880315010'));
      await profile(party.id, '钱进', '13911225566', idCard('12010119880315010'), null, 'PENDING');
      await migrateToLatest(db);
      expect(await recordsOf({ driverCode: party.code })).toEqual([expect.objectContaining({ driving_license: null, review_status: 'pending' })]);
    });
  });

  describe('the licence columns accept empty values, and the table keeps everything else', () => {
    test('a table made with them NOT NULL is rebuilt: rows, ids, indexes and the id sequence stay', async () => {
      const kept = await staffRecord('SJ20260101000003', '周六', '13911227788', idCard('12010119880315029'));
      await db.deleteFrom('basic_driver').where('id', '=', await staffRecord('SJ20260101000004', '吴七', '13911229900', idCard('12010119880315037'))).execute();
      const columnsBefore = (await db.introspection.getTables()).find((t) => t.name === 'basic_driver')!.columns;
      expect(columnsBefore.filter((c) => LICENCE_COLUMNS.includes(c.name)).every((c) => !c.isNullable)).toBe(true);
      const indexes = await dependentsOfDriverTable();

      // Up to this migration only: later ones add columns of their own.
      const { error } = await migratorOf(db).migrateTo('0003_one_driver_record');
      if (error) throw error;

      const columnsAfter = (await db.introspection.getTables()).find((t) => t.name === 'basic_driver')!.columns;
      expect(columnsAfter.map((c) => c.name)).toEqual(columnsBefore.map((c) => c.name));
      for (const column of columnsAfter) {
        expect(column.isNullable, column.name).toBe(LICENCE_COLUMNS.includes(column.name) || columnsBefore.find((c) => c.name === column.name)!.isNullable);
      }
      expect(await dependentsOfDriverTable()).toEqual(expect.arrayContaining(indexes));
      expect(await recordsOf({ phone: '13911227788' })).toEqual([expect.objectContaining({ id: kept, driver_code: 'SJ20260101000003' })]);
      // The deleted record's id is not given again, and x-unique stays enforced by its index.
      const next = await db.insertInto('basic_driver').values({
        driver_code: 'SJ20260101000005', driver_name: '郑八', telephone: '13911220011', review_status: 'pending', branch_code: 'SD0001',
        gmt_created: STAMP, gmt_modified: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      expect(Number(next.id)).toBe(kept + 2);
      await expect(db.insertInto('basic_driver').values({
        driver_code: 'SJ20260101000006', driver_name: '郑九', telephone: '13911227788', review_status: 'pending', branch_code: 'SD0001',
        gmt_created: STAMP, gmt_modified: STAMP,
      }).execute()).rejects.toThrow(/UNIQUE/);
    });
  });

  describe('going back down', () => {
    test('down makes the profile table again from the records linked to driver accounts', async () => {
      const party = await driverParty('刘德胜', '13511112222');
      await profile(party.id, '刘德胜', '13511112222', idCard('11010519900307123'), null, 'PENDING');
      await staffRecord('SJ20260101000007', '李雷', '13911221122', idCard('12010119880315045'));
      await migrateToLatest(db);
      await oneDriverRecord.down(db as unknown as Kysely<unknown>);
      const { rows } = await sql<{ party_id: number; telephone: string; review_status: string }>`select party_id, telephone, review_status from driver`.execute(db);
      expect(rows).toEqual([{ party_id: party.id, telephone: '13511112222', review_status: 'PENDING' }]);
    });
  });
});
