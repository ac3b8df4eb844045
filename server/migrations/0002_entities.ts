// The generic entity API's storage (issue 5): one table per entity, written out as the entity
// schemas had them when this migration was last changed (a fresh database gets exactly the
// tables an old one has after 0003 and 0004), plus the state-action history and uploaded files.
// Drivers: `basic_driver` holds the driver record the 驾驶员管理 screen manages, linked to a
// driver account by `driver_code` = the party's code; the `driver` profile of 0001 stays the
// account's sign-up profile that getUserInfo answers (until 0003).
// Literal on purpose: a migration never reads schemas/entities. Its licence columns of
// basic_driver are optional already (0003 relaxes them on databases made NOT NULL before), and
// the amount index of tms_waybill is the one 0004 replaces.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

async function entityTables(db: Db): Promise<void> {
  await db.schema.createTable('tms_waybill')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('original_document_number', 'varchar(35)')
    .addColumn('serial_number', 'varchar(4)', notNull)
    .addColumn('vehicle_amount', 'bigint', notNull)
    .addColumn('transport_type_code', 'varchar(1)', notNull)
    .addColumn('business_type_code', 'varchar(7)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('consignment_date_time', 'varchar(19)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)', notNull)
    .addColumn('consignor', 'varchar(100)', notNull)
    .addColumn('consignor_id', 'varchar(18)', notNull)
    .addColumn('consignor_contact', 'varchar(30)')
    .addColumn('consignor_telephone', 'varchar(20)')
    .addColumn('loading_country_subdivision_code', 'varchar(6)', notNull)
    .addColumn('place_of_loading', 'varchar(256)', notNull)
    .addColumn('consignee', 'varchar(100)', notNull)
    .addColumn('consignee_id', 'varchar(18)')
    .addColumn('consignee_contact', 'varchar(30)')
    .addColumn('consignee_telephone', 'varchar(20)')
    .addColumn('receipt_country_subdivision_code', 'varchar(6)', notNull)
    .addColumn('goods_receipt_place', 'varchar(256)', notNull)
    .addColumn('description_of_goods', 'varchar(256)', notNull)
    .addColumn('cargo_type_classification_code', 'varchar(4)', notNull)
    .addColumn('goods_item_gross_weight', 'numeric(18, 3)', notNull)
    .addColumn('cube', 'numeric(18, 3)')
    .addColumn('total_number_of_packages', 'bigint')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driving_license', 'varchar(18)')
    .addColumn('driver_telephone', 'varchar(11)')
    .addColumn('total_monetary_amount', 'numeric(18, 3)', notNull)
    .addColumn('prepaid_amount', 'numeric(18, 3)')
    .addColumn('balance_amount', 'numeric(18, 3)')
    .addColumn('transportation_cost', 'numeric(18, 3)')
    .addColumn('transportation_distance', 'numeric(18, 3)')
    .addColumn('carrier', 'varchar(100)')
    .addColumn('unified_social_credit_identifier', 'varchar(18)')
    .addColumn('permit_number', 'varchar(50)')
    .addColumn('actual_carrier_name', 'varchar(100)')
    .addColumn('actual_carrier_business_license', 'varchar(50)')
    .addColumn('actual_carrier_id', 'varchar(18)')
    .addColumn('policy_number', 'varchar(50)', notNull)
    .addColumn('insurance_company_code', 'varchar(10)')
    .addColumn('despatch_actual_date_time', 'varchar(19)')
    .addColumn('loading_weight', 'numeric(18, 3)')
    .addColumn('loading_images', 'text')
    .addColumn('goods_receipt_date_time', 'varchar(19)')
    .addColumn('unloading_weight', 'numeric(18, 3)')
    .addColumn('receipt_images', 'text')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('finish_date_time', 'varchar(19)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('exchange_reason', 'varchar(200)')
    .addColumn('report_status', 'varchar(20)')
    .addColumn('send_to_pro_date_time', 'varchar(19)')
    .addColumn('report_message', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_waybill_branch_code_shipping_note_number_uq').on('tms_waybill').columns(['branch_code', 'shipping_note_number']).unique().execute();
  await db.schema.createIndex('tms_waybill_shipping_note_number_idx').on('tms_waybill').columns(['shipping_note_number']).execute();
  await db.schema.createIndex('tms_waybill_business_type_code_idx').on('tms_waybill').columns(['business_type_code']).execute();
  await db.schema.createIndex('tms_waybill_status_idx').on('tms_waybill').columns(['status']).execute();
  await db.schema.createIndex('tms_waybill_consignment_date_time_idx').on('tms_waybill').columns(['consignment_date_time']).execute();
  await db.schema.createIndex('tms_waybill_shipper_code_idx').on('tms_waybill').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_waybill_cargo_type_classification_code_idx').on('tms_waybill').columns(['cargo_type_classification_code']).execute();
  await db.schema.createIndex('tms_waybill_goods_item_gross_weight_idx').on('tms_waybill').columns(['goods_item_gross_weight']).execute();
  await db.schema.createIndex('tms_waybill_driver_code_idx').on('tms_waybill').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_waybill_total_monetary_amount_idx').on('tms_waybill').columns(['total_monetary_amount']).execute();
  await db.schema.createIndex('tms_waybill_despatch_actual_date_time_idx').on('tms_waybill').columns(['despatch_actual_date_time']).execute();
  await db.schema.createIndex('tms_waybill_goods_receipt_date_time_idx').on('tms_waybill').columns(['goods_receipt_date_time']).execute();
  await db.schema.createIndex('tms_waybill_signed_date_time_idx').on('tms_waybill').columns(['signed_date_time']).execute();
  await db.schema.createIndex('tms_waybill_finish_date_time_idx').on('tms_waybill').columns(['finish_date_time']).execute();
  await db.schema.createIndex('tms_waybill_report_status_idx').on('tms_waybill').columns(['report_status']).execute();
  await db.schema.createIndex('tms_waybill_send_to_pro_date_time_idx').on('tms_waybill').columns(['send_to_pro_date_time']).execute();
  await db.schema.createIndex('tms_waybill_gmt_created_idx').on('tms_waybill').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_waybill_gmt_modified_idx').on('tms_waybill').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_waybill_branch_code_idx').on('tms_waybill').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_waybill_branch_code_consignment_date_time_idx').on('tms_waybill').columns(['branch_code', 'consignment_date_time']).execute();
  await db.schema.createIndex('tms_waybill_shipper_code_consignment_date_time_idx').on('tms_waybill').columns(['shipper_code', 'consignment_date_time']).execute();
  await db.schema.createIndex('tms_waybill_driver_code_consignment_date_time_idx').on('tms_waybill').columns(['driver_code', 'consignment_date_time']).execute();
  await db.schema.createIndex('tms_waybill_branch_code_status_consignment_date_time_idx').on('tms_waybill').columns(['branch_code', 'status', 'consignment_date_time']).execute();
  await db.schema.createIndex('tms_waybill_branch_code_status_total_monetary_amount_idx').on('tms_waybill').columns(['branch_code', 'status', 'total_monetary_amount']).execute();
  await db.schema.createTable('basic_driver')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)', notNull)
    .addColumn('driving_license', 'varchar(18)')
    .addColumn('telephone', 'varchar(11)', notNull)
    .addColumn('vehicle_class', 'varchar(2)')
    .addColumn('issuing_organizations', 'varchar(128)')
    .addColumn('valid_period_from', 'varchar(8)')
    .addColumn('valid_period_to', 'varchar(8)')
    .addColumn('qualification_certificate', 'varchar(20)')
    .addColumn('organization_name', 'varchar(100)')
    .addColumn('vehicle_numbers', 'text')
    .addColumn('bank_account_name', 'varchar(30)')
    .addColumn('bank_account', 'varchar(30)')
    .addColumn('bank_code', 'varchar(10)')
    .addColumn('bank_branch_name', 'varchar(100)')
    .addColumn('id_card_front_image', 'varchar(512)')
    .addColumn('id_card_back_image', 'varchar(512)')
    .addColumn('driving_license_image', 'varchar(512)')
    .addColumn('qualification_certificate_image', 'varchar(512)')
    .addColumn('review_status', 'varchar(20)', notNull)
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('report_status', 'varchar(20)')
    .addColumn('send_to_pro_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_driver_branch_code_driver_code_uq').on('basic_driver').columns(['branch_code', 'driver_code']).unique().execute();
  await db.schema.createIndex('basic_driver_branch_code_driving_license_uq').on('basic_driver').columns(['branch_code', 'driving_license']).unique().execute();
  await db.schema.createIndex('basic_driver_branch_code_telephone_uq').on('basic_driver').columns(['branch_code', 'telephone']).unique().execute();
  await db.schema.createIndex('basic_driver_driver_name_idx').on('basic_driver').columns(['driver_name']).execute();
  await db.schema.createIndex('basic_driver_vehicle_class_idx').on('basic_driver').columns(['vehicle_class']).execute();
  await db.schema.createIndex('basic_driver_valid_period_to_idx').on('basic_driver').columns(['valid_period_to']).execute();
  await db.schema.createIndex('basic_driver_review_status_idx').on('basic_driver').columns(['review_status']).execute();
  await db.schema.createIndex('basic_driver_review_date_time_idx').on('basic_driver').columns(['review_date_time']).execute();
  await db.schema.createIndex('basic_driver_report_status_idx').on('basic_driver').columns(['report_status']).execute();
  await db.schema.createIndex('basic_driver_gmt_created_idx').on('basic_driver').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_driver_gmt_modified_idx').on('basic_driver').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_driver_branch_code_idx').on('basic_driver').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_driver_driver_code_idx').on('basic_driver').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_driver_branch_code_gmt_created_idx').on('basic_driver').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('basic_vehicle')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)', notNull)
    .addColumn('vehicle_type', 'varchar(3)', notNull)
    .addColumn('owner', 'varchar(128)', notNull)
    .addColumn('use_character', 'varchar(2)', notNull)
    .addColumn('vin', 'varchar(17)', notNull)
    .addColumn('issuing_organizations', 'varchar(128)', notNull)
    .addColumn('register_date', 'varchar(8)', notNull)
    .addColumn('issue_date', 'varchar(8)', notNull)
    .addColumn('vehicle_energy_type', 'varchar(1)', notNull)
    .addColumn('vehicle_tonnage', 'numeric(18, 3)', notNull)
    .addColumn('gross_mass', 'numeric(18, 3)', notNull)
    .addColumn('length', 'numeric(18, 3)')
    .addColumn('road_transport_certificate_number', 'varchar(12)', notNull)
    .addColumn('trailer_vehicle_plate_number', 'varchar(8)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driving_license_image', 'varchar(512)')
    .addColumn('road_transport_certificate_image', 'varchar(512)')
    .addColumn('insurance_image', 'varchar(512)')
    .addColumn('review_status', 'varchar(20)', notNull)
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('report_status', 'varchar(20)')
    .addColumn('send_to_pro_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_vehicle_branch_code_vehicle_number_uq').on('basic_vehicle').columns(['branch_code', 'vehicle_number']).unique().execute();
  await db.schema.createIndex('basic_vehicle_branch_code_vin_uq').on('basic_vehicle').columns(['branch_code', 'vin']).unique().execute();
  await db.schema.createIndex('basic_vehicle_vehicle_number_idx').on('basic_vehicle').columns(['vehicle_number']).execute();
  await db.schema.createIndex('basic_vehicle_vehicle_plate_color_code_idx').on('basic_vehicle').columns(['vehicle_plate_color_code']).execute();
  await db.schema.createIndex('basic_vehicle_vehicle_type_idx').on('basic_vehicle').columns(['vehicle_type']).execute();
  await db.schema.createIndex('basic_vehicle_register_date_idx').on('basic_vehicle').columns(['register_date']).execute();
  await db.schema.createIndex('basic_vehicle_vehicle_energy_type_idx').on('basic_vehicle').columns(['vehicle_energy_type']).execute();
  await db.schema.createIndex('basic_vehicle_vehicle_tonnage_idx').on('basic_vehicle').columns(['vehicle_tonnage']).execute();
  await db.schema.createIndex('basic_vehicle_driver_code_idx').on('basic_vehicle').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_vehicle_review_status_idx').on('basic_vehicle').columns(['review_status']).execute();
  await db.schema.createIndex('basic_vehicle_review_date_time_idx').on('basic_vehicle').columns(['review_date_time']).execute();
  await db.schema.createIndex('basic_vehicle_report_status_idx').on('basic_vehicle').columns(['report_status']).execute();
  await db.schema.createIndex('basic_vehicle_gmt_created_idx').on('basic_vehicle').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_gmt_modified_idx').on('basic_vehicle').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_vehicle_branch_code_idx').on('basic_vehicle').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_vehicle_branch_code_gmt_created_idx').on('basic_vehicle').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('basic_vehicle_driver_code_gmt_created_idx').on('basic_vehicle').columns(['driver_code', 'gmt_created']).execute();
}

export async function up(db: Db): Promise<void> {
  await entityTables(db);
  await db.schema.createTable('entity_action_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('entity', 'varchar(64)', notNull)
    .addColumn('record_id', 'bigint', notNull)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('from_state', 'varchar(64)', notNull)
    .addColumn('to_state', 'varchar(64)', notNull)
    .addColumn('party_code', 'varchar(32)', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('entity_action_log_record_idx').on('entity_action_log').columns(['entity', 'record_id']).execute();
  await db.schema.createTable('file_upload')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('original_name', 'varchar(255)', notNull)
    .addColumn('media_type', 'varchar(64)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('party_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['file_upload', 'entity_action_log', 'basic_vehicle', 'basic_driver', 'tms_waybill']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
