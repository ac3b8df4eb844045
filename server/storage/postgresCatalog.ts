// What a PostgreSQL database holds, read from its catalogues (information_schema, pg_index,
// pg_constraint, pg_trigger): its tables, their columns in the form the entity shapes write them
// (shape.ts: varchar(n), numeric(18, 3) ...), indexes, foreign keys and identity columns. The
// copy from SQLite (copyDatabase.ts) and the migration-equivalence test read a database with it.
import { sql, type Kysely } from 'kysely';
import type { IndexShape } from './shape';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any migrated database

export interface CatalogColumn {
  name: string;
  /** As a migration writes it: varchar(20), numeric(18, 3), bigint, integer, text ... */
  type: string;
  notNull: boolean;
  primaryKey: boolean;
  /** Numbered by the database (`generated ... as identity` or a serial's sequence). */
  identity: boolean;
  default: string | null;
}

/** The base tables of the current schema, by name. */
export async function tablesOf(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

export async function viewsOf(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.views
    where table_schema = current_schema() order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

interface ColumnRow {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
  identity: boolean;
  default: string | null;
  primary_key: boolean;
}

/** format_type's name as a migration writes it: `character varying(20)` is varchar(20),
 * `numeric(18,3)` numeric(18, 3). */
const typeOf = (formatted: string) => formatted.replace(/^character varying/, 'varchar').replace(/^numeric\((\d+),(\d+)\)$/, 'numeric($1, $2)');

/** The columns of every table and view (or of one), in their order. */
async function readColumns(db: AnyDb, table?: string): Promise<Map<string, CatalogColumn[]>> {
  const { rows } = await sql<ColumnRow>`select t.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null, a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%' as identity,
      pg_get_expr(d.adbin, d.adrelid) as default, coalesce(a.attnum = any(k.conkey), false) as primary_key
    from pg_attribute a
    join pg_class t on t.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_constraint k on k.conrelid = t.oid and k.contype = 'p'
    where t.relnamespace = current_schema()::regnamespace and t.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      ${table === undefined ? sql`` : sql`and t.relname = ${table}`}
    order by t.relname, a.attnum`.execute(db);
  const columns = new Map<string, CatalogColumn[]>();
  for (const row of rows) {
    const column = { name: row.name, type: typeOf(row.type), notNull: row.not_null, primaryKey: row.primary_key, identity: row.identity, default: row.default };
    columns.set(row.table, [...(columns.get(row.table) ?? []), column]);
  }
  return columns;
}

/** The columns of a table or view in their order. */
export async function columnsOf(db: AnyDb, table: string): Promise<CatalogColumn[]> {
  return (await readColumns(db, table)).get(table) ?? [];
}

/** Table (or view) -> its columns in their order. */
export async function columnsOfAll(db: AnyDb): Promise<Map<string, CatalogColumn[]>> {
  return readColumns(db);
}

/** The indexes made by CREATE INDEX, not those backing a primary key or unique constraint. */
export async function indexesOf(db: AnyDb, table: string): Promise<IndexShape[]> {
  const { rows } = await sql<{ name: string; unique: boolean; columns: string[] }>`select i.relname as name, x.indisunique as unique,
      array(select a.attname from unnest(x.indkey::int2[]) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.position)::text[] as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by i.relname`.execute(db);
  return rows.map((row) => ({ name: row.name, columns: row.columns, unique: row.unique }));
}

/** The triggers on a table (not those PostgreSQL makes for a foreign key), by name. */
export async function triggersOf(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select g.tgname as name from pg_trigger g join pg_class t on t.oid = g.tgrelid
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace and not g.tgisinternal
    order by g.tgname`.execute(db);
  return rows.map((row) => row.name);
}

/** Table -> the other tables its foreign keys reference (a table referencing itself included). */
export async function foreignKeysOf(db: AnyDb): Promise<Map<string, { references: string; columns: string[] }[]>> {
  const { rows } = await sql<{ table: string; references: string; columns: string[] }>`select t.relname as table, r.relname as references,
      array(select a.attname from unnest(c.conkey) as k(attnum) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum)::text[] as columns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class r on r.oid = c.confrelid
    where c.contype = 'f' and t.relnamespace = current_schema()::regnamespace
    order by t.relname, c.conname`.execute(db);
  const keys = new Map<string, { references: string; columns: string[] }[]>();
  for (const row of rows) keys.set(row.table, [...(keys.get(row.table) ?? []), { references: row.references, columns: row.columns }]);
  return keys;
}

/** The tables in an order where each comes after the tables its foreign keys reference (a
 * reference of a table to itself does not order it). */
export function inForeignKeyOrder(tables: string[], keys: Map<string, { references: string }[]>): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys reference each other in a cycle: ${[...path, table].join(' -> ')}`);
    for (const { references } of keys.get(table) ?? []) {
      if (references !== table && tables.includes(references)) visit(references, [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

/** Every definition the database keeps, one line each: tables with their columns, constraints,
 * indexes, triggers, trigger functions and views, so two databases compare as text. */
export async function definitionsOf(db: AnyDb): Promise<string[]> {
  const lines: string[] = [];
  const all = await columnsOfAll(db);
  for (const table of await tablesOf(db)) {
    const columns = all.get(table)!.map((c) => `${c.name} ${c.type}${c.notNull ? ' not null' : ''}${c.identity ? ' identity' : ''}${c.default ? ` default ${c.default}` : ''}`);
    lines.push(`table ${table}: ${columns.join(', ')}`);
  }
  const { rows } = await sql<{ line: string }>`
    select 'constraint ' || t.relname || '.' || c.conname || ': ' || pg_get_constraintdef(c.oid) as line
      from pg_constraint c join pg_class t on t.oid = c.conrelid where t.relnamespace = current_schema()::regnamespace
    union all select 'index ' || indexname || ': ' || indexdef from pg_indexes where schemaname = current_schema()
    union all select 'trigger ' || g.tgname || ': ' || pg_get_triggerdef(g.oid) from pg_trigger g join pg_class t on t.oid = g.tgrelid
      where t.relnamespace = current_schema()::regnamespace and not g.tgisinternal
    union all select 'function ' || p.proname || ': ' || p.prosrc from pg_proc p where p.pronamespace = current_schema()::regnamespace
    union all select 'view ' || viewname || ': ' || definition from pg_views where schemaname = current_schema()
    order by 1`.execute(db);
  return [...lines, ...rows.map((row) => row.line)];
}
