// Written by `npm run db:diff` from the entity schemas:
// - tms_loading_queue: new table (24 columns, 15 indexes)
// - tms_pay_in_advance: new table (31 columns, 14 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_loading_queue')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('station_code', 'varchar(20)', notNull)
    .addColumn('station_name', 'varchar(100)')
    .addColumn('queue_date', 'varchar(8)')
    .addColumn('queue_number', 'bigint')
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)', notNull)
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driver_telephone', 'varchar(11)')
    .addColumn('check_in_channel', 'varchar(20)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('check_in_date_time', 'varchar(19)')
    .addColumn('called_date_time', 'varchar(19)')
    .addColumn('load_start_date_time', 'varchar(19)')
    .addColumn('finish_date_time', 'varchar(19)')
    .addColumn('skipped_date_time', 'varchar(19)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('operator_name', 'varchar(30)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_loading_queue_station_code_idx').on('tms_loading_queue').columns(['station_code']).execute();
  await db.schema.createIndex('tms_loading_queue_queue_date_idx').on('tms_loading_queue').columns(['queue_date']).execute();
  await db.schema.createIndex('tms_loading_queue_queue_number_idx').on('tms_loading_queue').columns(['queue_number']).execute();
  await db.schema.createIndex('tms_loading_queue_driver_code_idx').on('tms_loading_queue').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_loading_queue_check_in_channel_idx').on('tms_loading_queue').columns(['check_in_channel']).execute();
  await db.schema.createIndex('tms_loading_queue_status_idx').on('tms_loading_queue').columns(['status']).execute();
  await db.schema.createIndex('tms_loading_queue_check_in_date_time_idx').on('tms_loading_queue').columns(['check_in_date_time']).execute();
  await db.schema.createIndex('tms_loading_queue_called_date_time_idx').on('tms_loading_queue').columns(['called_date_time']).execute();
  await db.schema.createIndex('tms_loading_queue_finish_date_time_idx').on('tms_loading_queue').columns(['finish_date_time']).execute();
  await db.schema.createIndex('tms_loading_queue_gmt_created_idx').on('tms_loading_queue').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_loading_queue_gmt_modified_idx').on('tms_loading_queue').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_loading_queue_branch_code_idx').on('tms_loading_queue').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_loading_queue_branch_code_check_in_date_time_idx').on('tms_loading_queue').columns(['branch_code', 'check_in_date_time']).execute();
  await db.schema.createIndex('tms_loading_queue_branch_code_station_code_queue_date_queue_number_idx').on('tms_loading_queue').columns(['branch_code', 'station_code', 'queue_date', 'queue_number']).execute();
  await db.schema.createIndex('tms_loading_queue_branch_code_vehicle_number_status_idx').on('tms_loading_queue').columns(['branch_code', 'vehicle_number', 'status']).execute();
  await db.schema.createTable('tms_pay_in_advance')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('apply_number', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driver_telephone', 'varchar(11)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('freight_amount', 'numeric(18, 3)')
    .addColumn('apply_amount', 'numeric(18, 3)', notNull)
    .addColumn('apply_ratio', 'numeric(18, 3)')
    .addColumn('reason', 'varchar(200)', notNull)
    .addColumn('payee_name', 'varchar(30)')
    .addColumn('payee_account', 'varchar(30)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('payee_bank_branch', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('reviewer_name', 'varchar(30)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('pay_date_time', 'varchar(19)')
    .addColumn('pay_serial_number', 'varchar(64)')
    .addColumn('payer_name', 'varchar(30)')
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_pay_in_advance_apply_number_idx').on('tms_pay_in_advance').columns(['apply_number']).execute();
  await db.schema.createIndex('tms_pay_in_advance_shipper_code_idx').on('tms_pay_in_advance').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_pay_in_advance_driver_code_idx').on('tms_pay_in_advance').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_pay_in_advance_apply_amount_idx').on('tms_pay_in_advance').columns(['apply_amount']).execute();
  await db.schema.createIndex('tms_pay_in_advance_apply_ratio_idx').on('tms_pay_in_advance').columns(['apply_ratio']).execute();
  await db.schema.createIndex('tms_pay_in_advance_status_idx').on('tms_pay_in_advance').columns(['status']).execute();
  await db.schema.createIndex('tms_pay_in_advance_review_date_time_idx').on('tms_pay_in_advance').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_pay_in_advance_pay_date_time_idx').on('tms_pay_in_advance').columns(['pay_date_time']).execute();
  await db.schema.createIndex('tms_pay_in_advance_gmt_created_idx').on('tms_pay_in_advance').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_pay_in_advance_gmt_modified_idx').on('tms_pay_in_advance').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_pay_in_advance_branch_code_idx').on('tms_pay_in_advance').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_pay_in_advance_branch_code_gmt_created_idx').on('tms_pay_in_advance').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_pay_in_advance_branch_code_status_gmt_created_idx').on('tms_pay_in_advance').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('tms_pay_in_advance_shipping_note_number_status_idx').on('tms_pay_in_advance').columns(['shipping_note_number', 'status']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_pay_in_advance').execute();
  await db.schema.dropTable('tms_loading_queue').execute();
}
