// Written by `npm run db:diff` from the entity schemas:
// - basic_carrier: new table (29 columns, 15 indexes)
// - basic_driver_team: new column review_level bigint
// - basic_driver_team_member: new column review_status varchar(20) not null
// - basic_driver_team_member: new column review_level bigint
// - basic_driver_team_member: new column review_remark varchar(200)
// - basic_driver_team_member: new column review_date_time varchar(19)
// - basic_driver_team_member: new index basic_driver_team_member_review_status_idx (review_status)
// - basic_driver_team_member: new index basic_driver_team_member_review_date_time_idx (review_date_time)
// - basic_driver_team_member: new index basic_driver_team_member_branch_code_review_status_gmt_created_idx (branch_code, review_status, gmt_created)
// - basic_driver_team_vehicle: new column review_status varchar(20) not null
// - basic_driver_team_vehicle: new column review_level bigint
// - basic_driver_team_vehicle: new column review_remark varchar(200)
// - basic_driver_team_vehicle: new column review_date_time varchar(19)
// - basic_driver_team_vehicle: new index basic_driver_team_vehicle_review_status_idx (review_status)
// - basic_driver_team_vehicle: new index basic_driver_team_vehicle_review_date_time_idx (review_date_time)
// - basic_driver_team_vehicle: new index basic_driver_team_vehicle_branch_code_review_status_gmt_created_idx (branch_code, review_status, gmt_created)
// - basic_phone_change: new table (20 columns, 11 indexes)
// - basic_shipper: new column review_level bigint
// - basic_shipper: new column prepay_max_ratio numeric(18, 3)
// - basic_shipper: new column prepay_max_amount numeric(18, 3)
// - basic_vehicle_repair: new column review_level bigint
// - basic_vehicle_repair: new column review_remark varchar(200)
// - basic_vehicle_repair: new column review_date_time varchar(19)
// - basic_vehicle_repair: new index basic_vehicle_repair_review_date_time_idx (review_date_time)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_carrier')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('carrier_code', 'varchar(16)')
    .addColumn('carrier_name', 'varchar(100)', notNull)
    .addColumn('uscc', 'varchar(18)', notNull)
    .addColumn('permit_number', 'varchar(12)', notNull)
    .addColumn('permit_valid_to', 'varchar(8)')
    .addColumn('business_scope', 'varchar(20)')
    .addColumn('legal_person', 'varchar(30)', notNull)
    .addColumn('legal_person_id_card', 'varchar(18)')
    .addColumn('contact_name', 'varchar(30)', notNull)
    .addColumn('contact_phone', 'varchar(11)', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('bank_account_name', 'varchar(100)')
    .addColumn('bank_account', 'varchar(30)')
    .addColumn('bank_code', 'varchar(10)')
    .addColumn('bank_branch_name', 'varchar(100)')
    .addColumn('business_license_image', 'varchar(512)')
    .addColumn('permit_image', 'varchar(512)')
    .addColumn('legal_person_id_card_front_image', 'varchar(512)')
    .addColumn('legal_person_id_card_back_image', 'varchar(512)')
    .addColumn('review_status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_carrier_branch_code_carrier_code_uq').on('basic_carrier').columns(['branch_code', 'carrier_code']).unique().execute();
  await db.schema.createIndex('basic_carrier_branch_code_carrier_name_uq').on('basic_carrier').columns(['branch_code', 'carrier_name']).unique().execute();
  await db.schema.createIndex('basic_carrier_branch_code_uscc_uq').on('basic_carrier').columns(['branch_code', 'uscc']).unique().execute();
  await db.schema.createIndex('basic_carrier_branch_code_permit_number_uq').on('basic_carrier').columns(['branch_code', 'permit_number']).unique().execute();
  await db.schema.createIndex('basic_carrier_carrier_name_idx').on('basic_carrier').columns(['carrier_name']).execute();
  await db.schema.createIndex('basic_carrier_permit_valid_to_idx').on('basic_carrier').columns(['permit_valid_to']).execute();
  await db.schema.createIndex('basic_carrier_business_scope_idx').on('basic_carrier').columns(['business_scope']).execute();
  await db.schema.createIndex('basic_carrier_area_code_idx').on('basic_carrier').columns(['area_code']).execute();
  await db.schema.createIndex('basic_carrier_review_status_idx').on('basic_carrier').columns(['review_status']).execute();
  await db.schema.createIndex('basic_carrier_review_date_time_idx').on('basic_carrier').columns(['review_date_time']).execute();
  await db.schema.createIndex('basic_carrier_gmt_created_idx').on('basic_carrier').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_carrier_gmt_modified_idx').on('basic_carrier').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_carrier_branch_code_idx').on('basic_carrier').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_carrier_branch_code_gmt_created_idx').on('basic_carrier').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('basic_carrier_branch_code_review_status_gmt_created_idx').on('basic_carrier').columns(['branch_code', 'review_status', 'gmt_created']).execute();
  await db.schema.alterTable('basic_driver_team').addColumn('review_level', 'bigint').execute();
  await db.schema.alterTable('basic_driver_team_member').addColumn('review_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending')).execute();
  // The links made before fleets' members were reviewed stand as approved.
  await db.updateTable('basic_driver_team_member' as never).set({ review_status: 'approved' } as never).execute();
  await db.schema.alterTable('basic_driver_team_member').addColumn('review_level', 'bigint').execute();
  await db.schema.alterTable('basic_driver_team_member').addColumn('review_remark', 'varchar(200)').execute();
  await db.schema.alterTable('basic_driver_team_member').addColumn('review_date_time', 'varchar(19)').execute();
  await db.schema.createIndex('basic_driver_team_member_review_status_idx').on('basic_driver_team_member').columns(['review_status']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_member_review_status_idx');
  await db.schema.createIndex('basic_driver_team_member_review_date_time_idx').on('basic_driver_team_member').columns(['review_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_member_review_date_time_idx');
  await db.schema.createIndex('basic_driver_team_member_branch_code_review_status_gmt_created_idx').on('basic_driver_team_member').columns(['branch_code', 'review_status', 'gmt_created']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_member_branch_code_review_status_gmt_created_idx');
  await db.schema.alterTable('basic_driver_team_vehicle').addColumn('review_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending')).execute();
  await db.updateTable('basic_driver_team_vehicle' as never).set({ review_status: 'approved' } as never).execute();
  await db.schema.alterTable('basic_driver_team_vehicle').addColumn('review_level', 'bigint').execute();
  await db.schema.alterTable('basic_driver_team_vehicle').addColumn('review_remark', 'varchar(200)').execute();
  await db.schema.alterTable('basic_driver_team_vehicle').addColumn('review_date_time', 'varchar(19)').execute();
  await db.schema.createIndex('basic_driver_team_vehicle_review_status_idx').on('basic_driver_team_vehicle').columns(['review_status']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_vehicle_review_status_idx');
  await db.schema.createIndex('basic_driver_team_vehicle_review_date_time_idx').on('basic_driver_team_vehicle').columns(['review_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_vehicle_review_date_time_idx');
  await db.schema.createIndex('basic_driver_team_vehicle_branch_code_review_status_gmt_created_idx').on('basic_driver_team_vehicle').columns(['branch_code', 'review_status', 'gmt_created']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_vehicle_branch_code_review_status_gmt_created_idx');
  await db.schema.createTable('basic_phone_change')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('change_number', 'varchar(20)')
    .addColumn('party_kind', 'varchar(10)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('id_card', 'varchar(18)')
    .addColumn('old_mobile', 'varchar(11)')
    .addColumn('new_mobile', 'varchar(11)', notNull)
    .addColumn('reason', 'varchar(200)', notNull)
    .addColumn('id_card_front_image', 'varchar(512)')
    .addColumn('id_card_back_image', 'varchar(512)')
    .addColumn('handheld_id_card_image', 'varchar(512)')
    .addColumn('review_status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_phone_change_change_number_idx').on('basic_phone_change').columns(['change_number']).execute();
  await db.schema.createIndex('basic_phone_change_party_kind_idx').on('basic_phone_change').columns(['party_kind']).execute();
  await db.schema.createIndex('basic_phone_change_driver_code_idx').on('basic_phone_change').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_phone_change_shipper_code_idx').on('basic_phone_change').columns(['shipper_code']).execute();
  await db.schema.createIndex('basic_phone_change_review_status_idx').on('basic_phone_change').columns(['review_status']).execute();
  await db.schema.createIndex('basic_phone_change_review_date_time_idx').on('basic_phone_change').columns(['review_date_time']).execute();
  await db.schema.createIndex('basic_phone_change_gmt_created_idx').on('basic_phone_change').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_phone_change_gmt_modified_idx').on('basic_phone_change').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_phone_change_branch_code_idx').on('basic_phone_change').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_phone_change_branch_code_gmt_created_idx').on('basic_phone_change').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('basic_phone_change_branch_code_review_status_gmt_created_idx').on('basic_phone_change').columns(['branch_code', 'review_status', 'gmt_created']).execute();
  await db.schema.alterTable('basic_shipper').addColumn('review_level', 'bigint').execute();
  await db.schema.alterTable('basic_shipper').addColumn('prepay_max_ratio', 'numeric(18, 3)').execute();
  await db.schema.alterTable('basic_shipper').addColumn('prepay_max_amount', 'numeric(18, 3)').execute();
  await db.schema.alterTable('basic_vehicle_repair').addColumn('review_level', 'bigint').execute();
  await db.schema.alterTable('basic_vehicle_repair').addColumn('review_remark', 'varchar(200)').execute();
  await db.schema.alterTable('basic_vehicle_repair').addColumn('review_date_time', 'varchar(19)').execute();
  await db.schema.createIndex('basic_vehicle_repair_review_date_time_idx').on('basic_vehicle_repair').columns(['review_date_time']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_vehicle_repair_review_date_time_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('basic_vehicle_repair_review_date_time_idx').execute();
  await db.schema.alterTable('basic_vehicle_repair').dropColumn('review_date_time').execute();
  await db.schema.alterTable('basic_vehicle_repair').dropColumn('review_remark').execute();
  await db.schema.alterTable('basic_vehicle_repair').dropColumn('review_level').execute();
  await db.schema.alterTable('basic_shipper').dropColumn('prepay_max_amount').execute();
  await db.schema.alterTable('basic_shipper').dropColumn('prepay_max_ratio').execute();
  await db.schema.alterTable('basic_shipper').dropColumn('review_level').execute();
  await db.schema.dropTable('basic_phone_change').execute();
  await db.schema.dropIndex('basic_driver_team_vehicle_branch_code_review_status_gmt_created_idx').execute();
  await db.schema.dropIndex('basic_driver_team_vehicle_review_date_time_idx').execute();
  await db.schema.dropIndex('basic_driver_team_vehicle_review_status_idx').execute();
  await db.schema.alterTable('basic_driver_team_vehicle').dropColumn('review_date_time').execute();
  await db.schema.alterTable('basic_driver_team_vehicle').dropColumn('review_remark').execute();
  await db.schema.alterTable('basic_driver_team_vehicle').dropColumn('review_level').execute();
  await db.schema.alterTable('basic_driver_team_vehicle').dropColumn('review_status').execute();
  await db.schema.dropIndex('basic_driver_team_member_branch_code_review_status_gmt_created_idx').execute();
  await db.schema.dropIndex('basic_driver_team_member_review_date_time_idx').execute();
  await db.schema.dropIndex('basic_driver_team_member_review_status_idx').execute();
  await db.schema.alterTable('basic_driver_team_member').dropColumn('review_date_time').execute();
  await db.schema.alterTable('basic_driver_team_member').dropColumn('review_remark').execute();
  await db.schema.alterTable('basic_driver_team_member').dropColumn('review_level').execute();
  await db.schema.alterTable('basic_driver_team_member').dropColumn('review_status').execute();
  await db.schema.alterTable('basic_driver_team').dropColumn('review_level').execute();
  await db.schema.dropTable('basic_carrier').execute();
}
