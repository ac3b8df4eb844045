// Migration 0008: a database seeded while 电子围栏's menu entry had the public path /enclosure
// gets the shell path (relative `enclosure` under /monitoring); one seeded since is left alone.
import { afterEach, describe, expect, test } from 'vitest';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import type { Db } from '../../../server/storage/database';
import { seededDatabase, type MigrationTestDatabase } from './support/migrationDatabase';

let opened: MigrationTestDatabase;
let db: Db;
afterEach(() => opened.close());

async function seededAt(version: string): Promise<Db> {
  opened = await seededDatabase();
  db = opened.db;
  const { error } = await migratorOf(db).migrateTo(version);
  if (error) throw error;
  return db;
}

const enclosurePath = async () => (await db.selectFrom('menu').select('path').where('name', '=', 'enclosure').executeTakeFirstOrThrow()).path;

describe('0008 moves 电子围栏 into the shell', () => {
  test('an entry with the public path gets the shell path; down gives it back', async () => {
    await seededAt('0007_time_ordered_amount_index');
    await db.updateTable('menu').set({ path: '/enclosure' }).where('name', '=', 'enclosure').execute();
    await migrateToLatest(db);
    expect(await enclosurePath()).toBe('enclosure');
    await migratorOf(db).migrateTo('0007_time_ordered_amount_index');
    expect(await enclosurePath()).toBe('/enclosure');
  });

  test('a database seeded with the shell path keeps it', async () => {
    await seededAt('0008_enclosure_in_shell');
    expect(await enclosurePath()).toBe('enclosure');
  });
});
