// The cargo flow's rules beyond the schemas: a driver takes a published order with his own
// approved vehicle (his bid), the shipper or staff accept a bid or give the order to a chosen
// driver (指派), and each vehicle taking a part becomes a dispatched waybill carrying the order
// number as its 原始单号; the order is 已成交 when its last vehicle is found and 已完成 when its
// waybills are signed. A cancelled waybill frees its part again.
import { Status } from '../../../../src/core/api/status';
import type { AppContext } from '../../../context';
import { displayTime } from '../../../storage/clock';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { sharedRegistry, totalsOf } from '../../../entities/shared';
import { createRecordWithin } from '../../../entities/writes';
import { approvedDriver, approvedVehicle, CARGO_ORDER, ORDER_BID, orderByNumber, orderDb, pendingBidOf, WAYBILL } from './tables';
import { makeWaybill } from './waybillFromOrder';

type Refusal = string | undefined;

/** A field error's message, or the answer's, of a write the flow made and the entity API refused. */
function refusalOf(answer: { status: number; msg: string; data: unknown }): Refusal {
  if (answer.status === Status.OK) return undefined;
  const errors = (answer.data as { errors?: { message: string }[] } | null)?.errors;
  return errors && errors.length > 0 ? errors.map((error) => error.message).join('；') : answer.msg;
}

function errorText(ctx: HookContext, key: string, options: Record<string, unknown> = {}): string {
  return ctx.texts.entityT(`entity.cargoOrder.error.${key}`, options);
}

/** A field error in the order's own texts (entity.cargoOrder.error.*). */
function orderFieldError(ctx: HookContext, field: string, error: string, params: Record<string, string | number> = {}): EntityFieldError {
  const key = `entity.cargoOrder.error.${error}`;
  return { field, key, params, message: ctx.texts.entityT(key, params) };
}

/** The freight a vehicle's part is offered at: the price per vehicle, or per tonne times the part's weight. */
export function partPrice(order: EntityRecord): number {
  const price = Number(order.unitPrice);
  if (order.priceMode === 'per_vehicle') return price;
  const weight = Number(order.goodsItemGrossWeight) / Number(order.vehicleCount ?? 1);
  return Math.round(price * weight * 100) / 100;
}

function loadingWindowRefusal(ctx: HookContext, record: EntityRecord) {
  const { loadingStart, loadingEnd } = record;
  if (typeof loadingStart === 'string' && typeof loadingEnd === 'string' && loadingEnd <= loadingStart) {
    return [orderFieldError(ctx, 'loadingEnd', 'loadingWindow')];
  }
  return undefined;
}

/** 抢单: the driver's bid, made with his own approved vehicle, once per order. */
async function takeOrder(ctx: HookContext, order: EntityRecord, values: EntityRecord): Promise<Refusal> {
  if (ctx.caller.dataScope !== 'driver') return errorText(ctx, 'notDriver');
  const vehicle = await approvedVehicle(ctx.trx, String(values.takeVehicleNumber), ctx.caller.branchCode);
  if (!vehicle || vehicle.driverCode !== ctx.caller.code) return errorText(ctx, 'notYourVehicle');
  if (await pendingBidOf(ctx.trx, String(order.orderNumber), ctx.caller.code)) return errorText(ctx, 'alreadyBid');
  if (Number(order.acceptedCount ?? 0) >= Number(order.vehicleCount)) return errorText(ctx, 'full');
  const bid = sharedRegistry().get(ORDER_BID)!;
  const answer = await createRecordWithin(ctx.trx, { db: ctx.trx, registry: sharedRegistry(), entity: bid, caller: ctx.caller, texts: ctx.texts, now: ctx.now }, {
    orderNumber: order.orderNumber,
    vehicleNumber: values.takeVehicleNumber,
    bidPrice: values.takePrice ?? partPrice(order),
  });
  return refusalOf(answer);
}

/** One more vehicle on the order: its waybill, and with the last one the order's other pending
 * bids declined. Answers the waybill number and the order's new count and state, or the refusal;
 * the order's row is the caller's to write (the accepted bid's hook writes it, a dispatch writes
 * it as the action's values). */
async function takePart(ctx: HookContext, order: EntityRecord, part: { driverCode: string; vehicleNumber: string; price: number; bidId?: number }): Promise<{ waybill: string; acceptedCount: number; status: string } | { refusal: string }> {
  const taken = Number(order.acceptedCount ?? 0);
  if (taken >= Number(order.vehicleCount)) return { refusal: errorText(ctx, 'full') };
  const made = await makeWaybill(ctx, order, taken + 1, part);
  if ('refusal' in made) return made;
  const full = taken + 1 >= Number(order.vehicleCount);
  if (full) {
    await orderDb(ctx.trx).updateTable('tms_order_bid').set({ status: 'declined', decline_reason: ctx.texts.entityT('entity.orderBid.declinedFull') })
      .where('order_number', '=', String(order.orderNumber)).where('branch_code', '=', String(order.branchCode)).where('status', '=', 'pending')
      .where('id', '!=', part.bidId ?? 0).execute();
  }
  totalsOf(ctx.db).forget(WAYBILL);
  totalsOf(ctx.db).forget(ORDER_BID);
  return { waybill: made.waybill, acceptedCount: taken + 1, status: full ? 'dealt' : String(order.status) };
}

