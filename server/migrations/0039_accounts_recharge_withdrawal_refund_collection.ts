// Written by `npm run db:diff` from the entity schemas:
// - tms_collection: new table (25 columns, 13 indexes)
// - tms_collection_code: new table (15 columns, 11 indexes)
// - tms_recharge: new table (29 columns, 13 indexes)
// - tms_refund: new table (31 columns, 15 indexes)
// - tms_withdrawal: new table (34 columns, 19 indexes)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tms_collection')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('collection_number', 'varchar(20)')
    .addColumn('payer_name', 'varchar(100)', notNull)
    .addColumn('payer_account', 'varchar(30)', notNull)
    .addColumn('payer_bank_code', 'varchar(10)')
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('postscript', 'varchar(100)')
    .addColumn('payee_account', 'varchar(30)')
    .addColumn('arrival_date_time', 'varchar(19)')
    .addColumn('bank_serial_number', 'varchar(40)')
    .addColumn('transfer_number', 'varchar(24)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('match_type', 'varchar(20)')
    .addColumn('collection_code', 'varchar(8)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('journal_number', 'varchar(24)')
    .addColumn('claimer_name', 'varchar(30)')
    .addColumn('claim_date_time', 'varchar(19)')
    .addColumn('claim_remark', 'varchar(200)')
    .addColumn('source', 'varchar(20)')
    .addColumn('registrant_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_collection_collection_number_idx').on('tms_collection').columns(['collection_number']).execute();
  await db.schema.createIndex('tms_collection_amount_idx').on('tms_collection').columns(['amount']).execute();
  await db.schema.createIndex('tms_collection_arrival_date_time_idx').on('tms_collection').columns(['arrival_date_time']).execute();
  await db.schema.createIndex('tms_collection_status_idx').on('tms_collection').columns(['status']).execute();
  await db.schema.createIndex('tms_collection_match_type_idx').on('tms_collection').columns(['match_type']).execute();
  await db.schema.createIndex('tms_collection_shipper_code_idx').on('tms_collection').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_collection_source_idx').on('tms_collection').columns(['source']).execute();
  await db.schema.createIndex('tms_collection_gmt_created_idx').on('tms_collection').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_collection_gmt_modified_idx').on('tms_collection').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_collection_branch_code_idx').on('tms_collection').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_collection_branch_code_gmt_created_idx').on('tms_collection').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_collection_branch_code_status_gmt_created_idx').on('tms_collection').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('tms_collection_shipper_code_gmt_created_idx').on('tms_collection').columns(['shipper_code', 'gmt_created']).execute();
  await db.schema.createTable('tms_collection_code')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('collection_code', 'varchar(8)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('platform_account_number', 'varchar(30)')
    .addColumn('virtual_account', 'varchar(30)')
    .addColumn('account_name', 'varchar(100)')
    .addColumn('bank_code', 'varchar(10)')
    .addColumn('branch_bank_name', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('creator_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_collection_code_branch_code_collection_code_uq').on('tms_collection_code').columns(['branch_code', 'collection_code']).unique().execute();
  await db.schema.createIndex('tms_collection_code_branch_code_shipper_code_uq').on('tms_collection_code').columns(['branch_code', 'shipper_code']).unique().execute();
  await db.schema.createIndex('tms_collection_code_branch_code_virtual_account_uq').on('tms_collection_code').columns(['branch_code', 'virtual_account']).unique().execute();
  await db.schema.createIndex('tms_collection_code_collection_code_idx').on('tms_collection_code').columns(['collection_code']).execute();
  await db.schema.createIndex('tms_collection_code_shipper_code_idx').on('tms_collection_code').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_collection_code_bank_code_idx').on('tms_collection_code').columns(['bank_code']).execute();
  await db.schema.createIndex('tms_collection_code_status_idx').on('tms_collection_code').columns(['status']).execute();
  await db.schema.createIndex('tms_collection_code_gmt_created_idx').on('tms_collection_code').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_collection_code_gmt_modified_idx').on('tms_collection_code').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_collection_code_branch_code_idx').on('tms_collection_code').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_collection_code_branch_code_gmt_created_idx').on('tms_collection_code').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createTable('tms_recharge')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('recharge_number', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('payment_method', 'varchar(20)', notNull)
    .addColumn('payer_account_name', 'varchar(100)', notNull)
    .addColumn('payer_account_number', 'varchar(30)', notNull)
    .addColumn('payer_bank_code', 'varchar(10)')
    .addColumn('voucher_image', 'varchar(512)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('payee_account_name', 'varchar(100)')
    .addColumn('payee_account_number', 'varchar(30)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('payee_bank_branch', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('reviewer_name', 'varchar(30)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('transfer_number', 'varchar(24)')
    .addColumn('bank_serial_number', 'varchar(40)')
    .addColumn('journal_number', 'varchar(24)')
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('applicant_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_recharge_recharge_number_idx').on('tms_recharge').columns(['recharge_number']).execute();
  await db.schema.createIndex('tms_recharge_shipper_code_idx').on('tms_recharge').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_recharge_amount_idx').on('tms_recharge').columns(['amount']).execute();
  await db.schema.createIndex('tms_recharge_payment_method_idx').on('tms_recharge').columns(['payment_method']).execute();
  await db.schema.createIndex('tms_recharge_status_idx').on('tms_recharge').columns(['status']).execute();
  await db.schema.createIndex('tms_recharge_review_date_time_idx').on('tms_recharge').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_recharge_paid_date_time_idx').on('tms_recharge').columns(['paid_date_time']).execute();
  await db.schema.createIndex('tms_recharge_gmt_created_idx').on('tms_recharge').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_recharge_gmt_modified_idx').on('tms_recharge').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_recharge_branch_code_idx').on('tms_recharge').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_recharge_branch_code_gmt_created_idx').on('tms_recharge').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_recharge_branch_code_status_gmt_created_idx').on('tms_recharge').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('tms_recharge_shipper_code_gmt_created_idx').on('tms_recharge').columns(['shipper_code', 'gmt_created']).execute();
  await db.schema.createTable('tms_refund')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('refund_number', 'varchar(20)')
    .addColumn('shipper_code', 'varchar(32)', notNull)
    .addColumn('shipper_name', 'varchar(100)')
    .addColumn('bank_card_number', 'varchar(30)', notNull)
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('reason', 'varchar(20)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('available_before', 'numeric(18, 3)')
    .addColumn('payee_account_name', 'varchar(100)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('payee_bank_branch', 'varchar(100)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('reviewer_name', 'varchar(30)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('remitter_name', 'varchar(30)')
    .addColumn('remit_date_time', 'varchar(19)')
    .addColumn('transfer_number', 'varchar(24)')
    .addColumn('bank_serial_number', 'varchar(40)')
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('frozen_journal_number', 'varchar(24)')
    .addColumn('journal_number', 'varchar(24)')
    .addColumn('finished_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_refund_refund_number_idx').on('tms_refund').columns(['refund_number']).execute();
  await db.schema.createIndex('tms_refund_shipper_code_idx').on('tms_refund').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_refund_amount_idx').on('tms_refund').columns(['amount']).execute();
  await db.schema.createIndex('tms_refund_reason_idx').on('tms_refund').columns(['reason']).execute();
  await db.schema.createIndex('tms_refund_status_idx').on('tms_refund').columns(['status']).execute();
  await db.schema.createIndex('tms_refund_review_date_time_idx').on('tms_refund').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_refund_remit_date_time_idx').on('tms_refund').columns(['remit_date_time']).execute();
  await db.schema.createIndex('tms_refund_paid_date_time_idx').on('tms_refund').columns(['paid_date_time']).execute();
  await db.schema.createIndex('tms_refund_finished_date_time_idx').on('tms_refund').columns(['finished_date_time']).execute();
  await db.schema.createIndex('tms_refund_gmt_created_idx').on('tms_refund').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_refund_gmt_modified_idx').on('tms_refund').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_refund_branch_code_idx').on('tms_refund').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_refund_branch_code_gmt_created_idx').on('tms_refund').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_refund_branch_code_status_gmt_created_idx').on('tms_refund').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('tms_refund_shipper_code_gmt_created_idx').on('tms_refund').columns(['shipper_code', 'gmt_created']).execute();
  await db.schema.createTable('tms_withdrawal')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('withdrawal_number', 'varchar(20)')
    .addColumn('bank_card_number', 'varchar(30)', notNull)
    .addColumn('team_code', 'varchar(32)')
    .addColumn('amount', 'numeric(18, 3)', notNull)
    .addColumn('party_type', 'varchar(20)')
    .addColumn('party_code', 'varchar(32)')
    .addColumn('party_name', 'varchar(100)')
    .addColumn('driver_code', 'varchar(32)')
    .addColumn('shipper_code', 'varchar(32)')
    .addColumn('available_before', 'numeric(18, 3)')
    .addColumn('payee_account_name', 'varchar(100)')
    .addColumn('payee_bank_code', 'varchar(10)')
    .addColumn('payee_bank_branch', 'varchar(100)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('review_level', 'bigint')
    .addColumn('reviewer_name', 'varchar(30)')
    .addColumn('review_date_time', 'varchar(19)')
    .addColumn('review_remark', 'varchar(200)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('remitter_name', 'varchar(30)')
    .addColumn('remit_date_time', 'varchar(19)')
    .addColumn('transfer_number', 'varchar(24)')
    .addColumn('bank_serial_number', 'varchar(40)')
    .addColumn('paid_date_time', 'varchar(19)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('frozen_journal_number', 'varchar(24)')
    .addColumn('journal_number', 'varchar(24)')
    .addColumn('finished_date_time', 'varchar(19)')
    .addColumn('applicant_name', 'varchar(50)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_withdrawal_withdrawal_number_idx').on('tms_withdrawal').columns(['withdrawal_number']).execute();
  await db.schema.createIndex('tms_withdrawal_team_code_idx').on('tms_withdrawal').columns(['team_code']).execute();
  await db.schema.createIndex('tms_withdrawal_amount_idx').on('tms_withdrawal').columns(['amount']).execute();
  await db.schema.createIndex('tms_withdrawal_party_type_idx').on('tms_withdrawal').columns(['party_type']).execute();
  await db.schema.createIndex('tms_withdrawal_driver_code_idx').on('tms_withdrawal').columns(['driver_code']).execute();
  await db.schema.createIndex('tms_withdrawal_shipper_code_idx').on('tms_withdrawal').columns(['shipper_code']).execute();
  await db.schema.createIndex('tms_withdrawal_payee_bank_code_idx').on('tms_withdrawal').columns(['payee_bank_code']).execute();
  await db.schema.createIndex('tms_withdrawal_status_idx').on('tms_withdrawal').columns(['status']).execute();
  await db.schema.createIndex('tms_withdrawal_review_date_time_idx').on('tms_withdrawal').columns(['review_date_time']).execute();
  await db.schema.createIndex('tms_withdrawal_remit_date_time_idx').on('tms_withdrawal').columns(['remit_date_time']).execute();
  await db.schema.createIndex('tms_withdrawal_paid_date_time_idx').on('tms_withdrawal').columns(['paid_date_time']).execute();
  await db.schema.createIndex('tms_withdrawal_finished_date_time_idx').on('tms_withdrawal').columns(['finished_date_time']).execute();
  await db.schema.createIndex('tms_withdrawal_gmt_created_idx').on('tms_withdrawal').columns(['gmt_created']).execute();
  await db.schema.createIndex('tms_withdrawal_gmt_modified_idx').on('tms_withdrawal').columns(['gmt_modified']).execute();
  await db.schema.createIndex('tms_withdrawal_branch_code_idx').on('tms_withdrawal').columns(['branch_code']).execute();
  await db.schema.createIndex('tms_withdrawal_branch_code_gmt_created_idx').on('tms_withdrawal').columns(['branch_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_withdrawal_branch_code_status_gmt_created_idx').on('tms_withdrawal').columns(['branch_code', 'status', 'gmt_created']).execute();
  await db.schema.createIndex('tms_withdrawal_driver_code_gmt_created_idx').on('tms_withdrawal').columns(['driver_code', 'gmt_created']).execute();
  await db.schema.createIndex('tms_withdrawal_shipper_code_gmt_created_idx').on('tms_withdrawal').columns(['shipper_code', 'gmt_created']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tms_withdrawal').execute();
  await db.schema.dropTable('tms_refund').execute();
  await db.schema.dropTable('tms_recharge').execute();
  await db.schema.dropTable('tms_collection_code').execute();
  await db.schema.dropTable('tms_collection').execute();
}
