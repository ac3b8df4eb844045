// 城配管理 (cityTransport/*) beyond the schemas of cityOrder and cityOrderDrop, in the write's
// transaction:
// - an order: a shipper orders for himself; 调度 (dispatch, from the board or the row menu) gives
//   it an approved vehicle of the type it wants that still carries its weight that day, with the
//   vehicle's approved driver; the same action reassigns a dispatched order, 撤回调度 takes it
//   back; 出发配送 needs drops; 完成 needs every drop signed or failed;
// - a drop: belongs to an order of the branch the caller reaches, changes only while the order
//   waits for or has its vehicle (its copy of the order's state, x-locks), is signed or failed
//   only while the order is delivered; its sequence is unique in the order;
// - the order's counts and totals (drops, delivered, pieces, weight) follow its drops, and the
//   drops keep the order's driver and state (data scope and locks).
import type { EntityFieldError } from '../../entities/fieldErrors';
import { registerEntityHooks, type EntityWriteHooks, type HookContext } from '../../entities/hooks';
import type { EntityDb } from '../../entities/listQuery';
import type { EntityRecord } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import { displayTime } from '../../storage/clock';

const OWNER = 'cityTransport';
const ORDER = 'cityOrder';
const DROP = 'cityOrderDrop';
/** The states in which an order's drops may still change. */
export const EDITABLE = new Set(['pendingDispatch', 'dispatched']);
/** The states in which an order holds its vehicle (its weight counts against the vehicle's day). */
const ON_VEHICLE = ['dispatched', 'delivering'];

const tables = (db: HookContext['trx']) => db as unknown as EntityDb;
const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);

function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

function message(ctx: HookContext, entity: string, key: string, params: Record<string, string | number> = {}): string {
  return String(ctx.texts.entityT(`entity.${entity}.error.${key}`, params));
}

const dictName = (ctx: HookContext, dict: string, code: unknown) => String(ctx.texts.entityT(`dict.${dict}.${String(code)}`, { defaultValue: String(code ?? '') }));

interface OrderRow {
  id: number;
  order_number: string;
  status: string;
  shipper_code: string;
  driver_code: string | null;
  branch_code: string;
}

async function orderByNumber(ctx: HookContext, branchCode: string, orderNumber: string): Promise<OrderRow | undefined> {
  return await tables(ctx.trx).selectFrom('city_order').select(['id', 'order_number', 'status', 'shipper_code', 'driver_code', 'branch_code'])
    .where('branch_code', '=', branchCode).where('order_number', '=', orderNumber).executeTakeFirst() as OrderRow | undefined;
}

