// Written by hand (the party table predates the entity schemas; db:diff records its shape after):
// - party: the account screen's entity (schemas/entities/account.json) — two new columns (the
//   staff member's department and its name) and the indexes the account list filters and sorts by.
// Literal on purpose: a migration never reads schemas/entities. Never edit it once released.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('party').addColumn('department_id', 'bigint').execute();
  await db.schema.alterTable('party').addColumn('department_name', 'varchar(50)').execute();
  await db.schema.createIndex('party_branch_code_username_uq').on('party').columns(['branch_code', 'username']).unique().execute();
  await db.schema.createIndex('party_branch_code_mobile_uq').on('party').columns(['branch_code', 'mobile']).unique().execute();
  await db.schema.createIndex('party_party_type_idx').on('party').columns(['party_type']).execute();
  await db.schema.createIndex('party_status_idx').on('party').columns(['status']).execute();
  await db.schema.createIndex('party_gmt_created_idx').on('party').columns(['gmt_created']).execute();
  await db.schema.createIndex('party_department_id_idx').on('party').columns(['department_id']).execute();
  await db.schema.createIndex('party_branch_code_idx').on('party').columns(['branch_code']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const index of ['party_branch_code_username_uq', 'party_branch_code_mobile_uq', 'party_party_type_idx', 'party_status_idx',
    'party_gmt_created_idx', 'party_department_id_idx', 'party_branch_code_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('party').dropColumn('department_name').execute();
  await db.schema.alterTable('party').dropColumn('department_id').execute();
}
