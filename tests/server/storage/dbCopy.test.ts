// `npm run db:copy`: a branch's SQLite file moved into PostgreSQL holds the same rows, table by
// table and value by value (numbers as numbers), its id sequences continue after the copied
// rows, its kept counts are right; and what cannot be copied is refused with what to do.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migratorOf } from '../../../server/migrations';
import { copySqliteToPostgres, CopyRefused, type CopySummary } from '../../../server/storage/copyDatabase';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { openPostgresDatabase } from '../../../server/storage/postgres';
import { columnsOfAll, type CatalogColumn } from '../../../server/storage/postgresCatalog';
import { checkPostgresUrl, checkReachable, DatabaseUnreachable } from '../../../server/storage/postgresReach';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlOf } from '../support/testDatabase';
import { SEEDED_DATABASE_MS } from '../migrations/support/timeouts';
import { postgresAnswers, readOnly, seededSqliteFile, type SeededSqliteFile } from './support/sqliteSource';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- every table, not the typed ones only

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Kept by the target itself: its migrations, its counts and its grants' change counter (0065).
const NOT_COPIED = ['kysely_migration', 'kysely_migration_lock', 'entity_count', 'entity_count_scope', 'access_version'];

type Row = Record<string, unknown>;

/** A table's rows in one order whatever order each database answers them (and their columns) in:
 * a column a migration added goes last in PostgreSQL where SQLite's rebuilt table has it first. */
const sorted = (rows: Row[]) => rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))).sort();

function sourceTables(source: BetterSqlite3.Database): string[] {
  const rows = source.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !NOT_COPIED.includes(name));
}

/** Column -> scale of a table's numeric columns. */
function numericScales(columns: CatalogColumn[]): Map<string, number> {
  return new Map(columns.flatMap((column) => {
    const scale = /^numeric\(\d+, (\d+)\)$/.exec(column.type)?.[1];
    return scale === undefined ? [] : [[column.name, Number(scale)] as const];
  }));
}

/** A number as PostgreSQL's numeric(p, scale) keeps it: its decimal text rounded half away from
 * zero (0.0135 -> 0.014, where toFixed rounds the binary value 0.01349... down). */
function roundedDecimal(value: number, scale: number): number {
  if (String(value).includes('e')) return Number(value.toFixed(scale));
  return Math.sign(value) * Number(`${Math.round(Number(`${Math.abs(value)}e${scale}`))}e-${scale}`);
}

/** A SQLite row as PostgreSQL's numeric columns keep it. */
function roundedToScales(row: Row, scales: Map<string, number>): Row {
  const rounded = { ...row };
  for (const [column, scale] of scales) {
    const value = row[column];
    if (typeof value === 'number') rounded[column] = roundedDecimal(value, scale);
  }
  return rounded;
}

describe('the tool refuses what it cannot use, before connecting', () => {
  test('a URL that is not PostgreSQL\'s, or names no database', () => {
    expect(() => checkPostgresUrl('not a url')).toThrow(/is not a URL/);
    expect(() => checkPostgresUrl('mysql://root@127.0.0.1/freight')).toThrow(/is not a PostgreSQL URL/);
    expect(() => checkPostgresUrl('postgres://postgres@127.0.0.1:5432')).toThrow(/names no database/);
  });

  test('a server that does not answer is named with its host and port, the password never shown', async () => {
    const url = 'postgres://postgres:secret@127.0.0.1:1/freight';
    const db = openPostgresDatabase(url);
    try {
      const error = await checkReachable(db, url).then(() => null, (failure: unknown) => failure);
      expect(error).toBeInstanceOf(DatabaseUnreachable);
      expect((error as Error).message).toMatch(/^cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\)/);
      expect((error as Error).message).not.toContain('secret');
    } finally {
      await db.destroy();
    }
  });

  test('npm run db:copy to a URL that is not PostgreSQL\'s: exit 1 and the reason, nothing else', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'scripts/db-copy.ts', '--from', '/nowhere/freight.db', '--to', 'mysql://root@127.0.0.1/freight'], { cwd: ROOT });
    const failure = await run.then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe('db:copy: mysql://root@127.0.0.1/freight is not a PostgreSQL URL: expected postgres://user:password@host:5432/database');
  });
});

const reachable = await postgresAnswers();

