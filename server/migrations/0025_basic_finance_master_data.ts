// Written by `npm run db:diff` from the entity schemas:
// - basic_bank_card: new table (24 columns, 13 indexes)
// - basic_charging_type: new table (18 columns, 12 indexes)
// - basic_cost_type: new table (16 columns, 11 indexes)
// - basic_force_type: new table (17 columns, 12 indexes)
// - basic_invoice_message: new table (25 columns, 9 indexes)
// - basic_upstream_customer: new table (31 columns, 16 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_bank_card')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('owner_type', 'varchar(20)', notNull)
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('driver_name', 'varchar(30)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('account_name', 'varchar(100)', notNull)
    .addColumn('account_type', 'varchar(20)', notNull)
    .addColumn('card_number', 'varchar(30)', notNull)
    .addColumn('bank_code', 'varchar(10)', notNull)
    .addColumn('area_code', 'varchar(6)')
    .addColumn('branch_bank_name', 'varchar(100)', notNull)
    .addColumn('cnaps_code', 'varchar(12)')
    .addColumn('holder_id_number', 'varchar(18)')
    .addColumn('reserved_mobile', 'varchar(11)')
    .addColumn('is_default', 'integer')
    .addColumn('verify_status', 'varchar(20)', notNull)
    .addColumn('verify_remark', 'varchar(200)')
    .addColumn('verify_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_bank_card_branch_code_card_number_uq').on('basic_bank_card').columns(['branch_code', 'card_number']).unique().execute();
  await db.schema.createIndex('basic_bank_card_owner_type_idx').on('basic_bank_card').columns(['owner_type']).execute();
  await db.schema.createIndex('basic_bank_card_driver_code_idx').on('basic_bank_card').columns(['driver_code']).execute();
  await db.schema.createIndex('basic_bank_card_shipper_code_idx').on('basic_bank_card').columns(['shipper_code']).execute();
  await db.schema.createIndex('basic_bank_card_account_type_idx').on('basic_bank_card').columns(['account_type']).execute();
  await db.schema.createIndex('basic_bank_card_bank_code_idx').on('basic_bank_card').columns(['bank_code']).execute();
  await db.schema.createIndex('basic_bank_card_area_code_idx').on('basic_bank_card').columns(['area_code']).execute();
  await db.schema.createIndex('basic_bank_card_verify_status_idx').on('basic_bank_card').columns(['verify_status']).execute();
  await db.schema.createIndex('basic_bank_card_verify_date_time_idx').on('basic_bank_card').columns(['verify_date_time']).execute();
  await db.schema.createIndex('basic_bank_card_gmt_created_idx').on('basic_bank_card').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_bank_card_gmt_modified_idx').on('basic_bank_card').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_bank_card_branch_code_idx').on('basic_bank_card').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_bank_card_branch_code_gmt_created_idx').on('basic_bank_card').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('basic_charging_type')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('charging_code', 'varchar(20)', notNull)
    .addColumn('charging_name', 'varchar(30)', notNull)
    .addColumn('basis', 'varchar(20)', notNull)
    .addColumn('unit', 'varchar(20)', notNull)
    .addColumn('unit_price', 'numeric(18, 3)')
    .addColumn('minimum_charge', 'numeric(18, 3)')
    .addColumn('weight_basis', 'varchar(20)')
    .addColumn('loss_allowance', 'numeric(18, 3)')
    .addColumn('quantity_places', 'bigint', notNull)
    .addColumn('rounding_rule', 'varchar(20)', notNull)
    .addColumn('sort_order', 'bigint')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_charging_type_branch_code_charging_code_uq').on('basic_charging_type').columns(['branch_code', 'charging_code']).unique().execute();
  await db.schema.createIndex('basic_charging_type_branch_code_charging_name_uq').on('basic_charging_type').columns(['branch_code', 'charging_name']).unique().execute();
  await db.schema.createIndex('basic_charging_type_charging_code_idx').on('basic_charging_type').columns(['charging_code']).execute();
  await db.schema.createIndex('basic_charging_type_basis_idx').on('basic_charging_type').columns(['basis']).execute();
  await db.schema.createIndex('basic_charging_type_unit_idx').on('basic_charging_type').columns(['unit']).execute();
  await db.schema.createIndex('basic_charging_type_weight_basis_idx').on('basic_charging_type').columns(['weight_basis']).execute();
  await db.schema.createIndex('basic_charging_type_rounding_rule_idx').on('basic_charging_type').columns(['rounding_rule']).execute();
  await db.schema.createIndex('basic_charging_type_sort_order_idx').on('basic_charging_type').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_charging_type_status_idx').on('basic_charging_type').columns(['status']).execute();
  await db.schema.createIndex('basic_charging_type_gmt_created_idx').on('basic_charging_type').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_charging_type_gmt_modified_idx').on('basic_charging_type').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_charging_type_branch_code_idx').on('basic_charging_type').columns(['branch_code']).execute();
  await db.schema.createTable('basic_cost_type')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('cost_code', 'varchar(20)', notNull)
    .addColumn('cost_name', 'varchar(30)', notNull)
    .addColumn('direction', 'varchar(20)', notNull)
    .addColumn('category', 'varchar(20)', notNull)
    .addColumn('settle_effect', 'varchar(20)', notNull)
    .addColumn('taxable', 'integer')
    .addColumn('tax_rate', 'numeric(18, 3)')
    .addColumn('default_amount', 'numeric(18, 3)')
    .addColumn('sort_order', 'bigint')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_cost_type_branch_code_cost_code_uq').on('basic_cost_type').columns(['branch_code', 'cost_code']).unique().execute();
  await db.schema.createIndex('basic_cost_type_branch_code_cost_name_uq').on('basic_cost_type').columns(['branch_code', 'cost_name']).unique().execute();
  await db.schema.createIndex('basic_cost_type_cost_code_idx').on('basic_cost_type').columns(['cost_code']).execute();
  await db.schema.createIndex('basic_cost_type_direction_idx').on('basic_cost_type').columns(['direction']).execute();
  await db.schema.createIndex('basic_cost_type_category_idx').on('basic_cost_type').columns(['category']).execute();
  await db.schema.createIndex('basic_cost_type_settle_effect_idx').on('basic_cost_type').columns(['settle_effect']).execute();
  await db.schema.createIndex('basic_cost_type_sort_order_idx').on('basic_cost_type').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_cost_type_status_idx').on('basic_cost_type').columns(['status']).execute();
  await db.schema.createIndex('basic_cost_type_gmt_created_idx').on('basic_cost_type').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_cost_type_gmt_modified_idx').on('basic_cost_type').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_cost_type_branch_code_idx').on('basic_cost_type').columns(['branch_code']).execute();
  await db.schema.createTable('basic_force_type')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('force_code', 'varchar(20)', notNull)
    .addColumn('force_name', 'varchar(30)', notNull)
    .addColumn('category', 'varchar(20)', notNull)
    .addColumn('payee', 'varchar(20)', notNull)
    .addColumn('settlement_cycle', 'varchar(20)', notNull)
    .addColumn('invoice_mode', 'varchar(20)', notNull)
    .addColumn('prepay_ratio', 'numeric(18, 3)')
    .addColumn('require_permit', 'integer')
    .addColumn('require_contract', 'integer')
    .addColumn('sort_order', 'bigint')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_force_type_branch_code_force_code_uq').on('basic_force_type').columns(['branch_code', 'force_code']).unique().execute();
  await db.schema.createIndex('basic_force_type_branch_code_force_name_uq').on('basic_force_type').columns(['branch_code', 'force_name']).unique().execute();
  await db.schema.createIndex('basic_force_type_force_code_idx').on('basic_force_type').columns(['force_code']).execute();
  await db.schema.createIndex('basic_force_type_category_idx').on('basic_force_type').columns(['category']).execute();
  await db.schema.createIndex('basic_force_type_payee_idx').on('basic_force_type').columns(['payee']).execute();
  await db.schema.createIndex('basic_force_type_settlement_cycle_idx').on('basic_force_type').columns(['settlement_cycle']).execute();
  await db.schema.createIndex('basic_force_type_invoice_mode_idx').on('basic_force_type').columns(['invoice_mode']).execute();
  await db.schema.createIndex('basic_force_type_sort_order_idx').on('basic_force_type').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_force_type_status_idx').on('basic_force_type').columns(['status']).execute();
  await db.schema.createIndex('basic_force_type_gmt_created_idx').on('basic_force_type').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_force_type_gmt_modified_idx').on('basic_force_type').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_force_type_branch_code_idx').on('basic_force_type').columns(['branch_code']).execute();
  await db.schema.createTable('basic_invoice_message')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('owner_type', 'varchar(20)', notNull)
    .addColumn('customer_code', 'varchar(16)')
    .addColumn('customer_name', 'varchar(100)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('invoice_title', 'varchar(100)', notNull)
    .addColumn('tax_number', 'varchar(18)', notNull)
    .addColumn('invoice_type', 'varchar(20)', notNull)
    .addColumn('invoice_medium', 'varchar(20)', notNull)
    .addColumn('registered_address', 'varchar(200)')
    .addColumn('registered_phone', 'varchar(20)')
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('bank_account', 'varchar(30)')
    .addColumn('receiver_name', 'varchar(30)')
    .addColumn('receiver_mobile', 'varchar(11)')
    .addColumn('receiver_email', 'varchar(100)')
    .addColumn('receiver_area_code', 'varchar(6)')
    .addColumn('receiver_address', 'varchar(200)')
    .addColumn('is_default', 'integer')
    .addColumn('remark', 'varchar(500)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_invoice_message_owner_type_idx').on('basic_invoice_message').columns(['owner_type']).execute();
  await db.schema.createIndex('basic_invoice_message_customer_code_idx').on('basic_invoice_message').columns(['customer_code']).execute();
  await db.schema.createIndex('basic_invoice_message_shipper_code_idx').on('basic_invoice_message').columns(['shipper_code']).execute();
  await db.schema.createIndex('basic_invoice_message_invoice_type_idx').on('basic_invoice_message').columns(['invoice_type']).execute();
  await db.schema.createIndex('basic_invoice_message_invoice_medium_idx').on('basic_invoice_message').columns(['invoice_medium']).execute();
  await db.schema.createIndex('basic_invoice_message_gmt_created_idx').on('basic_invoice_message').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_invoice_message_gmt_modified_idx').on('basic_invoice_message').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_invoice_message_branch_code_idx').on('basic_invoice_message').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_invoice_message_branch_code_gmt_created_idx').on('basic_invoice_message').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('basic_upstream_customer')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('customer_code', 'varchar(16)')
    .addColumn('customer_name', 'varchar(100)', notNull)
    .addColumn('short_name', 'varchar(30)')
    .addColumn('uscc', 'varchar(18)', notNull)
    .addColumn('industry', 'varchar(20)', notNull)
    .addColumn('legal_person', 'varchar(30)')
    .addColumn('business_license_image', 'varchar(512)')
    .addColumn('contact_name', 'varchar(30)', notNull)
    .addColumn('contact_phone', 'varchar(20)', notNull)
    .addColumn('contact_email', 'varchar(100)')
    .addColumn('area_code', 'varchar(6)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('settlement_cycle', 'varchar(20)', notNull)
    .addColumn('credit_days', 'bigint')
    .addColumn('credit_limit', 'numeric(18, 3)')
    .addColumn('invoice_type', 'varchar(20)', notNull)
    .addColumn('invoice_medium', 'varchar(20)')
    .addColumn('salesperson', 'varchar(30)')
    .addColumn('contract_number', 'varchar(40)')
    .addColumn('contract_start_date', 'varchar(8)')
    .addColumn('contract_end_date', 'varchar(8)')
    .addColumn('contract_file', 'varchar(512)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('disable_reason', 'varchar(200)')
    .addColumn('disabled_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_upstream_customer_branch_code_customer_code_uq').on('basic_upstream_customer').columns(['branch_code', 'customer_code']).unique().execute();
  await db.schema.createIndex('basic_upstream_customer_branch_code_customer_name_uq').on('basic_upstream_customer').columns(['branch_code', 'customer_name']).unique().execute();
  await db.schema.createIndex('basic_upstream_customer_branch_code_uscc_uq').on('basic_upstream_customer').columns(['branch_code', 'uscc']).unique().execute();
  await db.schema.createIndex('basic_upstream_customer_customer_code_idx').on('basic_upstream_customer').columns(['customer_code']).execute();
  await db.schema.createIndex('basic_upstream_customer_industry_idx').on('basic_upstream_customer').columns(['industry']).execute();
  await db.schema.createIndex('basic_upstream_customer_area_code_idx').on('basic_upstream_customer').columns(['area_code']).execute();
  await db.schema.createIndex('basic_upstream_customer_settlement_cycle_idx').on('basic_upstream_customer').columns(['settlement_cycle']).execute();
  await db.schema.createIndex('basic_upstream_customer_credit_days_idx').on('basic_upstream_customer').columns(['credit_days']).execute();
  await db.schema.createIndex('basic_upstream_customer_credit_limit_idx').on('basic_upstream_customer').columns(['credit_limit']).execute();
  await db.schema.createIndex('basic_upstream_customer_invoice_type_idx').on('basic_upstream_customer').columns(['invoice_type']).execute();
  await db.schema.createIndex('basic_upstream_customer_contract_end_date_idx').on('basic_upstream_customer').columns(['contract_end_date']).execute();
  await db.schema.createIndex('basic_upstream_customer_status_idx').on('basic_upstream_customer').columns(['status']).execute();
  await db.schema.createIndex('basic_upstream_customer_gmt_created_idx').on('basic_upstream_customer').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_upstream_customer_gmt_modified_idx').on('basic_upstream_customer').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_upstream_customer_branch_code_idx').on('basic_upstream_customer').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_upstream_customer_branch_code_gmt_created_idx').on('basic_upstream_customer').columns(['branch_code', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('basic_upstream_customer').execute();
  await db.schema.dropTable('basic_invoice_message').execute();
  await db.schema.dropTable('basic_force_type').execute();
  await db.schema.dropTable('basic_cost_type').execute();
  await db.schema.dropTable('basic_charging_type').execute();
  await db.schema.dropTable('basic_bank_card').execute();
}
