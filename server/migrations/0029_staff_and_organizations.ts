// Written by `npm run db:diff` from the entity schemas:
// - basic_organization: new table (20 columns, 10 indexes)
// - basic_staff: new table (21 columns, 13 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_organization')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('short_name', 'varchar(30)')
    .addColumn('parent_id', 'bigint')
    .addColumn('sort_order', 'bigint')
    .addColumn('code', 'varchar(32)', notNull)
    .addColumn('org_type', 'varchar(20)', notNull)
    .addColumn('uscc', 'varchar(18)')
    .addColumn('legal_person', 'varchar(30)')
    .addColumn('contact', 'varchar(30)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('area_code', 'varchar(6)')
    .addColumn('address', 'varchar(200)')
    .addColumn('permit_number', 'varchar(12)')
    .addColumn('network_freight_license', 'varchar(50)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_organization_branch_code_code_uq').on('basic_organization').columns(['branch_code', 'code']).unique().execute();
  await db.schema.createIndex('basic_organization_branch_code_uscc_uq').on('basic_organization').columns(['branch_code', 'uscc']).unique().execute();
  await db.schema.createIndex('basic_organization_parent_id_idx').on('basic_organization').columns(['parent_id']).execute();
  await db.schema.createIndex('basic_organization_sort_order_idx').on('basic_organization').columns(['sort_order']).execute();
  await db.schema.createIndex('basic_organization_org_type_idx').on('basic_organization').columns(['org_type']).execute();
  await db.schema.createIndex('basic_organization_area_code_idx').on('basic_organization').columns(['area_code']).execute();
  await db.schema.createIndex('basic_organization_status_idx').on('basic_organization').columns(['status']).execute();
  await db.schema.createIndex('basic_organization_gmt_created_idx').on('basic_organization').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_organization_branch_code_idx').on('basic_organization').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_organization_branch_code_parent_id_sort_order_idx').on('basic_organization').columns(['branch_code', 'parent_id', 'sort_order']).execute();
  await db.schema.createTable('basic_staff')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('staff_no', 'varchar(20)')
    .addColumn('name', 'varchar(30)', notNull)
    .addColumn('gender', 'varchar(2)', notNull)
    .addColumn('id_card', 'varchar(18)')
    .addColumn('mobile', 'varchar(20)', notNull)
    .addColumn('email', 'varchar(100)')
    .addColumn('department_id', 'bigint')
    .addColumn('department_name', 'varchar(50)')
    .addColumn('team_id', 'bigint')
    .addColumn('team_name', 'varchar(50)')
    .addColumn('position', 'varchar(20)', notNull)
    .addColumn('entry_date', 'varchar(8)', notNull)
    .addColumn('leave_date', 'varchar(8)')
    .addColumn('leave_reason', 'varchar(200)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('account_code', 'varchar(32)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_staff_branch_code_staff_no_uq').on('basic_staff').columns(['branch_code', 'staff_no']).unique().execute();
  await db.schema.createIndex('basic_staff_branch_code_id_card_uq').on('basic_staff').columns(['branch_code', 'id_card']).unique().execute();
  await db.schema.createIndex('basic_staff_branch_code_mobile_uq').on('basic_staff').columns(['branch_code', 'mobile']).unique().execute();
  await db.schema.createIndex('basic_staff_name_idx').on('basic_staff').columns(['name']).execute();
  await db.schema.createIndex('basic_staff_gender_idx').on('basic_staff').columns(['gender']).execute();
  await db.schema.createIndex('basic_staff_department_id_idx').on('basic_staff').columns(['department_id']).execute();
  await db.schema.createIndex('basic_staff_team_id_idx').on('basic_staff').columns(['team_id']).execute();
  await db.schema.createIndex('basic_staff_position_idx').on('basic_staff').columns(['position']).execute();
  await db.schema.createIndex('basic_staff_entry_date_idx').on('basic_staff').columns(['entry_date']).execute();
  await db.schema.createIndex('basic_staff_status_idx').on('basic_staff').columns(['status']).execute();
  await db.schema.createIndex('basic_staff_gmt_created_idx').on('basic_staff').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_staff_branch_code_idx').on('basic_staff').columns(['branch_code']).execute();
  await db.schema.createIndex('basic_staff_branch_code_gmt_created_idx').on('basic_staff').columns(['branch_code', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('basic_staff').execute();
  await db.schema.dropTable('basic_organization').execute();
}
