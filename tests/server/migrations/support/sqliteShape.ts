// The shape of entity tables as a SQLite database has them (columns, indexes, triggers, views),
// read from sqlite_master and its pragmas.
import { sql, type Kysely } from 'kysely';
import type { ColumnShape, IndexShape } from '../../../../server/storage/shape';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any migrated database

export async function sqliteColumnsOf(db: AnyDb, table: string): Promise<ColumnShape[]> {
  const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`select name, type, "notnull", pk
    from pragma_table_info(${table}) order by cid`.execute(db);
  return rows.map((row) => (row.pk > 0
    ? { name: row.name, type: row.type.toLowerCase(), notNull: true, primaryKey: true }
    : { name: row.name, type: row.type.toLowerCase(), notNull: row.notnull === 1 }));
}

/** The indexes made by CREATE INDEX (not those SQLite makes for a constraint). */
export async function sqliteIndexesOf(db: AnyDb, table: string): Promise<IndexShape[]> {
  const { rows } = await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${table})
    where origin = 'c' order by name`.execute(db);
  const indexes: IndexShape[] = [];
  for (const row of rows) {
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_index_info(${row.name}) order by seqno`.execute(db);
    indexes.push({ name: row.name, columns: columns.map((column) => column.name), unique: row.unique === 1 });
  }
  return indexes;
}

export async function sqliteTriggersOf(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table} order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** Every table, index, trigger and view as SQLite keeps its definition. */
export async function sqliteDefinitionsOf(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master
    where name not like 'sqlite_%' and name not like 'kysely_%' order by type, name`.execute(db);
  return rows.map((row) => `${row.type} ${row.name}: ${row.sql ?? ''}`);
}

/** A definition with its spacing and the quotes around the view's name gone. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').replace(/^create view "?(\w+)"? as/i, 'create view $1 as').trim();

/** Whether the view runs this select, as its definition spells it. */
export async function sqliteViewRuns(db: AnyDb, view: string, select: string): Promise<boolean> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'view' and name = ${view}`.execute(db);
  return spaced(rows[0]?.sql ?? '') === spaced(`create view ${view} as ${select}`);
}
