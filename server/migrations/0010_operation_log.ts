// Written by `npm run db:diff` from the entity schemas:
// - operation_log: new table (15 columns, 6 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('operation_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('operator_code', 'varchar(32)', notNull)
    .addColumn('operator_name', 'varchar(100)', notNull)
    .addColumn('role_code', 'varchar(32)', notNull)
    .addColumn('role_name', 'varchar(100)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('client_address', 'varchar(64)', notNull)
    .addColumn('operation_kind', 'varchar(32)', notNull)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('resource', 'varchar(64)', notNull)
    .addColumn('record_id', 'varchar(64)')
    .addColumn('record_number', 'varchar(64)')
    .addColumn('before_values', 'varchar(20000)')
    .addColumn('after_values', 'varchar(20000)')
    .execute();
  await db.schema.createIndex('operation_log_gmt_created_idx').on('operation_log').columns(['gmt_created']).execute();
  await db.schema.createIndex('operation_log_operator_code_idx').on('operation_log').columns(['operator_code']).execute();
  await db.schema.createIndex('operation_log_operation_kind_idx').on('operation_log').columns(['operation_kind']).execute();
  await db.schema.createIndex('operation_log_resource_idx').on('operation_log').columns(['resource']).execute();
  await db.schema.createIndex('operation_log_branch_code_idx').on('operation_log').columns(['branch_code']).execute();
  await db.schema.createIndex('operation_log_branch_code_gmt_created_idx').on('operation_log').columns(['branch_code', 'gmt_created']).execute();
  await dialectOf(db).keepCounts(db, 'operation_log', [[], ['branch_code']]);
}

export async function down(db: Db): Promise<void> {
  await dialectOf(db).stopKeepingCounts(db, 'operation_log');
  await db.schema.dropTable('operation_log').execute();
}
