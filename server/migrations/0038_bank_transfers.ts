// Written by `npm run db:diff` from the entity schemas:
// - fin_bank_transfer: new table (24 columns, 17 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('fin_bank_transfer')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('transfer_number', 'varchar(24)', notNull)
    .addColumn('reference', 'varchar(80)', notNull)
    .addColumn('direction', 'varchar(10)', notNull)
    .addColumn('business_type', 'varchar(20)', notNull)
    .addColumn('business_number', 'varchar(40)')
    .addColumn('payer_name', 'varchar(100)', notNull)
    .addColumn('payer_account', 'varchar(30)')
    .addColumn('payee_name', 'varchar(100)', notNull)
    .addColumn('payee_account', 'varchar(30)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('payment_means_code', 'varchar(4)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('bank_serial_number', 'varchar(40)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('finished_date_time', 'varchar(19)')
    .addColumn('due_at', 'varchar(30)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('fin_bank_transfer_branch_code_reference_uq').on('fin_bank_transfer').columns(['branch_code', 'reference']).unique().execute();
  await db.schema.createIndex('fin_bank_transfer_transfer_number_idx').on('fin_bank_transfer').columns(['transfer_number']).execute();
  await db.schema.createIndex('fin_bank_transfer_direction_idx').on('fin_bank_transfer').columns(['direction']).execute();
  await db.schema.createIndex('fin_bank_transfer_business_type_idx').on('fin_bank_transfer').columns(['business_type']).execute();
  await db.schema.createIndex('fin_bank_transfer_payee_bank_code_idx').on('fin_bank_transfer').columns(['payee_bank_code']).execute();
  await db.schema.createIndex('fin_bank_transfer_amount_idx').on('fin_bank_transfer').columns(['amount']).execute();
  await db.schema.createIndex('fin_bank_transfer_status_idx').on('fin_bank_transfer').columns(['status']).execute();
  await db.schema.createIndex('fin_bank_transfer_finished_date_time_idx').on('fin_bank_transfer').columns(['finished_date_time']).execute();
  await db.schema.createIndex('fin_bank_transfer_gmt_created_idx').on('fin_bank_transfer').columns(['gmt_created']).execute();
  await db.schema.createIndex('fin_bank_transfer_branch_code_idx').on('fin_bank_transfer').columns(['branch_code']).execute();
  await db.schema.createIndex('fin_bank_transfer_shipper_code_idx').on('fin_bank_transfer').columns(['shipper_code']).execute();
  await db.schema.createIndex('fin_bank_transfer_driver_code_idx').on('fin_bank_transfer').columns(['driver_code']).execute();
  await db.schema.createIndex('fin_bank_transfer_branch_code_gmt_created_idx').on('fin_bank_transfer').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('fin_bank_transfer_branch_code_status_gmt_created_idx').on('fin_bank_transfer').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('fin_bank_transfer_business_type_business_number_idx').on('fin_bank_transfer').columns(['business_type', 'business_number']).execute();
  await db.schema.createIndex('fin_bank_transfer_driver_code_gmt_created_idx').on('fin_bank_transfer').columns(['driver_code', 'gmt_created']).execute();
  await db.schema.createIndex('fin_bank_transfer_shipper_code_gmt_created_idx').on('fin_bank_transfer').columns(['shipper_code', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('fin_bank_transfer').execute();
}