/** 调度: the vehicle and its driver, checked; the values the action writes besides the state. */
async function dispatchValues(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | void> {
  const branchCode = branchOf(ctx, stored);
  const vehicleNumber = String(values.vehicleNumber ?? '');
  const field = 'vehicleNumber';
  if (stored.status === 'dispatched' && stored.vehicleNumber === vehicleNumber) return [refusal(ctx, ORDER, field, 'sameVehicle', { vehicleNumber })];
  if (Number(stored.dropCount ?? 0) === 0) return message(ctx, ORDER, 'noDrops');
  const db = tables(ctx.trx);
  const vehicle = await db.selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_type', 'vehicle_tonnage', 'review_status', 'driver_code'])
    .where('branch_code', '=', branchCode).where('vehicle_number', '=', vehicleNumber).executeTakeFirst() as
    { vehicle_number: string; vehicle_type: string | null; vehicle_tonnage: number | null; review_status: string; driver_code: string | null } | undefined;
  if (!vehicle) return [refusal(ctx, ORDER, field, 'vehicleUnknown', { vehicleNumber })];
  if (vehicle.review_status !== 'approved') return [refusal(ctx, ORDER, field, 'vehicleNotApproved', { vehicleNumber })];
  if (stored.vehicleType && vehicle.vehicle_type !== stored.vehicleType) {
    return [refusal(ctx, ORDER, field, 'vehicleType', { vehicleNumber, wanted: dictName(ctx, 'vehicle_type', stored.vehicleType), actual: dictName(ctx, 'vehicle_type', vehicle.vehicle_type) })];
  }
  if (!vehicle.driver_code) return [refusal(ctx, ORDER, field, 'noDriver', { vehicleNumber })];
  const driver = await db.selectFrom('basic_driver').select(['driver_code', 'driver_name', 'telephone', 'review_status'])
    .where('branch_code', '=', branchCode).where('driver_code', '=', vehicle.driver_code).executeTakeFirst() as
    { driver_code: string; driver_name: string; telephone: string | null; review_status: string } | undefined;
  if (!driver) return [refusal(ctx, ORDER, field, 'noDriver', { vehicleNumber })];
  if (driver.review_status !== 'approved') return [refusal(ctx, ORDER, field, 'driverNotApproved', { vehicleNumber, driverName: driver.driver_name })];
  const capacity = Number(vehicle.vehicle_tonnage ?? 0);
  if (capacity > 0) {
    const loadedRow = await db.selectFrom('city_order').select((eb) => eb.fn.sum('total_weight').as('weight'))
      .where('branch_code', '=', branchCode).where('vehicle_number', '=', vehicleNumber).where('planned_date', '=', String(stored.plannedDate))
      .where('status', 'in', ON_VEHICLE).where('id', '!=', Number(stored.id)).executeTakeFirst() as { weight: number | null } | undefined;
    const loaded = Number(loadedRow?.weight ?? 0);
    const weight = Number(stored.totalWeight ?? 0);
    if (Math.round((loaded + weight) * 1000) > Math.round(capacity * 1000)) {
      return [refusal(ctx, ORDER, field, 'overweight', { vehicleNumber, capacity, loaded: Number(loaded.toFixed(3)), weight })];
    }
  }
  Object.assign(values, { driverCode: driver.driver_code, driverName: driver.driver_name, driverTelephone: driver.telephone, dispatcherName: ctx.caller.name });
}

const orderHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => {
    if (ctx.caller.dataScope === 'shipper' && values.shipperCode !== ctx.caller.code) return [refusal(ctx, ORDER, 'shipperCode', 'notOwnShipper')];
    Object.assign(values, { dropCount: 0, deliveredCount: 0, totalPieces: 0, totalWeight: 0 });
  },
  beforeUpdate: async (ctx, _id, _stored, values) => {
    if (ctx.caller.dataScope === 'shipper' && values.shipperCode !== undefined && values.shipperCode !== ctx.caller.code) {
      return [refusal(ctx, ORDER, 'shipperCode', 'notOwnShipper')];
    }
  },
  beforeAction: async (ctx, action, _id, stored, values) => {
    switch (action) {
      case 'dispatch':
        return dispatchValues(ctx, stored, values);
      case 'unassign':
        Object.assign(values, { vehicleNumber: null, driverCode: null, driverName: null, driverTelephone: null, dispatcherName: null, dispatchedDateTime: null });
        return;
      case 'start':
        if (Number(stored.dropCount ?? 0) === 0) return message(ctx, ORDER, 'noDrops');
        return;
      case 'complete': {
        const pending = await tables(ctx.trx).selectFrom('city_order_drop').select((eb) => eb.fn.countAll().as('n'))
          .where('branch_code', '=', branchOf(ctx, stored)).where('order_number', '=', String(stored.orderNumber)).where('status', '=', 'pending')
          .executeTakeFirst() as { n: number } | undefined;
        if (Number(pending?.n ?? 0) > 0) return message(ctx, ORDER, 'dropsPending', { count: Number(pending?.n) });
        return;
      }
      default:
        return;
    }
  },
  afterWrite: async (ctx, change) => {
    const after = change.after;
    if (!after || change.action === 'create') return;
    // The drops keep the order's driver (their data scope) and state (their locks).
    const result = await tables(ctx.trx).updateTable('city_order_drop')
      .set({ driver_code: after.driverCode === undefined || after.driverCode === null ? null : String(after.driverCode), order_status: String(after.status), gmt_modified: displayTime(ctx.now) })
      .where('branch_code', '=', branchOf(ctx, after)).where('order_number', '=', String(after.orderNumber)).executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) totalsOf(ctx.db).forget(DROP);
  },
};

