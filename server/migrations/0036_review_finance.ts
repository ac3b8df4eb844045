// Written by `npm run db:diff` from the entity schemas:
// - tms_invoice_application: new table (29 columns, 12 indexes)
// - tms_payment_application: new table (26 columns, 12 indexes)
// - tms_reconciliation: new table (25 columns, 14 indexes)
// - tms_verification: new table (20 columns, 11 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_invoice_application')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_number', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('consignee', 'varchar(100)')
    .addColumn('description_of_goods', 'varchar(100)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('freight_amount', 'numeric(18, 3)')
    .addColumn('tax_rate', 'numeric(18, 3)', notNull)
    .addColumn('tax_amount', 'numeric(18, 3)')
    .addColumn('amount_excluding_tax', 'numeric(18, 3)')
    .addColumn('invoice_type', 'varchar(20)', notNull)
    .addColumn('invoice_message_id', 'bigint')
    .addColumn('invoice_title', 'varchar(100)')
    .addColumn('tax_number', 'varchar(18)')
    .addColumn('registered_address', 'varchar(200)')
    .addColumn('registered_phone', 'varchar(20)')
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('bank_account', 'varchar(30)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_invoice_application_application_number_idx').on('tms_invoice_application').columns(['application_number']).execute();
  await db.schema.createIndex('tms_invoice_application_shipping_note_number_idx').on('tms_invoice_application').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_invoice_application_shipper_code_idx').on('tms_invoice_application').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_invoice_application_freight_amount_idx').on('tms_invoice_application').columns(['freight_amount']).execute();
  await db.schema.createIndex('tms_invoice_application_invoice_type_idx').on('tms_invoice_application').columns(['invoice_type']).execute();
  await db.schema.createIndex('tms_invoice_application_status_idx').on('tms_invoice_application').columns(['status']).execute();
  await db.schema.createIndex('tms_invoice_application_review_date_time_idx').on('tms_invoice_application').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_invoice_application_gmt_created_idx').on('tms_invoice_application').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_invoice_application_gmt_modified_idx').on('tms_invoice_application').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_invoice_application_branch_code_idx').on('tms_invoice_application').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_invoice_application_branch_code_gmt_created_idx').on('tms_invoice_application').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_invoice_application_branch_code_status_gmt_created_idx').on('tms_invoice_application').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createTable('tms_payment_application')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_number', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('bank_card_number', 'varchar(30)', notNull)
    .addColumn('payee_account_name', 'varchar(30)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('payee_bank_branch', 'varchar(100)')
    .addColumn('freight_amount', 'numeric(18, 3)')
    .addColumn('prepaid_amount', 'numeric(18, 3)')
    .addColumn('balance_amount', 'numeric(18, 3)')
    .addColumn('deduction_amount', 'numeric(18, 3)')
    .addColumn('deduction_reason', 'varchar(200)')
    .addColumn('amount_payable', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_payment_application_application_number_idx').on('tms_payment_application').columns(['application_number']).execute();
  await db.schema.createIndex('tms_payment_application_shipping_note_number_idx').on('tms_payment_application').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_payment_application_driver_code_idx').on('tms_payment_application').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_payment_application_freight_amount_idx').on('tms_payment_application').columns(['freight_amount']).execute();
  await db.schema.createIndex('tms_payment_application_amount_payable_idx').on('tms_payment_application').columns(['amount_payable']).execute();
  await db.schema.createIndex('tms_payment_application_status_idx').on('tms_payment_application').columns(['status']).execute();
  await db.schema.createIndex('tms_payment_application_review_date_time_idx').on('tms_payment_application').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_payment_application_gmt_created_idx').on('tms_payment_application').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_payment_application_gmt_modified_idx').on('tms_payment_application').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_payment_application_branch_code_idx').on('tms_payment_application').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_payment_application_branch_code_gmt_created_idx').on('tms_payment_application').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_payment_application_branch_code_status_gmt_created_idx').on('tms_payment_application').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createTable('tms_reconciliation')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('reconciliation_number', 'varchar(20)')
    .addColumn('party_type', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('customer_code', 'varchar(16)')
    .addColumn('customer_name', 'varchar(100)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('period_from', 'varchar(8)', notNull)
    .addColumn('period_to', 'varchar(8)', notNull)
    .addColumn('waybill_count', 'bigint')
    .addColumn('freight_total', 'numeric(18, 3)')
    .addColumn('adjustment_amount', 'numeric(18, 3)')
    .addColumn('adjustment_reason', 'varchar(200)')
    .addColumn('confirmed_amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('submit_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_reconciliation_reconciliation_number_idx').on('tms_reconciliation').columns(['reconciliation_number']).execute();
  await db.schema.createIndex('tms_reconciliation_party_type_idx').on('tms_reconciliation').columns(['party_type']).execute();
  await db.schema.createIndex('tms_reconciliation_shipper_code_idx').on('tms_reconciliation').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_reconciliation_customer_code_idx').on('tms_reconciliation').columns(['customer_code']).execute();
  await db.schema.createIndex('tms_reconciliation_period_from_idx').on('tms_reconciliation').columns(['period_from']).execute();
  await db.schema.createIndex('tms_reconciliation_freight_total_idx').on('tms_reconciliation').columns(['freight_total']).execute();
  await db.schema.createIndex('tms_reconciliation_confirmed_amount_idx').on('tms_reconciliation').columns(['confirmed_amount']).execute();
  await db.schema.createIndex('tms_reconciliation_status_idx').on('tms_reconciliation').columns(['status']).execute();
  await db.schema.createIndex('tms_reconciliation_review_date_time_idx').on('tms_reconciliation').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_reconciliation_gmt_created_idx').on('tms_reconciliation').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_reconciliation_gmt_modified_idx').on('tms_reconciliation').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_reconciliation_branch_code_idx').on('tms_reconciliation').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_reconciliation_branch_code_gmt_created_idx').on('tms_reconciliation').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_reconciliation_branch_code_status_gmt_created_idx').on('tms_reconciliation').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createTable('tms_verification')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('verification_number', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('freight_amount', 'numeric(18, 3)')
    .addColumn('prepaid_amount', 'numeric(18, 3)')
    .addColumn('oil_card_amount', 'numeric(18, 3)')
    .addColumn('verified_amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_verification_verification_number_idx').on('tms_verification').columns(['verification_number']).execute();
  await db.schema.createIndex('tms_verification_shipping_note_number_idx').on('tms_verification').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_verification_driver_code_idx').on('tms_verification').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_verification_verified_amount_idx').on('tms_verification').columns(['verified_amount']).execute();
  await db.schema.createIndex('tms_verification_status_idx').on('tms_verification').columns(['status']).execute();
  await db.schema.createIndex('tms_verification_review_date_time_idx').on('tms_verification').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_verification_gmt_created_idx').on('tms_verification').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_verification_gmt_modified_idx').on('tms_verification').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_verification_branch_code_idx').on('tms_verification').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_verification_branch_code_gmt_created_idx').on('tms_verification').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_verification_branch_code_status_gmt_created_idx').on('tms_verification').columns(['branch_code', 'status', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_verification').execute();
  await db.schema.dropTable('tms_reconciliation').execute();
  await db.schema.dropTable('tms_payment_application').execute();
  await db.schema.dropTable('tms_invoice_application').execute();
}
