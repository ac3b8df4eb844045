// The shape of entity tables as a PostgreSQL database has them, read from its catalogues
// (server/storage/postgresCatalog.ts) in the form the entity schemas write them.
import { sql, type Kysely } from 'kysely';
import { columnsOf } from '../../../../server/storage/postgresCatalog';
import type { ColumnShape } from '../../../../server/storage/shape';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any migrated database

export async function postgresColumnsOf(db: AnyDb, table: string): Promise<ColumnShape[]> {
  return (await columnsOf(db, table)).map((column) => (column.primaryKey
    ? { name: column.name, type: column.type, notNull: true, primaryKey: true }
    : { name: column.name, type: column.type, notNull: column.notNull }));
}

/** Whether the view runs this select: PostgreSQL keeps a view as its parsed query, so the select
 * is made a temporary view and the two definitions PostgreSQL prints are compared. */
export async function postgresViewRuns(db: AnyDb, view: string, select: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`create temporary view expected_view as ${sql.raw(select)}`.execute(trx);
    const { rows } = await sql<{ same: boolean }>`select pg_get_viewdef(${view}::regclass) = pg_get_viewdef('expected_view'::regclass) as same`.execute(trx);
    await sql`drop view expected_view`.execute(trx);
    return rows[0]!.same;
  });
}
