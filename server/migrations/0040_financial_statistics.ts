// Financial statistics (server/routes/tms/statistics): two read-only views over the ledger
// (migration 0037) and the table of the analysts' saved reports.
// - fin_ledger_entry_view (entity ledgerEntry): each posting from its account's side, as the
//   party reads its balance: a shipper's due account (应收) shows what it owes, so its postings
//   and balances are negated, as the platform's bank holdings are; every other kind shows its
//   postings as stored (+ raises the balance). increase / decrease split the amount, balance_after
//   is the account's running balance. The ledgers and details of financialStatistics read it.
// - fin_fund_movement_view (entity fundMovement): one row per journal and party in it, with what
//   the event did to each of the party's accounts (summed in fen, then shown as yuan) and the
//   event's shipper and carrier on every row. The statistics screens read it.
// - tms_custom_report (entity customReport, x-handwritten): the saved report definitions.
// Written by hand (views, and a table whose endpoints are written by hand); never edit it once
// released.
import { sql, type Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`create view fin_ledger_entry_view as
    select p.id, j.journal_number, p.gmt_created, a.branch_code, a.party_type, a.party_code, a.party_name,
      case when a.party_type = 'shipper' then a.party_code end as shipper_code,
      case when a.party_type = 'driver' then a.party_code end as driver_code,
      a.kind as account_kind, j.business_type, j.business_number, p.counterparty_name, j.remark,
      (case when a.kind in ('due', 'bank') then -p.amount_fen else p.amount_fen end) / 100.0 as amount,
      (case when a.kind in ('due', 'bank')
        then (case when p.amount_fen < 0 then -p.amount_fen else 0 end)
        else (case when p.amount_fen > 0 then p.amount_fen else 0 end) end) / 100.0 as increase,
      (case when a.kind in ('due', 'bank')
        then (case when p.amount_fen > 0 then p.amount_fen else 0 end)
        else (case when p.amount_fen < 0 then -p.amount_fen else 0 end) end) / 100.0 as decrease,
      (case when a.kind in ('due', 'bank') then -p.balance_after_fen else p.balance_after_fen end) / 100.0 as balance_after
    from fin_posting p
    join fin_journal j on j.id = p.journal_id
    join fin_account a on a.id = p.account_id`.execute(db);

  // A carrier is a driver or a fleet. Tax withheld from a payment: what left the carrier's
  // payable less what reached its wallet; what it received: the wallet credit of a payment, the
  // payable settled by a prepayment to its card.
  await sql`create view fin_fund_movement_view as
    select min(p.id) as id, j.journal_number, j.gmt_created, j.business_type, j.business_number, j.remark,
      a.branch_code, a.party_type, a.party_code, max(a.party_name) as party_name,
      case when a.party_type = 'shipper' then a.party_code end as shipper_code,
      case when a.party_type = 'driver' then a.party_code end as driver_code,
      (select max(sa.party_code) from fin_posting sp join fin_account sa on sa.id = sp.account_id
        where sp.journal_id = j.id and sa.party_type = 'shipper') as journal_shipper_code,
      (select max(sa.party_name) from fin_posting sp join fin_account sa on sa.id = sp.account_id
        where sp.journal_id = j.id and sa.party_type = 'shipper') as journal_shipper_name,
      (select max(ca.party_code) from fin_posting cp join fin_account ca on ca.id = cp.account_id
        where cp.journal_id = j.id and ca.party_type in ('driver', 'fleet')) as journal_carrier_code,
      (select max(ca.party_name) from fin_posting cp join fin_account ca on ca.id = cp.account_id
        where cp.journal_id = j.id and ca.party_type in ('driver', 'fleet')) as journal_carrier_name,
      case when j.business_type = 'freightCharged' and a.party_type = 'shipper' then 1 else 0 end as charged_waybills,
      case when j.business_type = 'freightCharged' and a.party_type in ('driver', 'fleet') then 1 else 0 end as carried_waybills,
      sum(case when a.kind = 'due' and p.amount_fen < 0 then -p.amount_fen else 0 end) / 100.0 as receivable_increase,
      sum(case when a.kind = 'due' and p.amount_fen > 0 then p.amount_fen else 0 end) / 100.0 as receivable_decrease,
      -sum(case when a.kind = 'due' then p.amount_fen else 0 end) / 100.0 as receivable_change,
      sum(case when a.kind = 'payable' and p.amount_fen > 0 then p.amount_fen else 0 end) / 100.0 as payable_increase,
      sum(case when a.kind = 'payable' and p.amount_fen < 0 then -p.amount_fen else 0 end) / 100.0 as payable_decrease,
      sum(case when a.kind = 'payable' then p.amount_fen else 0 end) / 100.0 as payable_change,
      (case when j.business_type = 'carrierPaid' and a.party_type in ('driver', 'fleet')
        then -sum(case when a.kind in ('payable', 'wallet') then p.amount_fen else 0 end) else 0 end) / 100.0 as tax_withheld,
      (case when a.party_type not in ('driver', 'fleet') then 0
        when j.business_type = 'carrierPaid' then sum(case when a.kind = 'wallet' then p.amount_fen else 0 end)
        when j.business_type = 'prepaymentPaid' then -sum(case when a.kind = 'payable' then p.amount_fen else 0 end)
        else 0 end) / 100.0 as net_paid,
      (case when j.business_type in ('withdrawalPaid', 'refundPaid')
        then -sum(case when a.kind = 'frozen' then p.amount_fen else 0 end) else 0 end) / 100.0 as withdrawn,
      sum(case when a.kind = 'feeIncome' then p.amount_fen else 0 end) / 100.0 as fee_income
    from fin_posting p
    join fin_journal j on j.id = p.journal_id
    join fin_account a on a.id = p.account_id
    group by j.id, j.journal_number, j.gmt_created, j.business_type, j.business_number, j.remark,
      a.branch_code, a.party_type, a.party_code`.execute(db);

  await db.schema.createTable('tms_custom_report')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('report_name', 'varchar(50)', notNull)
    .addColumn('source_entity', 'varchar(60)', notNull)
    .addColumn('dimensions', 'text', notNull)
    .addColumn('measures', 'text', notNull)
    .addColumn('filters', 'text')
    .addColumn('chart_type', 'varchar(10)', notNull)
    .addColumn('sort_field', 'varchar(80)')
    .addColumn('sort_type', 'varchar(4)')
    .addColumn('shared_roles', 'text')
    .addColumn('owner_code', 'varchar(32)', notNull)
    .addColumn('owner_name', 'varchar(50)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('tms_custom_report_branch_owner_idx').on('tms_custom_report').columns(['branch_code', 'owner_code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists fin_fund_movement_view`.execute(db);
  await sql`drop view if exists fin_ledger_entry_view`.execute(db);
  await db.schema.dropTable('tms_custom_report').execute();
}