/** The order's counts and totals from its drops. */
export async function refreshOrderTotals(db: EntityDb | HookContext['trx'], branchCode: string, orderNumber: string, now: Date): Promise<void> {
  const t = db as unknown as EntityDb;
  const row = await t.selectFrom('city_order_drop')
    .select((eb) => [eb.fn.countAll().as('drops'), eb.fn.sum('pieces').as('pieces'), eb.fn.sum('weight').as('weight'),
      eb.fn.sum(eb.case().when('status', '=', 'delivered').then(1).else(0).end()).as('delivered')])
    .where('branch_code', '=', branchCode).where('order_number', '=', orderNumber).executeTakeFirst() as
    { drops: number; pieces: number | null; weight: number | null; delivered: number | null } | undefined;
  await t.updateTable('city_order').set({
    drop_count: Number(row?.drops ?? 0), delivered_count: Number(row?.delivered ?? 0), total_pieces: Number(row?.pieces ?? 0),
    total_weight: Number(Number(row?.weight ?? 0).toFixed(3)), gmt_modified: displayTime(now),
  }).where('branch_code', '=', branchCode).where('order_number', '=', orderNumber).execute();
}

async function dropErrors(ctx: HookContext, record: EntityRecord, ownId: number | null, values: EntityRecord): Promise<EntityFieldError[]> {
  const branchCode = branchOf(ctx, record);
  const orderNumber = String(record.orderNumber ?? '');
  const order = await orderByNumber(ctx, branchCode, orderNumber);
  if (!order || (ctx.caller.dataScope === 'shipper' && order.shipper_code !== ctx.caller.code) || (ctx.caller.dataScope === 'driver' && order.driver_code !== ctx.caller.code)) {
    return [refusal(ctx, DROP, 'orderNumber', 'orderUnknown', { orderNumber })];
  }
  if (!EDITABLE.has(order.status)) return [refusal(ctx, DROP, 'orderNumber', 'orderLocked', { state: dictName(ctx, 'city_order_status', order.status) })];
  let taken = tables(ctx.trx).selectFrom('city_order_drop').select('id').where('branch_code', '=', branchCode)
    .where('order_number', '=', orderNumber).where('sequence', '=', Number(record.sequence));
  if (ownId !== null) taken = taken.where('id', '!=', ownId);
  if (await taken.executeTakeFirst()) return [refusal(ctx, DROP, 'sequence', 'sequenceTaken', { sequence: Number(record.sequence) })];
  if (record.windowStart && record.windowEnd && String(record.windowEnd) <= String(record.windowStart)) return [refusal(ctx, DROP, 'windowEnd', 'window')];
  Object.assign(values, { shipperCode: order.shipper_code, driverCode: order.driver_code, orderStatus: order.status });
  return [];
}

const dropHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => dropErrors(ctx, values, null, values),
  beforeUpdate: async (ctx, id, stored, values) => dropErrors(ctx, { ...stored, ...values }, id, values),
  beforeAction: async (ctx, _action, _id, stored) => {
    const order = await orderByNumber(ctx, branchOf(ctx, stored), String(stored.orderNumber));
    if (!order || order.status !== 'delivering') {
      return message(ctx, DROP, 'notDelivering', { state: dictName(ctx, 'city_order_status', order?.status ?? stored.orderStatus) });
    }
  },
  afterWrite: async (ctx, change) => {
    const numbers = new Set([change.before?.orderNumber, change.after?.orderNumber].filter((n): n is string => typeof n === 'string'));
    const record = (change.after ?? change.before)!;
    for (const number of numbers) await refreshOrderTotals(ctx.trx, branchOf(ctx, record), number, ctx.now);
    totalsOf(ctx.db).forget(ORDER);
  },
};

export function registerCityTransportRules(): void {
  registerEntityHooks(ORDER, orderHooks, OWNER);
  registerEntityHooks(DROP, dropHooks, OWNER);
}
