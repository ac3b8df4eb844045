// Migration equivalence: migrations are literal, so a database migrated from empty and one that
// was at an old version with demo data in it end in the same shape — the one the entity schemas
// define (server/entities/tableFromEntity.ts), column by column, index by index, with the same
// kept counts — and the snapshot `npm run db:diff` compares against records that shape too.
// On SQLite, and with TEST_DATABASE=postgres on PostgreSQL: there the old database is the old
// SQLite one moved by the copy tool (`npm run db:copy`, at its version) and then upgraded.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readEntitySchemas } from '../../../server/entities/definition';
import { storageShapeOf } from '../../../server/entities/tableFromEntity';
import { copySqliteToPostgres } from '../../../server/storage/copyDatabase';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { openPostgresDatabase } from '../../../server/storage/postgres';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import { readSnapshot, readSnapshotViews, type TableShape } from '../../../server/storage/shape';
import { viewShapesOf } from '../../../server/storage/views';
import { defineEntity } from '../../../server/entities/definition';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from '../support/testDatabase';
import { seededSqliteFile, type SeededSqliteFile } from '../storage/support/sqliteSource';
import { asStoredIn, columnNamesOf, comparable, countTriggersOf, definitionsOf, tableShapeOf, triggersOf, viewRuns } from './support/databaseShape';
import { SEEDED_DATABASE_MS } from './support/timeouts';

/** The last version before this migrations. */
const OLD_VERSION = '0004_list_speed';

const schemas = readEntitySchemas();
const expected = storageShapeOf(schemas);
const expectedViews = viewShapesOf(schemas);
const tables = Object.keys(expected).sort();

let dir: string;
let seeded: SeededSqliteFile;
let fresh: Db;
let old: Db;
const droppedAfterwards: string[] = [];

/** An empty database of the kind the tests run on. */
async function emptyDatabase(label: string): Promise<Db> {
  if (!onPostgres()) return openSqliteDatabase(path.join(dir, `${label}.db`));
  const name = await createPostgresDatabase(`freight_${label}`);
  droppedAfterwards.push(name);
  return openPostgresDatabase(postgresUrlOf(name));
}

/** Every row of the seeded database into the old one, in the columns the old tables have. The
 * entity tables' triggers count the rows as they arrive. */
async function copyDemoData(into: Db, seededFile: string): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(into);
  await sql`attach database ${seededFile} as seeded`.execute(into);
  const { rows: oldTables } = await sql<{ name: string }>`select name from main.sqlite_master where type = 'table'
    and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'entity_count%'`.execute(into);
  for (const { name } of oldTables) {
    const { rows: all } = await sql<{ name: string; notnull: number; dflt_value: unknown; pk: number; seeded: number }>`select name, "notnull", dflt_value, pk,
      name in (select name from pragma_table_info(${name}, 'seeded')) as seeded from pragma_table_info(${name}, 'main')`.execute(into);
    // A table a later migration drops (login_failure, 0009) has no rows to carry over.
    if (!all.some((column) => column.seeded)) continue;
    // A column a later migration made optional (banner.link_url, 0019) was '' where it is null now;
    // one a later migration replaced (banner.status, 0019) gets 0.
    const columns = all.filter((column) => column.seeded || (column.notnull && column.dflt_value === null && !column.pk));
    const list = sql.join(columns.map((column) => sql.ref(column.name)));
    const values = sql.join(columns.map((column) => (!column.seeded ? sql`0`
      : column.notnull ? sql`coalesce(${sql.ref(column.name)}, '')` : sql.ref(column.name))));
    await sql`insert into main.${sql.table(name)} (${list}) select ${values} from seeded.${sql.table(name)}`.execute(into);
  }
  await sql`detach database seeded`.execute(into);
  await sql`pragma foreign_keys = on`.execute(into);
}

async function rowCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'freight-equivalence-'));
  fresh = await emptyDatabase('fresh');
  await migrateToLatest(fresh);

  seeded = await seededSqliteFile();
  const oldFile = path.join(dir, 'old.db');
  const oldSqlite = openSqliteDatabase(oldFile);
  const { error } = await migratorOf(oldSqlite).migrateTo(OLD_VERSION);
  if (error) throw error;
  await copyDemoData(oldSqlite, seeded.file);
  // Entity tables of later issues (departments, the operation log) are created by the upgrade.
  const { rows: present } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(oldSqlite);
  const oldNames = new Set(present.map((row) => row.name));
  for (const table of tables.filter((name) => oldNames.has(name))) expect(await rowCount(oldSqlite, table), `${table} has demo rows before the upgrade`).toBeGreaterThan(0);
  if (onPostgres()) {
    await oldSqlite.destroy();
    old = await emptyDatabase('old');
    await copySqliteToPostgres({ sourceFile: oldFile, target: old, atSourceVersion: true });
  } else {
    old = oldSqlite;
  }
  await migrateToLatest(old);
}, SEEDED_DATABASE_MS);

