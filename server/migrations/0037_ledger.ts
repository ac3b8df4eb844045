// The ledger (server/ledger): every movement of money is a journal of balanced postings in fen.
// - fin_account: one account per party, branch and kind (wallet, frozen, payable, due, bank,
//   feeIncome, taxPayable), with its kept balance in fen, checked against the sum of its postings
//   in every posting's transaction;
// - fin_journal: one business event (a recharge paid, a payment made), once per idempotency key:
//   a retry or a second click finds the key taken and posts nothing;
// - fin_posting: the journal's lines, a signed amount each (credit +, debit −), summing to 0 per
//   journal, with the account's balance after the line.
// Two views present them in yuan to the entity API (fundAccount: one row per party with its
// balances side by side; fundPosting: the lines), read-only.
// Written by hand (the views and the fen columns are not entity tables); never edit it once
// released.
import { sql, type Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('fin_account')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('party_type', 'varchar(20)', notNull)
    .addColumn('party_code', 'varchar(32)', notNull)
    .addColumn('party_name', 'varchar(100)', notNull)
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('balance_fen', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('fin_account_party_kind_uq').on('fin_account')
    .columns(['branch_code', 'party_type', 'party_code', 'kind']).unique().execute();

  await db.schema.createTable('fin_journal')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('journal_number', 'varchar(24)', notNull)
    .addColumn('idempotency_key', 'varchar(120)', notNull)
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('business_type', 'varchar(30)', notNull)
    .addColumn('business_number', 'varchar(40)')
    .addColumn('amount_fen', 'bigint', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('operator_code', 'varchar(32)')
    .addColumn('operator_name', 'varchar(50)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('fin_journal_idempotency_key_uq').on('fin_journal').columns(['idempotency_key']).unique().execute();
  await db.schema.createIndex('fin_journal_journal_number_uq').on('fin_journal').columns(['journal_number']).unique().execute();
  await db.schema.createIndex('fin_journal_branch_business_idx').on('fin_journal').columns(['branch_code', 'business_type', 'gmt_created']).execute();

  await db.schema.createTable('fin_posting')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('journal_id', 'bigint', notNull)
    .addColumn('account_id', 'bigint', notNull)
    .addColumn('amount_fen', 'bigint', notNull)
    .addColumn('balance_after_fen', 'bigint', notNull)
    .addColumn('counterparty_name', 'varchar(100)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
  // The account's last line (its balance after) and its lines in order.
  await db.schema.createIndex('fin_posting_account_idx').on('fin_posting').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('fin_posting_account_time_idx').on('fin_posting').columns(['account_id', 'gmt_created']).execute();
  await db.schema.createIndex('fin_posting_journal_idx').on('fin_posting').columns(['journal_id']).execute();

  // One row per party: its balances by kind side by side, in yuan (the wallet's id, else the
  // party's first account's, names the row).
  await sql`create view fin_account_view as
    select min(a.id) as id, a.branch_code, a.party_type, a.party_code, max(a.party_name) as party_name,
      case when a.party_type = 'driver' then a.party_code end as driver_code,
      case when a.party_type = 'shipper' then a.party_code end as shipper_code,
      sum(case when a.kind = 'wallet' then a.balance_fen else 0 end) / 100.0 as available_balance,
      sum(case when a.kind = 'frozen' then a.balance_fen else 0 end) / 100.0 as frozen_balance,
      sum(case when a.kind in ('wallet', 'frozen') then a.balance_fen else 0 end) / 100.0 as total_balance,
      sum(case when a.kind = 'payable' then a.balance_fen else 0 end) / 100.0 as payable_balance,
      -sum(case when a.kind = 'due' then a.balance_fen else 0 end) / 100.0 as due_balance,
      sum(case when a.kind = 'bank' then -a.balance_fen else 0 end) / 100.0 as bank_balance,
      sum(case when a.kind = 'feeIncome' then a.balance_fen else 0 end) / 100.0 as fee_income_balance,
      sum(case when a.kind = 'taxPayable' then a.balance_fen else 0 end) / 100.0 as tax_payable_balance,
      min(a.gmt_created) as gmt_created, max(a.gmt_modified) as gmt_modified
    from fin_account a
    group by a.branch_code, a.party_type, a.party_code`.execute(db);

  await sql`create view fin_posting_view as
    select p.id, j.journal_number, j.business_type, j.business_number, j.remark,
      j.operator_name, a.branch_code, a.party_type, a.party_code, a.party_name, a.kind as account_kind,
      case when a.party_type = 'driver' then a.party_code end as driver_code,
      case when a.party_type = 'shipper' then a.party_code end as shipper_code,
      case when p.amount_fen >= 0 then 'in' else 'out' end as direction,
      p.amount_fen / 100.0 as amount, p.balance_after_fen / 100.0 as balance_after,
      p.counterparty_name, p.gmt_created
    from fin_posting p
    join fin_journal j on j.id = p.journal_id
    join fin_account a on a.id = p.account_id`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop view if exists fin_posting_view`.execute(db);
  await sql`drop view if exists fin_account_view`.execute(db);
  await db.schema.dropTable('fin_posting').execute();
  await db.schema.dropTable('fin_journal').execute();
  await db.schema.dropTable('fin_account').execute();
}
