// Migration 0013: a database seeded before departments existed gets 部门管理 bound to the
// department entity (menu.resource) and the enable_status dictionary its status uses; a
// database not seeded yet is left to the seed, which writes both.
import { afterEach, describe, expect, test } from 'vitest';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import { SEEDED_DATABASE_MS } from './support/timeouts';
import type { Db } from '../../../server/storage/database';
import { emptyDatabase, seededDatabase, type MigrationTestDatabase } from './support/migrationDatabase';

let opened: MigrationTestDatabase;
let db: Db;
afterEach(() => opened.close());

async function open(database: Promise<MigrationTestDatabase>): Promise<Db> {
  opened = await database;
  db = opened.db;
  return db;
}

const resource = async () => (await db.selectFrom('menu').select('resource').where('component', '=', 'basic/department').executeTakeFirstOrThrow()).resource;
const statusCodes = async () => (await db.selectFrom('dict_item').select('code').where('type', '=', 'enable_status').orderBy('sort').execute()).map((row) => row.code);

describe('0013 makes 部门管理 a screen over departments', () => {
  test('a database seeded before gets the binding and the dictionary; down takes them back', async () => {
    await open(seededDatabase());
    // As a database seeded before 0013 had it.
    await migratorOf(db).migrateTo('0012_departments');
    await db.updateTable('menu').set({ resource: null }).where('component', '=', 'basic/department').execute();
    expect(await statusCodes()).toEqual([]);
    await migrateToLatest(db);
    expect(await resource()).toBe('department');
    expect(await statusCodes()).toEqual(['enabled', 'disabled']);
    await migratorOf(db).migrateTo('0012_departments');
    expect(await resource()).toBeNull();
  }, SEEDED_DATABASE_MS);

  test('on a database not seeded yet it writes nothing, and the seed then writes both', async () => {
    await open(emptyDatabase());
    await migrateToLatest(db);
    expect(await db.selectFrom('dict_type').select('type').execute()).toEqual([]);
    await opened.close();
    // The run's seeded template is such a database, seeded after migrating from empty.
    await open(seededDatabase());
    expect(await resource()).toBe('department');
    expect(await statusCodes()).toEqual(['enabled', 'disabled']);
  }, SEEDED_DATABASE_MS);
});
