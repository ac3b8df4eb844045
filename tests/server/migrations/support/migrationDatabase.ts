// A database of the kind the server tests run on (testDatabase.ts: SQLite files, or PostgreSQL
// with TEST_DATABASE=postgres) for a migration test: empty, or holding the seeded demo (a copy of
// the run's seeded template, made in a fraction of a second; seeded here when a file runs alone).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { migrateToLatest } from '../../../../server/migrations';
import { seedIfEmpty } from '../../../../server/seed';
import { openSqliteDatabase, type Db } from '../../../../server/storage/database';
import { openPostgresDatabase } from '../../../../server/storage/postgres';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from '../../support/testDatabase';

export interface MigrationTestDatabase {
  db: Db;
  /** Closes the database and removes it. */
  close: () => Promise<void>;
}

function seededTemplate(): string | undefined {
  try {
    return inject('seededDatabase');
  } catch {
    return undefined;
  }
}

async function open(template: string | undefined): Promise<MigrationTestDatabase> {
  if (onPostgres()) {
    const name = await createPostgresDatabase('freight_migration', template);
    const db = openPostgresDatabase(postgresUrlOf(name));
    return { db, close: async () => { await db.destroy(); await dropPostgresDatabase(name); } };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-migration-'));
  const file = path.join(dir, 'test.db');
  if (template) copyFileSync(template, file);
  const db = openSqliteDatabase(file);
  return { db, close: async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); } };
}

export function emptyDatabase(): Promise<MigrationTestDatabase> {
  return open(undefined);
}

/** A database at the latest migration holding the demo data. */
export async function seededDatabase(): Promise<MigrationTestDatabase> {
  const template = seededTemplate();
  const opened = await open(template);
  if (!template) {
    await migrateToLatest(opened.db);
    await seedIfEmpty(opened.db);
  }
  return opened;
}
