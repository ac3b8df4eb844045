// Written by `npm run db:diff` from the entity schemas:
// - tms_public_enquiry: new table (18 columns, 7 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_public_enquiry')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('enquiry_number', 'varchar(20)')
    .addColumn('contact_name', 'varchar(30)', notNull)
    .addColumn('contact_phone', 'varchar(11)', notNull)
    .addColumn('company_name', 'varchar(100)')
    .addColumn('place_of_loading', 'varchar(100)', notNull)
    .addColumn('goods_receipt_place', 'varchar(100)', notNull)
    .addColumn('description_of_goods', 'varchar(100)', notNull)
    .addColumn('goods_item_gross_weight', 'numeric(18, 3)')
    .addColumn('loading_date', 'varchar(8)')
    .addColumn('remark', 'varchar(300)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('follow_up_remark', 'varchar(300)')
    .addColumn('contact_date_time', 'varchar(19)')
    .addColumn('source_ip', 'varchar(64)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_public_enquiry_enquiry_number_idx').on('tms_public_enquiry').columns(['enquiry_number']).execute();
  await db.schema.createIndex('tms_public_enquiry_loading_date_idx').on('tms_public_enquiry').columns(['loading_date']).execute();
  await db.schema.createIndex('tms_public_enquiry_status_idx').on('tms_public_enquiry').columns(['status']).execute();
  await db.schema.createIndex('tms_public_enquiry_contact_date_time_idx').on('tms_public_enquiry').columns(['contact_date_time']).execute();
  await db.schema.createIndex('tms_public_enquiry_gmt_created_idx').on('tms_public_enquiry').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_public_enquiry_gmt_modified_idx').on('tms_public_enquiry').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_public_enquiry_branch_code_idx').on('tms_public_enquiry').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_public_enquiry').execute();
}
