// Written by `npm run db:diff` from the entity schemas:
// - tms_invoice_application: new column waybill_count bigint
// - tms_invoice_application: new column freight_total numeric(18, 3)
// - tms_invoice_application: new column service_fee_rate numeric(18, 3)
// - tms_invoice_application: new column service_fee_amount numeric(18, 3)
// - tms_invoice_application: new column invoice_medium varchar(20)
// - tms_invoice_application: new column receiver_name varchar(30)
// - tms_invoice_application: new column receiver_mobile varchar(11)
// - tms_invoice_application: new column receiver_address varchar(200)
// - tms_invoice_application: new column receiver_email varchar(100)
// - tms_invoice_application: new column invoice_code varchar(12)
// - tms_invoice_application: new column invoice_number varchar(20)
// - tms_invoice_application: new column issue_date_time varchar(19)
// - tms_invoice_application: new column issuer_name varchar(30)
// - tms_invoice_application: new column seller_name varchar(100)
// - tms_invoice_application: new column seller_tax_number varchar(18)
// - tms_invoice_application: new column seller_address_phone varchar(230)
// - tms_invoice_application: new column seller_bank_account varchar(140)
// - tms_invoice_application: new column express_company varchar(20)
// - tms_invoice_application: new column tracking_number varchar(30)
// - tms_invoice_application: new column mailed_date_time varchar(19)
// - tms_invoice_application: new column received_date_time varchar(19)
// - tms_invoice_application: new column transfer_number varchar(20)
// - tms_invoice_application: new column original_application_number varchar(20)
// - tms_invoice_application: new column reissued_application_number varchar(20)
// - tms_invoice_application: new column red_invoice_number varchar(20)
// - tms_invoice_application: new column reversed_date_time varchar(19)
// - tms_invoice_application: new index tms_invoice_application_invoice_medium_idx (invoice_medium)
// - tms_invoice_application: new index tms_invoice_application_issue_date_time_idx (issue_date_time)
// - tms_invoice_application: new index tms_invoice_application_express_company_idx (express_company)
// - tms_invoice_application: new index tms_invoice_application_branch_code_issue_date_time_idx (branch_code, issue_date_time)
// - tms_invoice_line: new table (38 columns, 16 indexes)
// - tms_invoice_transfer: new table (34 columns, 10 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('tms_invoice_application').addColumn('waybill_count', 'bigint').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('freight_total', 'numeric(18, 3)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('service_fee_rate', 'numeric(18, 3)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('service_fee_amount', 'numeric(18, 3)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('invoice_medium', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('receiver_name', 'varchar(30)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('receiver_mobile', 'varchar(11)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('receiver_address', 'varchar(200)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('receiver_email', 'varchar(100)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('invoice_code', 'varchar(12)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('invoice_number', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('issue_date_time', 'varchar(19)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('issuer_name', 'varchar(30)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('seller_name', 'varchar(100)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('seller_tax_number', 'varchar(18)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('seller_address_phone', 'varchar(230)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('seller_bank_account', 'varchar(140)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('express_company', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('tracking_number', 'varchar(30)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('mailed_date_time', 'varchar(19)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('received_date_time', 'varchar(19)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('transfer_number', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('original_application_number', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('reissued_application_number', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('red_invoice_number', 'varchar(20)').execute();
  await db.schema.alterTable('tms_invoice_application').addColumn('reversed_date_time', 'varchar(19)').execute();
  await db.schema.createIndex('tms_invoice_application_invoice_medium_idx').on('tms_invoice_application').columns(['invoice_medium']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_invoice_application_invoice_medium_idx');
  await db.schema.createIndex('tms_invoice_application_issue_date_time_idx').on('tms_invoice_application').columns(['issue_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_invoice_application_issue_date_time_idx');
  await db.schema.createIndex('tms_invoice_application_express_company_idx').on('tms_invoice_application').columns(['express_company']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_invoice_application_express_company_idx');
  await db.schema.createIndex('tms_invoice_application_branch_code_issue_date_time_idx').on('tms_invoice_application').columns(['branch_code', 'issue_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_invoice_application_branch_code_issue_date_time_idx');
  await db.schema.createTable('tms_invoice_line')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_number', 'varchar(20)', notNull)
    .addColumn('application_id', 'bigint')
    .addColumn('invoice_code', 'varchar(12)')
    .addColumn('invoice_number', 'varchar(20)')
    .addColumn('issue_date_time', 'varchar(19)')
    .addColumn('tax_period', 'varchar(6)')
    .addColumn('line_status', 'varchar(20)', notNull)
    .addColumn('live_key', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('waybill_id', 'bigint')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('vehicle_type', 'varchar(3)')
    .addColumn('loading_country_subdivision_code', 'varchar(6)')
    .addColumn('place_of_loading', 'varchar(256)')
    .addColumn('receipt_country_subdivision_code', 'varchar(6)')
    .addColumn('goods_receipt_place', 'varchar(256)')
    .addColumn('description_of_goods', 'varchar(256)')
    .addColumn('cargo_type_classification_code', 'varchar(4)')
    .addColumn('goods_item_gross_weight', 'numeric(18, 3)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('freight_amount', 'numeric(18, 3)', notNull)
    .addColumn('service_fee_rate', 'numeric(18, 3)')
    .addColumn('service_fee_amount', 'numeric(18, 3)')
    .addColumn('line_amount', 'numeric(18, 3)', notNull)
    .addColumn('tax_rate', 'numeric(18, 3)', notNull)
    .addColumn('tax_amount', 'numeric(18, 3)', notNull)
    .addColumn('amount_excluding_tax', 'numeric(18, 3)', notNull)
    .addColumn('declare_status', 'varchar(20)', notNull)
    .addColumn('declared_date_time', 'varchar(19)')
    .addColumn('declarer_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_invoice_line_branch_code_live_key_uq').on('tms_invoice_line').columns(['branch_code', 'live_key']).unique().execute();
  await db.schema.createIndex('tms_invoice_line_application_number_idx').on('tms_invoice_line').columns(['application_number']).execute();
  await db.schema.createIndex('tms_invoice_line_issue_date_time_idx').on('tms_invoice_line').columns(['issue_date_time']).execute();
  await db.schema.createIndex('tms_invoice_line_tax_period_idx').on('tms_invoice_line').columns(['tax_period']).execute();
  await db.schema.createIndex('tms_invoice_line_line_status_idx').on('tms_invoice_line').columns(['line_status']).execute();
  await db.schema.createIndex('tms_invoice_line_shipping_note_number_idx').on('tms_invoice_line').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_invoice_line_shipper_code_idx').on('tms_invoice_line').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_invoice_line_driver_code_idx').on('tms_invoice_line').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_invoice_line_cargo_type_classification_code_idx').on('tms_invoice_line').columns(['cargo_type_classification_code']).execute();
  await db.schema.createIndex('tms_invoice_line_line_amount_idx').on('tms_invoice_line').columns(['line_amount']).execute();
  await db.schema.createIndex('tms_invoice_line_declare_status_idx').on('tms_invoice_line').columns(['declare_status']).execute();
  await db.schema.createIndex('tms_invoice_line_declared_date_time_idx').on('tms_invoice_line').columns(['declared_date_time']).execute();
  await db.schema.createIndex('tms_invoice_line_gmt_created_idx').on('tms_invoice_line').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_invoice_line_branch_code_idx').on('tms_invoice_line').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_invoice_line_branch_code_gmt_created_idx').on('tms_invoice_line').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_invoice_line_branch_code_shipping_note_number_idx').on('tms_invoice_line').columns(['branch_code', 'shipping_note_number']).execute();
  await db.schema.createTable('tms_invoice_transfer')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('transfer_number', 'varchar(20)')
    .addColumn('transfer_type', 'varchar(20)', notNull)
    .addColumn('original_application_number', 'varchar(20)', notNull)
    .addColumn('original_invoice_code', 'varchar(12)')
    .addColumn('original_invoice_number', 'varchar(20)')
    .addColumn('original_issue_date_time', 'varchar(19)')
    .addColumn('original_invoice_title', 'varchar(100)')
    .addColumn('original_tax_number', 'varchar(18)')
    .addColumn('original_invoice_amount', 'numeric(18, 3)')
    .addColumn('original_tax_amount', 'numeric(18, 3)')
    .addColumn('waybill_count', 'bigint')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('reason_type', 'varchar(20)', notNull)
    .addColumn('reason', 'varchar(200)')
    .addColumn('new_invoice_message_id', 'bigint')
    .addColumn('new_invoice_title', 'varchar(100)')
    .addColumn('new_tax_number', 'varchar(18)')
    .addColumn('red_invoice_code', 'varchar(12)')
    .addColumn('red_invoice_number', 'varchar(20)')
    .addColumn('reversed_date_time', 'varchar(19)')
    .addColumn('new_application_number', 'varchar(20)')
    .addColumn('new_invoice_code', 'varchar(12)')
    .addColumn('new_invoice_number', 'varchar(20)')
    .addColumn('reissued_date_time', 'varchar(19)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_invoice_transfer_transfer_number_idx').on('tms_invoice_transfer').columns(['transfer_number']).execute();
  await db.schema.createIndex('tms_invoice_transfer_transfer_type_idx').on('tms_invoice_transfer').columns(['transfer_type']).execute();
  await db.schema.createIndex('tms_invoice_transfer_shipper_code_idx').on('tms_invoice_transfer').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_invoice_transfer_reason_type_idx').on('tms_invoice_transfer').columns(['reason_type']).execute();
  await db.schema.createIndex('tms_invoice_transfer_status_idx').on('tms_invoice_transfer').columns(['status']).execute();
  await db.schema.createIndex('tms_invoice_transfer_gmt_created_idx').on('tms_invoice_transfer').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_invoice_transfer_gmt_modified_idx').on('tms_invoice_transfer').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_invoice_transfer_branch_code_idx').on('tms_invoice_transfer').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_invoice_transfer_branch_code_gmt_created_idx').on('tms_invoice_transfer').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_invoice_transfer_branch_code_status_gmt_created_idx').on('tms_invoice_transfer').columns(['branch_code', 'status', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_invoice_transfer').execute();
  await db.schema.dropTable('tms_invoice_line').execute();
  await db.schema.dropIndex('tms_invoice_application_branch_code_issue_date_time_idx').execute();
  await db.schema.dropIndex('tms_invoice_application_express_company_idx').execute();
  await db.schema.dropIndex('tms_invoice_application_issue_date_time_idx').execute();
  await db.schema.dropIndex('tms_invoice_application_invoice_medium_idx').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('reversed_date_time').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('red_invoice_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('reissued_application_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('original_application_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('transfer_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('received_date_time').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('mailed_date_time').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('tracking_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('express_company').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('seller_bank_account').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('seller_address_phone').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('seller_tax_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('seller_name').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('issuer_name').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('issue_date_time').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('invoice_number').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('invoice_code').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('receiver_email').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('receiver_address').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('receiver_mobile').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('receiver_name').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('invoice_medium').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('service_fee_amount').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('service_fee_rate').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('freight_total').execute();
  await db.schema.alterTable('tms_invoice_application').dropColumn('waybill_count').execute();
}
