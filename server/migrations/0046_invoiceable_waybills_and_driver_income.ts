// Invoices and tax (server/routes/tms/invoice), written by hand (views and data are not entity
// tables); never edit it once released. Needs 0044 (tms_freight_accounting) and 0045.
// - tms_invoiceable_waybill_view (entity invoiceableWaybill): the waybills 申请开票 may choose —
//   signed or completed, their freight accounted, not held by a live invoice line;
// - tax_driver_income_view (entity driverIncomeTax, 司机个税明细): one row per freight payment
//   to a driver, from the ledger's carrierPaid journals: income = what left his payable, net =
//   what reached his wallet, tax withheld = the difference; with his ID number;
// - the single-waybill invoice applications of wave 2 get their one line each (their freight as
//   the line's total, no service fee), holding the waybill while live, and their new figures.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`create view tms_invoiceable_waybill_view as
    select w.id, w.branch_code, w.shipping_note_number, w.shipper_code, w.shipper_name, w.description_of_goods,
      w.place_of_loading, w.goods_receipt_place, w.vehicle_number, w.signed_date_time,
      a.accounted_freight as freight_amount, coalesce(a.service_fee_amount, 0) as service_fee_amount,
      coalesce(a.shipper_total, a.accounted_freight + coalesce(a.service_fee_amount, 0)) as invoiceable_amount
    from tms_waybill w
    join tms_freight_accounting a on a.branch_code = w.branch_code and a.shipping_note_number = w.shipping_note_number and a.status = 'accounted'
    where w.status in ('signed', 'completed')
      and not exists (select 1 from tms_invoice_line l where l.branch_code = w.branch_code and l.live_key = w.shipping_note_number)`.execute(db);

  await sql`create view tax_driver_income_view as
    select min(p.id) as id, j.branch_code, j.journal_number, j.business_number as shipping_note_number, j.gmt_created as paid_date_time,
      a.party_code as driver_code, max(a.party_name) as driver_name,
      (select d.driving_license from basic_driver d where d.driver_code = a.party_code and d.branch_code = j.branch_code limit 1) as id_number,
      -sum(case when a.kind = 'payable' then p.amount_fen else 0 end) / 100.0 as income_amount,
      (-sum(case when a.kind = 'payable' then p.amount_fen else 0 end) - sum(case when a.kind = 'wallet' then p.amount_fen else 0 end)) / 100.0 as tax_amount,
      sum(case when a.kind = 'wallet' then p.amount_fen else 0 end) / 100.0 as net_amount
    from fin_posting p
    join fin_journal j on j.id = p.journal_id
    join fin_account a on a.id = p.account_id
    where j.business_type = 'carrierPaid' and a.party_type = 'driver'
    group by j.id, a.party_code`.execute(db);

  await sql`insert into tms_invoice_line (application_number, application_id, invoice_code, invoice_number, issue_date_time, tax_period,
      line_status, live_key, shipping_note_number, waybill_id, shipper_code, shipper_name, driver_code, driver_name, vehicle_number,
      vehicle_type, loading_country_subdivision_code, place_of_loading, receipt_country_subdivision_code, goods_receipt_place,
      description_of_goods, cargo_type_classification_code, goods_item_gross_weight, signed_date_time, freight_amount,
      service_fee_rate, service_fee_amount, line_amount, tax_rate, tax_amount, amount_excluding_tax, declare_status, branch_code,
      gmt_created, gmt_modified)
    select i.application_number, i.id, i.invoice_code, i.invoice_number, i.issue_date_time, null,
      case i.status when 'issued' then 'invoiced' when 'rejected' then 'released' else 'applied' end,
      case when i.status = 'rejected' then null else i.shipping_note_number end,
      i.shipping_note_number, w.id, i.shipper_code, i.shipper_name, w.driver_code, w.driver_name, w.vehicle_number,
      (select v.vehicle_type from basic_vehicle v where v.vehicle_number = w.vehicle_number and v.branch_code = w.branch_code limit 1),
      w.loading_country_subdivision_code, w.place_of_loading, w.receipt_country_subdivision_code, w.goods_receipt_place,
      w.description_of_goods, w.cargo_type_classification_code, w.goods_item_gross_weight, w.signed_date_time, coalesce(i.freight_amount, 0),
      0, 0, coalesce(i.freight_amount, 0), i.tax_rate, coalesce(i.tax_amount, 0), coalesce(i.amount_excluding_tax, 0), 'undeclared', i.branch_code,
      i.gmt_created, i.gmt_modified
    from tms_invoice_application i
    left join tms_waybill w on w.shipping_note_number = i.shipping_note_number and w.branch_code = i.branch_code
    where not exists (select 1 from tms_invoice_line l where l.application_number = i.application_number and l.branch_code = i.branch_code)`.execute(db);
  await sql`update tms_invoice_application set waybill_count = 1, freight_total = freight_amount, service_fee_rate = 0, service_fee_amount = 0
    where waybill_count is null`.execute(db);
}

/** The views go; the lines of the wave-2 applications go with their table (0045's down), and
 * their new figures with its columns. */
export async function down(db: Db): Promise<void> {
  await sql`drop view tax_driver_income_view`.execute(db);
  await sql`drop view tms_invoiceable_waybill_view`.execute(db);
}