afterAll(async () => {
  await fresh?.destroy();
  await old?.destroy();
  for (const name of droppedAfterwards) await dropPostgresDatabase(name);
  seeded?.remove();
  rmSync(dir, { recursive: true, force: true });
});

const databases = () => [['a fresh database', fresh], ['an old database with demo data', old]] as const;

/** The columns whatever their order: a column added to a table (ALTER TABLE) goes last in it, wherever its schema lists it. */
const columnSet = (shape: TableShape) => [...comparable(shape).columns].sort((a, b) => a.name.localeCompare(b.name));

describe('each entity table has the columns its schema defines', () => {
  test.each(tables)('%s: every column, with its type and NOT NULL, in both databases, in the order the snapshot records', async (table) => {
    for (const [label, db] of databases()) {
      const actual = await tableShapeOf(db, table);
      expect(columnSet(actual), label).toEqual(columnSet(asStoredIn(db, expected[table]!)));
      expect(comparable(actual).columns, label).toEqual(comparable(readSnapshot()[table]!).columns);
    }
  });
});

describe('each entity table has the indexes its schema defines, no more and no fewer', () => {
  test.each(tables)('%s: the derived indexes and x-indexes, with their columns in order and uniqueness', async (table) => {
    for (const [label, db] of databases()) {
      expect(comparable(await tableShapeOf(db, table)).indexes, label).toEqual(comparable(asStoredIn(db, expected[table]!)).indexes);
    }
  });
});

describe('each entity table keeps the counts its x-kept-counts declares', () => {
  test.each(tables)('%s: the kept shapes are listed and the triggers keep them', async (table) => {
    for (const [label, db] of databases()) {
      expect(comparable(await tableShapeOf(db, table)).keptCounts, label).toEqual(comparable(expected[table]!).keptCounts);
      // A table that keeps no count (no x-kept-counts) needs no trigger.
      const kept = comparable(expected[table]!).keptCounts.length > 0;
      expect(await triggersOf(db, table), label).toEqual(kept ? countTriggersOf(db, table) : []);
    }
  });

  test('the old database\'s counts of the whole table equal its rows after the upgrade', async () => {
    for (const table of tables.filter((name) => comparable(expected[name]!).keptCounts.length > 0)) {
      const { rows } = await sql<{ row_count: number }>`select row_count from entity_count
        where table_name = ${table} and scope_columns = ''`.execute(old);
      expect(Number(rows[0]?.row_count), table).toBe(await rowCount(old, table));
    }
  });
});

describe('a fresh database and an upgraded one are the same database', () => {
  test('every table, index and trigger (on PostgreSQL also constraint and trigger function) has the same definition in both', async () => {
    expect(await definitionsOf(old)).toEqual(await definitionsOf(fresh));
  });
});

describe('the snapshot db:diff compares against is the shape the schemas define', () => {
  test('so `npm run db:diff -- --check` finds nothing to write', () => {
    const snapshot = readSnapshot();
    expect(Object.keys(snapshot).sort()).toEqual(tables);
    for (const table of tables) {
      expect({ ...comparable(snapshot[table]!), columns: columnSet(snapshot[table]!) }, table).toEqual({ ...comparable(expected[table]!), columns: columnSet(expected[table]!) });
    }
  });
});

describe('each x-view entity is the view its schema declares', () => {
  const views = Object.keys(expectedViews).sort();

  test('there are views to check (the ledger and report views)', () => {
    expect(views).toContain('fin_account_view');
  });

  test.each(views)('%s: its select in both databases, and its columns are the entity\'s properties', async (view) => {
    const schema = schemas.find((entity) => entity['x-table'] === view)!;
    const columns = defineEntity(schema).fields.filter((field) => !field.schema['x-transient']).map((field) => field.column).sort();
    for (const [label, db] of databases()) {
      expect(await viewRuns(db, view, expectedViews[view]!), label).toBe(true);
      expect((await columnNamesOf(db, view)).sort(), label).toEqual(columns);
    }
  });

  test('the snapshot records the same selects, so db:diff writes nothing for them', () => {
    expect(readSnapshotViews()).toEqual(expectedViews);
  });
});
