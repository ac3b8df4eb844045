// Moves a branch's data (the whole database) from a SQLite file to a PostgreSQL database
// (`npm run db:copy`): the target is migrated to the version the file is at (the code's latest),
// then every table is copied in batches in one transaction (all or nothing), parents before the
// tables whose foreign keys reference them; the identity sequences are set past the highest id
// and the kept counts counted again, then the database vacuumed and analyzed. The file is opened read-only and never changed.
import { existsSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { migratorOf } from '../migrations';
import type { Db } from './database';
import { dialectOf } from './dialect';
import { COUNT_TABLE, recountKept, SHAPE_TABLE } from './keptCounts';
import { columnsOfAll, foreignKeysOf, inForeignKeyOrder, tablesOf, type CatalogColumn } from './postgresCatalog';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- every table of the database, not the typed ones only

/** A copy that cannot start, with what the user should do. Nothing was written. */
export class CopyRefused extends Error {}

export interface TableProgress { table: string; copied: number; total: number }

export interface CopyOptions {
  sourceFile: string;
  target: Db;
  /** Empty a target that already holds rows (otherwise the copy is refused). */
  replace?: boolean;
  /** Copy a file at an older migration: the target is migrated to the file's version, not the
   * code's latest (the migration-equivalence test upgrades such a copy afterwards). */
  atSourceVersion?: boolean;
  /** Called after each batch written. */
  onProgress?: (progress: TableProgress) => void;
}

/** Values with more decimals than their column's scale: SQLite stores them as given, PostgreSQL
 * rounds them to the scale (numeric(18, 3): 0.0125 becomes 0.013). */
export interface RoundedValues { column: string; values: number }

export interface CopiedTable { table: string; rows: number; rounded: RoundedValues[] }

export interface CopySummary { version: string; tables: CopiedTable[] }

/** The migrator's own tables and the kept counts, which the target makes and counts itself. */
// access_version: the target's triggers count its own changes while the grant tables are copied.
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock', COUNT_TABLE, SHAPE_TABLE, 'access_version']);

/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 1_000;

type Row = Record<string, unknown>;

function openSource(file: string): BetterSqlite3.Database {
  if (!existsSync(file)) throw new CopyRefused(`no SQLite file at ${file}`);
  try {
    const source = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    source.prepare('select count(*) from sqlite_master').get();
    return source;
  } catch (error) {
    throw new CopyRefused(`${file} is not a SQLite database: ${(error as Error).message}`);
  }
}

/** The file's migrations must be exactly the code's (or its first ones, atSourceVersion): the
 * target gets the same, and the columns must be the same on both sides. */
async function sourceVersion(source: BetterSqlite3.Database, file: string, target: Db, atSourceVersion: boolean): Promise<string> {
  const known = (await migratorOf(target).getMigrations()).map((migration) => migration.name);
  let applied: string[];
  try {
    applied = (source.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
  } catch {
    throw new CopyRefused(`${file} holds no migrated freight database (no kysely_migration table)`);
  }
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new CopyRefused(`${file} has migrations this code does not know (${unknown.join(', ')}): copy it with the version of the code that wrote it`);
  if (atSourceVersion && applied.every((name, at) => known[at] === name) && applied.length > 0) return applied.at(-1)!;
  if (applied.length !== known.length) {
    throw new CopyRefused(`${file} is at migration ${applied.at(-1) ?? '(none)'}, the code at ${known.at(-1)}: run \`npm run db:migrate -- ${file}\` first`);
  }
  return known.at(-1)!;
}

/** The target's tables that hold rows (none that a migration fills are copied). */
async function tablesHoldingRows(target: AnyDb): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await tablesOf(target)) {
    if (NOT_COPIED.has(table)) continue;
    const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(target);
    if (rows.length > 0) holding.push(table);
  }
  return holding;
}

function sourceTables(source: BetterSqlite3.Database): string[] {
  const rows = source.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !NOT_COPIED.has(name));
}

function sourceColumns(source: BetterSqlite3.Database, table: string): string[] {
  return (source.prepare('select name from pragma_table_info(?)').all(table) as { name: string }[]).map((row) => row.name);
}

