// What a role may do is read from the menu grants (menu, role_menu, role_permission_deny) and kept
// in each server process (server/entities/roleGrants.ts). A change of those tables, by any
// instance or by hand, bumps one counter in the same transaction; every token look-up reads the
// counter, and a process whose kept grants are older reads them again. Internal, not an entity;
// the table starts empty (the first change writes its row), so a copied database needs no row.
// Written by hand; never edit it once released.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { notNull } from './columns';

type Db = Kysely<unknown>;

/** The tables whose rows decide what a role may do. */
const GRANT_TABLES = ['menu', 'role_menu', 'role_permission_deny'] as const;
const BUMP = sql`insert into access_version (id, value) values (1, 1) on conflict (id) do update set value = access_version.value + 1`;
const POSTGRES_FUNCTION = 'access_version_bump';
const sqliteTrigger = (table: string, event: string) => `${table}_access_version_${event}`;
const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('access_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('value', 'integer', notNull)
    .execute();
  if (dialectOf(db).name === 'postgres') {
    const body = sql`begin ${BUMP}; return null; end`.compile(db).sql;
    await sql`create function ${sql.id(POSTGRES_FUNCTION)}() returns trigger language plpgsql as ${sql.raw(`$bump$${body}$bump$`)}`.execute(db);
    for (const table of GRANT_TABLES) {
      await sql`create trigger ${sql.id(`${table}_access_version`)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function ${sql.id(POSTGRES_FUNCTION)}()`.execute(db);
    }
    return;
  }
  for (const table of GRANT_TABLES) {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.id(sqliteTrigger(table, event))} after ${sql.raw(event)} on ${sql.table(table)} begin ${BUMP}; end`.execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db).name === 'postgres') {
    for (const table of GRANT_TABLES) await sql`drop trigger if exists ${sql.id(`${table}_access_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists ${sql.id(POSTGRES_FUNCTION)}()`.execute(db);
  } else {
    for (const table of GRANT_TABLES) for (const event of EVENTS) await sql`drop trigger if exists ${sql.id(sqliteTrigger(table, event))}`.execute(db);
  }
  await db.schema.dropTable('access_version').execute();
}
