// 盘点 (库存管理, POST warehouseStock/<id>/count): staff enter the quantity they counted of one
// stock row (a warehouse, location, customer and goods); the difference to the stock is never
// written over it but recorded as a confirmed 盘点调整单 (PD...: entity warehouseOrder, kind
// adjust) with one line and one signed move, with its reason, in one transaction. The stock read
// and the move happen inside that transaction, so a count and a confirm at once do not cross.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import { whereOf, type EntityDb } from '../../entities/listQuery';
import { totalsOf } from '../../entities/shared';
import { fail, ok } from '../../http/envelope';
import { permittedCall } from '../../site/access';
import { displayTime } from '../../storage/clock';
import { stockOf, writeMove, type StockKey } from './stock';
import { fromQtyUnits, fromWeightUnits, qtyUnits, quantityText, tables, text, type AnyDb } from './shared';

const ENTITY = 'warehouseStock';

/** The next PD number of the day (counts are the only writers of PD numbers). */
async function adjustNumber(db: AnyDb, at: Date): Promise<string> {
  const stem = `PD${displayTime(at).slice(0, 10).replace(/-/g, '')}`;
  const { rows } = await sql<{ last: string | null }>`select max(order_number) as last from wh_order
    where order_number >= ${`${stem}000000`} and order_number <= ${`${stem}999999`}`.execute(db);
  const last = rows[0]?.last;
  return `${stem}${String((last ? Number(last.slice(stem.length)) : 0) + 1).padStart(6, '0')}`;
}

export interface CountResult { orderNumber: string; orderId: number; beforeQty: number; afterQty: number }

/** Records a count of a stock key: the adjustment document, its line and move. */
export async function recordCount(db: AnyDb, input: {
  key: StockKey; counted: number; reason: string; operatorName: string; at: Date;
  names: { warehouseName: string; shipperName: string; goodsName: string; spec: string | null; unitName: string };
}): Promise<CountResult | null> {
  const stock = await stockOf(db, input.key);
  const counted = qtyUnits(input.counted);
  const diff = counted - stock.qty;
  if (diff === 0) return null;
  const weight = counted === 0 ? -stock.weight : Math.round((stock.weight * diff) / Math.max(stock.qty, 1));
  const time = displayTime(input.at);
  const orderNumber = await adjustNumber(db, input.at);
  const { key, names } = input;
  const remark = `账面 ${quantityText(stock.qty)} ${names.unitName}，实盘 ${quantityText(counted)} ${names.unitName}，${diff > 0 ? '盘盈' : '盘亏'} ${quantityText(Math.abs(diff))} ${names.unitName}`;
  const order = await tables(db).insertInto('wh_order').values({
    order_number: orderNumber, order_type: 'adjust', warehouse_code: key.warehouseCode, warehouse_name: names.warehouseName,
    shipper_code: key.shipperCode, shipper_name: names.shipperName, business_date: time.slice(0, 10).replace(/-/g, ''),
    reason: input.reason, line_count: 1, total_quantity: fromQtyUnits(Math.abs(diff)), total_weight: fromWeightUnits(Math.abs(weight)),
    status: 'confirmed', confirmed_date_time: time, confirmer_name: input.operatorName, operator_name: input.operatorName, remark,
    branch_code: key.branchCode, gmt_created: time, gmt_modified: time,
  }).returning('id').executeTakeFirstOrThrow();
  const line = await tables(db).insertInto('wh_order_line').values({
    order_number: orderNumber, order_type: 'adjust', warehouse_code: key.warehouseCode, order_status: 'confirmed',
    shipper_code: key.shipperCode, shipper_name: names.shipperName, goods_code: key.goodsCode, goods_name: names.goodsName,
    spec: names.spec, unit_name: names.unitName, location_code: key.locationCode, quantity: fromQtyUnits(Math.abs(diff)),
    weight: fromWeightUnits(Math.abs(weight)), remark, branch_code: key.branchCode, gmt_created: time, gmt_modified: time,
  }).returning('id').executeTakeFirstOrThrow();
  await writeMove(db, {
    moveType: 'adjust', key, warehouseName: names.warehouseName, shipperName: names.shipperName, goodsName: names.goodsName,
    unitName: names.unitName, qty: diff, weight, order: { id: Number(order.id), orderNumber, orderType: 'adjust' }, lineId: Number(line.id),
    operatorName: input.operatorName, remark: `${remark}：${input.reason}`, at: time,
  });
  return { orderNumber, orderId: Number(order.id), beforeQty: stock.qty, afterQty: counted };
}

export function countRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: { id: string }; Body: { countedQuantity?: unknown; countReason?: unknown } }>(`/${ENTITY}/:id/count`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'count');
      if (!call) return reply;
      const { caller, reach } = call;
      const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
      if (id === null || reach === null) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      const body = request.body ?? {};
      const counted = Number(body.countedQuantity);
      const reason = text(body.countReason).trim();
      if (body.countedQuantity === undefined || body.countedQuantity === null || body.countedQuantity === '' || !Number.isFinite(counted)
        || counted < 0 || counted > 1_000_000_000 || qtyUnits(counted) !== Math.round(counted * 100) || !reason || reason.length > 200) {
        return fail(Status.INVALID_PAYLOAD, request.t('entity.warehouseStock.error.countRequired'));
      }
      const now = ctx.now();
      const answer = await ctx.db.transaction().execute(async (trx) => {
        const row = await (trx as unknown as EntityDb).selectFrom('wh_stock_view').selectAll().where('id', '=', id)
          .where(whereOf(trx, reach.scope, reach.filters)).executeTakeFirst();
        if (!row) return null;
        const key: StockKey = {
          branchCode: text(row.branch_code), warehouseCode: text(row.warehouse_code), locationCode: text(row.location_code),
          shipperCode: text(row.shipper_code), goodsCode: text(row.goods_code),
        };
        const result = await recordCount(trx, {
          key, counted, reason, operatorName: caller.name, at: now,
          names: { warehouseName: text(row.warehouse_name), shipperName: text(row.shipper_name), goodsName: text(row.goods_name), spec: (row.spec as string | null) ?? null, unitName: text(row.unit_name) },
        });
        if (result) {
          await trx.insertInto('entity_action_log').values({
            entity: 'warehouseOrder', record_id: result.orderId, action: 'confirm', from_state: 'draft', to_state: 'confirmed', party_code: caller.code,
            payload: JSON.stringify({ countedQuantity: counted, countReason: reason }), gmt_created: displayTime(now),
          }).execute();
        }
        return { row, result };
      });
      if (!answer) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      if (!answer.result) return fail(Status.INVALID_PAYLOAD, request.t('entity.warehouseStock.error.sameCount'));
      for (const entity of ['warehouseOrder', 'warehouseOrderLine', 'warehouseStockMove', ENTITY]) totalsOf(ctx.db).forget(entity);
      const { row, result } = answer;
      return ok({ ...result, message: request.t('entity.warehouseStock.message.adjusted', {
        orderNumber: result.orderNumber, goods: text(row.goods_name), location: text(row.location_code),
        before: quantityText(result.beforeQty), after: quantityText(result.afterQty),
      }) });
    });
  };
}
