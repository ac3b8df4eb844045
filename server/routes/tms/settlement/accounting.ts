// 运费核算 and 回单管理 (schemas/entities/freightAccounting.json, waybillReceipt.json):
// - a waybill signed (or completed, when its accounting is missing) gets its accounting, pending,
//   with the waybill's freight, the prepayments paid so far and the branch's service fee rate,
//   and its receipt, waiting for the paper copy;
// - 调整 (adjust): 加款 or 减款 with a reason; the accounted freight, the balance, the service fee
//   and the shipper's total follow; refused while a payment application of the waybill is live
//   (reject it first) and below what was prepaid; after accounting it posts freightAdjusted
//   (payable and due by the change, fee income and due by the fee's change);
// - 确认核算 (confirm): when the branch requires the paper receipt (settlement_receiptRequired),
//   only once it is received; posts freightCharged (the shipper owes freight + fee, the driver is
//   owed the freight, the platform earns the fee) once per accounting (key freightCharged:<id>);
// - the receipt's receiver and mailer are the staff who acted; it cannot be received before the
//   waybill was signed nor in the future.
import type { Transaction } from 'kysely';
import { percentOfFen, toFen } from '../../../../src/core/money/fen';
import { fieldError, type EntityFieldError } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { totalsOf } from '../../../entities/shared';
import { postJournal, recipes } from '../../../ledger';
import { displayTime } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { settlementSettings } from './settings';
import {
  accountingRow, driverParty, edb, ENTITY, fenOf, liveApplication, money, paidPrepaymentFen, platformParty, shipperParty, TABLE, yuanOf, type AnyDb, type Row,
} from './tables';

/** The amounts of an accounting, in fen. */
export interface Figures {
  freightFen: number;
  adjustmentFen: number;
  accountedFen: number;
  prepaidFen: number;
  balanceFen: number;
  feeFen: number;
  shipperTotalFen: number;
}

export function figuresOf(freightFen: number, adjustmentFen: number, prepaidFen: number, feeRatePercent: number): Figures {
  const accountedFen = freightFen + adjustmentFen;
  const feeFen = percentOfFen(accountedFen, feeRatePercent);
  return { freightFen, adjustmentFen, accountedFen, prepaidFen, balanceFen: accountedFen - prepaidFen, feeFen, shipperTotalFen: accountedFen + feeFen };
}

/** The columns of the amounts. */
export function figureColumns(figures: Figures): Row {
  return {
    adjustment_amount: yuanOf(figures.adjustmentFen), accounted_freight: yuanOf(figures.accountedFen), prepaid_amount: yuanOf(figures.prepaidFen),
    balance_amount: yuanOf(figures.balanceFen), service_fee_amount: yuanOf(figures.feeFen), shipper_total: yuanOf(figures.shipperTotalFen),
  };
}

/** The waybill's accounting and receipt, made when it is signed (nothing when they exist). */
export async function openAccounting(trx: Transaction<Database>, waybill: Row, now: Date): Promise<boolean> {
  const branchCode = String(waybill.branch_code);
  const number = String(waybill.shipping_note_number);
  if (await accountingRow(trx, branchCode, number)) return false;
  const settings = await settlementSettings(trx, branchCode);
  const figures = figuresOf(fenOf(waybill.total_monetary_amount), 0, await paidPrepaymentFen(trx, branchCode, number), settings.serviceFeeRate);
  const time = displayTime(now);
  const common = {
    shipping_note_number: number, shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name, driver_code: waybill.driver_code,
    driver_name: waybill.driver_name, vehicle_number: waybill.vehicle_number, signed_date_time: waybill.signed_date_time ?? time,
    branch_code: branchCode, gmt_created: time, gmt_modified: time,
  };
  await edb(trx).insertInto(TABLE.accounting).values({
    ...common, description_of_goods: waybill.description_of_goods, freight_amount: yuanOf(figures.freightFen), adjustment_count: 0,
    service_fee_rate: settings.serviceFeeRate, ...figureColumns(figures), status: 'pending', payment_status: 'unapplied',
  }).execute();
  const receipt = await edb(trx).selectFrom(TABLE.receipt).select('id').where('shipping_note_number', '=', number).where('branch_code', '=', branchCode).executeTakeFirst();
  if (!receipt) await edb(trx).insertInto(TABLE.receipt).values({ ...common, consignee: waybill.consignee, status: 'pending' }).execute();
  return true;
}

/** The accounting's 付款状态 and live application, after a write to one of its applications. */
export async function syncPaymentStatus(db: AnyDb, branchCode: string, shippingNoteNumber: string): Promise<void> {
  const live = await liveApplication(db, branchCode, shippingNoteNumber);
  await edb(db).updateTable(TABLE.accounting).set({
    payment_status: live ? String(live.status) : 'unapplied', application_number: live ? String(live.application_number) : null,
  }).where('shipping_note_number', '=', shippingNoteNumber).where('branch_code', '=', branchCode).execute();
}

