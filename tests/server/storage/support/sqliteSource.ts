// The seeded demo database as a SQLite file, for tests that read or copy one: the run's seeded
// template when the server tests run on SQLite (tests/server/support/seededTemplate.ts), else
// (on PostgreSQL, whose template is a PostgreSQL database) seeded here into a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../../../../server/migrations';
import { seedIfEmpty } from '../../../../server/seed';
import { openSqliteDatabase } from '../../../../server/storage/database';
import { createTestClock } from '../../support/testClock';
import { onPostgres } from '../../support/testDatabase';

export interface SeededSqliteFile { file: string; remove: () => void }

function runTemplate(): string | undefined {
  try {
    return inject('seededDatabase');
  } catch {
    return undefined; // a file run outside the server project: seeded here
  }
}

export async function seededSqliteFile(): Promise<SeededSqliteFile> {
  const template = onPostgres() ? undefined : runTemplate();
  if (template) return { file: template, remove: () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-sqlite-source-'));
  const file = path.join(dir, 'seeded.db');
  const db = openSqliteDatabase(file);
  await migrateToLatest(db);
  await seedIfEmpty(db, { now: createTestClock().now });
  await db.destroy();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A SQLite file opened read-only (the run's template is shared by every test server). */
export const readOnly = (file: string) => new BetterSqlite3(file, { readonly: true, fileMustExist: true });

const adminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server of the tests answers (on CI it does; on a laptop it may not). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
