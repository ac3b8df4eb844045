// Migration 0008: a database seeded while 电子围栏's menu entry had the public path /enclosure
// gets the shell path (relative `enclosure` under /monitoring); one seeded since is left alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import { seedIfEmpty } from '../../../server/seed';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';

let dir: string;
let db: Db;
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function seededAt(version: string): Promise<Db> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'freight-0008-'));
  db = openSqliteDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  await seedIfEmpty(db);
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