const errorKey = (key: string) => `entity.freightAccounting.error.${key}`;
const refusal = (ctx: HookContext, key: string, params: Record<string, string | number> = {}) => ctx.texts.entityT(errorKey(key), params);

/** 调整: the new amounts in `values` (and the posting when the freight is accounted). */
async function adjust(ctx: HookContext, id: number, stored: EntityRecord, values: EntityRecord): Promise<string | EntityFieldError[] | undefined> {
  const branchCode = String(stored.branchCode);
  const number = String(stored.shippingNoteNumber);
  const live = await liveApplication(ctx.trx, branchCode, number);
  if (live) return refusal(ctx, 'applicationLive', { application: String(live.application_number), state: ctx.texts.entityT(`dict.payment_application_status.${String(live.status)}`) });
  const value = toFen(String(values.adjustValue));
  const delta = values.adjustDirection === 'decrease' ? -value : value;
  const before = figuresOf(fenOf(stored.freightAmount), fenOf(stored.adjustmentAmount), fenOf(stored.prepaidAmount), Number(stored.serviceFeeRate ?? 0));
  const after = figuresOf(before.freightFen, before.adjustmentFen + delta, await paidPrepaymentFen(ctx.trx, branchCode, number), Number(stored.serviceFeeRate ?? 0));
  if (after.accountedFen <= 0) return [fieldError(ctx.texts, '/adjustValue', errorKey('adjustBelowZero'), { accounted: money(after.accountedFen) })];
  if (after.balanceFen < 0) return [fieldError(ctx.texts, '/adjustValue', errorKey('adjustBelowPrepaid'), { accounted: money(after.accountedFen), prepaid: money(after.prepaidFen) })];
  const count = Number(stored.adjustmentCount ?? 0) + 1;
  Object.assign(values, {
    adjustmentAmount: yuanOf(after.adjustmentFen), accountedFreight: yuanOf(after.accountedFen), prepaidAmount: yuanOf(after.prepaidFen),
    balanceAmount: yuanOf(after.balanceFen), serviceFeeAmount: yuanOf(after.feeFen), shipperTotal: yuanOf(after.shipperTotalFen), adjustmentCount: count,
  });
  if (stored.status === 'accounted') {
    const row = { shipper_code: stored.shipperCode, shipper_name: stored.shipperName, driver_code: stored.driverCode, driver_name: stored.driverName };
    await postJournal(ctx.trx, {
      key: `freightAdjusted:${id}:${count}`, branchCode, businessType: 'freightAdjusted', businessNumber: number,
      remark: `${ctx.texts.entityT(`dict.freight_adjustment_reason.${String(values.adjustmentReason)}`)}${values.adjustmentRemark ? `：${String(values.adjustmentRemark)}` : ''}`,
      operator: { code: ctx.caller.code, name: ctx.caller.name }, at: ctx.now,
      lines: recipes.freightAdjusted(shipperParty(row), driverParty(row), delta, await platformParty(ctx.trx, branchCode), after.feeFen - before.feeFen),
    });
  }
  return undefined;
}

/** 确认核算: the receipt rule, the amounts as of now and the posting of the charge. */
async function confirm(ctx: HookContext, id: number, stored: EntityRecord, values: EntityRecord): Promise<string | undefined> {
  const branchCode = String(stored.branchCode);
  const number = String(stored.shippingNoteNumber);
  const settings = await settlementSettings(ctx.trx, branchCode);
  if (settings.receiptRequired) {
    const receipt = await edb(ctx.trx).selectFrom(TABLE.receipt).select('status').where('shipping_note_number', '=', number).where('branch_code', '=', branchCode).executeTakeFirst();
    if (!receipt || receipt.status === 'pending') return refusal(ctx, 'receiptNotReceived', { shippingNoteNumber: number });
  }
  const figures = figuresOf(fenOf(stored.freightAmount), fenOf(stored.adjustmentAmount), await paidPrepaymentFen(ctx.trx, branchCode, number), settings.serviceFeeRate);
  if (figures.accountedFen <= 0) return refusal(ctx, 'nothingToAccount', { shippingNoteNumber: number });
  if (figures.balanceFen < 0) return refusal(ctx, 'prepaidOverFreight', { accounted: money(figures.accountedFen), prepaid: money(figures.prepaidFen) });
  const row = { shipper_code: stored.shipperCode, shipper_name: stored.shipperName, driver_code: stored.driverCode, driver_name: stored.driverName };
  if (!row.driver_code) return refusal(ctx, 'noDriver', { shippingNoteNumber: number });
  const posted = await postJournal(ctx.trx, {
    key: `freightCharged:${id}`, branchCode, businessType: 'freightCharged', businessNumber: number,
    remark: ctx.texts.entityT('entity.freightAccounting.journal.charged', { shippingNoteNumber: number, rate: settings.serviceFeeRate.toFixed(2) }),
    operator: { code: ctx.caller.code, name: ctx.caller.name }, at: ctx.now,
    lines: recipes.freightCharged(shipperParty(row), driverParty(row), await platformParty(ctx.trx, branchCode), figures.accountedFen, figures.feeFen),
  });
  Object.assign(values, {
    serviceFeeRate: settings.serviceFeeRate, accountedFreight: yuanOf(figures.accountedFen), prepaidAmount: yuanOf(figures.prepaidFen),
    balanceAmount: yuanOf(figures.balanceFen), serviceFeeAmount: yuanOf(figures.feeFen), shipperTotal: yuanOf(figures.shipperTotalFen),
    accountantName: ctx.caller.name, journalNumber: posted.journalNumber,
  });
  return undefined;
}

