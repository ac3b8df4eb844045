// Kept counts: rows per table and scope shape, so the total of a list with no filter beyond the
// caller's scope is one look-up. `entity_count` holds one row per table, shape (the scope
// columns, such as `branch_code,shipper_code`; '' for the whole table) and scope values;
// `entity_count_scope` lists the shapes the database keeps. A database keeps them only when its
// dialect can (SQLite: triggers, dialect/sqliteCountTriggers.ts); a shape not listed is counted
// in the table, so a total is never wrong. Nothing here knows an entity: callers name the table
// and its shapes (migrations write them out literally).
import { sql, type Kysely, type RawBuilder } from 'kysely';

export const COUNT_TABLE = 'entity_count';
export const SHAPE_TABLE = 'entity_count_scope';
/** Joins the values of a two-column scope; party and branch codes never hold control characters. */
const SEPARATOR = '\u001f';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations and the entity API type their databases differently

/** One scope shape: the scope columns a list is narrowed by, branch first, then the party. */
export type ScopeShape = string[];

export function scopeValuesKey(values: string[]): string {
  return values.join(SEPARATOR);
}

/** The key of a row's scope values as SQL (of the trigger's `new`/`old` row, or of the table's
 * rows); NULL when any of them is NULL (a record without a party is in no party's scope). */
export function scopeKeySql(columns: ScopeShape, row?: 'new' | 'old'): RawBuilder<string> {
  if (columns.length === 0) return sql<string>`${sql.lit('')}`;
  const refs = columns.map((column) => sql.ref(row ? `${row}.${column}` : column));
  return sql<string>`${sql.join(refs, sql` || ${sql.lit(SEPARATOR)} || `)}`;
}

/** The shapes the database keeps for the table, as the shape table lists them. */
export async function keptShapes(db: AnyDb, table: string): Promise<ScopeShape[]> {
  const { rows } = await sql<{ scope_columns: string }>`select scope_columns from ${sql.table(SHAPE_TABLE)}
    where table_name = ${table} order by scope_columns`.execute(db);
  return rows.map((row) => (row.scope_columns === '' ? [] : row.scope_columns.split(',')));
}

/** Lists the shapes kept for the table (replacing what was listed). */
export async function listShapes(db: AnyDb, table: string, shapes: ScopeShape[]): Promise<void> {
  await sql`delete from ${sql.table(SHAPE_TABLE)} where table_name = ${table}`.execute(db);
  for (const columns of shapes) {
    await sql`insert into ${sql.table(SHAPE_TABLE)} (table_name, scope_columns) values (${table}, ${columns.join(',')})`.execute(db);
  }
}

/** Forgets the table's shapes and counts: its totals are counted in the table from now on. */
export async function forgetShapes(db: AnyDb, table: string): Promise<void> {
  await sql`delete from ${sql.table(SHAPE_TABLE)} where table_name = ${table}`.execute(db);
  await sql`delete from ${sql.table(COUNT_TABLE)} where table_name = ${table}`.execute(db);
}

/** Counts the table's rows again for every kept shape (after the shapes change or a bulk load
 * that ran without the triggers). */
export async function recountKept(db: AnyDb, table: string): Promise<void> {
  await sql`delete from ${sql.table(COUNT_TABLE)} where table_name = ${table}`.execute(db);
  for (const columns of await keptShapes(db, table)) {
    const key = scopeKeySql(columns);
    const grouped = columns.length === 0 ? sql`` : sql`where ${key} is not null group by ${sql.join(columns.map((c) => sql.ref(c)))}`;
    await sql`insert into ${sql.table(COUNT_TABLE)} (table_name, scope_columns, scope_values, row_count)
      select ${table}, ${columns.join(',')}, ${key}, count(*) from ${sql.table(table)} ${grouped}`.execute(db);
  }
}
