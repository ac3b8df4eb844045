// Rate limits and lock-outs counted in the database (issue 17): instances sharing a PostgreSQL
// database share their counts (server/limits/counters.ts). One row per counted subject: the
// window it counts in (an hour, a day, a minute), the count, and when the row may be deleted.
// On PostgreSQL the table is unlogged: a count lost in a crash costs nothing, and a count not
// written to the WAL is about three times faster (1.3 ms instead of 3.6 ms here), which every API
// call pays. Internal, not an entity. Written by hand; never edit it once released.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('limit_counter')
    .addColumn('subject', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('period', 'varchar(32)', notNull)
    .addColumn('count', 'integer', notNull)
    .addColumn('forget_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('limit_counter_forget_idx').on('limit_counter').column('forget_at').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table limit_counter set unlogged`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('limit_counter').execute();
}
