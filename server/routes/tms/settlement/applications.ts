// 付款申请 in the settlement flow (schemas/entities/paymentApplication.json; the wave-2 rules of
// server/routes/tms/reviewFinance/hooks.ts still apply: the payee's verified card, deductions
// with a reason and never over the balance, the amount payable computed):
// - an application is made from an accounted waybill (its relation is the accounting: the
//   accounted freight, the prepaid and the balance are copied from it) and a waybill has one
//   live application (pending, approved, paying or paid);
// - 重新提交 (submit): a rejected application, corrected, goes back to review with the
//   accounting's amounts as they are now;
// - the final approval books the deduction against the accounting (an adjustment 付款扣款:
//   freightAdjusted with the service fee following the freight), so what the shipper owes and
//   what the driver is owed both drop by it, and the application takes the new service fee;
// - 催款 (urge): the payee driver, on an approved application not yet paid, at most once an hour;
//   it is counted (urge_remit_count);
// - every write keeps the accounting's 付款状态 in step; every read shows the shipper's available
//   wallet (货主可用余额) from the ledger.
import { percentOfFen } from '../../../../src/core/money/fen';
import { fieldError, type EntityFieldError } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { totalsOf } from '../../../entities/shared';
import { postJournal, recipes } from '../../../ledger';
import { addMs, displayTime, HOUR_MS } from '../../../storage/clock';
import { figureColumns, figuresOf, syncPaymentStatus } from './accounting';
import {
  accountingRow, driverParty, edb, ENTITY, fenOf, liveApplication, platformParty, shipperParty, TABLE, yuanOf, type AnyDb,
} from './tables';

const URGE_INTERVAL_MS = HOUR_MS;

const errorKey = (key: string) => `entity.paymentApplication.error.${key}`;

function branchOf(ctx: HookContext, record: EntityRecord): string {
  return String(record.branchCode ?? ctx.caller.branchCode);
}

/** The waybill is accounted and has no other live application. */
async function waybillErrors(ctx: HookContext, record: EntityRecord, ownId: number | null): Promise<EntityFieldError[]> {
  const number = record.shippingNoteNumber;
  if (typeof number !== 'string') return [];
  const branchCode = branchOf(ctx, record);
  const accounting = await accountingRow(ctx.trx, branchCode, number);
  if (!accounting || accounting.status !== 'accounted') {
    return [fieldError(ctx.texts, '/shippingNoteNumber', errorKey('notAccounted'), { shippingNoteNumber: number })];
  }
  const live = await liveApplication(ctx.trx, branchCode, number, ownId);
  if (live) {
    return [fieldError(ctx.texts, '/shippingNoteNumber', errorKey('waybillApplied'), {
      shippingNoteNumber: number, application: String(live.application_number), state: ctx.texts.entityT(`dict.payment_application_status.${String(live.status)}`),
    })];
  }
  return [];
}

