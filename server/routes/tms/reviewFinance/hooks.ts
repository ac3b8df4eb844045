// The money records the review centre approves (对账审核, 财务审核, 核销审核), beyond their
// schemas (schemas/entities/reconciliation.json, paymentApplication.json, verification.json),
// inside the write's transaction (server/entities/hooks.ts). The invoice applications of 开票审核
// (several waybills each since wave 3) are ruled by server/routes/tms/invoice.
// - a waybill is paid and written off once: another live record of it is refused;
// - a shipper or driver may only name his own waybill (the relation alone checks the branch);
// - payment application: the card is a verified card of the payee driver; the amount payable is
//   the waybill's balance less the deductions (a deduction needs its reason, and may not exceed
//   the balance);
// - write-off: something to write off, never more than the freight;
// - statement of account: a shipper statement counts the shipper's signed and completed
//   waybills of the period and sums their freight (again when submitted); a customer statement
//   takes the customer's figures. The party's name is kept in partyName for the list;
// - on every read, a record about a waybill shows the waybill's id (the link to its page) and its
//   receipt photos, read from the waybill (not stored: the photos a reviewer sees are current).
import { sql, type Kysely, type Transaction } from 'kysely';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityRecord } from '../../../entities/records';
import type { Database } from '../../../storage/schema';

export const OWNER = 'reviewFinance';

/** The states in which a record holds its waybill (another record of it is refused). */
const LIVE = {
  paymentApplication: ['pending', 'approved', 'paid'],
  verification: ['pending', 'approved'],
} as const;

const TABLES = {
  paymentApplication: 'tms_payment_application',
  verification: 'tms_verification',
} as const;

type Linked = keyof typeof TABLES;

interface Tables {
  tms_payment_application: { id: number; shipping_note_number: string; status: string; branch_code: string };
  tms_verification: { id: number; shipping_note_number: string; status: string; branch_code: string };
  tms_waybill: { id: number; shipping_note_number: string; shipper_code: string; driver_code: string | null; status: string; total_monetary_amount: number; signed_date_time: string | null; receipt_images: string | null; branch_code: string };
  basic_bank_card: { id: number; card_number: string; driver_code: string | null; owner_type: string; verify_status: string; branch_code: string };
  basic_shipper: { id: number; shipper_code: string; shipper_name: string; branch_code: string };
}

function money(db: Kysely<Database> | Transaction<Database>): Kysely<Tables> {
  return db as unknown as Kysely<Tables>;
}

/** Half up to cents on the decimal value (amounts in yuan). */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

const num = (value: unknown): number => (value === undefined || value === null || value === '' ? 0 : Number(value));

function branchOf(ctx: HookContext, record: EntityRecord): string {
  return String(record.branchCode ?? ctx.caller.branchCode);
}

/** Another live record of the same waybill, or a shipper or driver naming someone else's. */
async function waybillErrors(ctx: HookContext, entity: Linked, record: EntityRecord, ownId: number | null): Promise<EntityFieldError[]> {
  const number = record.shippingNoteNumber;
  if (typeof number !== 'string') return [];
  const db = money(ctx.trx);
  let query = db.selectFrom(TABLES[entity]).select('id').where('shipping_note_number', '=', number)
    .where('branch_code', '=', branchOf(ctx, record)).where('status', 'in', [...LIVE[entity]]);
  if (ownId !== null) query = query.where('id', '!=', ownId);
  if (await query.limit(1).executeTakeFirst()) return [refusal(ctx, entity, 'shippingNoteNumber', 'waybillTaken', { shippingNoteNumber: number })];
  const { caller } = ctx;
  const waybill = await db.selectFrom('tms_waybill').select(['shipper_code', 'driver_code']).where('shipping_note_number', '=', number)
    .where('branch_code', '=', branchOf(ctx, record)).executeTakeFirst();
  const own = caller.dataScope === 'shipper' ? waybill?.shipper_code === caller.code
    : caller.dataScope === 'driver' ? waybill?.driver_code === caller.code : true;
  return own ? [] : [refusal(ctx, entity, 'shippingNoteNumber', 'notOwnWaybill', { shippingNoteNumber: number })];
}

// ------------------------------------------------------------------ payment application

async function paymentApplication(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null, ownId: number | null): Promise<EntityFieldError[]> {
  const record = { ...stored, ...values };
  const errors = await waybillErrors(ctx, 'paymentApplication', record, ownId);
  if (values.bankCardNumber !== undefined || values.shippingNoteNumber !== undefined) {
    const card = await money(ctx.trx).selectFrom('basic_bank_card').select('driver_code')
      .where('card_number', '=', String(record.bankCardNumber)).where('branch_code', '=', branchOf(ctx, record))
      .where('driver_code', '=', String(record.driverCode ?? '')).limit(1).executeTakeFirst();
    if (!card) errors.push(refusal(ctx, 'paymentApplication', 'bankCardNumber', 'cardNotPayee', { driverName: String(record.driverName ?? '') }));
  }
  const balance = num(record.balanceAmount);
  const deduction = num(record.deductionAmount);
  if (deduction > balance) errors.push(refusal(ctx, 'paymentApplication', 'deductionAmount', 'deductionOverBalance', { balanceAmount: balance.toFixed(2) }));
  if (deduction > 0 && !record.deductionReason) errors.push(refusal(ctx, 'paymentApplication', 'deductionReason', 'deductionReasonRequired'));
  if (errors.length > 0) return errors;
  values.amountPayable = cents(balance - deduction);
  return [];
}

// ------------------------------------------------------------------ write-off