/** The waybill's id (the link to its page) and, for the accounting, its receipt's state. */
async function withWaybill(db: AnyDb, records: EntityRecord[], receiptState: boolean): Promise<void> {
  const numbers = [...new Set(records.map((record) => record.shippingNoteNumber).filter((n): n is string => typeof n === 'string'))];
  if (numbers.length === 0) return;
  const waybills = await edb(db).selectFrom(TABLE.waybill).select(['id', 'shipping_note_number', 'receipt_images', 'branch_code'])
    .where('shipping_note_number', 'in', numbers).execute();
  const receipts = receiptState
    ? await edb(db).selectFrom(TABLE.receipt).select(['shipping_note_number', 'status', 'branch_code']).where('shipping_note_number', 'in', numbers).execute()
    : [];
  for (const record of records) {
    const waybill = waybills.find((w) => w.shipping_note_number === record.shippingNoteNumber && w.branch_code === record.branchCode);
    if (waybill) {
      record.waybillId = Number(waybill.id);
      if (!receiptState) {
        const images: unknown = waybill.receipt_images ? JSON.parse(String(waybill.receipt_images)) : [];
        if (Array.isArray(images) && images.length > 0) record.receiptImages = images;
      }
    }
    const receipt = receipts.find((r) => r.shipping_note_number === record.shippingNoteNumber && r.branch_code === record.branchCode);
    if (receipt) record.receiptStatus = String(receipt.status);
  }
}

export const accountingHooks = {
  beforeAction: async (ctx: HookContext, action: string, id: number, stored: EntityRecord, values: EntityRecord) => {
    if (action === 'adjust') return adjust(ctx, id, stored, values);
    if (action === 'confirm') return confirm(ctx, id, stored, values);
    return undefined;
  },
  afterWrite: async (ctx: HookContext) => {
    for (const entity of ['fundAccount', 'fundPosting']) totalsOf(ctx.db).forget(entity);
  },
  decorate: (db: AnyDb, records: EntityRecord[]) => withWaybill(db, records, true),
};

export const receiptHooks = {
  beforeAction: async (ctx: HookContext, action: string, _id: number, stored: EntityRecord, values: EntityRecord) => {
    if (action === 'receive') {
      const at = String(values.receivedDateTime ?? '');
      if (at > displayTime(ctx.now)) return [fieldError(ctx.texts, '/receivedDateTime', 'entity.waybillReceipt.error.receivedInFuture')];
      if (stored.signedDateTime && at < String(stored.signedDateTime)) {
        return [fieldError(ctx.texts, '/receivedDateTime', 'entity.waybillReceipt.error.receivedBeforeSigned', { signed: String(stored.signedDateTime) })];
      }
      values.receiverName = ctx.caller.name;
    }
    if (action === 'mail') values.mailerName = ctx.caller.name;
    return undefined;
  },
  decorate: (db: AnyDb, records: EntityRecord[]) => withWaybill(db, records, false),
};

/** A waybill signed or completed: its accounting and receipt are made (once). */
export const waybillSignedHooks = {
  afterWrite: async (ctx: HookContext, change: { action: string; id: number }) => {
    if (change.action !== 'sign' && change.action !== 'complete') return;
    const waybill = await edb(ctx.trx).selectFrom(TABLE.waybill).selectAll().where('id', '=', change.id).executeTakeFirst();
    if (!waybill || !waybill.driver_code) return;
    if (await openAccounting(ctx.trx, waybill, ctx.now)) {
      totalsOf(ctx.db).forget(ENTITY.accounting);
      totalsOf(ctx.db).forget(ENTITY.receipt);
    }
  },
};