/** Resubmission: the accounting's amounts as they are now, and the amount payable from them. */
async function refreshAmounts(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | undefined> {
  const errors = await waybillErrors(ctx, stored, Number(stored.id));
  if (errors.length > 0) return errors;
  const accounting = (await accountingRow(ctx.trx, branchOf(ctx, stored), String(stored.shippingNoteNumber)))!;
  const balance = fenOf(accounting.balance_amount);
  const deduction = fenOf(stored.deductionAmount);
  if (deduction > balance) return [fieldError(ctx.texts, '/deductionAmount', 'entity.paymentApplication.error.deductionOverBalance', { balanceAmount: yuanOf(balance).toFixed(2) })];
  Object.assign(values, {
    freightAmount: Number(accounting.accounted_freight), prepaidAmount: Number(accounting.prepaid_amount), balanceAmount: Number(accounting.balance_amount),
    serviceFeeAmount: Number(accounting.service_fee_amount), amountPayable: yuanOf(balance - deduction),
  });
  return undefined;
}

/** The final approval: the deduction becomes an adjustment of the accounted freight. */
async function bookDeduction(ctx: HookContext, id: number, stored: EntityRecord, values: EntityRecord): Promise<string | undefined> {
  const branchCode = branchOf(ctx, stored);
  const number = String(stored.shippingNoteNumber);
  const accounting = await accountingRow(ctx.trx, branchCode, number);
  if (!accounting || accounting.status !== 'accounted') return ctx.texts.entityT(errorKey('notAccounted'), { shippingNoteNumber: number });
  const deduction = fenOf(stored.deductionAmount);
  if (deduction === 0) {
    values.serviceFeeAmount = Number(accounting.service_fee_amount);
    return undefined;
  }
  const rate = Number(accounting.service_fee_rate ?? 0);
  const before = figuresOf(fenOf(accounting.freight_amount), fenOf(accounting.adjustment_amount), fenOf(accounting.prepaid_amount), rate);
  const after = figuresOf(before.freightFen, before.adjustmentFen - deduction, before.prepaidFen, rate);
  const count = Number(accounting.adjustment_count ?? 0) + 1;
  const remark = `${String(stored.applicationNumber)} ${String(stored.deductionReason ?? '')}`.trim();
  await postJournal(ctx.trx, {
    key: `deduction:${id}`, branchCode, businessType: 'freightAdjusted', businessNumber: number, remark,
    operator: { code: ctx.caller.code, name: ctx.caller.name }, at: ctx.now,
    lines: recipes.freightAdjusted(shipperParty(accounting), driverParty(accounting), -deduction, await platformParty(ctx.trx, branchCode), after.feeFen - before.feeFen),
  });
  await edb(ctx.trx).updateTable(TABLE.accounting).set({
    ...figureColumns(after), adjustment_count: count, adjustment_reason: 'deduction', adjustment_remark: remark.slice(0, 200),
    adjusted_date_time: displayTime(ctx.now), gmt_modified: displayTime(ctx.now),
  }).where('id', '=', Number(accounting.id)).execute();
  await ctx.trx.insertInto('entity_action_log').values({
    entity: ENTITY.accounting, record_id: Number(accounting.id), action: 'adjust', from_state: 'accounted', to_state: 'accounted', party_code: ctx.caller.code,
    payload: JSON.stringify({ adjustDirection: 'decrease', adjustValue: yuanOf(deduction), adjustmentReason: 'deduction', adjustmentRemark: remark }),
    gmt_created: displayTime(ctx.now),
  }).execute();
  values.serviceFeeAmount = yuanOf(after.feeFen);
  return undefined;
}

/** 催款: the payee driver, once an hour at most. */
function urge(ctx: HookContext, stored: EntityRecord, values: EntityRecord): string | undefined {
  if (ctx.caller.dataScope !== 'driver' || ctx.caller.code !== stored.driverCode) return ctx.texts.entityT(errorKey('urgeNotPayee'));
  const last = typeof stored.urgedDateTime === 'string' ? stored.urgedDateTime : null;
  if (last && last > displayTime(addMs(ctx.now, -URGE_INTERVAL_MS))) return ctx.texts.entityT(errorKey('urgedRecently'), { time: last });
  Object.assign(values, { urgeStatus: 'urged', urgeCount: Number(stored.urgeCount ?? 0) + 1 });
  return undefined;
}

/** 货主可用余额 of each record's shipper, read from the ledger. */
async function withShipperWallet(db: AnyDb, records: EntityRecord[]): Promise<void> {
  const codes = [...new Set(records.map((record) => record.shipperCode).filter((code): code is string => typeof code === 'string'))];
  if (codes.length === 0) return;
  const accounts = await db.selectFrom('fin_account').select(['branch_code', 'party_code', 'balance_fen'])
    .where('party_type', '=', 'shipper').where('kind', '=', 'wallet').where('party_code', 'in', codes).execute();
  for (const record of records) {
    if (typeof record.shipperCode !== 'string') continue;
    const account = accounts.find((a) => a.party_code === record.shipperCode && a.branch_code === record.branchCode);
    record.shipperAvailableBalance = yuanOf(Number(account?.balance_fen ?? 0));
  }
}

export const applicationHooks = {
  beforeCreate: async (ctx: HookContext, values: EntityRecord) => waybillErrors(ctx, values, null),
  beforeUpdate: async (ctx: HookContext, id: number, stored: EntityRecord, values: EntityRecord) => {
    if (values.shippingNoteNumber === undefined || values.shippingNoteNumber === stored.shippingNoteNumber) return undefined;
    return waybillErrors(ctx, { ...stored, ...values }, id);
  },
  beforeAction: async (ctx: HookContext, action: string, id: number, stored: EntityRecord, values: EntityRecord) => {
    if (action === 'submit') return refreshAmounts(ctx, stored, values);
    if (action === 'approve' && values.status === 'approved') return bookDeduction(ctx, id, stored, values);
    if (action === 'urge') return urge(ctx, stored, values);
    return undefined;
  },
  afterWrite: async (ctx: HookContext, change: { before: EntityRecord | null; after: EntityRecord | null }) => {
    const numbers = new Set([change.before?.shippingNoteNumber, change.after?.shippingNoteNumber].filter((n): n is string => typeof n === 'string'));
    const record = change.after ?? change.before;
    for (const number of numbers) await syncPaymentStatus(ctx.trx, String(record?.branchCode ?? ctx.caller.branchCode), number);
    for (const entity of [ENTITY.accounting, 'fundAccount', 'fundPosting']) totalsOf(ctx.db).forget(entity);
  },
  decorate: (db: AnyDb, records: EntityRecord[]) => withShipperWallet(db, records),
};

/** The tax withheld from a payment: the rate of the driver's freight income of the waybill (the
 * accounted freight, deductions included), never more than the payment itself. */
export function taxOfFen(incomeFen: number, amountFen: number, ratePercent: number): number {
  return Math.min(percentOfFen(incomeFen, ratePercent), amountFen);
}