/** 指派: the order given to a chosen approved driver and vehicle without the hall. */
async function dispatchOrder(ctx: HookContext, order: EntityRecord, values: EntityRecord): Promise<Refusal> {
  const driver = await approvedDriver(ctx.trx, String(values.dispatchDriverCode), String(order.branchCode));
  if (!driver) return errorText(ctx, 'driverNotApproved');
  const vehicle = await approvedVehicle(ctx.trx, String(values.takeVehicleNumber), String(order.branchCode));
  if (!vehicle) return errorText(ctx, 'notYourVehicle');
  const taken = await takePart(ctx, order, { driverCode: String(values.dispatchDriverCode), vehicleNumber: String(values.takeVehicleNumber), price: Number(values.takePrice ?? partPrice(order)) });
  if ('refusal' in taken) return taken.refusal;
  values.acceptedCount = taken.acceptedCount;
  values.status = taken.status;
  return undefined;
}

export function registerOrderHooks(_ctx: AppContext): void {
  registerEntityHooks(CARGO_ORDER, {
    beforeCreate: async (ctx, values) => {
      // 客服代发 is staff publishing for a shipper: a shipper's own order comes from his channel.
      if (ctx.caller.dataScope === 'shipper' && values.channel === 'staff') values.channel = 'web';
      return loadingWindowRefusal(ctx, values);
    },
    beforeUpdate: async (ctx, _id, stored, values) => loadingWindowRefusal(ctx, { ...stored, ...values }),
    beforeAction: async (ctx, action, _id, order, values) => {
      if (action === 'take') return takeOrder(ctx, order, values);
      if (action === 'dispatch') return dispatchOrder(ctx, order, values);
      if (action === 'split' && Number(values.vehicleCount) < Number(order.acceptedCount ?? 0)) {
        return [orderFieldError(ctx, 'vehicleCount', 'splitBelowTaken', { taken: Number(order.acceptedCount) })];
      }
      if (action === 'cancel') {
        if (Number(order.acceptedCount ?? 0) > 0) return errorText(ctx, 'cancelTaken');
        await orderDb(ctx.trx).updateTable('tms_order_bid').set({ status: 'declined', decline_reason: ctx.texts.entityT('entity.orderBid.declinedCancelled') })
          .where('order_number', '=', String(order.orderNumber)).where('branch_code', '=', String(order.branchCode)).where('status', '=', 'pending').execute();
      }
      return undefined;
    },
  }, 'order');

  registerEntityHooks(ORDER_BID, {
    beforeAction: async (ctx, action, bidId, bid, values) => {
      if (action !== 'accept') return undefined;
      const order = await orderByNumber(ctx.trx, String(bid.orderNumber), String(bid.branchCode));
      if (!order || order.status !== 'published') {
        return ctx.texts.entityT('entity.orderBid.error.orderNotOpen', { state: ctx.texts.entityT(`dict.order_status.${String(order?.status)}`) });
      }
      const taken = await takePart(ctx, order, { driverCode: String(bid.driverCode), vehicleNumber: String(bid.vehicleNumber), price: Number(bid.bidPrice), bidId });
      if ('refusal' in taken) return taken.refusal;
      values.shippingNoteNumber = taken.waybill;
      await orderDb(ctx.trx).updateTable('tms_cargo_order').set({ accepted_count: taken.acceptedCount, status: taken.status, gmt_modified: displayTime(ctx.now) })
        .where('order_number', '=', String(order.orderNumber)).where('branch_code', '=', String(order.branchCode)).execute();
      totalsOf(ctx.db).forget(CARGO_ORDER);
      return undefined;
    },
  }, 'order');

  // The order follows its waybills: a cancelled one frees its part (the order is open again),
  // and when every part is signed the order is complete.
  registerEntityHooks(WAYBILL, {
    afterWrite: async (ctx, change) => {
      const waybill = change.after;
      if (!waybill || !['cancel', 'sign', 'complete'].includes(change.action) || !waybill.originalDocumentNumber) return;
      const order = await orderByNumber(ctx.trx, String(waybill.originalDocumentNumber), String(waybill.branchCode));
      if (!order) return;
      const db = orderDb(ctx.trx);
      const where = { order_number: String(order.orderNumber), branch_code: String(order.branchCode) };
      if (change.action === 'cancel') {
        const taken = Math.max(0, Number(order.acceptedCount ?? 0) - 1);
        await db.updateTable('tms_cargo_order').set({ accepted_count: taken, ...(order.status === 'dealt' ? { status: 'published' } : {}) })
          .where('order_number', '=', where.order_number).where('branch_code', '=', where.branch_code).execute();
        return;
      }
      const done = await db.selectFrom('tms_waybill').select((eb) => eb.fn.countAll().as('n'))
        .where('original_document_number', '=', where.order_number).where('branch_code', '=', where.branch_code)
        .where('status', 'in', ['signed', 'completed']).executeTakeFirstOrThrow();
      if (order.status === 'dealt' && Number(done.n) >= Number(order.vehicleCount)) {
        await db.updateTable('tms_cargo_order').set({ status: 'completed' })
          .where('order_number', '=', where.order_number).where('branch_code', '=', where.branch_code).execute();
      }
      totalsOf(ctx.db).forget(CARGO_ORDER);
    },
  }, 'order');
}