async function verification(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null, ownId: number | null): Promise<EntityFieldError[]> {
  const record = { ...stored, ...values };
  const errors = await waybillErrors(ctx, 'verification', record, ownId);
  const written = cents(num(record.prepaidAmount) + num(record.oilCardAmount));
  if (written <= 0) errors.push(refusal(ctx, 'verification', 'oilCardAmount', 'nothingToWriteOff'));
  else if (written > num(record.freightAmount)) errors.push(refusal(ctx, 'verification', 'oilCardAmount', 'overFreight', { freightAmount: num(record.freightAmount).toFixed(2) }));
  return errors;
}

// ------------------------------------------------------------------ statement of account

/** The shipper's signed and completed waybills signed within the period (yyyymmdd, both days
 * included): how many, and their freight. */
export async function shipperWaybillTotals(db: Kysely<Database> | Transaction<Database>, branchCode: string, shipperCode: string, periodFrom: string, periodTo: string): Promise<{ waybillCount: number; freightTotal: number }> {
  const day = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const row = await money(db).selectFrom('tms_waybill')
    .select([sql<number>`count(*)`.as('count'), sql<number | null>`sum(total_monetary_amount)`.as('total')])
    .where('branch_code', '=', branchCode).where('shipper_code', '=', shipperCode).where('status', 'in', ['signed', 'completed'])
    .where('signed_date_time', '>=', `${day(periodFrom)} 00:00:00`).where('signed_date_time', '<=', `${day(periodTo)} 23:59:59`)
    .executeTakeFirstOrThrow();
  return { waybillCount: Number(row.count), freightTotal: cents(Number(row.total ?? 0)) };
}

async function reconciliation(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null): Promise<EntityFieldError[]> {
  const record = { ...stored, ...values };
  const errors: EntityFieldError[] = [];
  const from = String(record.periodFrom ?? '');
  const to = String(record.periodTo ?? '');
  if (from && to && from > to) errors.push(refusal(ctx, 'reconciliation', 'periodTo', 'periodReversed'));
  if (record.partyType === 'shipper') {
    const code = record.shipperCode;
    const shipper = typeof code === 'string'
      ? await money(ctx.trx).selectFrom('basic_shipper').select('shipper_name').where('shipper_code', '=', code).where('branch_code', '=', branchOf(ctx, record)).executeTakeFirst()
      : undefined;
    if (!shipper) errors.push(refusal(ctx, 'reconciliation', 'shipperCode', code ? 'unknownShipper' : 'shipperRequired', { shipperCode: String(code ?? '') }));
    if (errors.length > 0) return errors;
    Object.assign(values, { shipperName: shipper!.shipper_name, partyName: shipper!.shipper_name, customerCode: null, customerName: null },
      await shipperWaybillTotals(ctx.trx, branchOf(ctx, record), String(code), from, to));
    return [];
  }
  if (!record.customerCode) errors.push(refusal(ctx, 'reconciliation', 'customerCode', 'customerRequired'));
  if (record.waybillCount === undefined || record.waybillCount === null) errors.push(refusal(ctx, 'reconciliation', 'waybillCount', 'figuresRequired'));
  if (record.freightTotal === undefined || record.freightTotal === null) errors.push(refusal(ctx, 'reconciliation', 'freightTotal', 'figuresRequired'));
  if (errors.length > 0) return errors;
  Object.assign(values, { partyName: record.customerName, shipperCode: null, shipperName: null });
  return [];
}

/** The waybill's id and receipt photos on each record naming it (receipt_images: a JSON list). */
async function withWaybill(db: Kysely<Database> | Transaction<Database>, records: EntityRecord[]): Promise<void> {
  const numbers = [...new Set(records.map((record) => record.shippingNoteNumber).filter((n): n is string => typeof n === 'string'))];
  if (numbers.length === 0) return;
  const waybills = await money(db).selectFrom('tms_waybill').select(['id', 'shipping_note_number', 'receipt_images', 'branch_code'])
    .where('shipping_note_number', 'in', numbers).execute();
  for (const record of records) {
    const waybill = waybills.find((w) => w.shipping_note_number === record.shippingNoteNumber && w.branch_code === record.branchCode);
    if (!waybill) continue;
    record.waybillId = Number(waybill.id);
    const images: unknown = waybill.receipt_images ? JSON.parse(waybill.receipt_images) : [];
    if (Array.isArray(images) && images.length > 0) record.receiptImages = images;
  }
}

export function registerReviewFinanceHooks(): void {
  registerEntityHooks('paymentApplication', {
    beforeCreate: (ctx, values) => paymentApplication(ctx, values, null, null),
    beforeUpdate: (ctx, id, stored, values) => paymentApplication(ctx, values, stored, id),
    decorate: (db, records) => withWaybill(db, records),
  }, OWNER);
  registerEntityHooks('verification', {
    beforeCreate: (ctx, values) => verification(ctx, values, null, null),
    beforeUpdate: (ctx, id, stored, values) => verification(ctx, values, stored, id),
    decorate: (db, records) => withWaybill(db, records),
  }, OWNER);
  registerEntityHooks('reconciliation', {
    beforeCreate: (ctx, values) => reconciliation(ctx, values, null),
    beforeUpdate: (ctx, _id, stored, values) => reconciliation(ctx, values, stored),
    // A shipper statement is counted again when it goes to review: waybills signed since count.
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action !== 'submit' || stored.partyType !== 'shipper') return;
      Object.assign(values, await shipperWaybillTotals(ctx.trx, branchOf(ctx, stored), String(stored.shipperCode), String(stored.periodFrom), String(stored.periodTo)));
    },
  }, OWNER);
}
