// Written by `npm run db:diff` from the entity schemas:
// - ctr_contract: new table (47 columns, 18 indexes)
// - ctr_template: new table (11 columns, 6 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('ctr_contract')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('contract_number', 'varchar(24)')
    .addColumn('contract_type', 'varchar(20)', notNull)
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('template_id', 'bigint')
    .addColumn('template_name', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('body_id', 'bigint')
    .addColumn('party_a_name', 'varchar(100)')
    .addColumn('party_a_uscc', 'varchar(18)')
    .addColumn('party_a_legal_person', 'varchar(30)')
    .addColumn('party_a_address', 'varchar(200)')
    .addColumn('party_a_phone', 'varchar(20)')
    .addColumn('party_b_kind', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('team_code', 'varchar(32)')
    .addColumn('customer_code', 'varchar(32)')
    .addColumn('shipping_note_number', 'varchar(20)')
    .addColumn('party_b_name', 'varchar(100)')
    .addColumn('party_b_id_number', 'varchar(18)')
    .addColumn('party_b_mobile', 'varchar(20)')
    .addColumn('party_b_address', 'varchar(200)')
    .addColumn('start_date', 'varchar(8)', notNull)
    .addColumn('end_date', 'varchar(8)', notNull)
    .addColumn('unit_price', 'numeric(18, 3)', notNull)
    .addColumn('pricing_unit', 'varchar(30)', notNull)
    .addColumn('settlement_cycle', 'varchar(20)', notNull)
    .addColumn('tax_rate', 'numeric(18, 3)')
    .addColumn('estimated_amount', 'numeric(18, 3)')
    .addColumn('payment_terms', 'varchar(300)')
    .addColumn('body_text', 'varchar(20000)')
    .addColumn('content_hash', 'varchar(64)')
    .addColumn('sent_date_time', 'varchar(19)')
    .addColumn('signer_name', 'varchar(100)')
    .addColumn('signer_mobile', 'varchar(20)')
    .addColumn('signed_date_time', 'varchar(19)')
    .addColumn('sign_ip', 'varchar(64)')
    .addColumn('seal_body_name', 'varchar(100)')
    .addColumn('seal_image', 'varchar(512)')
    .addColumn('terminate_reason', 'varchar(300)')
    .addColumn('terminated_date_time', 'varchar(19)')
    .addColumn('remark', 'varchar(300)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('ctr_contract_contract_number_idx').on('ctr_contract').columns(['contract_number']).execute();
  await db.schema.createIndex('ctr_contract_contract_type_idx').on('ctr_contract').columns(['contract_type']).execute();
  await db.schema.createIndex('ctr_contract_status_idx').on('ctr_contract').columns(['status']).execute();
  await db.schema.createIndex('ctr_contract_party_b_kind_idx').on('ctr_contract').columns(['party_b_kind']).execute();
  await db.schema.createIndex('ctr_contract_shipper_code_idx').on('ctr_contract').columns(['shipper_code']).execute();
  await db.schema.createIndex('ctr_contract_driver_code_idx').on('ctr_contract').columns(['driver_code']).execute();
  await db.schema.createIndex('ctr_contract_team_code_idx').on('ctr_contract').columns(['team_code']).execute();
  await db.schema.createIndex('ctr_contract_customer_code_idx').on('ctr_contract').columns(['customer_code']).execute();
  await db.schema.createIndex('ctr_contract_start_date_idx').on('ctr_contract').columns(['start_date']).execute();
  await db.schema.createIndex('ctr_contract_end_date_idx').on('ctr_contract').columns(['end_date']).execute();
  await db.schema.createIndex('ctr_contract_settlement_cycle_idx').on('ctr_contract').columns(['settlement_cycle']).execute();
  await db.schema.createIndex('ctr_contract_estimated_amount_idx').on('ctr_contract').columns(['estimated_amount']).execute();
  await db.schema.createIndex('ctr_contract_signed_date_time_idx').on('ctr_contract').columns(['signed_date_time']).execute();
  await db.schema.createIndex('ctr_contract_gmt_created_idx').on('ctr_contract').columns(['gmt_created']).execute();
  await db.schema.createIndex('ctr_contract_gmt_modified_idx').on('ctr_contract').columns(['gmt_modified']).execute();
  await db.schema.createIndex('ctr_contract_branch_code_idx').on('ctr_contract').columns(['branch_code']).execute();
  await db.schema.createIndex('ctr_contract_branch_code_contract_type_gmt_created_idx').on('ctr_contract').columns(['branch_code', 'contract_type', 'gmt_created']).execute();
  await db.schema.createIndex('ctr_contract_branch_code_status_end_date_idx').on('ctr_contract').columns(['branch_code', 'status', 'end_date']).execute();
  await db.schema.createTable('ctr_template')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('template_name', 'varchar(100)', notNull)
    .addColumn('contract_type', 'varchar(20)', notNull)
    .addColumn('version', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('body_text', 'varchar(20000)', notNull)
    .addColumn('remark', 'varchar(300)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('ctr_template_branch_code_template_name_uq').on('ctr_template').columns(['branch_code', 'template_name']).unique().execute();
  await db.schema.createIndex('ctr_template_contract_type_idx').on('ctr_template').columns(['contract_type']).execute();
  await db.schema.createIndex('ctr_template_status_idx').on('ctr_template').columns(['status']).execute();
  await db.schema.createIndex('ctr_template_gmt_created_idx').on('ctr_template').columns(['gmt_created']).execute();
  await db.schema.createIndex('ctr_template_gmt_modified_idx').on('ctr_template').columns(['gmt_modified']).execute();
  await db.schema.createIndex('ctr_template_branch_code_idx').on('ctr_template').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('ctr_template').execute();
  await db.schema.dropTable('ctr_contract').execute();
}
