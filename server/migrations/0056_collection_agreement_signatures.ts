// Written by `npm run db:diff` from the entity schemas:
// - sys_agreement_acceptance: new column payee_code varchar(32)
// - sys_agreement_acceptance: new column payee_name varchar(100)
// - sys_agreement_acceptance: new column payee_account varchar(40)
// - sys_agreement_acceptance: new column payee_bank_code varchar(20)
// - sys_agreement_acceptance: new column payee_bank_card_id bigint
// - sys_agreement_acceptance: new column signer_mobile varchar(20)
// - sys_agreement_acceptance: new column sign_ip varchar(64)
// - sys_agreement_acceptance: new column content_hash varchar(64)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('payee_code', 'varchar(32)').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('payee_name', 'varchar(100)').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('payee_account', 'varchar(40)').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('payee_bank_code', 'varchar(20)').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('payee_bank_card_id', 'bigint').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('signer_mobile', 'varchar(20)').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('sign_ip', 'varchar(64)').execute();
  await db.schema.alterTable('sys_agreement_acceptance').addColumn('content_hash', 'varchar(64)').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('content_hash').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('sign_ip').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('signer_mobile').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('payee_bank_card_id').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('payee_bank_code').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('payee_account').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('payee_name').execute();
  await db.schema.alterTable('sys_agreement_acceptance').dropColumn('payee_code').execute();
}
