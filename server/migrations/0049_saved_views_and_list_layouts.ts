// Saved list views and each user's own list layout (server/views): JSON states a user keeps per
// screen, so they follow him from one browser to another. Written by hand (not entity tables:
// nobody lists them through the generic entity API); never edit it once released.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('sys_saved_view')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('party_id', 'integer', notNull)
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('screen', 'varchar(120)', notNull)
    .addColumn('name', 'varchar(30)', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shared_role', 'varchar(40)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_saved_view_owner_name_uq').on('sys_saved_view')
    .columns(['party_id', 'screen', 'name']).unique().execute();
  await db.schema.createIndex('sys_saved_view_shared_ix').on('sys_saved_view')
    .columns(['branch_code', 'screen', 'shared_role']).execute();

  await db.schema.createTable('sys_list_layout')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('party_id', 'integer', notNull)
    .addColumn('screen', 'varchar(120)', notNull)
    .addColumn('layout', 'text', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_list_layout_owner_uq').on('sys_list_layout')
    .columns(['party_id', 'screen']).unique().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_list_layout').execute();
  await db.schema.dropTable('sys_saved_view').execute();
}
