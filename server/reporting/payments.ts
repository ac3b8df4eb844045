// The payments a fund-flow statement reports: the money the platform paid the waybill's actual
// carrier for its freight — its paid prepayments (预付, tms_pay_in_advance) and its paid payment
// order lines (运费支付, tms_payment_order_line of the settlement module) — each with the bank's
// serial number and the payment means of its bank transfer (fin_bank_transfer, 32 银行转账 when
// the bank recorded none).
import type { Database } from '../storage/schema';
import type { Kysely } from 'kysely';
import type { EntityDb } from '../entities/listQuery';

export interface FundFlowPayment {
  /** Which document paid it: a prepayment application or a payment order line. */
  source: 'prepayment' | 'payment';
  documentNumber: string;
  paymentMeansCode: string;
  recipient: string;
  receiptAccount: string;
  bankCode: string | null;
  sequenceCode: string;
  /** Yuan, as stored. */
  amount: number;
  /** yyyy-MM-dd HH:mm:ss, China time. */
  paidDateTime: string;
}

/** Payment means recorded for a transfer the bank did not qualify: 32 银行转账. */
export const BANK_TRANSFER_MEANS = '32';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** Every paid payment of the branch's waybills (or of one waybill), by waybill, oldest first. */
export async function paidPaymentsByWaybill(db: Kysely<Database>, branchCode: string, shippingNoteNumber?: string): Promise<Map<string, FundFlowPayment[]>> {
  const edb = db as unknown as EntityDb;
  let prepayments = edb.selectFrom('tms_pay_in_advance').selectAll().where('branch_code', '=', branchCode).where('status', '=', 'paid');
  if (shippingNoteNumber !== undefined) prepayments = prepayments.where('shipping_note_number', '=', shippingNoteNumber);
  let lineQuery = edb.selectFrom('tms_payment_order_line').selectAll().where('branch_code', '=', branchCode).where('status', '=', 'paid');
  if (shippingNoteNumber !== undefined) lineQuery = lineQuery.where('shipping_note_number', '=', shippingNoteNumber);
  const [prepaid, lines] = await Promise.all([prepayments.execute(), lineQuery.execute()]);

  // The payment means (and, for a prepayment paid through the bank, its serial) of each transfer.
  let transferQuery = edb.selectFrom('fin_bank_transfer').select(['transfer_number', 'business_type', 'business_number', 'payment_means_code', 'bank_serial_number'])
    .where('branch_code', '=', branchCode).where('status', '=', 'succeeded').where('business_type', 'in', ['prepayment', 'payment']);
  if (shippingNoteNumber !== undefined) {
    const numbers = [...prepaid.map((row) => text(row.apply_number)), ...lines.map((row) => text(row.transfer_number))].filter(Boolean);
    if (numbers.length === 0) transferQuery = transferQuery.where('id', '<', 0);
    else transferQuery = transferQuery.where((eb) => eb.or([eb('business_number', 'in', numbers), eb('transfer_number', 'in', numbers)]));
  }
  const transfers = prepaid.length + lines.length > 0 ? await transferQuery.execute() : [];
  const meansByTransfer = new Map(transfers.map((row) => [text(row.transfer_number), text(row.payment_means_code)]));
  const byPrepayment = new Map(transfers.filter((row) => row.business_type === 'prepayment')
    .map((row) => [text(row.business_number), { means: text(row.payment_means_code), serial: text(row.bank_serial_number) }]));

  const byWaybill = new Map<string, FundFlowPayment[]>();
  const add = (number: unknown, payment: FundFlowPayment) => {
    const key = text(number);
    byWaybill.set(key, [...(byWaybill.get(key) ?? []), payment]);
  };
  for (const row of prepaid) {
    const transfer = byPrepayment.get(text(row.apply_number));
    add(row.shipping_note_number, {
      source: 'prepayment', documentNumber: text(row.apply_number), paymentMeansCode: transfer?.means || BANK_TRANSFER_MEANS,
      recipient: text(row.payee_name), receiptAccount: text(row.payee_account), bankCode: text(row.payee_bank_code) || null,
      sequenceCode: text(row.pay_serial_number) || transfer?.serial || '', amount: Number(row.apply_amount), paidDateTime: text(row.pay_date_time),
    });
  }
  for (const row of lines) {
    add(row.shipping_note_number, {
      source: 'payment', documentNumber: text(row.payment_number), paymentMeansCode: meansByTransfer.get(text(row.transfer_number)) || BANK_TRANSFER_MEANS,
      recipient: text(row.payee_account_name), receiptAccount: text(row.bank_card_number), bankCode: text(row.payee_bank_code) || null,
      sequenceCode: text(row.bank_serial_number), amount: Number(row.amount), paidDateTime: text(row.paid_date_time),
    });
  }
  for (const list of byWaybill.values()) list.sort((a, b) => a.paidDateTime.localeCompare(b.paidDateTime) || a.documentNumber.localeCompare(b.documentNumber));
  return byWaybill;
}

/** The waybill's paid payments, oldest first; with `asOf` only those paid by then. */
export async function paidPaymentsOf(db: Kysely<Database>, branchCode: string, shippingNoteNumber: string, asOf?: string): Promise<FundFlowPayment[]> {
  const payments = (await paidPaymentsByWaybill(db, branchCode, shippingNoteNumber)).get(shippingNoteNumber) ?? [];
  return asOf ? payments.filter((payment) => payment.paidDateTime <= asOf) : payments;
}
