// Written by `npm run db:diff` from the entity schemas:
// - fuel_station: new table (17 columns, 9 indexes)
// - fuel_station_price: new table (11 columns, 8 indexes)
// - mch_authorization: new table (23 columns, 15 indexes)
// - mch_bank_notice: new table (28 columns, 11 indexes)
// - mch_merchant: new table (34 columns, 14 indexes)
// - mch_platform_account: new table (12 columns, 8 indexes)
// - mch_recharge: new table (27 columns, 15 indexes)
// - mch_spend: new table (16 columns, 14 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('fuel_station')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('station_code', 'varchar(16)')
    .addColumn('station_name', 'varchar(100)', notNull)
    .addColumn('brand', 'varchar(20)', notNull)
    .addColumn('merchant_code', 'varchar(16)', notNull)
    .addColumn('merchant_name', 'varchar(100)')
    .addColumn('opening_hours', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(13)')
    .addColumn('status', 'varchar(20)')
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('longitude', 'numeric(18, 3)', notNull)
    .addColumn('latitude', 'numeric(18, 3)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('fuel_station_branch_code_station_code_uq').on('fuel_station').columns(['branch_code', 'station_code']).unique().execute();
  await db.schema.createIndex('fuel_station_branch_code_station_name_uq').on('fuel_station').columns(['branch_code', 'station_name']).unique().execute();
  await db.schema.createIndex('fuel_station_brand_idx').on('fuel_station').columns(['brand']).execute();
  await db.schema.createIndex('fuel_station_merchant_code_idx').on('fuel_station').columns(['merchant_code']).execute();
  await db.schema.createIndex('fuel_station_status_idx').on('fuel_station').columns(['status']).execute();
  await db.schema.createIndex('fuel_station_area_code_idx').on('fuel_station').columns(['area_code']).execute();
  await db.schema.createIndex('fuel_station_gmt_created_idx').on('fuel_station').columns(['gmt_created']).execute();
  await db.schema.createIndex('fuel_station_gmt_modified_idx').on('fuel_station').columns(['gmt_modified']).execute();
  await db.schema.createIndex('fuel_station_branch_code_idx').on('fuel_station').columns(['branch_code']).execute();
  await db.schema.createTable('fuel_station_price')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('station_code', 'varchar(16)', notNull)
    .addColumn('station_name', 'varchar(100)')
    .addColumn('fuel_type', 'varchar(20)', notNull)
    .addColumn('price', 'numeric(18, 3)', notNull)
    .addColumn('effective_from', 'varchar(19)', notNull)
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('fuel_station_price_station_code_idx').on('fuel_station_price').columns(['station_code']).execute();
  await db.schema.createIndex('fuel_station_price_fuel_type_idx').on('fuel_station_price').columns(['fuel_type']).execute();
  await db.schema.createIndex('fuel_station_price_price_idx').on('fuel_station_price').columns(['price']).execute();
  await db.schema.createIndex('fuel_station_price_effective_from_idx').on('fuel_station_price').columns(['effective_from']).execute();
  await db.schema.createIndex('fuel_station_price_gmt_created_idx').on('fuel_station_price').columns(['gmt_created']).execute();
  await db.schema.createIndex('fuel_station_price_gmt_modified_idx').on('fuel_station_price').columns(['gmt_modified']).execute();
  await db.schema.createIndex('fuel_station_price_branch_code_idx').on('fuel_station_price').columns(['branch_code']).execute();
  await db.schema.createIndex('fuel_station_price_station_code_fuel_type_effective_from_idx').on('fuel_station_price').columns(['station_code', 'fuel_type', 'effective_from']).execute();
  await db.schema.createTable('mch_authorization')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('authorization_number', 'varchar(20)')
    .addColumn('party_type', 'varchar(20)', notNull)
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('team_code', 'varchar(32)')
    .addColumn('party_code', 'varchar(32)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('merchant_code', 'varchar(16)', notNull)
    .addColumn('merchant_name', 'varchar(100)')
    .addColumn('merchant_type', 'varchar(20)')
    .addColumn('single_limit', 'numeric(18, 3)', notNull)
    .addColumn('monthly_limit', 'numeric(18, 3)', notNull)
    .addColumn('valid_from', 'varchar(8)', notNull)
    .addColumn('valid_to', 'varchar(8)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('authorized_date_time', 'varchar(19)')
    .addColumn('revoke_reason', 'varchar(200)')
    .addColumn('revoked_date_time', 'varchar(19)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('mch_authorization_party_type_idx').on('mch_authorization').columns(['party_type']).execute();
  await db.schema.createIndex('mch_authorization_driver_code_idx').on('mch_authorization').columns(['driver_code']).execute();
  await db.schema.createIndex('mch_authorization_team_code_idx').on('mch_authorization').columns(['team_code']).execute();
  await db.schema.createIndex('mch_authorization_party_code_idx').on('mch_authorization').columns(['party_code']).execute();
  await db.schema.createIndex('mch_authorization_merchant_code_idx').on('mch_authorization').columns(['merchant_code']).execute();
  await db.schema.createIndex('mch_authorization_merchant_type_idx').on('mch_authorization').columns(['merchant_type']).execute();
  await db.schema.createIndex('mch_authorization_single_limit_idx').on('mch_authorization').columns(['single_limit']).execute();
  await db.schema.createIndex('mch_authorization_monthly_limit_idx').on('mch_authorization').columns(['monthly_limit']).execute();
  await db.schema.createIndex('mch_authorization_valid_from_idx').on('mch_authorization').columns(['valid_from']).execute();
  await db.schema.createIndex('mch_authorization_valid_to_idx').on('mch_authorization').columns(['valid_to']).execute();
  await db.schema.createIndex('mch_authorization_status_idx').on('mch_authorization').columns(['status']).execute();
  await db.schema.createIndex('mch_authorization_gmt_created_idx').on('mch_authorization').columns(['gmt_created']).execute();
  await db.schema.createIndex('mch_authorization_gmt_modified_idx').on('mch_authorization').columns(['gmt_modified']).execute();
  await db.schema.createIndex('mch_authorization_branch_code_idx').on('mch_authorization').columns(['branch_code']).execute();
  await db.schema.createIndex('mch_authorization_branch_code_party_type_party_code_merchant_code_idx').on('mch_authorization').columns(['branch_code', 'party_type', 'party_code', 'merchant_code']).execute();
  await db.schema.createTable('mch_bank_notice')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('notice_number', 'varchar(20)')
    .addColumn('platform_account_number', 'varchar(30)', notNull)
    .addColumn('platform_account_name', 'varchar(100)')
    .addColumn('platform_bank_code', 'varchar(10)')
    .addColumn('payer_name', 'varchar(100)', notNull)
    .addColumn('payer_account', 'varchar(30)', notNull)
    .addColumn('payer_bank_name', 'varchar(100)')
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('transfer_remark', 'varchar(100)')
    .addColumn('bank_serial_number', 'varchar(40)', notNull)
    .addColumn('arrival_date_time', 'varchar(19)', notNull)
    .addColumn('source', 'varchar(20)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('match_method', 'varchar(20)')
    .addColumn('recharge_number', 'varchar(20)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('journal_number', 'varchar(24)')
    .addColumn('matcher_name', 'varchar(30)')
    .addColumn('matched_date_time', 'varchar(19)')
    .addColumn('return_reason', 'varchar(200)')
    .addColumn('return_transfer_number', 'varchar(24)')
    .addColumn('return_failure_reason', 'varchar(200)')
    .addColumn('returned_date_time', 'varchar(19)')
    .addColumn('registrar_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('mch_bank_notice_branch_code_bank_serial_number_uq').on('mch_bank_notice').columns(['branch_code', 'bank_serial_number']).unique().execute();
  await db.schema.createIndex('mch_bank_notice_platform_account_number_idx').on('mch_bank_notice').columns(['platform_account_number']).execute();
  await db.schema.createIndex('mch_bank_notice_amount_idx').on('mch_bank_notice').columns(['amount']).execute();
  await db.schema.createIndex('mch_bank_notice_arrival_date_time_idx').on('mch_bank_notice').columns(['arrival_date_time']).execute();
  await db.schema.createIndex('mch_bank_notice_source_idx').on('mch_bank_notice').columns(['source']).execute();
  await db.schema.createIndex('mch_bank_notice_status_idx').on('mch_bank_notice').columns(['status']).execute();
  await db.schema.createIndex('mch_bank_notice_match_method_idx').on('mch_bank_notice').columns(['match_method']).execute();
  await db.schema.createIndex('mch_bank_notice_gmt_created_idx').on('mch_bank_notice').columns(['gmt_created']).execute();
  await db.schema.createIndex('mch_bank_notice_gmt_modified_idx').on('mch_bank_notice').columns(['gmt_modified']).execute();
  await db.schema.createIndex('mch_bank_notice_branch_code_idx').on('mch_bank_notice').columns(['branch_code']).execute();
  await db.schema.createIndex('mch_bank_notice_branch_code_status_arrival_date_time_idx').on('mch_bank_notice').columns(['branch_code', 'status', 'arrival_date_time']).execute();
  await db.schema.createTable('mch_merchant')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('merchant_code', 'varchar(16)')
    .addColumn('merchant_name', 'varchar(100)', notNull)
    .addColumn('merchant_type', 'varchar(20)', notNull)
    .addColumn('uscc', 'varchar(18)', notNull)
    .addColumn('legal_person', 'varchar(30)', notNull)
    .addColumn('contact_name', 'varchar(30)', notNull)
    .addColumn('contact_phone', 'varchar(11)', notNull)
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('bank_account_name', 'varchar(100)', notNull)
    .addColumn('bank_account', 'varchar(30)', notNull)
    .addColumn('bank_code', 'varchar(10)', notNull)
    .addColumn('bank_branch_name', 'varchar(100)')
    .addColumn('settlement_cycle', 'varchar(20)', notNull)
    .addColumn('settlement_status', 'varchar(20)')
    .addColumn('settlement_amount', 'numeric(18, 3)')
    .addColumn('settlement_transfer_number', 'varchar(24)')
    .addColumn('settlement_serial_number', 'varchar(40)')
    .addColumn('settlement_journal_number', 'varchar(24)')
    .addColumn('settlement_failure_reason', 'varchar(200)')
    .addColumn('settlement_requested_date_time', 'varchar(19)')
    .addColumn('settled_date_time', 'varchar(19)')
    .addColumn('settlement_count', 'bigint')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reviewer_name', 'varchar(30)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('status_reason', 'varchar(200)')
    .addColumn('closed_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('mch_merchant_branch_code_merchant_code_uq').on('mch_merchant').columns(['branch_code', 'merchant_code']).unique().execute();
  await db.schema.createIndex('mch_merchant_branch_code_merchant_name_uq').on('mch_merchant').columns(['branch_code', 'merchant_name']).unique().execute();
  await db.schema.createIndex('mch_merchant_branch_code_uscc_uq').on('mch_merchant').columns(['branch_code', 'uscc']).unique().execute();
  await db.schema.createIndex('mch_merchant_merchant_code_idx').on('mch_merchant').columns(['merchant_code']).execute();
  await db.schema.createIndex('mch_merchant_merchant_type_idx').on('mch_merchant').columns(['merchant_type']).execute();
  await db.schema.createIndex('mch_merchant_area_code_idx').on('mch_merchant').columns(['area_code']).execute();
  await db.schema.createIndex('mch_merchant_settlement_cycle_idx').on('mch_merchant').columns(['settlement_cycle']).execute();
  await db.schema.createIndex('mch_merchant_settlement_status_idx').on('mch_merchant').columns(['settlement_status']).execute();
  await db.schema.createIndex('mch_merchant_settled_date_time_idx').on('mch_merchant').columns(['settled_date_time']).execute();
  await db.schema.createIndex('mch_merchant_status_idx').on('mch_merchant').columns(['status']).execute();
  await db.schema.createIndex('mch_merchant_gmt_created_idx').on('mch_merchant').columns(['gmt_created']).execute();
  await db.schema.createIndex('mch_merchant_gmt_modified_idx').on('mch_merchant').columns(['gmt_modified']).execute();
  await db.schema.createIndex('mch_merchant_branch_code_idx').on('mch_merchant').columns(['branch_code']).execute();
  await db.schema.createIndex('mch_merchant_branch_code_status_gmt_created_idx').on('mch_merchant').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createTable('mch_platform_account')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('bank_merchant_number', 'varchar(32)', notNull)
    .addColumn('account_name', 'varchar(100)', notNull)
    .addColumn('account_number', 'varchar(30)', notNull)
    .addColumn('bank_code', 'varchar(10)', notNull)
    .addColumn('bank_branch_name', 'varchar(100)')
    .addColumn('purpose', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(10)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('mch_platform_account_branch_code_bank_merchant_number_uq').on('mch_platform_account').columns(['branch_code', 'bank_merchant_number']).unique().execute();
  await db.schema.createIndex('mch_platform_account_branch_code_account_number_uq').on('mch_platform_account').columns(['branch_code', 'account_number']).unique().execute();
  await db.schema.createIndex('mch_platform_account_bank_code_idx').on('mch_platform_account').columns(['bank_code']).execute();
  await db.schema.createIndex('mch_platform_account_purpose_idx').on('mch_platform_account').columns(['purpose']).execute();
  await db.schema.createIndex('mch_platform_account_status_idx').on('mch_platform_account').columns(['status']).execute();
  await db.schema.createIndex('mch_platform_account_gmt_created_idx').on('mch_platform_account').columns(['gmt_created']).execute();
  await db.schema.createIndex('mch_platform_account_gmt_modified_idx').on('mch_platform_account').columns(['gmt_modified']).execute();
  await db.schema.createIndex('mch_platform_account_branch_code_idx').on('mch_platform_account').columns(['branch_code']).execute();
  await db.schema.createTable('mch_recharge')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('recharge_number', 'varchar(20)')
    .addColumn('party_type', 'varchar(20)', notNull)
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('team_code', 'varchar(32)')
    .addColumn('party_code', 'varchar(32)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('payer_account_name', 'varchar(100)')
    .addColumn('reference_code', 'varchar(12)')
    .addColumn('due_date', 'varchar(8)')
    .addColumn('payee_account_name', 'varchar(100)')
    .addColumn('payee_account_number', 'varchar(30)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('payee_bank_branch', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('notice_number', 'varchar(20)')
    .addColumn('bank_serial_number', 'varchar(40)')
    .addColumn('journal_number', 'varchar(24)')
    .addColumn('credited_date_time', 'varchar(19)')
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('cancelled_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('mch_recharge_branch_code_reference_code_uq').on('mch_recharge').columns(['branch_code', 'reference_code']).unique().execute();
  await db.schema.createIndex('mch_recharge_recharge_number_idx').on('mch_recharge').columns(['recharge_number']).execute();
  await db.schema.createIndex('mch_recharge_party_type_idx').on('mch_recharge').columns(['party_type']).execute();
  await db.schema.createIndex('mch_recharge_driver_code_idx').on('mch_recharge').columns(['driver_code']).execute();
  await db.schema.createIndex('mch_recharge_team_code_idx').on('mch_recharge').columns(['team_code']).execute();
  await db.schema.createIndex('mch_recharge_party_code_idx').on('mch_recharge').columns(['party_code']).execute();
  await db.schema.createIndex('mch_recharge_amount_idx').on('mch_recharge').columns(['amount']).execute();
  await db.schema.createIndex('mch_recharge_due_date_idx').on('mch_recharge').columns(['due_date']).execute();
  await db.schema.createIndex('mch_recharge_status_idx').on('mch_recharge').columns(['status']).execute();
  await db.schema.createIndex('mch_recharge_credited_date_time_idx').on('mch_recharge').columns(['credited_date_time']).execute();
  await db.schema.createIndex('mch_recharge_gmt_created_idx').on('mch_recharge').columns(['gmt_created']).execute();
  await db.schema.createIndex('mch_recharge_gmt_modified_idx').on('mch_recharge').columns(['gmt_modified']).execute();
  await db.schema.createIndex('mch_recharge_branch_code_idx').on('mch_recharge').columns(['branch_code']).execute();
  await db.schema.createIndex('mch_recharge_branch_code_status_gmt_created_idx').on('mch_recharge').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('mch_recharge_driver_code_gmt_created_idx').on('mch_recharge').columns(['driver_code', 'gmt_created']).execute();
  await db.schema.createTable('mch_spend')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('party_type', 'varchar(20)')
    .addColumn('party_code', 'varchar(32)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('merchant_code', 'varchar(16)')
    .addColumn('merchant_name', 'varchar(100)')
    .addColumn('authorization_number', 'varchar(20)')
    .addColumn('amount', 'numeric(18, 3)')
    .addColumn('spend_month', 'varchar(7)')
    .addColumn('spent_at', 'varchar(19)')
    .addColumn('business_type', 'varchar(30)')
    .addColumn('business_number', 'varchar(40)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('mch_spend_party_type_idx').on('mch_spend').columns(['party_type']).execute();
  await db.schema.createIndex('mch_spend_party_code_idx').on('mch_spend').columns(['party_code']).execute();
  await db.schema.createIndex('mch_spend_driver_code_idx').on('mch_spend').columns(['driver_code']).execute();
  await db.schema.createIndex('mch_spend_merchant_code_idx').on('mch_spend').columns(['merchant_code']).execute();
  await db.schema.createIndex('mch_spend_authorization_number_idx').on('mch_spend').columns(['authorization_number']).execute();
  await db.schema.createIndex('mch_spend_spend_month_idx').on('mch_spend').columns(['spend_month']).execute();
  await db.schema.createIndex('mch_spend_spent_at_idx').on('mch_spend').columns(['spent_at']).execute();
  await db.schema.createIndex('mch_spend_business_type_idx').on('mch_spend').columns(['business_type']).execute();
  await db.schema.createIndex('mch_spend_business_number_idx').on('mch_spend').columns(['business_number']).execute();
  await db.schema.createIndex('mch_spend_gmt_created_idx').on('mch_spend').columns(['gmt_created']).execute();
  await db.schema.createIndex('mch_spend_gmt_modified_idx').on('mch_spend').columns(['gmt_modified']).execute();
  await db.schema.createIndex('mch_spend_branch_code_idx').on('mch_spend').columns(['branch_code']).execute();
  await db.schema.createIndex('mch_spend_branch_code_party_type_party_code_merchant_code_spend_month_idx').on('mch_spend').columns(['branch_code', 'party_type', 'party_code', 'merchant_code', 'spend_month']).execute();
  await db.schema.createIndex('mch_spend_business_type_business_number_idx').on('mch_spend').columns(['business_type', 'business_number']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('mch_spend').execute();
  await db.schema.dropTable('mch_recharge').execute();
  await db.schema.dropTable('mch_platform_account').execute();
  await db.schema.dropTable('mch_merchant').execute();
  await db.schema.dropTable('mch_bank_notice').execute();
  await db.schema.dropTable('mch_authorization').execute();
  await db.schema.dropTable('fuel_station_price').execute();
  await db.schema.dropTable('fuel_station').execute();
}
