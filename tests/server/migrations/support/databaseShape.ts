// The shape of entity tables as a SQLite database has them (columns, indexes, kept-count shapes
// and their triggers), in the form the entity schemas and the snapshot are compared in.
import { sql, type Kysely } from 'kysely';
import type { ColumnShape, IndexShape, StorageShape, TableShape } from '../../../../server/storage/shape';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any migrated database

async function columnsOf(db: AnyDb, table: string): Promise<ColumnShape[]> {
  const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`select name, type, "notnull", pk
    from pragma_table_info(${table}) order by cid`.execute(db);
  return rows.map((row) => (row.pk > 0
    ? { name: row.name, type: row.type.toLowerCase(), notNull: true, primaryKey: true }
    : { name: row.name, type: row.type.toLowerCase(), notNull: row.notnull === 1 }));
}

/** The indexes made by CREATE INDEX (not those SQLite makes for a constraint). */
async function indexesOf(db: AnyDb, table: string): Promise<IndexShape[]> {
  const { rows } = await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${table})
    where origin = 'c' order by name`.execute(db);
  const indexes: IndexShape[] = [];
  for (const row of rows) {
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_index_info(${row.name}) order by seqno`.execute(db);
    indexes.push({ name: row.name, columns: columns.map((column) => column.name), unique: row.unique === 1 });
  }
  return indexes;
}

async function keptCountsOf(db: AnyDb, table: string): Promise<string[][]> {
  const { rows } = await sql<{ scope_columns: string }>`select scope_columns from entity_count_scope
    where table_name = ${table} order by scope_columns`.execute(db);
  return rows.map((row) => (row.scope_columns === '' ? [] : row.scope_columns.split(',')));
}

export async function triggersOf(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table} order by name`.execute(db);
  return rows.map((row) => row.name);
}

export async function tableShapeOf(db: AnyDb, table: string): Promise<TableShape> {
  return { columns: await columnsOf(db, table), indexes: await indexesOf(db, table), keptCounts: await keptCountsOf(db, table) };
}

export async function databaseShapeOf(db: AnyDb, tables: string[]): Promise<StorageShape> {
  const shape: StorageShape = {};
  for (const table of tables) shape[table] = await tableShapeOf(db, table);
  return shape;
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
