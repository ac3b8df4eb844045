// The lines of an invoice (tms_invoice_line, entity invoiceLine): one per waybill, written with
// its application and following its state. While a line holds its waybill (applied, invoiced)
// its live_key is the waybill number, unique in the branch: a waybill is invoiced once, whatever
// two people do at the same moment. Released (rejected) and reversed (红冲) lines keep their
// figures for the record and let the waybill go.
import { fromFen } from '../../../../src/core/money/fen';
import { displayTime } from '../../../storage/clock';
import type { InvoiceAmounts } from './amounts';
import type { WaybillSource } from './sources';
import { tables, type AnyDb, type LineRow } from './tables';

export interface ApplicationRef {
  id: number;
  applicationNumber: string;
  branchCode: string;
  taxRate: number;
}

/** Writes the lines of a new (or recomputed) application, holding their waybills. */
export async function insertLines(db: AnyDb, application: ApplicationRef, amounts: InvoiceAmounts, sources: ReadonlyMap<string, WaybillSource>, now: Date): Promise<void> {
  const time = displayTime(now);
  for (const line of amounts.lines) {
    const source = sources.get(line.shippingNoteNumber);
    const waybill = source?.waybill;
    await tables(db).insertInto('tms_invoice_line').values({
      application_number: application.applicationNumber,
      application_id: application.id,
      invoice_code: null,
      invoice_number: null,
      issue_date_time: null,
      tax_period: null,
      line_status: 'applied',
      live_key: line.shippingNoteNumber,
      shipping_note_number: line.shippingNoteNumber,
      waybill_id: waybill?.id ?? null,
      shipper_code: waybill?.shipper_code ?? null,
      shipper_name: waybill?.shipper_name ?? null,
      driver_code: waybill?.driver_code ?? null,
      driver_name: waybill?.driver_name ?? null,
      vehicle_number: waybill?.vehicle_number ?? null,
      vehicle_type: source?.vehicleType ?? null,
      loading_country_subdivision_code: waybill?.loading_country_subdivision_code ?? null,
      place_of_loading: waybill?.place_of_loading ?? null,
      receipt_country_subdivision_code: waybill?.receipt_country_subdivision_code ?? null,
      goods_receipt_place: waybill?.goods_receipt_place ?? null,
      description_of_goods: waybill?.description_of_goods ?? null,
      cargo_type_classification_code: waybill?.cargo_type_classification_code ?? null,
      goods_item_gross_weight: waybill?.goods_item_gross_weight ?? null,
      signed_date_time: waybill?.signed_date_time ?? null,
      freight_amount: fromFen(line.freightFen),
      service_fee_rate: line.feeRate,
      service_fee_amount: fromFen(line.feeFen),
      line_amount: fromFen(line.totalFen),
      tax_rate: application.taxRate,
      tax_amount: fromFen(line.taxFen),
      amount_excluding_tax: fromFen(line.exclFen),
      declare_status: 'undeclared',
      declared_date_time: null,
      declarer_name: null,
      branch_code: application.branchCode,
      gmt_created: time,
      gmt_modified: time,
    } as unknown as LineRow).execute();
  }
}

/** The application's lines, in the order they were chosen. */
export async function linesOf(db: AnyDb, branchCode: string, applicationNumber: string): Promise<LineRow[]> {
  return tables(db).selectFrom('tms_invoice_line').selectAll().where('branch_code', '=', branchCode)
    .where('application_number', '=', applicationNumber).orderBy('id').execute();
}

export async function deleteLines(db: AnyDb, branchCode: string, applicationNumber: string): Promise<void> {
  await tables(db).deleteFrom('tms_invoice_line').where('branch_code', '=', branchCode).where('application_number', '=', applicationNumber).execute();
}

/** Lines of a rejected application let their waybills go. */
export async function releaseLines(db: AnyDb, branchCode: string, applicationNumber: string, now: Date): Promise<void> {
  await tables(db).updateTable('tms_invoice_line').set({ line_status: 'released', live_key: null, gmt_modified: displayTime(now) })
    .where('branch_code', '=', branchCode).where('application_number', '=', applicationNumber).execute();
}

/** Lines of an issued invoice carry its code, number, date and tax period (yyyyMM). */
export async function invoiceLines(db: AnyDb, branchCode: string, applicationNumber: string, invoice: { code: string | null; number: string; issuedAt: string }, now: Date): Promise<void> {
  await tables(db).updateTable('tms_invoice_line').set({
    line_status: 'invoiced', invoice_code: invoice.code, invoice_number: invoice.number, issue_date_time: invoice.issuedAt,
    tax_period: invoice.issuedAt.slice(0, 7).replace('-', ''), gmt_modified: displayTime(now),
  }).where('branch_code', '=', branchCode).where('application_number', '=', applicationNumber).execute();
}

/** Lines of a reversed invoice (红冲) let their waybills go. */
export async function reverseLines(db: AnyDb, branchCode: string, applicationNumber: string, now: Date): Promise<void> {
  await tables(db).updateTable('tms_invoice_line').set({ line_status: 'reversed', live_key: null, gmt_modified: displayTime(now) })
    .where('branch_code', '=', branchCode).where('application_number', '=', applicationNumber).execute();
}

/** The re-issued application takes over the reversed one's lines: same waybills, same figures,
 * holding the waybills again (inserted after the reversal released them, in one transaction). */
export async function copyLines(db: AnyDb, from: LineRow[], to: ApplicationRef, now: Date): Promise<void> {
  const time = displayTime(now);
  for (const line of from) {
    const { id: _id, ...rest } = line;
    await tables(db).insertInto('tms_invoice_line').values({
      ...rest, application_number: to.applicationNumber, application_id: to.id, invoice_code: null, invoice_number: null,
      issue_date_time: null, tax_period: null, line_status: 'applied', live_key: line.shipping_note_number,
      declare_status: 'undeclared', declared_date_time: null, declarer_name: null, gmt_created: time, gmt_modified: time,
    } as unknown as LineRow).execute();
  }
}
