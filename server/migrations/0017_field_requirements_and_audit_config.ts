// Written by `npm run db:diff` from the entity schemas:
// - sys_audit_config: new table (12 columns, 7 indexes)
// - sys_field_requirement: new table (10 columns, 6 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('sys_audit_config')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('review_type', 'varchar(32)', notNull)
    .addColumn('levels', 'varchar(8)', notNull)
    .addColumn('first_role_code', 'varchar(32)', notNull)
    .addColumn('second_role_code', 'varchar(32)')
    .addColumn('enabled', 'integer', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('branch_name', 'varchar(100)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_audit_config_branch_code_review_type_uq').on('sys_audit_config').columns(['branch_code', 'review_type']).unique().execute();
  await db.schema.createIndex('sys_audit_config_review_type_idx').on('sys_audit_config').columns(['review_type']).execute();
  await db.schema.createIndex('sys_audit_config_levels_idx').on('sys_audit_config').columns(['levels']).execute();
  await db.schema.createIndex('sys_audit_config_first_role_code_idx').on('sys_audit_config').columns(['first_role_code']).execute();
  await db.schema.createIndex('sys_audit_config_enabled_idx').on('sys_audit_config').columns(['enabled']).execute();
  await db.schema.createIndex('sys_audit_config_gmt_created_idx').on('sys_audit_config').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_audit_config_branch_code_idx').on('sys_audit_config').columns(['branch_code']).execute();
  await db.schema.createTable('sys_field_requirement')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('field_name', 'varchar(64)', notNull)
    .addColumn('entity_name', 'varchar(64)', notNull)
    .addColumn('mandatory', 'integer', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('branch_name', 'varchar(100)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('sys_field_requirement_branch_code_entity_name_field_name_uq').on('sys_field_requirement').columns(['branch_code', 'entity_name', 'field_name']).unique().execute();
  await db.schema.createIndex('sys_field_requirement_field_name_idx').on('sys_field_requirement').columns(['field_name']).execute();
  await db.schema.createIndex('sys_field_requirement_entity_name_idx').on('sys_field_requirement').columns(['entity_name']).execute();
  await db.schema.createIndex('sys_field_requirement_mandatory_idx').on('sys_field_requirement').columns(['mandatory']).execute();
  await db.schema.createIndex('sys_field_requirement_gmt_created_idx').on('sys_field_requirement').columns(['gmt_created']).execute();
  await db.schema.createIndex('sys_field_requirement_branch_code_idx').on('sys_field_requirement').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_field_requirement').execute();
  await db.schema.dropTable('sys_audit_config').execute();
}
