// Written by `npm run db:diff` from the entity schemas:
// - basic_common_route: new table (20 columns, 12 indexes)
// - basic_goods: new table (20 columns, 12 indexes)
// - basic_goods_type: new table (10 columns, 8 indexes)
// - basic_pallet: new table (19 columns, 12 indexes)
// - basic_station: new table (16 columns, 8 indexes)
// - basic_team: new table (13 columns, 7 indexes)
// - basic_unit: new table (11 columns, 7 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_common_route')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('origin_station_id', 'bigint')
    .addColumn('origin_station_name', 'varchar(50)')
    .addColumn('origin_area_code', 'varchar(6)', notNull)
    .addColumn('origin_address', 'varchar(256)', notNull)
    .addColumn('destination_station_id', 'bigint')
    .addColumn('destination_station_name', 'varchar(50)')
    .addColumn('destination_area_code', 'varchar(6)', notNull)
    .addColumn('destination_address', 'varchar(256)', notNull)
    .addColumn('distance_km', 'numeric(18, 3)', notNull)
    .addColumn('estimated_hours', 'numeric(18, 3)')
    .addColumn('typical_goods_id', 'bigint')
    .addColumn('typical_goods_name', 'varchar(50)')
    .addColumn('freight_per_ton', 'numeric(18, 3)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_common_route_branch_code_name_uq').on('basic_common_route').columns(['branch_code', 'name']).unique().execute();
  await db.schema.createIndex('basic_common_route_origin_station_id_idx').on('basic_common_route').columns(['origin_station_id']).execute();
  await db.schema.createIndex('basic_common_route_origin_area_code_idx').on('basic_common_route').columns(['origin_area_code']).execute();
  await db.schema.createIndex('basic_common_route_destination_station_id_idx').on('basic_common_route').columns(['destination_station_id']).execute();
  await db.schema.createIndex('basic_common_route_destination_area_code_idx').on('basic_common_route').columns(['destination_area_code']).execute();
  await db.schema.createIndex('basic_common_route_distance_km_idx').on('basic_common_route').columns(['distance_km']).execute();
  await db.schema.createIndex('basic_common_route_typical_goods_id_idx').on('basic_common_route').columns(['typical_goods_id']).execute();
  await db.schema.createIndex('basic_common_route_freight_per_ton_idx').on('basic_common_route').columns(['freight_per_ton']).execute();
  await db.schema.createIndex('basic_common_route_status_idx').on('basic_common_route').columns(['status']).execute();
  await db.schema.createIndex('basic_common_route_gmt_created_idx').on('basic_common_route').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_common_route_gmt_modified_idx').on('basic_common_route').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_common_route_branch_code_idx').on('basic_common_route').columns(['branch_code']).execute();
  await db.schema.createTable('basic_goods')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('goods_code', 'varchar(20)')
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('spec', 'varchar(100)')
    .addColumn('goods_type_id', 'bigint', notNull)
    .addColumn('goods_type_name', 'varchar(50)')
    .addColumn('cargo_type_classification_code', 'varchar(4)')
    .addColumn('unit_id', 'bigint', notNull)
    .addColumn('unit_name', 'varchar(20)')
    .addColumn('packaging', 'varchar(20)', notNull)
    .addColumn('unit_weight', 'numeric(18, 3)')
    .addColumn('unit_volume', 'numeric(18, 3)')
    .addColumn('dangerous', 'integer', notNull)
    .addColumn('un_number', 'varchar(4)')
    .addColumn('danger_class', 'varchar(2)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_goods_branch_code_goods_code_uq').on('basic_goods').columns(['branch_code', 'goods_code']).unique().execute();
  await db.schema.createIndex('basic_goods_branch_code_name_uq').on('basic_goods').columns(['branch_code', 'name']).unique().execute();
  await db.schema.createIndex('basic_goods_goods_code_idx').on('basic_goods').columns(['goods_code']).execute();
  await db.schema.createIndex('basic_goods_goods_type_id_idx').on('basic_goods').columns(['goods_type_id']).execute();
  await db.schema.createIndex('basic_goods_cargo_type_classification_code_idx').on('basic_goods').columns(['cargo_type_classification_code']).execute();
  await db.schema.createIndex('basic_goods_unit_id_idx').on('basic_goods').columns(['unit_id']).execute();
  await db.schema.createIndex('basic_goods_packaging_idx').on('basic_goods').columns(['packaging']).execute();
  await db.schema.createIndex('basic_goods_danger_class_idx').on('basic_goods').columns(['danger_class']).execute();
  await db.schema.createIndex('basic_goods_status_idx').on('basic_goods').columns(['status']).execute();
  await db.schema.createIndex('basic_goods_gmt_created_idx').on('basic_goods').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_goods_gmt_modified_idx').on('basic_goods').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_goods_branch_code_idx').on('basic_goods').columns(['branch_code']).execute();
  await db.schema.createTable('basic_goods_type')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('parent_id', 'bigint')
    .addColumn('sort_order', 'bigint')
    .addColumn('cargo_type_classification_code', 'varchar(4)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_goods_type_parent_id_idx').on('basic_goods_type').columns(['parent_id']).execute();
  await db.schema.createIndex('basic_goods_type_sort_order_idx').on('basic_goods_type').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_goods_type_cargo_type_classification_code_idx').on('basic_goods_type').columns(['cargo_type_classification_code']).execute();
  await db.schema.createIndex('basic_goods_type_status_idx').on('basic_goods_type').columns(['status']).execute();
  await db.schema.createIndex('basic_goods_type_gmt_created_idx').on('basic_goods_type').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_goods_type_gmt_modified_idx').on('basic_goods_type').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_goods_type_branch_code_idx').on('basic_goods_type').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_goods_type_branch_code_parent_id_sort_order_idx').on('basic_goods_type').columns(['branch_code', 'parent_id', 'sort_order']).execute();
  await db.schema.createTable('basic_pallet')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('pallet_code', 'varchar(20)')
    .addColumn('spec', 'varchar(10)', notNull)
    .addColumn('material', 'varchar(20)', notNull)
    .addColumn('load_capacity', 'numeric(18, 3)', notNull)
    .addColumn('owner_type', 'varchar(20)', notNull)
    .addColumn('owner_name', 'varchar(100)')
    .addColumn('station_id', 'bigint', notNull)
    .addColumn('station_name', 'varchar(50)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('purchase_date', 'varchar(8)')
    .addColumn('used_by', 'varchar(100)')
    .addColumn('last_moved_at', 'varchar(19)')
    .addColumn('repair_reason', 'varchar(200)')
    .addColumn('scrap_reason', 'varchar(200)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_pallet_branch_code_pallet_code_uq').on('basic_pallet').columns(['branch_code', 'pallet_code']).unique().execute();
  await db.schema.createIndex('basic_pallet_pallet_code_idx').on('basic_pallet').columns(['pallet_code']).execute();
  await db.schema.createIndex('basic_pallet_spec_idx').on('basic_pallet').columns(['spec']).execute();
  await db.schema.createIndex('basic_pallet_material_idx').on('basic_pallet').columns(['material']).execute();
  await db.schema.createIndex('basic_pallet_owner_type_idx').on('basic_pallet').columns(['owner_type']).execute();
  await db.schema.createIndex('basic_pallet_station_id_idx').on('basic_pallet').columns(['station_id']).execute();
  await db.schema.createIndex('basic_pallet_status_idx').on('basic_pallet').columns(['status']).execute();
  await db.schema.createIndex('basic_pallet_purchase_date_idx').on('basic_pallet').columns(['purchase_date']).execute();
  await db.schema.createIndex('basic_pallet_last_moved_at_idx').on('basic_pallet').columns(['last_moved_at']).execute();
  await db.schema.createIndex('basic_pallet_gmt_created_idx').on('basic_pallet').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_pallet_gmt_modified_idx').on('basic_pallet').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_pallet_branch_code_idx').on('basic_pallet').columns(['branch_code']).execute();
  await db.schema.createTable('basic_station')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('station_code', 'varchar(20)')
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('station_type', 'varchar(20)', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(256)', notNull)
    .addColumn('longitude', 'numeric(18, 3)')
    .addColumn('latitude', 'numeric(18, 3)')
    .addColumn('contact', 'varchar(30)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('business_hours', 'varchar(11)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_station_branch_code_station_code_uq').on('basic_station').columns(['branch_code', 'station_code']).unique().execute();
  await db.schema.createIndex('basic_station_branch_code_name_uq').on('basic_station').columns(['branch_code', 'name']).unique().execute();
  await db.schema.createIndex('basic_station_station_type_idx').on('basic_station').columns(['station_type']).execute();
  await db.schema.createIndex('basic_station_area_code_idx').on('basic_station').columns(['area_code']).execute();
  await db.schema.createIndex('basic_station_status_idx').on('basic_station').columns(['status']).execute();
  await db.schema.createIndex('basic_station_gmt_created_idx').on('basic_station').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_station_gmt_modified_idx').on('basic_station').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_station_branch_code_idx').on('basic_station').columns(['branch_code']).execute();
  await db.schema.createTable('basic_team')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('department_id', 'bigint', notNull)
    .addColumn('department_name', 'varchar(50)')
    .addColumn('leader', 'varchar(30)', notNull)
    .addColumn('leader_phone', 'varchar(20)')
    .addColumn('member_count', 'bigint')
    .addColumn('duty', 'varchar(200)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_team_branch_code_name_uq').on('basic_team').columns(['branch_code', 'name']).unique().execute();
  await db.schema.createIndex('basic_team_department_id_idx').on('basic_team').columns(['department_id']).execute();
  await db.schema.createIndex('basic_team_member_count_idx').on('basic_team').columns(['member_count']).execute();
  await db.schema.createIndex('basic_team_status_idx').on('basic_team').columns(['status']).execute();
  await db.schema.createIndex('basic_team_gmt_created_idx').on('basic_team').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_team_gmt_modified_idx').on('basic_team').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_team_branch_code_idx').on('basic_team').columns(['branch_code']).execute();
  await db.schema.createTable('basic_unit')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(20)', notNull)
    .addColumn('symbol', 'varchar(10)', notNull)
    .addColumn('unit_kind', 'varchar(20)', notNull)
    .addColumn('tons_per_unit', 'numeric(18, 3)')
    .addColumn('sort_order', 'bigint')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(100)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_unit_branch_code_name_uq').on('basic_unit').columns(['branch_code', 'name']).unique().execute();
  await db.schema.createIndex('basic_unit_unit_kind_idx').on('basic_unit').columns(['unit_kind']).execute();
  await db.schema.createIndex('basic_unit_sort_order_idx').on('basic_unit').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_unit_status_idx').on('basic_unit').columns(['status']).execute();
  await db.schema.createIndex('basic_unit_gmt_created_idx').on('basic_unit').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_unit_gmt_modified_idx').on('basic_unit').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_unit_branch_code_idx').on('basic_unit').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('basic_unit').execute();
  await db.schema.dropTable('basic_team').execute();
  await db.schema.dropTable('basic_station').execute();
  await db.schema.dropTable('basic_pallet').execute();
  await db.schema.dropTable('basic_goods_type').execute();
  await db.schema.dropTable('basic_goods').execute();
  await db.schema.dropTable('basic_common_route').execute();
}
