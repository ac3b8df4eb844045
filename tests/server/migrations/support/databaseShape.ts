// The shape of entity tables as a migrated database has them (columns, indexes, kept-count shapes
// and their triggers, views), on SQLite (sqliteShape.ts) or PostgreSQL (postgresShape.ts), in the
// form the entity schemas and the snapshot are compared in.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../../../server/storage/dialect';
import { columnsOf as postgresCatalogColumns, definitionsOf as postgresDefinitionsOf, indexesOf as postgresIndexesOf, triggersOf as postgresTriggersOf } from '../../../../server/storage/postgresCatalog';
import type { StorageShape, TableShape } from '../../../../server/storage/shape';
import { selectFor, type ViewShape } from '../../../../server/storage/views';
import { postgresColumnsOf, postgresViewRuns } from './postgresShape';
import { sqliteColumnsOf, sqliteDefinitionsOf, sqliteIndexesOf, sqliteTriggersOf, sqliteViewRuns } from './sqliteShape';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any migrated database

const onPostgres = (db: AnyDb) => dialectOf(db).name === 'postgres';

async function keptCountsOf(db: AnyDb, table: string): Promise<string[][]> {
  const { rows } = await sql<{ scope_columns: string }>`select scope_columns from entity_count_scope
    where table_name = ${table} order by scope_columns`.execute(db);
  return rows.map((row) => (row.scope_columns === '' ? [] : row.scope_columns.split(',')));
}

export async function triggersOf(db: AnyDb, table: string): Promise<string[]> {
  return onPostgres(db) ? postgresTriggersOf(db, table) : sqliteTriggersOf(db, table);
}

/** The triggers that keep a table's counts: SQLite has one per event, PostgreSQL one trigger
 * running one function (server/storage/dialect/*CountTriggers.ts). */
export function countTriggersOf(db: AnyDb, table: string): string[] {
  return onPostgres(db) ? [`${table}_count`] : [`${table}_count_delete`, `${table}_count_insert`, `${table}_count_update`];
}

export async function tableShapeOf(db: AnyDb, table: string): Promise<TableShape> {
  const postgres = onPostgres(db);
  return {
    columns: postgres ? await postgresColumnsOf(db, table) : await sqliteColumnsOf(db, table),
    indexes: postgres ? await postgresIndexesOf(db, table) : await sqliteIndexesOf(db, table),
    keptCounts: await keptCountsOf(db, table),
  };
}

export async function databaseShapeOf(db: AnyDb, tables: string[]): Promise<StorageShape> {
  const shape: StorageShape = {};
  for (const table of tables) shape[table] = await tableShapeOf(db, table);
  return shape;
}

/** Every table, index, trigger (and on PostgreSQL constraint, trigger function) and view as the
 * database keeps its definition, one line each. */
export async function definitionsOf(db: AnyDb): Promise<string[]> {
  return onPostgres(db) ? postgresDefinitionsOf(db) : sqliteDefinitionsOf(db);
}

/** Whether the view runs the select its shape gives this database. */
export async function viewRuns(db: AnyDb, name: string, view: ViewShape): Promise<boolean> {
  const select = selectFor(db, view);
  return onPostgres(db) ? postgresViewRuns(db, name, select) : sqliteViewRuns(db, name, select);
}

/** The column names of a table or view. */
export async function columnNamesOf(db: AnyDb, table: string): Promise<string[]> {
  if (onPostgres(db)) return (await postgresCatalogColumns(db, table)).map((column) => column.name);
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name);
}

/** PostgreSQL keeps a name to its first 63 bytes (NAMEDATALEN): a long index name is stored cut. */
const POSTGRES_NAME_BYTES = 63;

/** The shape as the database stores it: on PostgreSQL, index names cut to 63 bytes. */
export function asStoredIn(db: AnyDb, shape: TableShape): TableShape {
  if (!onPostgres(db)) return shape;
  const cut = (name: string) => Buffer.from(name).subarray(0, POSTGRES_NAME_BYTES).toString();
  return { ...shape, indexes: shape.indexes.map((index) => ({ ...index, name: cut(index.name) })) };
}

/** A shape in a form where order does not matter but column order does: indexes by name, kept
 * shapes sorted, the `fill` of new columns (not part of a shape) left out. */
export function comparable(shape: TableShape): TableShape {
  return {
    columns: shape.columns.map(({ fill: _fill, ...column }) => column),
    indexes: [...shape.indexes].sort((a, b) => a.name.localeCompare(b.name)),
    keptCounts: [...shape.keptCounts].sort((a, b) => a.join(',').localeCompare(b.join(','))),
  };
}
