// Written by `npm run db:diff` from the entity schemas:
// - basic_refuel_consumption: new table (20 columns, 12 indexes)
// - basic_vehicle_accident: new table (25 columns, 14 indexes)
// - basic_vehicle_insurance: new table (19 columns, 13 indexes)
// - basic_vehicle_position: new table (18 columns, 12 indexes)
// - basic_vehicle_repair: new table (23 columns, 13 indexes)
// - basic_vehicle_specified_cost: new table (19 columns, 14 indexes)
// - basic_vehicle_violation: new table (21 columns, 14 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_refuel_consumption')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('refuel_time', 'varchar(19)', notNull)
    .addColumn('fuel_type', 'varchar(20)', notNull)
    .addColumn('station_name', 'varchar(100)', notNull)
    .addColumn('litres', 'numeric(18, 3)', notNull)
    .addColumn('unit_price', 'numeric(18, 3)', notNull)
    .addColumn('amount', 'numeric(18, 3)')
    .addColumn('mileage', 'bigint', notNull)
    .addColumn('distance_since_previous', 'bigint')
    .addColumn('consumption_per100km', 'numeric(18, 3)')
    .addColumn('payment_method', 'varchar(20)', notNull)
    .addColumn('receipt_image', 'varchar(512)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_refuel_consumption_vehicle_number_idx').on('basic_refuel_consumption').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_refuel_consumption_driver_code_idx').on('basic_refuel_consumption').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_refuel_consumption_refuel_time_idx').on('basic_refuel_consumption').columns(['refuel_time']).execute();
  await db.schema.createIndex('basic_refuel_consumption_fuel_type_idx').on('basic_refuel_consumption').columns(['fuel_type']).execute();
  await db.schema.createIndex('basic_refuel_consumption_amount_idx').on('basic_refuel_consumption').columns(['amount']).execute();
  await db.schema.createIndex('basic_refuel_consumption_consumption_per100km_idx').on('basic_refuel_consumption').columns(['consumption_per100km']).execute();
  await db.schema.createIndex('basic_refuel_consumption_payment_method_idx').on('basic_refuel_consumption').columns(['payment_method']).execute();
  await db.schema.createIndex('basic_refuel_consumption_gmt_created_idx').on('basic_refuel_consumption').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_refuel_consumption_gmt_modified_idx').on('basic_refuel_consumption').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_refuel_consumption_branch_code_idx').on('basic_refuel_consumption').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_refuel_consumption_branch_code_refuel_time_idx').on('basic_refuel_consumption').columns(['branch_code', 'refuel_time']).execute();
  await db.schema.createIndex('basic_refuel_consumption_vehicle_number_refuel_time_idx').on('basic_refuel_consumption').columns(['vehicle_number', 'refuel_time']).execute();
  await db.schema.createTable('basic_vehicle_accident')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('accident_number', 'varchar(20)')
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('accident_time', 'varchar(19)', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('accident_address', 'varchar(200)', notNull)
    .addColumn('accident_kind', 'varchar(20)', notNull)
    .addColumn('responsibility', 'varchar(20)', notNull)
    .addColumn('injuries', 'bigint', notNull)
    .addColumn('deaths', 'bigint', notNull)
    .addColumn('loss_amount', 'numeric(18, 3)')
    .addColumn('description', 'varchar(500)')
    .addColumn('insurance_company_code', 'varchar(20)')
    .addColumn('claim_status', 'varchar(20)', notNull)
    .addColumn('claim_amount', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('closed_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_accident_accident_number_idx').on('basic_vehicle_accident').columns(['accident_number']).execute();
  await db.schema.createIndex('basic_vehicle_accident_vehicle_number_idx').on('basic_vehicle_accident').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_accident_driver_code_idx').on('basic_vehicle_accident').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_accident_accident_time_idx').on('basic_vehicle_accident').columns(['accident_time']).execute();
  await db.schema.createIndex('basic_vehicle_accident_accident_kind_idx').on('basic_vehicle_accident').columns(['accident_kind']).execute();
  await db.schema.createIndex('basic_vehicle_accident_responsibility_idx').on('basic_vehicle_accident').columns(['responsibility']).execute();
  await db.schema.createIndex('basic_vehicle_accident_loss_amount_idx').on('basic_vehicle_accident').columns(['loss_amount']).execute();
  await db.schema.createIndex('basic_vehicle_accident_claim_status_idx').on('basic_vehicle_accident').columns(['claim_status']).execute();
  await db.schema.createIndex('basic_vehicle_accident_status_idx').on('basic_vehicle_accident').columns(['status']).execute();
  await db.schema.createIndex('basic_vehicle_accident_closed_date_time_idx').on('basic_vehicle_accident').columns(['closed_date_time']).execute();
  await db.schema.createIndex('basic_vehicle_accident_gmt_created_idx').on('basic_vehicle_accident').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_accident_gmt_modified_idx').on('basic_vehicle_accident').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_accident_branch_code_idx').on('basic_vehicle_accident').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_accident_branch_code_accident_time_idx').on('basic_vehicle_accident').columns(['branch_code', 'accident_time']).execute();
  await db.schema.createTable('basic_vehicle_insurance')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('insurance_company_code', 'varchar(20)', notNull)
    .addColumn('insurance_kind', 'varchar(20)', notNull)
    .addColumn('policy_number', 'varchar(50)', notNull)
    .addColumn('insured_name', 'varchar(128)', notNull)
    .addColumn('premium', 'numeric(18, 3)', notNull)
    .addColumn('insured_amount', 'numeric(18, 3)', notNull)
    .addColumn('start_date', 'varchar(8)', notNull)
    .addColumn('end_date', 'varchar(8)', notNull)
    .addColumn('policy_file', 'varchar(512)')
    .addColumn('latest', 'integer')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_insurance_vehicle_number_idx').on('basic_vehicle_insurance').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_driver_code_idx').on('basic_vehicle_insurance').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_insurance_company_code_idx').on('basic_vehicle_insurance').columns(['insurance_company_code']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_insurance_kind_idx').on('basic_vehicle_insurance').columns(['insurance_kind']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_premium_idx').on('basic_vehicle_insurance').columns(['premium']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_start_date_idx').on('basic_vehicle_insurance').columns(['start_date']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_end_date_idx').on('basic_vehicle_insurance').columns(['end_date']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_latest_idx').on('basic_vehicle_insurance').columns(['latest']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_gmt_created_idx').on('basic_vehicle_insurance').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_gmt_modified_idx').on('basic_vehicle_insurance').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_branch_code_idx').on('basic_vehicle_insurance').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_branch_code_end_date_idx').on('basic_vehicle_insurance').columns(['branch_code', 'end_date']).execute();
  await db.schema.createIndex('basic_vehicle_insurance_vehicle_number_insurance_kind_end_date_idx').on('basic_vehicle_insurance').columns(['vehicle_number', 'insurance_kind', 'end_date']).execute();
  await db.schema.createTable('basic_vehicle_position')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('position_time', 'varchar(19)', notNull)
    .addColumn('longitude', 'numeric(18, 3)', notNull)
    .addColumn('latitude', 'numeric(18, 3)', notNull)
    .addColumn('speed', 'numeric(18, 3)', notNull)
    .addColumn('direction', 'bigint', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('online_status', 'varchar(20)', notNull)
    .addColumn('latest', 'integer')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_position_vehicle_number_idx').on('basic_vehicle_position').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_position_driver_code_idx').on('basic_vehicle_position').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_position_position_time_idx').on('basic_vehicle_position').columns(['position_time']).execute();
  await db.schema.createIndex('basic_vehicle_position_speed_idx').on('basic_vehicle_position').columns(['speed']).execute();
  await db.schema.createIndex('basic_vehicle_position_online_status_idx').on('basic_vehicle_position').columns(['online_status']).execute();
  await db.schema.createIndex('basic_vehicle_position_latest_idx').on('basic_vehicle_position').columns(['latest']).execute();
  await db.schema.createIndex('basic_vehicle_position_gmt_created_idx').on('basic_vehicle_position').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_position_gmt_modified_idx').on('basic_vehicle_position').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_position_branch_code_idx').on('basic_vehicle_position').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_position_branch_code_position_time_idx').on('basic_vehicle_position').columns(['branch_code', 'position_time']).execute();
  await db.schema.createIndex('basic_vehicle_position_vehicle_number_position_time_idx').on('basic_vehicle_position').columns(['vehicle_number', 'position_time']).execute();
  await db.schema.createIndex('basic_vehicle_position_branch_code_latest_position_time_idx').on('basic_vehicle_position').columns(['branch_code', 'latest', 'position_time']).execute();
  await db.schema.createTable('basic_vehicle_repair')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('repair_number', 'varchar(20)')
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('repair_kind', 'varchar(20)', notNull)
    .addColumn('workshop', 'varchar(100)', notNull)
    .addColumn('mileage', 'bigint', notNull)
    .addColumn('repair_items', 'varchar(500)', notNull)
    .addColumn('parts_cost', 'numeric(18, 3)')
    .addColumn('labor_cost', 'numeric(18, 3)')
    .addColumn('total_cost', 'numeric(18, 3)')
    .addColumn('invoice_image', 'varchar(512)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('applicant_name', 'varchar(30)')
    .addColumn('start_date_time', 'varchar(19)')
    .addColumn('finish_date_time', 'varchar(19)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_repair_repair_number_idx').on('basic_vehicle_repair').columns(['repair_number']).execute();
  await db.schema.createIndex('basic_vehicle_repair_vehicle_number_idx').on('basic_vehicle_repair').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_repair_driver_code_idx').on('basic_vehicle_repair').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_repair_repair_kind_idx').on('basic_vehicle_repair').columns(['repair_kind']).execute();
  await db.schema.createIndex('basic_vehicle_repair_total_cost_idx').on('basic_vehicle_repair').columns(['total_cost']).execute();
  await db.schema.createIndex('basic_vehicle_repair_status_idx').on('basic_vehicle_repair').columns(['status']).execute();
  await db.schema.createIndex('basic_vehicle_repair_start_date_time_idx').on('basic_vehicle_repair').columns(['start_date_time']).execute();
  await db.schema.createIndex('basic_vehicle_repair_finish_date_time_idx').on('basic_vehicle_repair').columns(['finish_date_time']).execute();
  await db.schema.createIndex('basic_vehicle_repair_gmt_created_idx').on('basic_vehicle_repair').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_repair_gmt_modified_idx').on('basic_vehicle_repair').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_repair_branch_code_idx').on('basic_vehicle_repair').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_repair_branch_code_gmt_created_idx').on('basic_vehicle_repair').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_repair_branch_code_status_gmt_created_idx').on('basic_vehicle_repair').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createTable('basic_vehicle_specified_cost')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('cost_item', 'varchar(32)', notNull)
    .addColumn('cycle', 'varchar(20)', notNull)
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('period_start', 'varchar(8)', notNull)
    .addColumn('period_end', 'varchar(8)', notNull)
    .addColumn('due_date', 'varchar(8)', notNull)
    .addColumn('payee', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('receipt_image', 'varchar(512)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_vehicle_number_idx').on('basic_vehicle_specified_cost').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_driver_code_idx').on('basic_vehicle_specified_cost').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_cost_item_idx').on('basic_vehicle_specified_cost').columns(['cost_item']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_cycle_idx').on('basic_vehicle_specified_cost').columns(['cycle']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_amount_idx').on('basic_vehicle_specified_cost').columns(['amount']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_period_start_idx').on('basic_vehicle_specified_cost').columns(['period_start']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_due_date_idx').on('basic_vehicle_specified_cost').columns(['due_date']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_status_idx').on('basic_vehicle_specified_cost').columns(['status']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_paid_date_time_idx').on('basic_vehicle_specified_cost').columns(['paid_date_time']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_gmt_created_idx').on('basic_vehicle_specified_cost').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_gmt_modified_idx').on('basic_vehicle_specified_cost').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_branch_code_idx').on('basic_vehicle_specified_cost').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_branch_code_due_date_idx').on('basic_vehicle_specified_cost').columns(['branch_code', 'due_date']).execute();
  await db.schema.createIndex('basic_vehicle_specified_cost_branch_code_status_due_date_idx').on('basic_vehicle_specified_cost').columns(['branch_code', 'status', 'due_date']).execute();
  await db.schema.createTable('basic_vehicle_violation')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('violation_time', 'varchar(19)', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('violation_address', 'varchar(200)', notNull)
    .addColumn('violation_code', 'varchar(20)', notNull)
    .addColumn('fine', 'numeric(18, 3)', notNull)
    .addColumn('points', 'bigint', notNull)
    .addColumn('source', 'varchar(20)')
    .addColumn('decision_number', 'varchar(30)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('handler_name', 'varchar(30)')
    .addColumn('handled_date', 'varchar(8)')
    .addColumn('handle_remark', 'varchar(200)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_violation_vehicle_number_idx').on('basic_vehicle_violation').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_violation_driver_code_idx').on('basic_vehicle_violation').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_violation_violation_time_idx').on('basic_vehicle_violation').columns(['violation_time']).execute();
  await db.schema.createIndex('basic_vehicle_violation_violation_code_idx').on('basic_vehicle_violation').columns(['violation_code']).execute();
  await db.schema.createIndex('basic_vehicle_violation_fine_idx').on('basic_vehicle_violation').columns(['fine']).execute();
  await db.schema.createIndex('basic_vehicle_violation_points_idx').on('basic_vehicle_violation').columns(['points']).execute();
  await db.schema.createIndex('basic_vehicle_violation_source_idx').on('basic_vehicle_violation').columns(['source']).execute();
  await db.schema.createIndex('basic_vehicle_violation_status_idx').on('basic_vehicle_violation').columns(['status']).execute();
  await db.schema.createIndex('basic_vehicle_violation_handled_date_idx').on('basic_vehicle_violation').columns(['handled_date']).execute();
  await db.schema.createIndex('basic_vehicle_violation_gmt_created_idx').on('basic_vehicle_violation').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_violation_gmt_modified_idx').on('basic_vehicle_violation').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_violation_branch_code_idx').on('basic_vehicle_violation').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_violation_branch_code_violation_time_idx').on('basic_vehicle_violation').columns(['branch_code', 'violation_time']).execute();
  await db.schema.createIndex('basic_vehicle_violation_branch_code_status_violation_time_idx').on('basic_vehicle_violation').columns(['branch_code', 'status', 'violation_time']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('basic_vehicle_violation').execute();
  await db.schema.dropTable('basic_vehicle_specified_cost').execute();
  await db.schema.dropTable('basic_vehicle_repair').execute();
  await db.schema.dropTable('basic_vehicle_position').execute();
  await db.schema.dropTable('basic_vehicle_insurance').execute();
  await db.schema.dropTable('basic_vehicle_accident').execute();
  await db.schema.dropTable('basic_refuel_consumption').execute();
}
