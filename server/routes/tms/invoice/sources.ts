// What an invoice is made from: the chosen waybills with their vehicle's kind and their freight
// accounting (settlement's tms_freight_accounting, accounted: the accounted freight and the
// service fee), the shipper's invoice message (the buyer) and the branch's default company
// invoicing details (the seller).
import { toFen } from '../../../../src/core/money/fen';
import { tables, type AnyDb, type WaybillRow } from './tables';
import type { LineInput } from './amounts';

export interface WaybillSource {
  waybill: WaybillRow;
  vehicleType: string | null;
  /** The freight as accounted; null when the waybill is not accounted (or not yet accountable). */
  accounting: LineInput | null;
}

/** The waybills of the branch by number, with their vehicle kind and accounting. */
export async function waybillSources(db: AnyDb, branchCode: string, numbers: readonly string[]): Promise<Map<string, WaybillSource>> {
  const found = new Map<string, WaybillSource>();
  if (numbers.length === 0) return found;
  const t = tables(db);
  const waybills = await t.selectFrom('tms_waybill').selectAll().where('branch_code', '=', branchCode)
    .where('shipping_note_number', 'in', [...numbers]).execute();
  const plates = [...new Set(waybills.map((w) => w.vehicle_number).filter((p): p is string => !!p))];
  const vehicles = plates.length === 0 ? [] : await t.selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_type'])
    .where('branch_code', '=', branchCode).where('vehicle_number', 'in', plates).execute();
  const kind = new Map(vehicles.map((v) => [v.vehicle_number, v.vehicle_type]));
  const accountings = await t.selectFrom('tms_freight_accounting').select(['shipping_note_number', 'status', 'accounted_freight', 'service_fee_rate', 'service_fee_amount'])
    .where('branch_code', '=', branchCode).where('shipping_note_number', 'in', [...numbers]).where('status', '=', 'accounted').execute();
  const accountingOf = new Map(accountings.map((a) => [a.shipping_note_number, a]));
  for (const waybill of waybills) {
    const number = waybill.shipping_note_number;
    const row = accountingOf.get(number);
    const accounting: LineInput | null = row
      ? { shippingNoteNumber: number, freightFen: toFen(row.accounted_freight ?? 0), feeFen: toFen(row.service_fee_amount ?? 0), feeRate: row.service_fee_rate === null ? null : Number(row.service_fee_rate) }
      : null;
    found.set(number, { waybill, vehicleType: waybill.vehicle_number ? kind.get(waybill.vehicle_number) ?? null : null, accounting });
  }
  return found;
}

/** The live invoice lines holding any of the waybills (by waybill number), other than `ownApplication`'s. */
export async function heldWaybills(db: AnyDb, branchCode: string, numbers: readonly string[], ownApplication: string | null): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  let query = tables(db).selectFrom('tms_invoice_line').select(['live_key', 'application_number'])
    .where('branch_code', '=', branchCode).where('live_key', 'in', [...numbers]);
  if (ownApplication) query = query.where('application_number', '!=', ownApplication);
  return new Map((await query.execute()).map((row) => [String(row.live_key), row.application_number]));
}

export async function invoiceMessage(db: AnyDb, id: number) {
  return tables(db).selectFrom('basic_invoice_message').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Seller {
  sellerName: string;
  sellerTaxNumber: string;
  sellerAddressPhone: string;
  sellerBankAccount: string;
}

/** The branch's default company invoicing details (企业开票信息, enabled and default; the first
 * by id when several are marked), or undefined when none is set. */
export async function sellerOf(db: AnyDb, branchCode: string): Promise<Seller | undefined> {
  const row = await tables(db).selectFrom('party_group_invoice').selectAll().where('branch_code', '=', branchCode)
    .where('is_default', '=', '1').where('status', '=', 'enabled').orderBy('id').limit(1).executeTakeFirst();
  if (!row) return undefined;
  const joined = (...parts: Array<string | null>) => parts.filter((part) => part).join(' ');
  return {
    sellerName: row.invoice_title,
    sellerTaxNumber: row.tax_number,
    sellerAddressPhone: joined(row.address, row.phone).slice(0, 230),
    sellerBankAccount: joined(row.bank_name, row.bank_account).slice(0, 140),
  };
}
