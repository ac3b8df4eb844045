// Written by `npm run db:diff` from the entity schemas:
// - basic_driver: new column review_level bigint
// - basic_vehicle: new column review_level bigint
// - tms_cargo_order: new table (40 columns, 16 indexes)
// - tms_order_bid: new table (20 columns, 6 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('basic_driver').addColumn('review_level', 'bigint').execute();
  await db.schema.alterTable('basic_vehicle').addColumn('review_level', 'bigint').execute();
  await db.schema.createTable('tms_cargo_order')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_number', 'varchar(20)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('channel', 'varchar(16)')
    .addColumn('order_type', 'varchar(16)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('consignor_contact', 'varchar(30)', notNull)
    .addColumn('consignor_telephone', 'varchar(20)', notNull)
    .addColumn('loading_country_subdivision_code', 'varchar(6)', notNull)
    .addColumn('place_of_loading', 'varchar(256)', notNull)
    .addColumn('consignee', 'varchar(100)', notNull)
    .addColumn('consignee_contact', 'varchar(30)')
    .addColumn('consignee_telephone', 'varchar(20)')
    .addColumn('receipt_country_subdivision_code', 'varchar(6)', notNull)
    .addColumn('goods_receipt_place', 'varchar(256)', notNull)
    .addColumn('description_of_goods', 'varchar(256)', notNull)
    .addColumn('cargo_type_classification_code', 'varchar(4)', notNull)
    .addColumn('goods_item_gross_weight', 'numeric(18, 3)', notNull)
    .addColumn('cube', 'numeric(18, 3)')
    .addColumn('total_number_of_packages', 'bigint')
    .addColumn('vehicle_type_wanted', 'varchar(3)')
    .addColumn('vehicle_length_wanted', 'varchar(8)')
    .addColumn('vehicle_count', 'bigint', notNull)
    .addColumn('accepted_count', 'bigint')
    .addColumn('loading_start', 'varchar(19)', notNull)
    .addColumn('loading_end', 'varchar(19)')
    .addColumn('price_mode', 'varchar(16)', notNull)
    .addColumn('unit_price', 'numeric(18, 3)', notNull)
    .addColumn('payment_terms', 'varchar(16)', notNull)
    .addColumn('insurance_wanted', 'integer')
    .addColumn('remark', 'varchar(500)')
    .addColumn('submit_date_time', 'varchar(19)')
    .addColumn('audit_date_time', 'varchar(19)')
    .addColumn('audit_remark', 'varchar(200)')
    .addColumn('review_level', 'bigint')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_cargo_order_branch_code_order_number_uq').on('tms_cargo_order').columns(['branch_code', 'order_number']).unique().execute();
  await db.schema.createIndex('tms_cargo_order_order_number_idx').on('tms_cargo_order').columns(['order_number']).execute();
  await db.schema.createIndex('tms_cargo_order_status_idx').on('tms_cargo_order').columns(['status']).execute();
  await db.schema.createIndex('tms_cargo_order_channel_idx').on('tms_cargo_order').columns(['channel']).execute();
  await db.schema.createIndex('tms_cargo_order_order_type_idx').on('tms_cargo_order').columns(['order_type']).execute();
  await db.schema.createIndex('tms_cargo_order_shipper_code_idx').on('tms_cargo_order').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_cargo_order_loading_country_subdivision_code_idx').on('tms_cargo_order').columns(['loading_country_subdivision_code']).execute();
  await db.schema.createIndex('tms_cargo_order_receipt_country_subdivision_code_idx').on('tms_cargo_order').columns(['receipt_country_subdivision_code']).execute();
  await db.schema.createIndex('tms_cargo_order_cargo_type_classification_code_idx').on('tms_cargo_order').columns(['cargo_type_classification_code']).execute();
  await db.schema.createIndex('tms_cargo_order_goods_item_gross_weight_idx').on('tms_cargo_order').columns(['goods_item_gross_weight']).execute();
  await db.schema.createIndex('tms_cargo_order_vehicle_length_wanted_idx').on('tms_cargo_order').columns(['vehicle_length_wanted']).execute();
  await db.schema.createIndex('tms_cargo_order_loading_start_idx').on('tms_cargo_order').columns(['loading_start']).execute();
  await db.schema.createIndex('tms_cargo_order_unit_price_idx').on('tms_cargo_order').columns(['unit_price']).execute();
  await db.schema.createIndex('tms_cargo_order_submit_date_time_idx').on('tms_cargo_order').columns(['submit_date_time']).execute();
  await db.schema.createIndex('tms_cargo_order_gmt_created_idx').on('tms_cargo_order').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_cargo_order_branch_code_idx').on('tms_cargo_order').columns(['branch_code']).execute();
  await db.schema.createTable('tms_order_bid')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_number', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('loading_country_subdivision_code', 'varchar(6)')
    .addColumn('receipt_country_subdivision_code', 'varchar(6)')
    .addColumn('description_of_goods', 'varchar(256)')
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('driver_telephone', 'varchar(11)')
    .addColumn('bid_price', 'numeric(18, 3)', notNull)
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('decline_reason', 'varchar(200)')
    .addColumn('accept_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_order_bid_status_idx').on('tms_order_bid').columns(['status']).execute();
  await db.schema.createIndex('tms_order_bid_shipper_code_idx').on('tms_order_bid').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_order_bid_driver_code_idx').on('tms_order_bid').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_order_bid_bid_price_idx').on('tms_order_bid').columns(['bid_price']).execute();
  await db.schema.createIndex('tms_order_bid_gmt_created_idx').on('tms_order_bid').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_order_bid_branch_code_idx').on('tms_order_bid').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_order_bid').execute();
  await db.schema.dropTable('tms_cargo_order').execute();
  await db.schema.alterTable('basic_vehicle').dropColumn('review_level').execute();
  await db.schema.alterTable('basic_driver').dropColumn('review_level').execute();
}
