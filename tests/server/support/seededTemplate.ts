// Seeds the demo database once per test run (migrations and the whole demo: waybills, orders,
// money ...), into a template file every test server copies (testServer.ts): a server test starts
// from the same data as before, in a fraction of a second instead of the seconds seeding takes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../../server/migrations';
import { seedIfEmpty } from '../../../server/seed';
import { openPostgresDatabase } from '../../../server/storage/postgres';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from './testDatabase';
import { createTestClock } from './testClock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database (tests/server/support/seededTemplate.ts): a SQLite file,
     * or on PostgreSQL the name of a template database. */
    seededDatabase: string;
  }
}

async function seed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedIfEmpty(db, { now: createTestClock().now });
  await db.destroy();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (onPostgres()) {
    // TEST_DATABASE_TEMPLATE: a seeded database kept between runs while working on a few files.
    const kept = process.env.TEST_DATABASE_TEMPLATE;
    if (kept) {
      project.provide('seededDatabase', kept);
      return async () => {};
    }
    const name = await createPostgresDatabase('freight_template');
    await seed(openPostgresDatabase(postgresUrlOf(name)));
    project.provide('seededDatabase', name);
    return () => dropPostgresDatabase(name);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-seeded-'));
  const file = path.join(dir, 'template.db');
  // Closing the only connection checkpoints the WAL into the file: the file alone is the database.
  await seed(openSqliteDatabase(file));
  project.provide('seededDatabase', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
