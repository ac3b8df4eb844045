// PostgreSQL's form of the count triggers (sqliteCountTriggers.ts): one PL/pgSQL function per
// table, run after every insert, delete and change of a scope column, with the same statements.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ScopeShape } from '../keptCounts';
import { decrement, increment } from './sqliteCountTriggers';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- called by migrations on an untyped database

const functionName = (table: string) => `${table}_count`;

const statements = (list: RawBuilder<unknown>[]) => sql.join(list.map((statement) => sql`${statement};`), sql`\n`);

export async function dropPostgresCountTriggers(db: AnyDb, table: string): Promise<void> {
  await sql`drop trigger if exists ${sql.id(functionName(table))} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists ${sql.id(functionName(table))}()`.execute(db);
}

export async function createPostgresCountTriggers(db: AnyDb, table: string, shapes: ScopeShape[]): Promise<void> {
  if (shapes.length === 0) return;
  const scoped = shapes.filter((columns) => columns.length > 0);
  const scopeColumns = [...new Set(scoped.flat())];
  const changed = scopeColumns.length === 0 ? sql`false`
    : sql.join(scopeColumns.map((c) => sql`${sql.ref(`old.${c}`)} is distinct from ${sql.ref(`new.${c}`)}`), sql` or `);
  const name = sql.id(functionName(table));
  // The body is a dollar-quoted text: compiled to SQL first, since it can take no parameters.
  const body = sql`begin
    if tg_op = 'INSERT' then ${statements(shapes.map((columns) => increment(table, columns, true)))}
    elsif tg_op = 'DELETE' then ${statements(shapes.map((columns) => decrement(table, columns)))}
    elsif ${changed} then ${statements(scoped.flatMap((columns) => [decrement(table, columns), increment(table, columns, true)]))}
    end if;
    return null;
  end`.compile(db).sql;
  await sql`create function ${name}() returns trigger language plpgsql as ${sql.raw(`$count$${body}$count$`)}`.execute(db);
  const onUpdate = scopeColumns.length === 0 ? sql`` : sql` or update of ${sql.join(scopeColumns.map((c) => sql.id(c)))}`;
  await sql`create trigger ${name} after insert or delete${onUpdate} on ${sql.table(table)} for each row execute function ${name}()`.execute(db);
}
