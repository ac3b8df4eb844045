// Written by `npm run db:diff` from the entity schemas:
// - party_group_invoice: new table (16 columns, 6 indexes)
// - party_group_report: new table (16 columns, 7 indexes)
// - site_deploy: new table (13 columns, 5 indexes)
// - site_news: new table (13 columns, 6 indexes)
// - site_partner: new table (12 columns, 5 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('party_group_invoice')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('invoice_title', 'varchar(100)', notNull)
    .addColumn('tax_number', 'varchar(18)', notNull)
    .addColumn('invoice_type', 'varchar(16)', notNull)
    .addColumn('default_tax_rate', 'numeric(18, 3)', notNull)
    .addColumn('bank_name', 'varchar(100)', notNull)
    .addColumn('bank_account', 'varchar(32)', notNull)
    .addColumn('address', 'varchar(200)', notNull)
    .addColumn('phone', 'varchar(20)', notNull)
    .addColumn('is_default', 'varchar(1)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('email', 'varchar(100)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('party_group_invoice_branch_code_tax_number_uq').on('party_group_invoice').columns(['branch_code', 'tax_number']).unique().execute();
  await db.schema.createIndex('party_group_invoice_invoice_type_idx').on('party_group_invoice').columns(['invoice_type']).execute();
  await db.schema.createIndex('party_group_invoice_is_default_idx').on('party_group_invoice').columns(['is_default']).execute();
  await db.schema.createIndex('party_group_invoice_status_idx').on('party_group_invoice').columns(['status']).execute();
  await db.schema.createIndex('party_group_invoice_gmt_created_idx').on('party_group_invoice').columns(['gmt_created']).execute();
  await db.schema.createIndex('party_group_invoice_branch_code_idx').on('party_group_invoice').columns(['branch_code']).execute();
  await db.schema.createTable('party_group_report')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('group_name', 'varchar(100)', notNull)
    .addColumn('uscc', 'varchar(18)', notNull)
    .addColumn('filing_type', 'varchar(16)', notNull)
    .addColumn('province_code', 'varchar(6)', notNull)
    .addColumn('legal_person', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('content', 'varchar(1000)')
    .addColumn('report_status', 'varchar(16)', notNull)
    .addColumn('filing_number', 'varchar(40)')
    .addColumn('report_time', 'varchar(19)')
    .addColumn('report_count', 'bigint')
    .addColumn('response_message', 'varchar(500)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('party_group_report_filing_type_idx').on('party_group_report').columns(['filing_type']).execute();
  await db.schema.createIndex('party_group_report_province_code_idx').on('party_group_report').columns(['province_code']).execute();
  await db.schema.createIndex('party_group_report_report_status_idx').on('party_group_report').columns(['report_status']).execute();
  await db.schema.createIndex('party_group_report_report_time_idx').on('party_group_report').columns(['report_time']).execute();
  await db.schema.createIndex('party_group_report_gmt_created_idx').on('party_group_report').columns(['gmt_created']).execute();
  await db.schema.createIndex('party_group_report_branch_code_idx').on('party_group_report').columns(['branch_code']).execute();
  await db.schema.createIndex('party_group_report_branch_code_gmt_created_idx').on('party_group_report').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('site_deploy')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('version', 'varchar(32)')
    .addColumn('status', 'varchar(16)')
    .addColumn('remark', 'varchar(200)', notNull)
    .addColumn('banner_count', 'bigint')
    .addColumn('news_count', 'bigint')
    .addColumn('partner_count', 'bigint')
    .addColumn('operator_name', 'varchar(100)')
    .addColumn('deploy_time', 'varchar(19)')
    .addColumn('content', 'varchar(1000000)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('site_deploy_status_idx').on('site_deploy').columns(['status']).execute();
  await db.schema.createIndex('site_deploy_deploy_time_idx').on('site_deploy').columns(['deploy_time']).execute();
  await db.schema.createIndex('site_deploy_gmt_created_idx').on('site_deploy').columns(['gmt_created']).execute();
  await db.schema.createIndex('site_deploy_branch_code_idx').on('site_deploy').columns(['branch_code']).execute();
  await db.schema.createIndex('site_deploy_branch_code_gmt_created_idx').on('site_deploy').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('site_news')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('news_type', 'varchar(1)', notNull)
    .addColumn('is_release', 'varchar(1)', notNull)
    .addColumn('cover_image', 'varchar(500)')
    .addColumn('summary', 'varchar(300)')
    .addColumn('content', 'varchar(20000)', notNull)
    .addColumn('author', 'varchar(30)')
    .addColumn('source', 'varchar(50)')
    .addColumn('publish_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('site_news_news_type_idx').on('site_news').columns(['news_type']).execute();
  await db.schema.createIndex('site_news_is_release_idx').on('site_news').columns(['is_release']).execute();
  await db.schema.createIndex('site_news_publish_time_idx').on('site_news').columns(['publish_time']).execute();
  await db.schema.createIndex('site_news_gmt_created_idx').on('site_news').columns(['gmt_created']).execute();
  await db.schema.createIndex('site_news_branch_code_idx').on('site_news').columns(['branch_code']).execute();
  await db.schema.createIndex('site_news_branch_code_gmt_created_idx').on('site_news').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('site_partner')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('partner_type', 'varchar(16)', notNull)
    .addColumn('logo_url', 'varchar(500)', notNull)
    .addColumn('link_url', 'varchar(500)')
    .addColumn('sort', 'bigint', notNull)
    .addColumn('is_release', 'varchar(1)', notNull)
    .addColumn('description', 'varchar(200)')
    .addColumn('release_time', 'varchar(19)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('site_partner_partner_type_idx').on('site_partner').columns(['partner_type']).execute();
  await db.schema.createIndex('site_partner_sort_idx').on('site_partner').columns(['sort']).execute();
  await db.schema.createIndex('site_partner_is_release_idx').on('site_partner').columns(['is_release']).execute();
  await db.schema.createIndex('site_partner_gmt_created_idx').on('site_partner').columns(['gmt_created']).execute();
  await db.schema.createIndex('site_partner_branch_code_idx').on('site_partner').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('site_partner').execute();
  await db.schema.dropTable('site_news').execute();
  await db.schema.dropTable('site_deploy').execute();
  await db.schema.dropTable('party_group_report').execute();
  await db.schema.dropTable('party_group_invoice').execute();
}