/** Same tables, same columns: refused with the differences otherwise. */
async function checkSameTables(source: BetterSqlite3.Database, target: AnyDb): Promise<Map<string, CatalogColumn[]>> {
  const fromTables = sourceTables(source);
  const toTables = (await tablesOf(target)).filter((name) => !NOT_COPIED.has(name));
  const differences: string[] = [];
  for (const table of fromTables.filter((name) => !toTables.includes(name))) differences.push(`table ${table} only in the file`);
  for (const table of toTables.filter((name) => !fromTables.includes(name))) differences.push(`table ${table} only in PostgreSQL`);
  const columns = new Map<string, CatalogColumn[]>();
  const targetColumns = await columnsOfAll(target);
  for (const table of toTables.filter((name) => fromTables.includes(name))) {
    const to = targetColumns.get(table)!;
    const from = sourceColumns(source, table);
    const names = to.map((column) => column.name);
    for (const name of from.filter((column) => !names.includes(column))) differences.push(`column ${table}.${name} only in the file`);
    for (const name of names.filter((column) => !from.includes(column))) differences.push(`column ${table}.${name} only in PostgreSQL`);
    columns.set(table, to);
  }
  if (differences.length > 0) throw new CopyRefused(`the file and the migrated PostgreSQL database differ: ${differences.join('; ')}`);
  return columns;
}

