// Written by `npm run db:diff` from the entity schemas:
// - basic_department: new table (11 columns, 6 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_department')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('parent_id', 'bigint')
    .addColumn('sort_order', 'bigint')
    .addColumn('leader', 'varchar(30)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_department_parent_id_idx').on('basic_department').columns(['parent_id']).execute();
  await db.schema.createIndex('basic_department_sort_order_idx').on('basic_department').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_department_status_idx').on('basic_department').columns(['status']).execute();
  await db.schema.createIndex('basic_department_gmt_created_idx').on('basic_department').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_department_branch_code_idx').on('basic_department').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_department_branch_code_parent_id_sort_order_idx').on('basic_department').columns(['branch_code', 'parent_id', 'sort_order']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('basic_department').execute();
}
