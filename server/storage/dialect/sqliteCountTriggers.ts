// SQLite triggers that keep `entity_count` exact on every insert, delete and change of a scope
// column, through the API or by raw SQL alike. Migrations (0004 and those db:diff writes) install
// them: the statements they make must stay as they are, or a fresh database and an old one would
// differ. A changed trigger is a new migration that keeps the counts of every table again.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { COUNT_TABLE, scopeKeySql, type ScopeShape } from '../keptCounts';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- called by migrations on an untyped database

/** Trigger statements take no bound parameters: names and shapes are written as literals. */
/** `qualified`: the count to add to is named with its table (PostgreSQL finds a bare
 * `row_count` ambiguous there; SQLite's triggers keep the text they were created with). */
export function increment(table: string, columns: ScopeShape, qualified = false): RawBuilder<unknown> {
  const key = scopeKeySql(columns, 'new');
  const count = qualified ? sql.ref(`${COUNT_TABLE}.row_count`) : sql`row_count`;
  return sql`insert into ${sql.table(COUNT_TABLE)} (table_name, scope_columns, scope_values, row_count)
    select ${sql.lit(table)}, ${sql.lit(columns.join(','))}, ${key}, 1 where ${key} is not null
    on conflict (table_name, scope_columns, scope_values) do update set row_count = ${count} + 1`;
}

export function decrement(table: string, columns: ScopeShape): RawBuilder<unknown> {
  return sql`update ${sql.table(COUNT_TABLE)} set row_count = row_count - 1
    where table_name = ${sql.lit(table)} and scope_columns = ${sql.lit(columns.join(','))} and scope_values = ${scopeKeySql(columns, 'old')}`;
}

const body = (statements: RawBuilder<unknown>[]) => sql`begin ${sql.join(statements, sql`; `)}; end`;

const triggerNames = (table: string) => ['insert', 'delete', 'update'].map((event) => `${table}_count_${event}`);

export async function dropCountTriggers(db: AnyDb, table: string): Promise<void> {
  for (const name of triggerNames(table)) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
}

/** The insert and delete triggers count every shape; the update trigger, only when a scope
 * column changes, moves the row from its old scope's counts to its new scope's. */
export async function createCountTriggers(db: AnyDb, table: string, shapes: ScopeShape[]): Promise<void> {
  if (shapes.length === 0) return;
  const scoped = shapes.filter((columns) => columns.length > 0);
  const scopeColumns = [...new Set(scoped.flat())];
  const [onInsert, onDelete, onUpdate] = triggerNames(table).map((name) => sql.id(name));
  await sql`create trigger ${onInsert} after insert on ${sql.table(table)} for each row
    ${body(shapes.map((columns) => increment(table, columns)))}`.execute(db);
  await sql`create trigger ${onDelete} after delete on ${sql.table(table)} for each row
    ${body(shapes.map((columns) => decrement(table, columns)))}`.execute(db);
  if (scoped.length > 0) {
    const changed = sql.join(scopeColumns.map((c) => sql`${sql.ref(`old.${c}`)} is not ${sql.ref(`new.${c}`)}`), sql` or `);
    await sql`create trigger ${onUpdate} after update of ${sql.join(scopeColumns.map((c) => sql.id(c)))} on ${sql.table(table)} for each row
      when ${changed} ${body(scoped.flatMap((columns) => [decrement(table, columns), increment(table, columns)]))}`.execute(db);
  }
}