describe.skipIf(!reachable)('the seeded demo database copied from SQLite to PostgreSQL (needs the tests\' PostgreSQL server)', () => {
  let seeded: SeededSqliteFile;
  let source: BetterSqlite3.Database;
  let name: string;
  let target: Db;
  let summary: CopySummary;
  let dir: string;
  let sourceFile: string;
  const scales = new Map<string, Map<string, number>>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'freight-db-copy-'));
    seeded = await seededSqliteFile();
    // The demo as a branch's file might hold it: one freight amount typed with four decimals,
    // which SQLite keeps and PostgreSQL's numeric(18, 3) rounds.
    sourceFile = path.join(dir, 'source.db');
    copyFileSync(seeded.file, sourceFile);
    const writable = new BetterSqlite3(sourceFile);
    writable.prepare('update tms_waybill set total_monetary_amount = 1234.5678 where id = (select min(id) from tms_waybill)').run();
    writable.close();
    source = readOnly(sourceFile);
    name = await createPostgresDatabase('freight_copy');
    target = openPostgresDatabase(postgresUrlOf(name));
    summary = await copySqliteToPostgres({ sourceFile, target });
    for (const [table, columns] of await columnsOfAll(target)) scales.set(table, numericScales(columns));
  }, SEEDED_DATABASE_MS);

  afterAll(async () => {
    source?.close();
    await target?.destroy();
    if (name) await dropPostgresDatabase(name);
    seeded?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  test('every table of the file was copied, the demo\'s rows among them', () => {
    expect(summary.tables.map((table) => table.table).sort()).toEqual(sourceTables(source));
    expect(summary.tables.find((table) => table.table === 'tms_waybill')?.rows).toBe(2400);
    expect(summary.version).toBe((source.prepare('select max(name) as name from kysely_migration').get() as { name: string }).name);
  });

  test('each table holds the same rows with the same values, numbers as numbers', async () => {
    for (const table of sourceTables(source)) {
      const expected = (source.prepare(`select * from "${table}"`).all() as Row[]).map((row) => roundedToScales(row, scales.get(table)!));
      const { rows: actual } = await sql<Row>`select * from ${sql.table(table)}`.execute(target);
      expect(actual.length, table).toBe(expected.length);
      expect(sorted(actual), table).toEqual(sorted(expected));
    }
  });

  test('the values PostgreSQL rounds to their column\'s scale are reported, column by column', () => {
    const reported = summary.tables.flatMap(({ table, rounded: columns }) => columns.map(({ column, values }) => `${table}.${column}: ${values}`));
    const expected: string[] = [];
    for (const { table } of summary.tables) {
      for (const [column, scale] of scales.get(table)!) {
        const values = (source.prepare(`select "${column}" as value from "${table}"`).all() as { value: unknown }[])
          .filter(({ value }) => typeof value === 'number' && roundedDecimal(value, scale) !== value).length;
        if (values > 0) expected.push(`${table}.${column}: ${values}`);
      }
    }
    expect(reported.sort()).toEqual(expected.sort());
    // The amount typed with four decimals; coordinates (6) and unit weights (4) keep the demo's.
    expect(reported).toEqual(['tms_waybill.total_monetary_amount: 1']);
  });

  test('the kept counts, counted again in PostgreSQL, are those SQLite\'s triggers kept', async () => {
    const counts = 'select table_name, scope_columns, scope_values, row_count from entity_count where row_count > 0 or scope_columns = \'\'';
    const expected = source.prepare(counts).all() as Row[];
    const { rows: actual } = await sql<Row>`${sql.raw(counts)}`.execute(target);
    expect(expected.length).toBeGreaterThan(100);
    expect(sorted(actual)).toEqual(sorted(expected));
  });

  test('a row inserted through Kysely gets the id after the highest copied one', async () => {
    const db = target as unknown as AnyDb;
    const last = await db.selectFrom('entity_action_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow() as Row & { id: number };
    const { id: _id, ...copy } = last;
    const inserted = await db.insertInto('entity_action_log').values(copy).returning('id').executeTakeFirstOrThrow() as { id: number };
    expect(inserted.id).toBe(last.id + 1);
  });

  test('a second copy into the database that now holds rows is refused, and --replace is offered', async () => {
    const error = await copySqliteToPostgres({ sourceFile, target }).then(() => null, (failure: unknown) => failure);
    expect(error).toBeInstanceOf(CopyRefused);
    expect((error as Error).message).toMatch(/already holds rows \(in .+\): copy into an empty database, or add --replace/);
  });

  test('a missing file, or one behind the code\'s migrations, is refused with what to do', async () => {
    await expect(copySqliteToPostgres({ sourceFile: path.join(dir, 'missing.db'), target })).rejects.toThrow(`no SQLite file at ${path.join(dir, 'missing.db')}`);
    const behind = path.join(dir, 'behind.db');
    const old = openSqliteDatabase(behind);
    await migratorOf(old).migrateTo('0004_list_speed');
    await old.destroy();
    await expect(copySqliteToPostgres({ sourceFile: behind, target })).rejects.toThrow(`${behind} is at migration 0004_list_speed, the code at ${summary.version}: run \`npm run db:migrate -- ${behind}\` first`);
  });

  test('with --replace the target is emptied first: an empty migrated file leaves every table empty', async () => {
    const empty = path.join(dir, 'empty.db');
    const db = openSqliteDatabase(empty);
    await migratorOf(db).migrateToLatest();
    await db.destroy();
    const { tables } = await copySqliteToPostgres({ sourceFile: empty, target, replace: true });
    expect(tables.every((table) => table.rows === 0)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from tms_waybill`.execute(target);
    expect(rows[0]!.n).toBe(0);
  });
});
