// The database a bench run measures: a temporary SQLite file by default, or, when DATABASE_URL
// is set, a temporary database `bench_<random>` created on that PostgreSQL server (the role
// must be allowed to create databases) and dropped afterwards, so the bench never touches the
// data of the database the URL names.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openSqliteDatabase, type Db } from '../server/storage/database';
import { openPostgresDatabase } from '../server/storage/postgres';
import { bulkLoadWaybills } from './bulkWaybills';
import { bulkLoadWaybillsPostgres } from './bulkWaybillsPostgres';
import type { ServerDatabase } from './serverProcess';
import type { BulkLoadResult } from './waybillCopies';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** e.g. "SQLite 3.49.1", "PostgreSQL 15.14". */
  version: () => Promise<string>;
  open: () => Db;
  bulkLoad: (count: number, spanDays: number) => Promise<BulkLoadResult>;
  /** What the server process is started on. */
  server: ServerDatabase;
  drop: () => Promise<void>;
}

async function asClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await asClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    version: () => asClient(databaseUrl, async (client) => `PostgreSQL ${(await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v}`),
    open: () => openPostgresDatabase(databaseUrl),
    bulkLoad: (count, spanDays) => bulkLoadWaybillsPostgres(databaseUrl, count, spanDays),
    server: { databaseUrl },
    drop: async () => { await asClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)); },
  };
}

function sqliteBenchDatabase(): BenchDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-bench-'));
  const file = path.join(dir, 'bench.db');
  return {
    kind: 'sqlite',
    version: async () => {
      const db = openSqliteDatabase(file);
      try {
        const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(db);
        return `SQLite ${rows[0].v}`;
      } finally {
        await db.destroy();
      }
    },
    open: () => openSqliteDatabase(file),
    bulkLoad: async (count, spanDays) => bulkLoadWaybills(file, count, spanDays),
    server: { dbFile: file },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** PostgreSQL when DATABASE_URL is set, else SQLite. */
export function benchDatabase(env: NodeJS.ProcessEnv = process.env): Promise<BenchDatabase> {
  return env.DATABASE_URL ? postgresBenchDatabase(env.DATABASE_URL) : Promise.resolve(sqliteBenchDatabase());
}
