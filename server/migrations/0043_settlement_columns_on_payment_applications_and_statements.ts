// Written by `npm run db:diff` from the entity schemas:
// - tms_payment_application: new column shipper_code varchar(32)
// - tms_payment_application: new column service_fee_amount numeric(18, 3)
// - tms_payment_application: new column urge_status varchar(10)
// - tms_payment_application: new column urge_count bigint
// - tms_payment_application: new column urged_date_time varchar(19)
// - tms_payment_application: new column payment_number varchar(20)
// - tms_payment_application: new column bank_serial_number varchar(64)
// - tms_payment_application: new column paid_date_time varchar(19)
// - tms_payment_application: new index tms_payment_application_shipper_code_idx (shipper_code)
// - tms_payment_application: new index tms_payment_application_urge_status_idx (urge_status)
// - tms_payment_application: new index tms_payment_application_urged_date_time_idx (urged_date_time)
// - tms_payment_application: new index tms_payment_application_paid_date_time_idx (paid_date_time)
// - tms_reconciliation: new column customer_confirmer varchar(30)
// - tms_reconciliation: new column customer_reply_date_time varchar(19)
// - tms_reconciliation: new column dispute_reason varchar(200)
// - tms_reconciliation: new index tms_reconciliation_customer_reply_date_time_idx (customer_reply_date_time)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('tms_payment_application').addColumn('shipper_code', 'varchar(32)').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('service_fee_amount', 'numeric(18, 3)').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('urge_status', 'varchar(10)').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('urge_count', 'bigint').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('urged_date_time', 'varchar(19)').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('payment_number', 'varchar(20)').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('bank_serial_number', 'varchar(64)').execute();
  await db.schema.alterTable('tms_payment_application').addColumn('paid_date_time', 'varchar(19)').execute();
  await db.schema.createIndex('tms_payment_application_shipper_code_idx').on('tms_payment_application').columns(['shipper_code']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_payment_application_shipper_code_idx');
  await db.schema.createIndex('tms_payment_application_urge_status_idx').on('tms_payment_application').columns(['urge_status']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_payment_application_urge_status_idx');
  await db.schema.createIndex('tms_payment_application_urged_date_time_idx').on('tms_payment_application').columns(['urged_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_payment_application_urged_date_time_idx');
  await db.schema.createIndex('tms_payment_application_paid_date_time_idx').on('tms_payment_application').columns(['paid_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_payment_application_paid_date_time_idx');
  await db.schema.alterTable('tms_reconciliation').addColumn('customer_confirmer', 'varchar(30)').execute();
  await db.schema.alterTable('tms_reconciliation').addColumn('customer_reply_date_time', 'varchar(19)').execute();
  await db.schema.alterTable('tms_reconciliation').addColumn('dispute_reason', 'varchar(200)').execute();
  await db.schema.createIndex('tms_reconciliation_customer_reply_date_time_idx').on('tms_reconciliation').columns(['customer_reply_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_reconciliation_customer_reply_date_time_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('tms_reconciliation_customer_reply_date_time_idx').execute();
  await db.schema.alterTable('tms_reconciliation').dropColumn('dispute_reason').execute();
  await db.schema.alterTable('tms_reconciliation').dropColumn('customer_reply_date_time').execute();
  await db.schema.alterTable('tms_reconciliation').dropColumn('customer_confirmer').execute();
  await db.schema.dropIndex('tms_payment_application_paid_date_time_idx').execute();
  await db.schema.dropIndex('tms_payment_application_urged_date_time_idx').execute();
  await db.schema.dropIndex('tms_payment_application_urge_status_idx').execute();
  await db.schema.dropIndex('tms_payment_application_shipper_code_idx').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('paid_date_time').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('bank_serial_number').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('payment_number').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('urged_date_time').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('urge_count').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('urge_status').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('service_fee_amount').execute();
  await db.schema.alterTable('tms_payment_application').dropColumn('shipper_code').execute();
}
