// Written by `npm run db:diff` from the entity schemas:
// - basic_driver: new column qualification_valid_to varchar(8)
// - basic_driver: new index basic_driver_qualification_valid_to_idx (qualification_valid_to)
// - basic_driver_team: new table (19 columns, 13 indexes)
// - basic_driver_team_member: new table (12 columns, 8 indexes)
// - basic_driver_team_vehicle: new table (12 columns, 7 indexes)
// - basic_shipper: new table (25 columns, 16 indexes)
// - basic_vehicle: new column road_transport_valid_to varchar(8)
// - basic_vehicle: new column inspection_valid_to varchar(8)
// - basic_vehicle: new index basic_vehicle_road_transport_valid_to_idx (road_transport_valid_to)
// - basic_vehicle: new index basic_vehicle_inspection_valid_to_idx (inspection_valid_to)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('basic_driver').addColumn('qualification_valid_to', 'varchar(8)').execute();
  await db.schema.createIndex('basic_driver_qualification_valid_to_idx').on('basic_driver').columns(['qualification_valid_to']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_qualification_valid_to_idx');
  await db.schema.createTable('basic_driver_team')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('team_code', 'varchar(16)')
    .addColumn('team_name', 'varchar(50)', notNull)
    .addColumn('short_name', 'varchar(10)')
    .addColumn('captain_code', 'varchar(32)', notNull)
    .addColumn('captain_name', 'varchar(30)')
    .addColumn('captain_phone', 'varchar(11)')
    .addColumn('captain_id_card', 'varchar(18)')
    .addColumn('contact_phone', 'varchar(20)', notNull)
    .addColumn('area_code', 'varchar(6)')
    .addColumn('address', 'varchar(200)')
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('review_status', 'varchar(20)', notNull)
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_driver_team_branch_code_team_code_uq').on('basic_driver_team').columns(['branch_code', 'team_code']).unique().execute();
  await db.schema.createIndex('basic_driver_team_branch_code_team_name_uq').on('basic_driver_team').columns(['branch_code', 'team_name']).unique().execute();
  await db.schema.createIndex('basic_driver_team_branch_code_captain_code_uq').on('basic_driver_team').columns(['branch_code', 'captain_code']).unique().execute();
  await db.schema.createIndex('basic_driver_team_team_name_idx').on('basic_driver_team').columns(['team_name']).execute();
  await db.schema.createIndex('basic_driver_team_captain_code_idx').on('basic_driver_team').columns(['captain_code']).execute();
  await db.schema.createIndex('basic_driver_team_area_code_idx').on('basic_driver_team').columns(['area_code']).execute();
  await db.schema.createIndex('basic_driver_team_status_idx').on('basic_driver_team').columns(['status']).execute();
  await db.schema.createIndex('basic_driver_team_review_status_idx').on('basic_driver_team').columns(['review_status']).execute();
  await db.schema.createIndex('basic_driver_team_review_date_time_idx').on('basic_driver_team').columns(['review_date_time']).execute();
  await db.schema.createIndex('basic_driver_team_gmt_created_idx').on('basic_driver_team').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_driver_team_gmt_modified_idx').on('basic_driver_team').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_driver_team_branch_code_idx').on('basic_driver_team').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_driver_team_branch_code_gmt_created_idx').on('basic_driver_team').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('basic_driver_team_member')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('team_code', 'varchar(16)', notNull)
    .addColumn('team_name', 'varchar(50)')
    .addColumn('driver_code', 'varchar(32)', notNull)
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('telephone', 'varchar(11)')
    .addColumn('vehicle_class', 'varchar(2)')
    .addColumn('join_date', 'varchar(8)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_driver_team_member_branch_code_driver_code_uq').on('basic_driver_team_member').columns(['branch_code', 'driver_code']).unique().execute();
  await db.schema.createIndex('basic_driver_team_member_team_code_idx').on('basic_driver_team_member').columns(['team_code']).execute();
  await db.schema.createIndex('basic_driver_team_member_driver_code_idx').on('basic_driver_team_member').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_driver_team_member_join_date_idx').on('basic_driver_team_member').columns(['join_date']).execute();
  await db.schema.createIndex('basic_driver_team_member_gmt_created_idx').on('basic_driver_team_member').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_driver_team_member_gmt_modified_idx').on('basic_driver_team_member').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_driver_team_member_branch_code_idx').on('basic_driver_team_member').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_driver_team_member_team_code_gmt_created_idx').on('basic_driver_team_member').columns(['team_code', 'gmt_created']).execute();
  await db.schema.createTable('basic_driver_team_vehicle')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('team_code', 'varchar(16)', notNull)
    .addColumn('team_name', 'varchar(50)')
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('vehicle_plate_color_code', 'varchar(2)')
    .addColumn('vehicle_type', 'varchar(3)')
    .addColumn('vehicle_tonnage', 'numeric(18, 3)')
    .addColumn('join_date', 'varchar(8)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_driver_team_vehicle_branch_code_vehicle_number_uq').on('basic_driver_team_vehicle').columns(['branch_code', 'vehicle_number']).unique().execute();
  await db.schema.createIndex('basic_driver_team_vehicle_team_code_idx').on('basic_driver_team_vehicle').columns(['team_code']).execute();
  await db.schema.createIndex('basic_driver_team_vehicle_join_date_idx').on('basic_driver_team_vehicle').columns(['join_date']).execute();
  await db.schema.createIndex('basic_driver_team_vehicle_gmt_created_idx').on('basic_driver_team_vehicle').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_driver_team_vehicle_gmt_modified_idx').on('basic_driver_team_vehicle').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_driver_team_vehicle_branch_code_idx').on('basic_driver_team_vehicle').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_driver_team_vehicle_team_code_gmt_created_idx').on('basic_driver_team_vehicle').columns(['team_code', 'gmt_created']).execute();
  await db.schema.createTable('basic_shipper')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_type', 'varchar(16)', notNull)
    .addColumn('shipper_name', 'varchar(100)', notNull)
    .addColumn('contact_phone', 'varchar(11)', notNull)
    .addColumn('id_card', 'varchar(18)')
    .addColumn('id_card_valid_from', 'varchar(8)')
    .addColumn('id_card_valid_to', 'varchar(8)')
    .addColumn('id_card_front_image', 'varchar(512)')
    .addColumn('id_card_back_image', 'varchar(512)')
    .addColumn('uscc', 'varchar(18)')
    .addColumn('legal_person', 'varchar(30)')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('road_transport_permit', 'varchar(12)')
    .addColumn('business_license_image', 'varchar(512)')
    .addColumn('area_code', 'varchar(6)')
    .addColumn('address', 'varchar(200)')
    .addColumn('source', 'varchar(16)')
    .addColumn('review_status', 'varchar(20)', notNull)
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_shipper_branch_code_shipper_code_uq').on('basic_shipper').columns(['branch_code', 'shipper_code']).unique().execute();
  await db.schema.createIndex('basic_shipper_branch_code_contact_phone_uq').on('basic_shipper').columns(['branch_code', 'contact_phone']).unique().execute();
  await db.schema.createIndex('basic_shipper_branch_code_id_card_uq').on('basic_shipper').columns(['branch_code', 'id_card']).unique().execute();
  await db.schema.createIndex('basic_shipper_branch_code_uscc_uq').on('basic_shipper').columns(['branch_code', 'uscc']).unique().execute();
  await db.schema.createIndex('basic_shipper_shipper_type_idx').on('basic_shipper').columns(['shipper_type']).execute();
  await db.schema.createIndex('basic_shipper_shipper_name_idx').on('basic_shipper').columns(['shipper_name']).execute();
  await db.schema.createIndex('basic_shipper_id_card_valid_to_idx').on('basic_shipper').columns(['id_card_valid_to']).execute();
  await db.schema.createIndex('basic_shipper_area_code_idx').on('basic_shipper').columns(['area_code']).execute();
  await db.schema.createIndex('basic_shipper_source_idx').on('basic_shipper').columns(['source']).execute();
  await db.schema.createIndex('basic_shipper_review_status_idx').on('basic_shipper').columns(['review_status']).execute();
  await db.schema.createIndex('basic_shipper_review_date_time_idx').on('basic_shipper').columns(['review_date_time']).execute();
  await db.schema.createIndex('basic_shipper_gmt_created_idx').on('basic_shipper').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_shipper_gmt_modified_idx').on('basic_shipper').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_shipper_branch_code_idx').on('basic_shipper').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_shipper_shipper_code_idx').on('basic_shipper').columns(['shipper_code']).execute();
  await db.schema.createIndex('basic_shipper_branch_code_gmt_created_idx').on('basic_shipper').columns(['branch_code', 'gmt_created']).execute();
  await dialectOf(db).keepCounts(db, 'basic_shipper', [[], ['branch_code'], ['branch_code', 'shipper_code']]);
  await db.schema.alterTable('basic_vehicle').addColumn('road_transport_valid_to', 'varchar(8)').execute();
  await db.schema.alterTable('basic_vehicle').addColumn('inspection_valid_to', 'varchar(8)').execute();
  await db.schema.createIndex('basic_vehicle_road_transport_valid_to_idx').on('basic_vehicle').columns(['road_transport_valid_to']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_vehicle_road_transport_valid_to_idx');
  await db.schema.createIndex('basic_vehicle_inspection_valid_to_idx').on('basic_vehicle').columns(['inspection_valid_to']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_vehicle_inspection_valid_to_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('basic_vehicle_inspection_valid_to_idx').execute();
  await db.schema.dropIndex('basic_vehicle_road_transport_valid_to_idx').execute();
  await db.schema.alterTable('basic_vehicle').dropColumn('inspection_valid_to').execute();
  await db.schema.alterTable('basic_vehicle').dropColumn('road_transport_valid_to').execute();
  await dialectOf(db).stopKeepingCounts(db, 'basic_shipper');
  await db.schema.dropTable('basic_shipper').execute();
  await db.schema.dropTable('basic_driver_team_vehicle').execute();
  await db.schema.dropTable('basic_driver_team_member').execute();
  await db.schema.dropTable('basic_driver_team').execute();
  await db.schema.dropIndex('basic_driver_qualification_valid_to_idx').execute();
  await db.schema.alterTable('basic_driver').dropColumn('qualification_valid_to').execute();
}
