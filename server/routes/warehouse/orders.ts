// 入库, 出库, 调拨, 损耗 (entity warehouseOrder, one screen per kind) and their lines
// (warehouseOrderLine):
// - a document gets its kind's number prefix (RK, CK, DB, SH; PD for the counts' adjustments,
//   which only 盘点 makes: server/routes/warehouse/count.ts);
// - lines are added, changed and removed while the document is a draft; each takes the
//   document's kind, warehouse, customer and state; its location must be one of the
//   document's warehouse (a transfer's target location one of the receiving warehouse); an
//   inbound line needs its weight; the document's totals follow its lines;
// - 确认 moves the stock of every line in the same transaction (stock.ts), refused as a whole
//   when a line asks more than the stock; 作废 (drafts only) moves nothing. The lines keep the
//   document's state, which locks them (x-locks).
import type { HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { registerEntityHooks } from '../../entities/hooks';
import { displayTime } from '../../storage/clock';
import type { EntityRow } from '../../storage/schema';
import { moveStock } from './stock';
import { fromQtyUnits, fromWeightUnits, ORDER_PREFIX, OWNER, qtyUnits, refusal, tables, text, weightUnits, type AnyDb } from './shared';

const ORDER = 'warehouseOrder';
const LINE = 'warehouseOrderLine';

async function warehouseOf(db: AnyDb, branchCode: string, code: string): Promise<EntityRow | undefined> {
  return tables(db).selectFrom('wh_warehouse').selectAll().where('branch_code', '=', branchCode).where('warehouse_code', '=', code).executeTakeFirst();
}

async function locationOf(db: AnyDb, branchCode: string, code: string): Promise<EntityRow | undefined> {
  return tables(db).selectFrom('wh_location').selectAll().where('branch_code', '=', branchCode).where('location_code', '=', code).executeTakeFirst();
}

async function orderByNumber(db: AnyDb, branchCode: string, number: string): Promise<EntityRow | undefined> {
  return tables(db).selectFrom('wh_order').selectAll().where('branch_code', '=', branchCode).where('order_number', '=', number).executeTakeFirst();
}

/** The document's number with its kind's prefix: the table's sequence of the day (x-number, WH...)
 * under the kind's prefix, moved past the highest number of that prefix and day already stored
 * (the demo's documents, the counts' PD numbers). */
async function numberOfKind(db: AnyDb, proposed: string): Promise<string> {
  const stem = proposed.slice(0, 10);
  const last = await tables(db).selectFrom('wh_order').select((eb) => eb.fn.max('order_number').as('last'))
    .where('order_number', '>=', `${stem}000000`).where('order_number', '<=', `${stem}999999`).executeTakeFirst();
  const highest = last?.last ? Number(String(last.last).slice(stem.length)) : 0;
  const sequence = Math.max(Number(proposed.slice(stem.length)), highest + 1);
  return `${stem}${String(sequence).padStart(6, '0')}`;
}

const stateName = (ctx: HookContext, state: string) => String(ctx.texts.t(`dict.wh_order_status.${state}`));

async function headerErrors(ctx: HookContext, branchCode: string, merged: EntityRecord): Promise<EntityFieldError[]> {
  const errors: EntityFieldError[] = [];
  for (const field of ['warehouseCode', ...(merged.orderType === 'transfer' ? ['toWarehouseCode'] : [])]) {
    const code = text(merged[field]);
    const warehouse = code ? await warehouseOf(ctx.trx, branchCode, code) : undefined;
    if (warehouse && warehouse.status !== 'enabled') errors.push(refusal(ctx, ORDER, field, 'inactive', { name: text(warehouse.warehouse_name) }));
  }
  return errors;
}

/** Fields that belong to other kinds of documents are dropped. */
function keepOwnFields(values: EntityRecord, type: string): void {
  if (type !== 'transfer') Object.assign(values, { toWarehouseCode: null, toWarehouseName: null });
  if (type !== 'damage') Object.assign(values, { damageReason: null, responsibleParty: null });
}

/** The document's line count and totals, from its lines. */
async function refreshTotals(db: AnyDb, branchCode: string, orderNumber: string): Promise<void> {
  if (!orderNumber) return;
  const lines = await tables(db).selectFrom('wh_order_line').select(['quantity', 'weight'])
    .where('branch_code', '=', branchCode).where('order_number', '=', orderNumber).execute();
  const qty = lines.reduce((sum, line) => sum + qtyUnits(line.quantity), 0);
  const weight = lines.reduce((sum, line) => sum + weightUnits(line.weight), 0);
  await tables(db).updateTable('wh_order').set({ line_count: lines.length, total_quantity: fromQtyUnits(qty), total_weight: fromWeightUnits(weight) })
    .where('branch_code', '=', branchCode).where('order_number', '=', orderNumber).execute();
}

async function lineErrors(ctx: HookContext, branchCode: string, line: EntityRecord, values: EntityRecord): Promise<EntityFieldError[]> {
  const order = await orderByNumber(ctx.trx, branchCode, text(line.orderNumber));
  if (!order) return [];
  const status = text(order.status);
  if (status !== 'draft') return [refusal(ctx, ORDER, 'orderNumber', 'notDraft', { state: stateName(ctx, status) })];
  const type = text(order.order_type);
  Object.assign(values, {
    orderType: type, warehouseCode: order.warehouse_code, shipperCode: order.shipper_code, shipperName: order.shipper_name, orderStatus: 'draft',
  });
  const errors: EntityFieldError[] = [];
  const location = await locationOf(ctx.trx, branchCode, text(line.locationCode));
  if (location && location.warehouse_code !== order.warehouse_code) {
    errors.push(refusal(ctx, ORDER, 'locationCode', 'locationOfWarehouse', { location: text(line.locationCode), warehouse: text(order.warehouse_name) }));
  } else if (location && location.status !== 'enabled') {
    errors.push(refusal(ctx, ORDER, 'locationCode', 'inactive', { name: text(line.locationCode) }));
  }
  if (type === 'transfer') {
    const target = text(line.toLocationCode);
    const toLocation = target ? await locationOf(ctx.trx, branchCode, target) : undefined;
    if (!target) errors.push(refusal(ctx, ORDER, 'toLocationCode', 'toLocationRequired'));
    else if (toLocation && toLocation.warehouse_code !== order.to_warehouse_code) {
      errors.push(refusal(ctx, ORDER, 'toLocationCode', 'locationOfWarehouse', { location: target, warehouse: text(order.to_warehouse_name) }));
    } else if (target === text(line.locationCode)) errors.push(refusal(ctx, ORDER, 'toLocationCode', 'sameWarehouse'));
  } else values.toLocationCode = null;
  if (type === 'inbound') {
    if (line.weight === undefined || line.weight === null) errors.push(refusal(ctx, ORDER, 'weight', 'weightRequired'));
  } else values.weight = null;
  return errors;
}

export function registerOrderRules(): void {
  registerEntityHooks(ORDER, {
    beforeCreate: async (ctx, values) => {
      const type = text(values.orderType);
      if (type === 'adjust') return [refusal(ctx, ORDER, 'orderType', 'adjustByCount')];
      values.orderNumber = await numberOfKind(ctx.trx, `${ORDER_PREFIX[type] ?? 'WH'}${text(values.orderNumber).slice(2)}`);
      values.lineCount = 0;
      values.totalQuantity = 0;
      values.totalWeight = 0;
      keepOwnFields(values, type);
      return headerErrors(ctx, ctx.caller.branchCode, values);
    },
    beforeUpdate: async (ctx, _id, stored, values) => {
      const merged = { ...stored, ...values };
      const changed = ['orderType', 'warehouseCode', 'toWarehouseCode', 'shipperCode'].filter((field) => field in values && text(values[field]) !== text(stored[field]));
      if (changed.length > 0 && Number(stored.lineCount ?? 0) > 0) return [refusal(ctx, ORDER, changed[0]!, 'hasLines')];
      keepOwnFields(values, text(merged.orderType));
      return headerErrors(ctx, text(stored.branchCode), merged);
    },
    beforeAction: async (ctx, action, _id, stored, values) => {
      const branchCode = text(stored.branchCode);
      if (action === 'confirm') {
        const order = await orderByNumber(ctx.trx, branchCode, text(stored.orderNumber));
        const refused = await moveStock(ctx, order!, ctx.caller.name, ctx.now);
        if (refused) return refused;
        values.confirmerName = ctx.caller.name;
      }
      if (action === 'confirm' || action === 'cancel') {
        await tables(ctx.trx).updateTable('wh_order_line').set({ order_status: values.status as string, gmt_modified: displayTime(ctx.now) })
          .where('branch_code', '=', branchCode).where('order_number', '=', text(stored.orderNumber)).execute();
        if (action === 'confirm') await refreshTotals(ctx.trx, branchCode, text(stored.orderNumber));
      }
    },
    afterWrite: async (ctx, change) => {
      // The totals a confirm wrote into the lines (the stock's weights) are the record's own.
      if (change.action === 'confirm' && change.after) {
        const row = await orderByNumber(ctx.trx, text(change.after.branchCode), text(change.after.orderNumber));
        Object.assign(change.after, { totalWeight: Number(row?.total_weight ?? 0) });
      }
    },
  }, OWNER);

  registerEntityHooks(LINE, {
    beforeCreate: async (ctx, values) => lineErrors(ctx, ctx.caller.branchCode, values, values),
    beforeUpdate: async (ctx, _id, stored, values) => lineErrors(ctx, text(stored.branchCode), { ...stored, ...values }, values),
    afterWrite: async (ctx, change) => {
      const numbers = new Set([text(change.before?.orderNumber), text(change.after?.orderNumber)]);
      const branchCode = text(change.after?.branchCode ?? change.before?.branchCode);
      for (const number of numbers) await refreshTotals(ctx.trx, branchCode, number);
    },
  }, OWNER);
}
