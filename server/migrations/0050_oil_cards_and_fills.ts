// Written by `npm run db:diff` from the entity schemas:
// - basic_refuel_consumption: new column consumption_number varchar(20)
// - basic_refuel_consumption: new column station_code varchar(32)
// - basic_refuel_consumption: new column card_number varchar(19)
// - basic_refuel_consumption: new column merchant_code varchar(32)
// - basic_refuel_consumption: new column merchant_name varchar(100)
// - basic_refuel_consumption: new column payment_status varchar(20)
// - basic_refuel_consumption: new column journal_number varchar(32)
// - basic_refuel_consumption: new index basic_refuel_consumption_consumption_number_idx (consumption_number)
// - basic_refuel_consumption: new index basic_refuel_consumption_station_code_idx (station_code)
// - basic_refuel_consumption: new index basic_refuel_consumption_card_number_idx (card_number)
// - basic_refuel_consumption: new index basic_refuel_consumption_merchant_code_idx (merchant_code)
// - basic_refuel_consumption: new index basic_refuel_consumption_payment_status_idx (payment_status)
// - oil_card: new table (23 columns, 12 indexes)
// - oil_card_allocation: new table (12 columns, 7 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('basic_refuel_consumption').addColumn('consumption_number', 'varchar(20)').execute();
  await db.schema.alterTable('basic_refuel_consumption').addColumn('station_code', 'varchar(32)').execute();
  await db.schema.alterTable('basic_refuel_consumption').addColumn('card_number', 'varchar(19)').execute();
  await db.schema.alterTable('basic_refuel_consumption').addColumn('merchant_code', 'varchar(32)').execute();
  await db.schema.alterTable('basic_refuel_consumption').addColumn('merchant_name', 'varchar(100)').execute();
  await db.schema.alterTable('basic_refuel_consumption').addColumn('payment_status', 'varchar(20)').execute();
  await db.schema.alterTable('basic_refuel_consumption').addColumn('journal_number', 'varchar(32)').execute();
  await db.schema.createIndex('basic_refuel_consumption_consumption_number_idx').on('basic_refuel_consumption').columns(['consumption_number']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_refuel_consumption_consumption_number_idx');
  await db.schema.createIndex('basic_refuel_consumption_station_code_idx').on('basic_refuel_consumption').columns(['station_code']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_refuel_consumption_station_code_idx');
  await db.schema.createIndex('basic_refuel_consumption_card_number_idx').on('basic_refuel_consumption').columns(['card_number']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_refuel_consumption_card_number_idx');
  await db.schema.createIndex('basic_refuel_consumption_merchant_code_idx').on('basic_refuel_consumption').columns(['merchant_code']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_refuel_consumption_merchant_code_idx');
  await db.schema.createIndex('basic_refuel_consumption_payment_status_idx').on('basic_refuel_consumption').columns(['payment_status']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_refuel_consumption_payment_status_idx');
  await db.schema.createTable('oil_card')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('card_number', 'varchar(19)', notNull)
    .addColumn('issuer', 'varchar(20)', notNull)
    .addColumn('card_kind', 'varchar(10)', notNull)
    .addColumn('main_card_number', 'varchar(19)')
    .addColumn('holder_type', 'varchar(10)', notNull)
    .addColumn('team_code', 'varchar(32)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('holder_code', 'varchar(32)')
    .addColumn('holder_name', 'varchar(100)')
    .addColumn('vehicle_number', 'varchar(8)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('opened_date', 'varchar(8)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('freeze_reason', 'varchar(200)')
    .addColumn('frozen_date_time', 'varchar(19)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('cancel_date_time', 'varchar(19)')
    .addColumn('returned_amount', 'numeric(18, 3)')
    .addColumn('return_journal_number', 'varchar(32)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('oil_card_branch_code_card_number_uq').on('oil_card').columns(['branch_code', 'card_number']).unique().execute();
  await db.schema.createIndex('oil_card_card_number_idx').on('oil_card').columns(['card_number']).execute();
  await db.schema.createIndex('oil_card_issuer_idx').on('oil_card').columns(['issuer']).execute();
  await db.schema.createIndex('oil_card_card_kind_idx').on('oil_card').columns(['card_kind']).execute();
  await db.schema.createIndex('oil_card_holder_type_idx').on('oil_card').columns(['holder_type']).execute();
  await db.schema.createIndex('oil_card_team_code_idx').on('oil_card').columns(['team_code']).execute();
  await db.schema.createIndex('oil_card_driver_code_idx').on('oil_card').columns(['driver_code']).execute();
  await db.schema.createIndex('oil_card_status_idx').on('oil_card').columns(['status']).execute();
  await db.schema.createIndex('oil_card_opened_date_idx').on('oil_card').columns(['opened_date']).execute();
  await db.schema.createIndex('oil_card_gmt_created_idx').on('oil_card').columns(['gmt_created']).execute();
  await db.schema.createIndex('oil_card_gmt_modified_idx').on('oil_card').columns(['gmt_modified']).execute();
  await db.schema.createIndex('oil_card_branch_code_idx').on('oil_card').columns(['branch_code']).execute();
  await db.schema.createTable('oil_card_allocation')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('card_number', 'varchar(19)', notNull)
    .addColumn('vehicle_number', 'varchar(8)', notNull)
    .addColumn('holder_name', 'varchar(100)')
    .addColumn('from_date_time', 'varchar(19)', notNull)
    .addColumn('to_date_time', 'varchar(19)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('oil_card_allocation_card_number_idx').on('oil_card_allocation').columns(['card_number']).execute();
  await db.schema.createIndex('oil_card_allocation_from_date_time_idx').on('oil_card_allocation').columns(['from_date_time']).execute();
  await db.schema.createIndex('oil_card_allocation_to_date_time_idx').on('oil_card_allocation').columns(['to_date_time']).execute();
  await db.schema.createIndex('oil_card_allocation_driver_code_idx').on('oil_card_allocation').columns(['driver_code']).execute();
  await db.schema.createIndex('oil_card_allocation_gmt_created_idx').on('oil_card_allocation').columns(['gmt_created']).execute();
  await db.schema.createIndex('oil_card_allocation_branch_code_idx').on('oil_card_allocation').columns(['branch_code']).execute();
  await db.schema.createIndex('oil_card_allocation_branch_code_card_number_idx').on('oil_card_allocation').columns(['branch_code', 'card_number']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('oil_card_allocation').execute();
  await db.schema.dropTable('oil_card').execute();
  await db.schema.dropIndex('basic_refuel_consumption_card_number_idx').execute();
  await db.schema.dropIndex('basic_refuel_consumption_payment_status_idx').execute();
  await db.schema.dropIndex('basic_refuel_consumption_merchant_code_idx').execute();
  await db.schema.dropIndex('basic_refuel_consumption_station_code_idx').execute();
  await db.schema.dropIndex('basic_refuel_consumption_consumption_number_idx').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('journal_number').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('payment_status').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('merchant_name').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('merchant_code').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('card_number').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('station_code').execute();
  await db.schema.alterTable('basic_refuel_consumption').dropColumn('consumption_number').execute();
}
