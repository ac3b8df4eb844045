// Row counts per entity and data scope, kept exact by SQLite triggers (migration 0004), so the
// total of a list with no filter beyond the caller's scope — branch staff opening the waybill
// list: a million rows — is one primary-key look-up instead of a count over an index (60–120 ms
// at 1,000,000 rows whenever the total cache is cold).
// `entity_count` holds one row per table, scope shape (the scope columns of a role, such as
// `branch_code,shipper_code`; '' for the whole table) and scope values; `entity_count_scope`
// lists the shapes the triggers keep. A list of a shape nobody keeps (a table without triggers,
// a scope rule added later) is counted in the table as before, so a total is never wrong.
import { sql, SqliteAdapter, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { PartyType } from '../party/create';
import type { EntityRow } from '../storage/schema';
import type { Caller } from './caller';
import type { EntityDefinition } from './definition';
import { scopeConditions, type ScopeCondition } from './scope';

export const COUNT_TABLE = 'entity_count';
export const SHAPE_TABLE = 'entity_count_scope';
/** Joins the values of a two-column scope; party and branch codes never hold control characters. */
const SEPARATOR = '\u001f';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations and the entity API type their databases differently
type CountQuery = SelectQueryBuilder<Record<string, EntityRow>, never, { total: number }>;

/** Every role, so each scope shape a list can have gets a count (a new role must be listed). */
const ROLES: Record<PartyType, true> = { PLAT_ADMIN: true, BRANCH_STAFF: true, SHIPPER: true, DRIVER: true };

/** The scope column lists of the entity's lists, from the scope rules themselves. */
export function scopeShapes(entity: EntityDefinition): string[][] {
  const shapes = new Map<string, string[]>();
  for (const role of Object.keys(ROLES)) {
    const caller: Caller = { partyId: 0, code: '', name: '', branchCode: '', role };
    const columns = scopeConditions(entity, caller)?.map((condition) => condition.column);
    if (columns) shapes.set(columns.join(','), columns);
  }
  return [...shapes.values()];
}

export function scopeValuesKey(values: string[]): string {
  return values.join(SEPARATOR);
}

export function isSqlite(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The key of a row's scope values as SQL; NULL when any of them is NULL (a waybill without a
 * driver is in no driver's scope). */
function keyOf(columns: string[], row?: 'new' | 'old'): RawBuilder<string> {
  if (columns.length === 0) return sql<string>`${sql.lit('')}`;
  const refs = columns.map((column) => sql.ref(row ? `${row}.${column}` : column));
  return sql<string>`${sql.join(refs, sql` || ${sql.lit(SEPARATOR)} || `)}`;
}

/** Trigger statements take no bound parameters: names and shapes are written as literals. */
function increment(table: string, columns: string[]): RawBuilder<unknown> {
  const key = keyOf(columns, 'new');
  return sql`insert into ${sql.table(COUNT_TABLE)} (table_name, scope_columns, scope_values, row_count)
    select ${sql.lit(table)}, ${sql.lit(columns.join(','))}, ${key}, 1 where ${key} is not null
    on conflict (table_name, scope_columns, scope_values) do update set row_count = row_count + 1`;
}

function decrement(table: string, columns: string[]): RawBuilder<unknown> {
  return sql`update ${sql.table(COUNT_TABLE)} set row_count = row_count - 1
    where table_name = ${sql.lit(table)} and scope_columns = ${sql.lit(columns.join(','))} and scope_values = ${keyOf(columns, 'old')}`;
}

const body = (statements: RawBuilder<unknown>[]) => sql`begin ${sql.join(statements, sql`; `)}; end`;

const triggerNames = (table: string) => ['insert', 'delete', 'update'].map((event) => `${table}_count_${event}`);

/** Counts the table's rows again for every shape (after a migration or a bulk load). */
export async function recountScopes(db: AnyDb, entity: EntityDefinition): Promise<void> {
  const { table } = entity;
  await sql`delete from ${sql.table(COUNT_TABLE)} where table_name = ${table}`.execute(db);
  for (const columns of scopeShapes(entity)) {
    const key = keyOf(columns);
    const grouped = columns.length === 0 ? sql`` : sql`where ${key} is not null group by ${sql.join(columns.map((c) => sql.ref(c)))}`;
    await sql`insert into ${sql.table(COUNT_TABLE)} (table_name, scope_columns, scope_values, row_count)
      select ${table}, ${columns.join(',')}, ${key}, count(*) from ${sql.table(table)} ${grouped}`.execute(db);
  }
}

/** Installs the count triggers of the entity's table (SQLite) and counts its rows. */
export async function maintainScopeCounts(db: AnyDb, entity: EntityDefinition): Promise<void> {
  const { table } = entity;
  const shapes = scopeShapes(entity);
  const scoped = shapes.filter((columns) => columns.length > 0);
  const scopeColumns = [...new Set(scoped.flat())];
  const [onInsert, onDelete, onUpdate] = triggerNames(table).map((name) => sql.id(name));
  await sql`create trigger ${onInsert} after insert on ${sql.table(table)} for each row
    ${body(shapes.map((columns) => increment(table, columns)))}`.execute(db);
  await sql`create trigger ${onDelete} after delete on ${sql.table(table)} for each row
    ${body(shapes.map((columns) => decrement(table, columns)))}`.execute(db);
  if (scoped.length > 0) {
    // A record moved to another branch or party leaves the old scope's count for the new one's.
    const changed = sql.join(scopeColumns.map((c) => sql`${sql.ref(`old.${c}`)} is not ${sql.ref(`new.${c}`)}`), sql` or `);
    await sql`create trigger ${onUpdate} after update of ${sql.join(scopeColumns.map((c) => sql.id(c)))} on ${sql.table(table)} for each row
      when ${changed} ${body(scoped.flatMap((columns) => [decrement(table, columns), increment(table, columns)]))}`.execute(db);
  }
  await sql`delete from ${sql.table(SHAPE_TABLE)} where table_name = ${table}`.execute(db);
  for (const columns of shapes) {
    await sql`insert into ${sql.table(SHAPE_TABLE)} (table_name, scope_columns) values (${table}, ${columns.join(',')})`.execute(db);
  }
  await recountScopes(db, entity);
}

export async function dropScopeCounts(db: AnyDb, entity: EntityDefinition): Promise<void> {
  for (const name of triggerNames(entity.table)) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  await sql`delete from ${sql.table(SHAPE_TABLE)} where table_name = ${entity.table}`.execute(db);
  await sql`delete from ${sql.table(COUNT_TABLE)} where table_name = ${entity.table}`.execute(db);
}

/** The total of an unfiltered scoped list: the kept count when the triggers keep its shape,
 * else `counted` (the count in the table). */
export function scopeCountQuery(db: Kysely<Record<string, EntityRow>>, entity: EntityDefinition, scope: ScopeCondition[], counted: Expression<unknown>): CountQuery {
  const columns = scope.map((condition) => condition.column).join(',');
  const values = scopeValuesKey(scope.map((condition) => condition.value));
  return db.selectNoFrom(sql<number>`case
    when exists (select 1 from ${sql.table(SHAPE_TABLE)} where table_name = ${entity.table} and scope_columns = ${columns})
    then coalesce((select row_count from ${sql.table(COUNT_TABLE)} where table_name = ${entity.table} and scope_columns = ${columns} and scope_values = ${values}), 0)
    else (${counted}) end`.as('total'));
}
