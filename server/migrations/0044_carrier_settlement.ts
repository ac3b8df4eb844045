// Written by `npm run db:diff` from the entity schemas:
// - tms_freight_accounting: new table (33 columns, 16 indexes)
// - tms_payment_order: new table (21 columns, 11 indexes)
// - tms_payment_order_line: new table (30 columns, 16 indexes)
// - tms_waybill_receipt: new table (20 columns, 14 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_freight_accounting')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('description_of_goods', 'varchar(100)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('freight_amount', 'numeric(18, 3)')
    .addColumn('adjust_direction', 'varchar(10)')
    .addColumn('adjust_value', 'numeric(18, 3)')
    .addColumn('adjustment_reason', 'varchar(20)')
    .addColumn('adjustment_remark', 'varchar(200)')
    .addColumn('adjustment_amount', 'numeric(18, 3)')
    .addColumn('adjustment_count', 'bigint')
    .addColumn('adjusted_date_time', 'varchar(19)')
    .addColumn('accounted_freight', 'numeric(18, 3)')
    .addColumn('prepaid_amount', 'numeric(18, 3)')
    .addColumn('balance_amount', 'numeric(18, 3)')
    .addColumn('service_fee_rate', 'numeric(18, 3)')
    .addColumn('service_fee_amount', 'numeric(18, 3)')
    .addColumn('shipper_total', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('payment_status', 'varchar(20)')
    .addColumn('application_number', 'varchar(20)')
    .addColumn('accounted_date_time', 'varchar(19)')
    .addColumn('accountant_name', 'varchar(30)')
    .addColumn('journal_number', 'varchar(20)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_freight_accounting_branch_code_shipping_note_number_uq').on('tms_freight_accounting').columns(['branch_code', 'shipping_note_number']).unique().execute();
  await db.schema.createIndex('tms_freight_accounting_shipping_note_number_idx').on('tms_freight_accounting').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_freight_accounting_shipper_code_idx').on('tms_freight_accounting').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_freight_accounting_driver_code_idx').on('tms_freight_accounting').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_freight_accounting_signed_date_time_idx').on('tms_freight_accounting').columns(['signed_date_time']).execute();
  await db.schema.createIndex('tms_freight_accounting_adjustment_reason_idx').on('tms_freight_accounting').columns(['adjustment_reason']).execute();
  await db.schema.createIndex('tms_freight_accounting_accounted_freight_idx').on('tms_freight_accounting').columns(['accounted_freight']).execute();
  await db.schema.createIndex('tms_freight_accounting_shipper_total_idx').on('tms_freight_accounting').columns(['shipper_total']).execute();
  await db.schema.createIndex('tms_freight_accounting_status_idx').on('tms_freight_accounting').columns(['status']).execute();
  await db.schema.createIndex('tms_freight_accounting_payment_status_idx').on('tms_freight_accounting').columns(['payment_status']).execute();
  await db.schema.createIndex('tms_freight_accounting_accounted_date_time_idx').on('tms_freight_accounting').columns(['accounted_date_time']).execute();
  await db.schema.createIndex('tms_freight_accounting_gmt_created_idx').on('tms_freight_accounting').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_freight_accounting_gmt_modified_idx').on('tms_freight_accounting').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_freight_accounting_branch_code_idx').on('tms_freight_accounting').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_freight_accounting_branch_code_signed_date_time_idx').on('tms_freight_accounting').columns(['branch_code', 'signed_date_time']).execute();
  await db.schema.createIndex('tms_freight_accounting_branch_code_status_signed_date_time_idx').on('tms_freight_accounting').columns(['branch_code', 'status', 'signed_date_time']).execute();
  await db.schema.createTable('tms_payment_order')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('payment_number', 'varchar(20)', notNull)
    .addColumn('payment_type', 'varchar(20)', notNull)
    .addColumn('payer_name', 'varchar(200)')
    .addColumn('payee_name', 'varchar(200)')
    .addColumn('payee_count', 'bigint')
    .addColumn('waybill_count', 'bigint')
    .addColumn('total_amount', 'numeric(18, 3)')
    .addColumn('service_fee_amount', 'numeric(18, 3)')
    .addColumn('shipper_pay_amount', 'numeric(18, 3)')
    .addColumn('tax_amount', 'numeric(18, 3)')
    .addColumn('net_amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)')
    .addColumn('paid_count', 'bigint')
    .addColumn('failed_count', 'bigint')
    .addColumn('failure_reason', 'varchar(500)')
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('operator_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_payment_order_payment_number_idx').on('tms_payment_order').columns(['payment_number']).execute();
  await db.schema.createIndex('tms_payment_order_payment_type_idx').on('tms_payment_order').columns(['payment_type']).execute();
  await db.schema.createIndex('tms_payment_order_total_amount_idx').on('tms_payment_order').columns(['total_amount']).execute();
  await db.schema.createIndex('tms_payment_order_net_amount_idx').on('tms_payment_order').columns(['net_amount']).execute();
  await db.schema.createIndex('tms_payment_order_status_idx').on('tms_payment_order').columns(['status']).execute();
  await db.schema.createIndex('tms_payment_order_paid_date_time_idx').on('tms_payment_order').columns(['paid_date_time']).execute();
  await db.schema.createIndex('tms_payment_order_gmt_created_idx').on('tms_payment_order').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_payment_order_gmt_modified_idx').on('tms_payment_order').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_payment_order_branch_code_idx').on('tms_payment_order').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_payment_order_branch_code_gmt_created_idx').on('tms_payment_order').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_payment_order_branch_code_status_gmt_created_idx').on('tms_payment_order').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createTable('tms_payment_order_line')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('payment_number', 'varchar(20)', notNull)
    .addColumn('payment_type', 'varchar(20)')
    .addColumn('application_number', 'varchar(20)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('payer_name', 'varchar(100)')
    .addColumn('payee_account_name', 'varchar(30)')
    .addColumn('bank_card_number', 'varchar(30)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('amount', 'numeric(18, 3)')
    .addColumn('service_fee_amount', 'numeric(18, 3)')
    .addColumn('shipper_pay_amount', 'numeric(18, 3)')
    .addColumn('tax_rate', 'numeric(18, 3)')
    .addColumn('taxable_amount', 'numeric(18, 3)')
    .addColumn('tax_amount', 'numeric(18, 3)')
    .addColumn('net_amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)')
    .addColumn('transfer_number', 'varchar(20)')
    .addColumn('bank_serial_number', 'varchar(64)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('journal_number', 'varchar(20)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_payment_order_line_payment_number_idx').on('tms_payment_order_line').columns(['payment_number']).execute();
  await db.schema.createIndex('tms_payment_order_line_payment_type_idx').on('tms_payment_order_line').columns(['payment_type']).execute();
  await db.schema.createIndex('tms_payment_order_line_shipper_code_idx').on('tms_payment_order_line').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_payment_order_line_driver_code_idx').on('tms_payment_order_line').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_payment_order_line_amount_idx').on('tms_payment_order_line').columns(['amount']).execute();
  await db.schema.createIndex('tms_payment_order_line_net_amount_idx').on('tms_payment_order_line').columns(['net_amount']).execute();
  await db.schema.createIndex('tms_payment_order_line_status_idx').on('tms_payment_order_line').columns(['status']).execute();
  await db.schema.createIndex('tms_payment_order_line_paid_date_time_idx').on('tms_payment_order_line').columns(['paid_date_time']).execute();
  await db.schema.createIndex('tms_payment_order_line_gmt_created_idx').on('tms_payment_order_line').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_payment_order_line_gmt_modified_idx').on('tms_payment_order_line').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_payment_order_line_branch_code_idx').on('tms_payment_order_line').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_payment_order_line_branch_code_gmt_created_idx').on('tms_payment_order_line').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_payment_order_line_branch_code_status_gmt_created_idx').on('tms_payment_order_line').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('tms_payment_order_line_branch_code_payment_number_idx').on('tms_payment_order_line').columns(['branch_code', 'payment_number']).execute();
  await db.schema.createIndex('tms_payment_order_line_branch_code_application_number_idx').on('tms_payment_order_line').columns(['branch_code', 'application_number']).execute();
  await db.schema.createIndex('tms_payment_order_line_branch_code_paid_date_time_idx').on('tms_payment_order_line').columns(['branch_code', 'paid_date_time']).execute();
  await db.schema.createTable('tms_waybill_receipt')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('consignee', 'varchar(100)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('receiver_name', 'varchar(30)')
    .addColumn('received_date_time', 'varchar(19)')
    .addColumn('receipt_remark', 'varchar(200)')
    .addColumn('courier_company', 'varchar(20)')
    .addColumn('tracking_number', 'varchar(30)')
    .addColumn('mailed_date_time', 'varchar(19)')
    .addColumn('mailer_name', 'varchar(30)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_waybill_receipt_branch_code_shipping_note_number_uq').on('tms_waybill_receipt').columns(['branch_code', 'shipping_note_number']).unique().execute();
  await db.schema.createIndex('tms_waybill_receipt_shipping_note_number_idx').on('tms_waybill_receipt').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_waybill_receipt_shipper_code_idx').on('tms_waybill_receipt').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_waybill_receipt_driver_code_idx').on('tms_waybill_receipt').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_waybill_receipt_signed_date_time_idx').on('tms_waybill_receipt').columns(['signed_date_time']).execute();
  await db.schema.createIndex('tms_waybill_receipt_status_idx').on('tms_waybill_receipt').columns(['status']).execute();
  await db.schema.createIndex('tms_waybill_receipt_received_date_time_idx').on('tms_waybill_receipt').columns(['received_date_time']).execute();
  await db.schema.createIndex('tms_waybill_receipt_courier_company_idx').on('tms_waybill_receipt').columns(['courier_company']).execute();
  await db.schema.createIndex('tms_waybill_receipt_mailed_date_time_idx').on('tms_waybill_receipt').columns(['mailed_date_time']).execute();
  await db.schema.createIndex('tms_waybill_receipt_gmt_created_idx').on('tms_waybill_receipt').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_waybill_receipt_gmt_modified_idx').on('tms_waybill_receipt').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_waybill_receipt_branch_code_idx').on('tms_waybill_receipt').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_waybill_receipt_branch_code_signed_date_time_idx').on('tms_waybill_receipt').columns(['branch_code', 'signed_date_time']).execute();
  await db.schema.createIndex('tms_waybill_receipt_branch_code_status_signed_date_time_idx').on('tms_waybill_receipt').columns(['branch_code', 'status', 'signed_date_time']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_waybill_receipt').execute();
  await db.schema.dropTable('tms_payment_order_line').execute();
  await db.schema.dropTable('tms_payment_order').execute();
  await db.schema.dropTable('tms_freight_accounting').execute();
}