/** Rows of a SQLite table in batches, in rowid order, holding one batch in memory at a time. */
function* batchesOf(source: BetterSqlite3.Database, table: string, columns: string[], size: number): Generator<Row[]> {
  const list = columns.map((column) => `"${column}"`).join(', ');
  let batch: Row[] = [];
  for (const row of source.prepare(`select ${list} from "${table}" order by rowid`).iterate() as Iterable<Row>) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function insertRows(trx: AnyDb, table: string, rows: Row[]): Promise<void> {
  try {
    await trx.insertInto(table).values(rows).execute();
  } catch (error) {
    throw new Error(`copying ${table} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** A table whose foreign key references itself (a menu's parent): those columns are written in a
 * second pass, once every row they may point at is there. One update per row: only small
 * tree tables reference themselves. */
async function fillSelfReferences(source: BetterSqlite3.Database, trx: AnyDb, table: string, selfColumns: string[], keyColumns: string[]): Promise<void> {
  const list = [...keyColumns, ...selfColumns].map((column) => `"${column}"`).join(', ');
  const anySet = selfColumns.map((column) => `"${column}" is not null`).join(' or ');
  for (const row of source.prepare(`select ${list} from "${table}" where ${anySet}`).iterate() as Iterable<Row>) {
    let update = trx.updateTable(table).set(Object.fromEntries(selfColumns.map((column) => [column, row[column]])));
    for (const key of keyColumns) update = update.where(key, '=', row[key]);
    await update.execute();
  }
}

/** Column -> its scale, for the numeric columns of a table. */
function scalesOf(columns: CatalogColumn[]): Map<string, number> {
  const scales = new Map<string, number>();
  for (const column of columns) {
    const scale = /^numeric\(\d+, (\d+)\)$/.exec(column.type)?.[1];
    if (scale !== undefined) scales.set(column.name, Number(scale));
  }
  return scales;
}

/** Counts, per numeric column, the values of a batch PostgreSQL will round. */
function countRounded(batch: Row[], scales: Map<string, number>, rounded: Map<string, number>): void {
  for (const [column, scale] of scales) {
    const factor = 10 ** scale;
    for (const row of batch) {
      const value = row[column];
      if (typeof value === 'number' && Math.round(value * factor) / factor !== value) rounded.set(column, (rounded.get(column) ?? 0) + 1);
    }
  }
}

async function copyTable(source: BetterSqlite3.Database, trx: AnyDb, table: string, columns: CatalogColumn[], selfColumns: string[], onProgress: CopyOptions['onProgress']): Promise<CopiedTable> {
  const total = (source.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
  const names = columns.map((column) => column.name);
  const size = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / names.length)));
  // The count triggers stay off during the load: the counts are counted once at the end.
  await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
  let copied = 0;
  const scales = scalesOf(columns);
  const rounded = new Map<string, number>();
  for (const batch of batchesOf(source, table, names, size)) {
    countRounded(batch, scales, rounded);
    await insertRows(trx, table, selfColumns.length === 0 ? batch : batch.map((row) => ({ ...row, ...Object.fromEntries(selfColumns.map((column) => [column, null])) })));
    copied += batch.length;
    onProgress?.({ table, copied, total });
  }
  if (selfColumns.length > 0) {
    const keys = columns.filter((column) => column.primaryKey).map((column) => column.name);
    if (keys.length === 0) throw new Error(`${table} references itself and has no primary key to write the references by`);
    await fillSelfReferences(source, trx, table, selfColumns, keys);
  }
  await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
  if (total === 0) onProgress?.({ table, copied, total });
  return { table, rows: copied, rounded: [...rounded].map(([column, values]) => ({ column, values })) };
}

/** The highest id SQLite ever handed out for the table (AUTOINCREMENT never hands one out twice,
 * even after the row holding it was deleted). */
function sqliteSequence(source: BetterSqlite3.Database, table: string): number {
  try {
    return (source.prepare('select seq from sqlite_sequence where name = ?').get(table) as { seq: number } | undefined)?.seq ?? 0;
  } catch {
    return 0; // no table has AUTOINCREMENT, so there is no sqlite_sequence
  }
}

/** Each identity column's sequence continues past the highest id copied. */
async function continueSequences(source: BetterSqlite3.Database, trx: AnyDb, table: string, columns: CatalogColumn[]): Promise<void> {
  for (const column of columns.filter((candidate) => candidate.identity)) {
    const used = column.primaryKey ? sqliteSequence(source, table) : 0;
    await sql`select setval(pg_get_serial_sequence(${table}, ${column.name}),
      greatest(coalesce((select max(${sql.ref(column.name)}) from ${sql.table(table)}), 0), ${used}) + 1, false)`.execute(trx);
  }
}

export async function copySqliteToPostgres(options: CopyOptions): Promise<CopySummary> {
  const { target } = options;
  if (dialectOf(target).name !== 'postgres') throw new CopyRefused('the target must be a PostgreSQL database');
  const source = openSource(options.sourceFile);
  try {
    const version = await sourceVersion(source, options.sourceFile, target, options.atSourceVersion ?? false);
    const holding = await tablesHoldingRows(target);
    if (holding.length > 0 && !options.replace) {
      throw new CopyRefused(`the PostgreSQL database already holds rows (in ${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ' ...' : ''}): copy into an empty database, or add --replace to empty it first`);
    }
    const migrator = migratorOf(target);
    const ahead = (await migrator.getMigrations()).filter((migration) => migration.executedAt && migration.name > version);
    if (ahead.length > 0) throw new CopyRefused(`the PostgreSQL database is at a later migration (${ahead.at(-1)!.name}) than the file (${version})`);
    const { error } = await migrator.migrateTo(version);
    if (error) throw error;
    const columns = await checkSameTables(source, target);
    const keys = await foreignKeysOf(target);
    const order = inForeignKeyOrder([...columns.keys()], keys);
    const tables = await target.transaction().execute(async (trx) => {
      if (options.replace) await sql`truncate table ${sql.join(order.map((table) => sql.table(table)))} restart identity`.execute(trx);
      const copied: CopiedTable[] = [];
      for (const table of order) {
        const selfColumns = (keys.get(table) ?? []).filter((key) => key.references === table).flatMap((key) => key.columns);
        copied.push(await copyTable(source, trx, table, columns.get(table)!, selfColumns, options.onProgress));
        await continueSequences(source, trx, table, columns.get(table)!);
      }
      const { rows: kept } = await sql<{ table_name: string }>`select distinct table_name from ${sql.table(SHAPE_TABLE)}`.execute(trx);
      for (const { table_name: table } of kept) await recountKept(trx, table);
      return copied;
    });
    // Fresh rows have no planner statistics and an unset visibility map: without a vacuum, a
    // count over an index still visits every row (seconds at a million waybills).
    await sql`vacuum analyze`.execute(target);
    return { version, tables };
  } finally {
    source.close();
  }
}
