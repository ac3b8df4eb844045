// Written by `npm run db:diff` from the entity schemas:
// - sys_agreement: new table (13 columns, 8 indexes)
// - sys_agreement_acceptance: new table (8 columns, 5 indexes)
// - sys_billing_edition: new table (14 columns, 8 indexes)
// - sys_contract_body: new table (17 columns, 7 indexes)
// - sys_news: new table (15 columns, 9 indexes)
// - sys_paid_record: new table (16 columns, 11 indexes)
// - sys_partnership: new table (14 columns, 7 indexes)
// - sys_print_template: new table (13 columns, 5 indexes)
// - sys_problem: new table (18 columns, 8 indexes)
// - sys_push_record: new table (9 columns, 5 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('sys_agreement')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('agreement_kind', 'varchar(32)', notNull)
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('version', 'varchar(20)', notNull)
    .addColumn('effective_date', 'varchar(8)', notNull)
    .addColumn('content', 'varchar(20000)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('publish_time', 'varchar(19)')
    .addColumn('retire_time', 'varchar(19)')
    .addColumn('acceptance_count', 'bigint')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_agreement_agreement_kind_idx').on('sys_agreement').columns(['agreement_kind']).execute();
  await db.schema.createIndex('sys_agreement_effective_date_idx').on('sys_agreement').columns(['effective_date']).execute();
  await db.schema.createIndex('sys_agreement_status_idx').on('sys_agreement').columns(['status']).execute();
  await db.schema.createIndex('sys_agreement_publish_time_idx').on('sys_agreement').columns(['publish_time']).execute();
  await db.schema.createIndex('sys_agreement_gmt_created_idx').on('sys_agreement').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_agreement_gmt_modified_idx').on('sys_agreement').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_agreement_branch_code_idx').on('sys_agreement').columns(['branch_code']).execute();
  await db.schema.createIndex('sys_agreement_branch_code_agreement_kind_status_idx').on('sys_agreement').columns(['branch_code', 'agreement_kind', 'status']).execute();
  await db.schema.createTable('sys_agreement_acceptance')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('party_code', 'varchar(32)', notNull)
    .addColumn('party_name', 'varchar(100)')
    .addColumn('agreement_id', 'bigint', notNull)
    .addColumn('agreement_kind', 'varchar(32)', notNull)
    .addColumn('version', 'varchar(20)', notNull)
    .addColumn('accepted_time', 'varchar(19)', notNull)
    .addColumn('branch_code', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sys_agreement_acceptance_party_code_idx').on('sys_agreement_acceptance').columns(['party_code']).execute();
  await db.schema.createIndex('sys_agreement_acceptance_agreement_id_idx').on('sys_agreement_acceptance').columns(['agreement_id']).execute();
  await db.schema.createIndex('sys_agreement_acceptance_agreement_kind_idx').on('sys_agreement_acceptance').columns(['agreement_kind']).execute();
  await db.schema.createIndex('sys_agreement_acceptance_accepted_time_idx').on('sys_agreement_acceptance').columns(['accepted_time']).execute();
  await db.schema.createIndex('sys_agreement_acceptance_branch_code_idx').on('sys_agreement_acceptance').columns(['branch_code']).execute();
  await db.schema.createTable('sys_billing_edition')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('edition_name', 'varchar(50)', notNull)
    .addColumn('edition_level', 'varchar(32)', notNull)
    .addColumn('price_per_year', 'numeric(18, 3)', notNull)
    .addColumn('price_per_month', 'numeric(18, 3)', notNull)
    .addColumn('waybill_quota', 'bigint', notNull)
    .addColumn('user_quota', 'bigint', notNull)
    .addColumn('features', 'varchar(1000)')
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('sort_order', 'bigint')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_billing_edition_branch_code_edition_name_uq').on('sys_billing_edition').columns(['branch_code', 'edition_name']).unique().execute();
  await db.schema.createIndex('sys_billing_edition_edition_level_idx').on('sys_billing_edition').columns(['edition_level']).execute();
  await db.schema.createIndex('sys_billing_edition_price_per_year_idx').on('sys_billing_edition').columns(['price_per_year']).execute();
  await db.schema.createIndex('sys_billing_edition_status_idx').on('sys_billing_edition').columns(['status']).execute();
  await db.schema.createIndex('sys_billing_edition_sort_order_idx').on('sys_billing_edition').columns(['sort_order']).execute();
  await db.schema.createIndex('sys_billing_edition_gmt_created_idx').on('sys_billing_edition').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_billing_edition_gmt_modified_idx').on('sys_billing_edition').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_billing_edition_branch_code_idx').on('sys_billing_edition').columns(['branch_code']).execute();
  await db.schema.createTable('sys_contract_body')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('body_name', 'varchar(100)', notNull)
    .addColumn('uscc', 'varchar(18)', notNull)
    .addColumn('legal_person', 'varchar(30)', notNull)
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('area_code', 'varchar(6)')
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('bank_code', 'varchar(10)')
    .addColumn('bank_branch_name', 'varchar(100)')
    .addColumn('bank_account', 'varchar(30)')
    .addColumn('seal_image', 'varchar(512)')
    .addColumn('is_default', 'varchar(1)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_contract_body_branch_code_body_name_uq').on('sys_contract_body').columns(['branch_code', 'body_name']).unique().execute();
  await db.schema.createIndex('sys_contract_body_branch_code_uscc_uq').on('sys_contract_body').columns(['branch_code', 'uscc']).unique().execute();
  await db.schema.createIndex('sys_contract_body_is_default_idx').on('sys_contract_body').columns(['is_default']).execute();
  await db.schema.createIndex('sys_contract_body_status_idx').on('sys_contract_body').columns(['status']).execute();
  await db.schema.createIndex('sys_contract_body_gmt_created_idx').on('sys_contract_body').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_contract_body_gmt_modified_idx').on('sys_contract_body').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_contract_body_branch_code_idx').on('sys_contract_body').columns(['branch_code']).execute();
  await db.schema.createTable('sys_news')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('news_kind', 'varchar(32)', notNull)
    .addColumn('audience', 'varchar(32)', notNull)
    .addColumn('channel', 'varchar(32)', notNull)
    .addColumn('content', 'varchar(2000)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('send_time', 'varchar(19)')
    .addColumn('recipient_count', 'bigint')
    .addColumn('withdraw_time', 'varchar(19)')
    .addColumn('withdraw_reason', 'varchar(200)')
    .addColumn('publisher_name', 'varchar(100)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_news_news_kind_idx').on('sys_news').columns(['news_kind']).execute();
  await db.schema.createIndex('sys_news_audience_idx').on('sys_news').columns(['audience']).execute();
  await db.schema.createIndex('sys_news_channel_idx').on('sys_news').columns(['channel']).execute();
  await db.schema.createIndex('sys_news_status_idx').on('sys_news').columns(['status']).execute();
  await db.schema.createIndex('sys_news_send_time_idx').on('sys_news').columns(['send_time']).execute();
  await db.schema.createIndex('sys_news_gmt_created_idx').on('sys_news').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_news_gmt_modified_idx').on('sys_news').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_news_branch_code_idx').on('sys_news').columns(['branch_code']).execute();
  await db.schema.createIndex('sys_news_branch_code_gmt_created_idx').on('sys_news').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('sys_paid_record')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('paid_number', 'varchar(20)')
    .addColumn('paid_item', 'varchar(32)', notNull)
    .addColumn('edition_name', 'varchar(50)')
    .addColumn('quantity', 'bigint', notNull)
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('pay_method', 'varchar(32)', notNull)
    .addColumn('paid_time', 'varchar(19)', notNull)
    .addColumn('period_from', 'varchar(8)')
    .addColumn('period_to', 'varchar(8)')
    .addColumn('invoice_status', 'varchar(32)', notNull)
    .addColumn('invoice_number', 'varchar(20)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_paid_record_branch_code_paid_number_uq').on('sys_paid_record').columns(['branch_code', 'paid_number']).unique().execute();
  await db.schema.createIndex('sys_paid_record_paid_item_idx').on('sys_paid_record').columns(['paid_item']).execute();
  await db.schema.createIndex('sys_paid_record_amount_idx').on('sys_paid_record').columns(['amount']).execute();
  await db.schema.createIndex('sys_paid_record_pay_method_idx').on('sys_paid_record').columns(['pay_method']).execute();
  await db.schema.createIndex('sys_paid_record_paid_time_idx').on('sys_paid_record').columns(['paid_time']).execute();
  await db.schema.createIndex('sys_paid_record_period_to_idx').on('sys_paid_record').columns(['period_to']).execute();
  await db.schema.createIndex('sys_paid_record_invoice_status_idx').on('sys_paid_record').columns(['invoice_status']).execute();
  await db.schema.createIndex('sys_paid_record_gmt_created_idx').on('sys_paid_record').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_paid_record_gmt_modified_idx').on('sys_paid_record').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_paid_record_branch_code_idx').on('sys_paid_record').columns(['branch_code']).execute();
  await db.schema.createIndex('sys_paid_record_branch_code_paid_time_idx').on('sys_paid_record').columns(['branch_code', 'paid_time']).execute();
  await db.schema.createTable('sys_partnership')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('partner_name', 'varchar(100)', notNull)
    .addColumn('partner_uscc', 'varchar(18)')
    .addColumn('partner_kind', 'varchar(32)', notNull)
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('cooperation', 'varchar(500)')
    .addColumn('start_date', 'varchar(8)', notNull)
    .addColumn('end_date', 'varchar(8)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_partnership_partner_kind_idx').on('sys_partnership').columns(['partner_kind']).execute();
  await db.schema.createIndex('sys_partnership_start_date_idx').on('sys_partnership').columns(['start_date']).execute();
  await db.schema.createIndex('sys_partnership_end_date_idx').on('sys_partnership').columns(['end_date']).execute();
  await db.schema.createIndex('sys_partnership_status_idx').on('sys_partnership').columns(['status']).execute();
  await db.schema.createIndex('sys_partnership_gmt_created_idx').on('sys_partnership').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_partnership_gmt_modified_idx').on('sys_partnership').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_partnership_branch_code_idx').on('sys_partnership').columns(['branch_code']).execute();
  await db.schema.createTable('sys_print_template')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('template_name', 'varchar(50)', notNull)
    .addColumn('entity_name', 'varchar(32)', notNull)
    .addColumn('paper_size', 'varchar(32)', notNull)
    .addColumn('orientation', 'varchar(32)', notNull)
    .addColumn('print_fields', 'varchar(4000)', notNull)
    .addColumn('header_text', 'varchar(200)')
    .addColumn('footer_text', 'varchar(200)')
    .addColumn('is_default', 'varchar(1)', notNull)
    .addColumn('remark', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_print_template_entity_name_idx').on('sys_print_template').columns(['entity_name']).execute();
  await db.schema.createIndex('sys_print_template_is_default_idx').on('sys_print_template').columns(['is_default']).execute();
  await db.schema.createIndex('sys_print_template_gmt_created_idx').on('sys_print_template').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_print_template_gmt_modified_idx').on('sys_print_template').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_print_template_branch_code_idx').on('sys_print_template').columns(['branch_code']).execute();
  await db.schema.createTable('sys_problem')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('problem_number', 'varchar(20)')
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('module', 'varchar(32)', notNull)
    .addColumn('priority', 'varchar(32)', notNull)
    .addColumn('description', 'varchar(2000)', notNull)
    .addColumn('screenshots', 'text')
    .addColumn('reporter_name', 'varchar(30)', notNull)
    .addColumn('reporter_phone', 'varchar(11)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('handler_name', 'varchar(30)')
    .addColumn('handle_time', 'varchar(19)')
    .addColumn('reply', 'varchar(1000)')
    .addColumn('resolve_time', 'varchar(19)')
    .addColumn('close_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_problem_branch_code_problem_number_uq').on('sys_problem').columns(['branch_code', 'problem_number']).unique().execute();
  await db.schema.createIndex('sys_problem_module_idx').on('sys_problem').columns(['module']).execute();
  await db.schema.createIndex('sys_problem_priority_idx').on('sys_problem').columns(['priority']).execute();
  await db.schema.createIndex('sys_problem_status_idx').on('sys_problem').columns(['status']).execute();
  await db.schema.createIndex('sys_problem_gmt_created_idx').on('sys_problem').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_problem_gmt_modified_idx').on('sys_problem').columns(['gmt_modified']).execute();
  await db.schema.createIndex('sys_problem_branch_code_idx').on('sys_problem').columns(['branch_code']).execute();
  await db.schema.createIndex('sys_problem_branch_code_gmt_created_idx').on('sys_problem').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('sys_push_record')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('push_kind', 'varchar(32)', notNull)
    .addColumn('channel', 'varchar(32)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('audience', 'varchar(32)')
    .addColumn('recipient_count', 'bigint', notNull)
    .addColumn('news_id', 'bigint')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_push_record_push_kind_idx').on('sys_push_record').columns(['push_kind']).execute();
  await db.schema.createIndex('sys_push_record_channel_idx').on('sys_push_record').columns(['channel']).execute();
  await db.schema.createIndex('sys_push_record_gmt_created_idx').on('sys_push_record').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_push_record_branch_code_idx').on('sys_push_record').columns(['branch_code']).execute();
  await db.schema.createIndex('sys_push_record_branch_code_gmt_created_idx').on('sys_push_record').columns(['branch_code', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_push_record').execute();
  await db.schema.dropTable('sys_problem').execute();
  await db.schema.dropTable('sys_print_template').execute();
  await db.schema.dropTable('sys_partnership').execute();
  await db.schema.dropTable('sys_paid_record').execute();
  await db.schema.dropTable('sys_news').execute();
  await db.schema.dropTable('sys_contract_body').execute();
  await db.schema.dropTable('sys_billing_edition').execute();
  await db.schema.dropTable('sys_agreement_acceptance').execute();
  await db.schema.dropTable('sys_agreement').execute();
}
