// Written by `npm run db:diff` from the entity schemas:
// - tms_complaint: new table (23 columns, 12 indexes)
// - tms_complaint_reply: new table (10 columns, 5 indexes)
// - tms_evaluation: new table (21 columns, 13 indexes)
// - tms_feedback: new table (15 columns, 8 indexes)
// - tms_transport_abnormal: new table (24 columns, 13 indexes)
// - tms_vehicle_alarm: new table (22 columns, 11 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_complaint')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('complaint_number', 'varchar(20)')
    .addColumn('complainant_type', 'varchar(20)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('complainant_code', 'varchar(32)')
    .addColumn('complainant_name', 'varchar(100)')
    .addColumn('category', 'varchar(20)', notNull)
    .addColumn('content', 'varchar(1000)', notNull)
    .addColumn('images', 'text')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('handler_name', 'varchar(30)')
    .addColumn('handle_date_time', 'varchar(19)')
    .addColumn('reply', 'varchar(1000)')
    .addColumn('answer_date_time', 'varchar(19)')
    .addColumn('close_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_complaint_complaint_number_idx').on('tms_complaint').columns(['complaint_number']).execute();
  await db.schema.createIndex('tms_complaint_complainant_type_idx').on('tms_complaint').columns(['complainant_type']).execute();
  await db.schema.createIndex('tms_complaint_driver_code_idx').on('tms_complaint').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_complaint_shipper_code_idx').on('tms_complaint').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_complaint_complainant_code_idx').on('tms_complaint').columns(['complainant_code']).execute();
  await db.schema.createIndex('tms_complaint_category_idx').on('tms_complaint').columns(['category']).execute();
  await db.schema.createIndex('tms_complaint_status_idx').on('tms_complaint').columns(['status']).execute();
  await db.schema.createIndex('tms_complaint_answer_date_time_idx').on('tms_complaint').columns(['answer_date_time']).execute();
  await db.schema.createIndex('tms_complaint_gmt_created_idx').on('tms_complaint').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_complaint_gmt_modified_idx').on('tms_complaint').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_complaint_branch_code_idx').on('tms_complaint').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_complaint_branch_code_complainant_type_gmt_created_idx').on('tms_complaint').columns(['branch_code', 'complainant_type', 'gmt_created']).execute();
  await db.schema.createTable('tms_complaint_reply')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('complaint_number', 'varchar(20)', notNull)
    .addColumn('complainant_code', 'varchar(32)')
    .addColumn('author_type', 'varchar(20)')
    .addColumn('author_name', 'varchar(100)')
    .addColumn('content', 'varchar(1000)', notNull)
    .addColumn('images', 'text')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_complaint_reply_complaint_number_idx').on('tms_complaint_reply').columns(['complaint_number']).execute();
  await db.schema.createIndex('tms_complaint_reply_gmt_created_idx').on('tms_complaint_reply').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_complaint_reply_gmt_modified_idx').on('tms_complaint_reply').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_complaint_reply_branch_code_idx').on('tms_complaint_reply').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_complaint_reply_complainant_code_idx').on('tms_complaint_reply').columns(['complainant_code']).execute();
  await db.schema.createTable('tms_evaluation')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('direction', 'varchar(20)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('route', 'varchar(120)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('score', 'bigint')
    .addColumn('tags', 'text')
    .addColumn('content', 'varchar(300)')
    .addColumn('rate_date_time', 'varchar(19)')
    .addColumn('reply_content', 'varchar(300)')
    .addColumn('replier_name', 'varchar(30)')
    .addColumn('reply_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_evaluation_direction_idx').on('tms_evaluation').columns(['direction']).execute();
  await db.schema.createIndex('tms_evaluation_shipper_code_idx').on('tms_evaluation').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_evaluation_driver_code_idx').on('tms_evaluation').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_evaluation_signed_date_time_idx').on('tms_evaluation').columns(['signed_date_time']).execute();
  await db.schema.createIndex('tms_evaluation_status_idx').on('tms_evaluation').columns(['status']).execute();
  await db.schema.createIndex('tms_evaluation_score_idx').on('tms_evaluation').columns(['score']).execute();
  await db.schema.createIndex('tms_evaluation_rate_date_time_idx').on('tms_evaluation').columns(['rate_date_time']).execute();
  await db.schema.createIndex('tms_evaluation_gmt_created_idx').on('tms_evaluation').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_evaluation_gmt_modified_idx').on('tms_evaluation').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_evaluation_branch_code_idx').on('tms_evaluation').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_evaluation_branch_code_signed_date_time_idx').on('tms_evaluation').columns(['branch_code', 'signed_date_time']).execute();
  await db.schema.createIndex('tms_evaluation_branch_code_status_signed_date_time_idx').on('tms_evaluation').columns(['branch_code', 'status', 'signed_date_time']).execute();
  await db.schema.createIndex('tms_evaluation_shipping_note_number_direction_idx').on('tms_evaluation').columns(['shipping_note_number', 'direction']).execute();
  await db.schema.createTable('tms_feedback')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('feedback_number', 'varchar(20)')
    .addColumn('channel', 'varchar(20)')
    .addColumn('feedback_type', 'varchar(20)', notNull)
    .addColumn('content', 'varchar(500)', notNull)
    .addColumn('images', 'text')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(11)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('reply_content', 'varchar(500)')
    .addColumn('replier_name', 'varchar(30)')
    .addColumn('reply_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_feedback_feedback_number_idx').on('tms_feedback').columns(['feedback_number']).execute();
  await db.schema.createIndex('tms_feedback_channel_idx').on('tms_feedback').columns(['channel']).execute();
  await db.schema.createIndex('tms_feedback_feedback_type_idx').on('tms_feedback').columns(['feedback_type']).execute();
  await db.schema.createIndex('tms_feedback_status_idx').on('tms_feedback').columns(['status']).execute();
  await db.schema.createIndex('tms_feedback_reply_date_time_idx').on('tms_feedback').columns(['reply_date_time']).execute();
  await db.schema.createIndex('tms_feedback_gmt_created_idx').on('tms_feedback').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_feedback_gmt_modified_idx').on('tms_feedback').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_feedback_branch_code_idx').on('tms_feedback').columns(['branch_code']).execute();
  await db.schema.createTable('tms_transport_abnormal')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('abnormal_number', 'varchar(20)')
    .addColumn('shipping_note_number', 'varchar(20)', notNull)
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driver_telephone', 'varchar(11)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('despatch_actual_date_time', 'varchar(19)')
    .addColumn('abnormal_type', 'varchar(20)', notNull)
    .addColumn('occur_date_time', 'varchar(19)', notNull)
    .addColumn('description', 'varchar(500)', notNull)
    .addColumn('images', 'text')
    .addColumn('auto_created', 'integer')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('contact_record', 'varchar(500)')
    .addColumn('handler_name', 'varchar(30)')
    .addColumn('handle_date_time', 'varchar(19)')
    .addColumn('result', 'varchar(500)')
    .addColumn('close_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_transport_abnormal_abnormal_number_idx').on('tms_transport_abnormal').columns(['abnormal_number']).execute();
  await db.schema.createIndex('tms_transport_abnormal_driver_code_idx').on('tms_transport_abnormal').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_transport_abnormal_shipper_code_idx').on('tms_transport_abnormal').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_transport_abnormal_abnormal_type_idx').on('tms_transport_abnormal').columns(['abnormal_type']).execute();
  await db.schema.createIndex('tms_transport_abnormal_occur_date_time_idx').on('tms_transport_abnormal').columns(['occur_date_time']).execute();
  await db.schema.createIndex('tms_transport_abnormal_auto_created_idx').on('tms_transport_abnormal').columns(['auto_created']).execute();
  await db.schema.createIndex('tms_transport_abnormal_status_idx').on('tms_transport_abnormal').columns(['status']).execute();
  await db.schema.createIndex('tms_transport_abnormal_close_date_time_idx').on('tms_transport_abnormal').columns(['close_date_time']).execute();
  await db.schema.createIndex('tms_transport_abnormal_gmt_created_idx').on('tms_transport_abnormal').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_transport_abnormal_gmt_modified_idx').on('tms_transport_abnormal').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_transport_abnormal_branch_code_idx').on('tms_transport_abnormal').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_transport_abnormal_branch_code_occur_date_time_idx').on('tms_transport_abnormal').columns(['branch_code', 'occur_date_time']).execute();
  await db.schema.createIndex('tms_transport_abnormal_shipping_note_number_abnormal_type_status_idx').on('tms_transport_abnormal').columns(['shipping_note_number', 'abnormal_type', 'status']).execute();
  await db.schema.createTable('tms_vehicle_alarm')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('alarm_kind', 'varchar(20)', notNull)
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('alarm_time', 'varchar(19)', notNull)
    .addColumn('area_code', 'varchar(6)')
    .addColumn('address', 'varchar(200)')
    .addColumn('longitude', 'numeric(18, 3)')
    .addColumn('latitude', 'numeric(18, 3)')
    .addColumn('speed', 'numeric(18, 3)')
    .addColumn('speed_limit', 'numeric(18, 3)')
    .addColumn('duration_hours', 'numeric(18, 3)')
    .addColumn('description', 'varchar(200)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('handle_note', 'varchar(300)')
    .addColumn('handler_name', 'varchar(30)')
    .addColumn('handle_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_vehicle_alarm_alarm_kind_idx').on('tms_vehicle_alarm').columns(['alarm_kind']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_driver_code_idx').on('tms_vehicle_alarm').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_alarm_time_idx').on('tms_vehicle_alarm').columns(['alarm_time']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_speed_idx').on('tms_vehicle_alarm').columns(['speed']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_duration_hours_idx').on('tms_vehicle_alarm').columns(['duration_hours']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_status_idx').on('tms_vehicle_alarm').columns(['status']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_gmt_created_idx').on('tms_vehicle_alarm').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_gmt_modified_idx').on('tms_vehicle_alarm').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_branch_code_idx').on('tms_vehicle_alarm').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_branch_code_alarm_kind_alarm_time_idx').on('tms_vehicle_alarm').columns(['branch_code', 'alarm_kind', 'alarm_time']).execute();
  await db.schema.createIndex('tms_vehicle_alarm_vehicle_number_alarm_kind_alarm_time_idx').on('tms_vehicle_alarm').columns(['vehicle_number', 'alarm_kind', 'alarm_time']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_vehicle_alarm').execute();
  await db.schema.dropTable('tms_transport_abnormal').execute();
  await db.schema.dropTable('tms_feedback').execute();
  await db.schema.dropTable('tms_evaluation').execute();
  await db.schema.dropTable('tms_complaint_reply').execute();
  await db.schema.dropTable('tms_complaint').execute();
}
