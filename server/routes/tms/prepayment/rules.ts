// 预付管理: what a prepayment application (payInAdvance) needs beyond its schema, in the write's
// transaction (server/entities/hooks.ts):
// - a request (create, or an edit of its waybill or amount) names a waybill that is loaded and
//   not yet signed; a driver asks only on a waybill he carries; a waybill has at most one
//   application waiting for review;
// - an approval, at each review level, keeps within the limits set on the waybill's shipper
//   (shipper.prepayMaxAmount per application, shipper.prepayMaxRatio of the freight for all the
//   waybill's approved and paid applications together, never more than the freight); a request
//   beyond them is refused at once, since it could not be approved;
// - approve and reject record the reviewer, pay the payer (the caller's name).
import { fieldError, translate, type EntityFieldError } from '../../../entities/fieldErrors';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityDb } from '../../../entities/listQuery';
import type { EntityRecord } from '../../../entities/records';
import { prepaymentLedgerHooks } from './ledger';

export const PREPAYMENT_ENTITY = 'payInAdvance';
const TABLE = 'tms_pay_in_advance';
const OWNER = 'prepayment';

/** Waybill states a prepayment may be asked in: loaded, not yet signed. */
const IN_TRANSIT = new Set(['loaded', 'unloaded']);
const NOT_YET_LOADED = new Set(['pending_dispatch', 'dispatched']);
/** Applications whose money the waybill has been promised or paid. */
const COMMITTED = ['approved', 'paid'];

type Limit = { key: string; params: Record<string, string | number> };

const edb = (ctx: HookContext) => ctx.trx as unknown as EntityDb;
/** Yuan to whole cents, so sums and comparisons are exact. */
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const yuan = (amount: number) => (amount / 100).toFixed(2);
const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);

async function waybillOf(ctx: HookContext, shippingNoteNumber: string, branchCode: string) {
  return edb(ctx).selectFrom('tms_waybill').select(['status', 'driver_code', 'shipper_code'])
    .where('shipping_note_number', '=', shippingNoteNumber).where('branch_code', '=', branchCode).executeTakeFirst();
}

/** The application of the same waybill waiting for review, other than `ownId`. */
async function pendingOf(ctx: HookContext, shippingNoteNumber: string, branchCode: string, ownId: number | null) {
  let query = edb(ctx).selectFrom(TABLE).select(['apply_number']).where('shipping_note_number', '=', shippingNoteNumber)
    .where('branch_code', '=', branchCode).where('status', '=', 'pending');
  if (ownId !== null) query = query.where('id', '!=', ownId);
  return query.executeTakeFirst();
}

/** Cents already approved or paid on the waybill, other than `ownId`. */
async function committedCents(ctx: HookContext, shippingNoteNumber: string, branchCode: string, ownId: number | null): Promise<number> {
  let query = edb(ctx).selectFrom(TABLE).select(['apply_amount']).where('shipping_note_number', '=', shippingNoteNumber)
    .where('branch_code', '=', branchCode).where('status', 'in', COMMITTED);
  if (ownId !== null) query = query.where('id', '!=', ownId);
  return (await query.execute()).reduce((total, row) => total + cents(row.apply_amount), 0);
}

/** The first limit of the waybill's shipper the application would pass, or undefined. */
async function limitPassed(ctx: HookContext, record: EntityRecord, ownId: number | null): Promise<Limit | undefined> {
  const branchCode = branchOf(ctx, record);
  const number = String(record.shippingNoteNumber);
  const amount = cents(record.applyAmount);
  const freight = cents(record.freightAmount);
  const shipper = await edb(ctx).selectFrom('basic_shipper').select(['shipper_name', 'prepay_max_ratio', 'prepay_max_amount'])
    .where('shipper_code', '=', String(record.shipperCode ?? '')).where('branch_code', '=', branchCode).executeTakeFirst();
  const shipperName = String(shipper?.shipper_name ?? record.shipperName ?? '');
  const maxAmount = shipper?.prepay_max_amount;
  if (maxAmount !== null && maxAmount !== undefined && amount > cents(maxAmount)) {
    return { key: 'server.prepayment.overAmount', params: { amount: yuan(amount), shipper: shipperName, limit: yuan(cents(maxAmount)) } };
  }
  const total = amount + await committedCents(ctx, number, branchCode, ownId);
  const maxRatio = shipper?.prepay_max_ratio;
  if (maxRatio !== null && maxRatio !== undefined) {
    // Both sides in cents x hundredths of a percent: whole numbers.
    if (total * 10000 > freight * Math.round(Number(maxRatio) * 100)) {
      return {
        key: 'server.prepayment.overRatio',
        params: { total: yuan(total), ratio: freight > 0 ? ((total / freight) * 100).toFixed(2) : '—', shipper: shipperName, limit: Number(maxRatio).toFixed(2) },
      };
    }
  }
  if (total > freight) return { key: 'server.prepayment.overFreight', params: { total: yuan(total), freight: yuan(freight) } };
  return undefined;
}

/** Why the application (its values as they would be stored) may not be asked for, as field errors. */
async function requestErrors(ctx: HookContext, record: EntityRecord, ownId: number | null): Promise<EntityFieldError[]> {
  const number = String(record.shippingNoteNumber ?? '');
  const branchCode = branchOf(ctx, record);
  const waybill = await waybillOf(ctx, number, branchCode);
  // An unknown waybill has been refused by the relation check already.
  if (!waybill) return [];
  const onWaybill = (key: string, params: Record<string, string | number> = {}) => [fieldError(ctx.texts, '/shippingNoteNumber', key, { number, ...params })];
  if (ctx.caller.dataScope === 'driver' && waybill.driver_code !== ctx.caller.code) return onWaybill('server.prepayment.notOwnWaybill');
  const status = String(waybill.status);
  if (!IN_TRANSIT.has(status)) {
    if (NOT_YET_LOADED.has(status)) return onWaybill('server.prepayment.notLoaded');
    if (status === 'cancelled') return onWaybill('server.prepayment.cancelled');
    return onWaybill('server.prepayment.signed');
  }
  const pending = await pendingOf(ctx, number, branchCode, ownId);
  if (pending) return onWaybill('server.prepayment.pendingExists', { apply: String(pending.apply_number) });
  const limit = await limitPassed(ctx, record, ownId);
  return limit ? [fieldError(ctx.texts, '/applyAmount', limit.key, limit.params)] : [];
}

export function registerPrepaymentHooks(): void {
  registerEntityHooks(PREPAYMENT_ENTITY, {
    beforeCreate: async (ctx, values) => requestErrors(ctx, values, null),
    beforeUpdate: async (ctx, id, stored, values) => {
      if (values.shippingNoteNumber === undefined && values.applyAmount === undefined) return undefined;
      return requestErrors(ctx, { ...stored, ...values }, id);
    },
    beforeAction: async (ctx, action, id, stored, values) => {
      if (action === 'approve') {
        const limit = await limitPassed(ctx, stored, id);
        if (limit) return translate(ctx.texts, limit.key, limit.params);
      }
      if (action === 'approve' || action === 'reject') values.reviewerName = ctx.caller.name;
      if (action === 'pay') values.payerName = ctx.caller.name;
      return undefined;
    },
  }, OWNER);
  // Paying posts the ledger (ledger.ts).
  registerEntityHooks(PREPAYMENT_ENTITY, prepaymentLedgerHooks, 'prepaymentLedger');
}
