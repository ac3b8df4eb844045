// The secret public links are signed with (server/publicLinks/secret.ts), generated once and
// kept here so links survive restarts and open on every instance. Written by hand (not an
// entity table); never edit it once released.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('sys_link_secret')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_link_secret').execute();
}
