// Written by `npm run db:diff` from the entity schemas:
// - tms_monitoring_report: new table (30 columns, 14 indexes)
// - tms_monitoring_report_sending: new table (23 columns, 9 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_monitoring_report')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('report_number', 'varchar(20)', notNull)
    .addColumn('message_type', 'varchar(20)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('serial_number', 'varchar(4)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('total_monetary_amount', 'numeric(18, 3)')
    .addColumn('paid_amount', 'numeric(18, 3)')
    .addColumn('payment_count', 'bigint')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('report_province', 'varchar(2)')
    .addColumn('send_count', 'bigint')
    .addColumn('refused_count', 'bigint')
    .addColumn('accepted_first_time', 'bigint')
    .addColumn('last_sent_date_time', 'varchar(19)')
    .addColumn('accepted_date_time', 'varchar(19)')
    .addColumn('receipt_number', 'varchar(40)')
    .addColumn('report_message', 'varchar(500)')
    .addColumn('refusal_reason', 'varchar(500)')
    .addColumn('refused_date_time', 'varchar(19)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_monitoring_report_report_number_idx').on('tms_monitoring_report').columns(['report_number']).execute();
  await db.schema.createIndex('tms_monitoring_report_message_type_idx').on('tms_monitoring_report').columns(['message_type']).execute();
  await db.schema.createIndex('tms_monitoring_report_shipping_note_number_idx').on('tms_monitoring_report').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_monitoring_report_shipper_code_idx').on('tms_monitoring_report').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_monitoring_report_driver_code_idx').on('tms_monitoring_report').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_monitoring_report_total_monetary_amount_idx').on('tms_monitoring_report').columns(['total_monetary_amount']).execute();
  await db.schema.createIndex('tms_monitoring_report_signed_date_time_idx').on('tms_monitoring_report').columns(['signed_date_time']).execute();
  await db.schema.createIndex('tms_monitoring_report_status_idx').on('tms_monitoring_report').columns(['status']).execute();
  await db.schema.createIndex('tms_monitoring_report_last_sent_date_time_idx').on('tms_monitoring_report').columns(['last_sent_date_time']).execute();
  await db.schema.createIndex('tms_monitoring_report_branch_code_idx').on('tms_monitoring_report').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_monitoring_report_branch_code_message_type_signed_date_time_idx').on('tms_monitoring_report').columns(['branch_code', 'message_type', 'signed_date_time']).execute();
  await db.schema.createIndex('tms_monitoring_report_branch_code_message_type_status_signed_date_time_idx').on('tms_monitoring_report').columns(['branch_code', 'message_type', 'status', 'signed_date_time']).execute();
  await db.schema.createIndex('tms_monitoring_report_shipping_note_number_message_type_idx').on('tms_monitoring_report').columns(['shipping_note_number', 'message_type']).execute();
  await db.schema.createIndex('tms_monitoring_report_driver_code_message_type_idx').on('tms_monitoring_report').columns(['driver_code', 'message_type']).execute();
  await db.schema.createTable('tms_monitoring_report_sending')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('report_id', 'bigint', notNull)
    .addColumn('report_number', 'varchar(20)', notNull)
    .addColumn('message_type', 'varchar(20)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('attempt', 'bigint', notNull)
    .addColumn('sent_date_time', 'varchar(19)', notNull)
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('report_province', 'varchar(2)')
    .addColumn('platform_name', 'varchar(50)')
    .addColumn('format_variant', 'varchar(10)')
    .addColumn('document_type', 'varchar(20)')
    .addColumn('simulated', 'integer')
    .addColumn('outcome', 'varchar(20)', notNull)
    .addColumn('answer_message', 'varchar(500)')
    .addColumn('receipt_number', 'varchar(40)')
    .addColumn('validation_errors', 'varchar(2000)')
    .addColumn('request_message', 'varchar(20000)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_monitoring_report_sending_report_id_idx').on('tms_monitoring_report_sending').columns(['report_id']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_message_type_idx').on('tms_monitoring_report_sending').columns(['message_type']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_shipper_code_idx').on('tms_monitoring_report_sending').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_driver_code_idx').on('tms_monitoring_report_sending').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_sent_date_time_idx').on('tms_monitoring_report_sending').columns(['sent_date_time']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_outcome_idx').on('tms_monitoring_report_sending').columns(['outcome']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_branch_code_idx').on('tms_monitoring_report_sending').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_report_id_attempt_idx').on('tms_monitoring_report_sending').columns(['report_id', 'attempt']).execute();
  await db.schema.createIndex('tms_monitoring_report_sending_branch_code_sent_date_time_idx').on('tms_monitoring_report_sending').columns(['branch_code', 'sent_date_time']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_monitoring_report_sending').execute();
  await db.schema.dropTable('tms_monitoring_report').execute();
}
