// Coordinates keep 6 decimals (about 0.1 m), a goods unit's weight 4 (a 12.5 kg bag is 0.0125 t).
// Every entity number was numeric(18, 3): SQLite kept the whole value anyway (its numeric columns
// store what they are given), PostgreSQL rounds to 3 decimals, about 100 m, which bends a
// vehicle's track. The columns now declare `x-decimals`.
// PostgreSQL changes the type in place; SQLite cannot, so each table is made again from its own
// CREATE text with the new type, its rows copied, and its indexes, triggers and id sequence kept.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tables as this migration finds them

const THREE = 'numeric(18, 3)';
const COORDINATE = 'numeric(18, 6)';

/** Table -> column -> its new type. */
const RETYPED: Record<string, Record<string, string>> = {
  basic_geofence: { center_longitude: COORDINATE, center_latitude: COORDINATE },
  basic_goods: { unit_weight: 'numeric(18, 4)' },
  basic_station: { longitude: COORDINATE, latitude: COORDINATE },
  basic_vehicle_position: { longitude: COORDINATE, latitude: COORDINATE },
  fuel_station: { longitude: COORDINATE, latitude: COORDINATE },
  tms_vehicle_alarm: { longitude: COORDINATE, latitude: COORDINATE },
};

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Column -> [type before, type after]. */
type Changes = Record<string, [string, string]>;

/** The CREATE text with the columns' types changed, under another table name. */
function changedCreate(create: string, table: string, building: string, changes: Changes): string {
  let text = create.replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${building}"`);
  for (const [column, [from, to]] of Object.entries(changes)) {
    const before = text;
    text = text.replace(`"${column}" ${from}`, `"${column}" ${to}`);
    if (text === before) throw new Error(`migration 0063: ${table}.${column} is not ${from}`);
  }
  return text;
}

async function retypeSqliteTable(db: Db, table: string, changes: Changes): Promise<void> {
  const building = `${table}_0063`;
  const { rows: [created] } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  if (!created) throw new Error(`migration 0063: table ${table} is missing`);
  const { rows: dependents } = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null order by type`.execute(db);
  const { rows: [sequence] } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  await sql.raw(changedCreate(created.sql, table, building, changes)).execute(db);
  await sql`insert into ${sql.table(building)} select * from ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(building).renameTo(table).execute();
  for (const { sql: ddl } of dependents) await sql.raw(ddl).execute(db);
  if (sequence) await sql`update sqlite_sequence set seq = max(seq, ${sequence.seq}) where name = ${table}`.execute(db);
}

async function retype(db: Db, direction: 'up' | 'down'): Promise<void> {
  for (const [table, columns] of Object.entries(RETYPED)) {
    const changes: Changes = Object.fromEntries(Object.entries(columns).map(([column, type]) => [column, direction === 'up' ? [THREE, type] : [type, THREE]]));
    if (isPostgres(db)) {
      for (const [column, [, to]] of Object.entries(changes)) await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${sql.raw(to)}`.execute(db);
    } else {
      await retypeSqliteTable(db, table, changes);
    }
  }
}

export async function up(db: Db): Promise<void> {
  await retype(db, 'up');
}

export async function down(db: Db): Promise<void> {
  await retype(db, 'down');
}
