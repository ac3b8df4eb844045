// The stock: one table of signed moves (wh_stock_move) written by every confirmed document; the
// stock of a warehouse, location, customer and goods is their sum (view wh_stock_view, entity
// warehouseStock). Confirming a document moves the stock of all its lines inside the write's
// transaction, line after line: a line taking more than the customer's stock of the goods at the
// location (what the earlier lines left) refuses the whole document, and nothing is written. The
// transaction is the lock: two confirms at once run one after the other, the second sees the
// first's moves, so stock is never oversold.
import { sql } from 'kysely';
import type { HookContext } from '../../entities/hooks';
import { displayTime } from '../../storage/clock';
import type { EntityRow } from '../../storage/schema';
import { fromQtyUnits, fromWeightUnits, message, qtyUnits, quantityText, tables, text, weightUnits, type AnyDb } from './shared';

export interface StockKey {
  branchCode: string;
  warehouseCode: string;
  locationCode: string;
  shipperCode: string;
  goodsCode: string;
}

/** The stock of a key, in units (hundredths of the goods' unit, thousandths of a tonne). */
export async function stockOf(db: AnyDb, key: StockKey): Promise<{ qty: number; weight: number }> {
  const row = await tables(db).selectFrom('wh_stock_move')
    .select([sql<number>`coalesce(sum(quantity), 0)`.as('q'), sql<number>`coalesce(sum(weight), 0)`.as('w')])
    .where('branch_code', '=', key.branchCode).where('warehouse_code', '=', key.warehouseCode)
    .where('location_code', '=', key.locationCode).where('shipper_code', '=', key.shipperCode)
    .where('goods_code', '=', key.goodsCode).executeTakeFirst();
  return { qty: qtyUnits(row?.q), weight: weightUnits(row?.w) };
}

export interface MoveInput {
  moveType: string;
  key: StockKey;
  warehouseName: string;
  shipperName: string;
  goodsName: string;
  unitName: string;
  qty: number;
  weight: number;
  batchNumber?: string | null;
  order: { id: number; orderNumber: string; orderType: string };
  lineId: number | null;
  operatorName: string;
  remark?: string | null;
  at: string;
}

export async function writeMove(db: AnyDb, move: MoveInput): Promise<void> {
  await tables(db).insertInto('wh_stock_move').values({
    move_date_time: move.at, move_type: move.moveType, order_number: move.order.orderNumber, order_id: move.order.id,
    order_type: move.order.orderType, line_id: move.lineId, warehouse_code: move.key.warehouseCode, warehouse_name: move.warehouseName,
    location_code: move.key.locationCode, shipper_code: move.key.shipperCode, shipper_name: move.shipperName,
    goods_code: move.key.goodsCode, goods_name: move.goodsName, unit_name: move.unitName,
    quantity: fromQtyUnits(move.qty), weight: fromWeightUnits(move.weight), batch_number: move.batchNumber ?? null,
    operator_name: move.operatorName, remark: move.remark ?? null, branch_code: move.key.branchCode, gmt_created: move.at, gmt_modified: move.at,
  }).execute();
}

/** The weight `qty` takes of a stock: its share, all of it when it takes all. */
export function weightShare(stock: { qty: number; weight: number }, qty: number): number {
  if (qty >= stock.qty) return stock.weight;
  return Math.round((stock.weight * qty) / stock.qty);
}

async function warehouseName(db: AnyDb, branchCode: string, code: string): Promise<string> {
  const row = await tables(db).selectFrom('wh_warehouse').select('warehouse_name').where('branch_code', '=', branchCode)
    .where('warehouse_code', '=', code).executeTakeFirst();
  return text(row?.warehouse_name) || code;
}

/** Moves the stock of a document's lines (confirm): answers a refusal message, or nothing when
 * every move is written. `at` is the move time (China display time). */
export async function moveStock(ctx: Pick<HookContext, 'trx' | 'texts'>, order: EntityRow, operatorName: string, at: Date): Promise<string | void> {
  const { trx } = ctx;
  const lines = await tables(trx).selectFrom('wh_order_line').selectAll().where('order_number', '=', text(order.order_number))
    .where('branch_code', '=', text(order.branch_code)).orderBy('id').execute();
  if (lines.length === 0) return message(ctx, 'warehouseOrder', 'noLines');
  const type = text(order.order_type);
  const branchCode = text(order.branch_code);
  const time = displayTime(at);
  const from = { code: text(order.warehouse_code), name: text(order.warehouse_name) || await warehouseName(trx, branchCode, text(order.warehouse_code)) };
  const to = type === 'transfer'
    ? { code: text(order.to_warehouse_code), name: text(order.to_warehouse_name) || await warehouseName(trx, branchCode, text(order.to_warehouse_code)) }
    : null;
  const ref = { id: Number(order.id), orderNumber: text(order.order_number), orderType: type };
  for (const line of lines) {
    const key: StockKey = { branchCode, warehouseCode: from.code, locationCode: text(line.location_code), shipperCode: text(order.shipper_code), goodsCode: text(line.goods_code) };
    const qty = qtyUnits(line.quantity);
    const base = {
      warehouseName: from.name, shipperName: text(order.shipper_name), goodsName: text(line.goods_name), unitName: text(line.unit_name),
      batchNumber: (line.batch_number as string | null) ?? null, order: ref, lineId: Number(line.id), operatorName, at: time,
      remark: (order.reason as string | null) ?? null,
    };
    if (type === 'inbound') {
      await writeMove(trx, { ...base, moveType: 'inbound', key, qty, weight: weightUnits(line.weight) });
      continue;
    }
    const stock = await stockOf(trx, key);
    if (qty > stock.qty) {
      return message(ctx, 'warehouseOrder', 'insufficient', {
        goods: text(line.goods_name) || key.goodsCode, location: key.locationCode, available: quantityText(stock.qty),
        asked: quantityText(qty), unit: text(line.unit_name), verb: String(ctx.texts.entityT(`entity.warehouseOrder.verb.${type}`)),
      });
    }
    const weight = weightShare(stock, qty);
    await tables(trx).updateTable('wh_order_line').set({ weight: fromWeightUnits(weight) }).where('id', '=', Number(line.id)).execute();
    if (type === 'transfer' && to) {
      await writeMove(trx, { ...base, moveType: 'transferOut', key, qty: -qty, weight: -weight, remark: `→ ${to.name} ${text(line.to_location_code)}` });
      await writeMove(trx, {
        ...base, moveType: 'transferIn', warehouseName: to.name, key: { ...key, warehouseCode: to.code, locationCode: text(line.to_location_code) },
        qty, weight, remark: `← ${from.name} ${key.locationCode}`,
      });
    } else {
      await writeMove(trx, { ...base, moveType: type === 'damage' ? 'damage' : 'outbound', key, qty: -qty, weight: -weight });
    }
  }
}
