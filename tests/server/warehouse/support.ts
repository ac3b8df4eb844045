// Shared helpers of the warehouse tests: documents made and confirmed through the API as the
// screens make them, the stock as the view answers it and as the moves sum it.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { entityRows, type Fixture } from '../entities/support';
import { helpers as accountHelpers, type Row } from '../accounts/support';

export { FIXTURE_TIMEOUT_MS, BRANCH, type Row } from '../accounts/support';

export function warehouseHelpers(fx: () => Fixture) {
  const h = accountHelpers(fx);
  const ok = async <T>(answer: Promise<{ status: number; msg: string; data: T }>): Promise<T> => {
    const done = await answer;
    expect(done.status, h.messageOf(done as never)).toBe(Status.OK);
    return done.data;
  };

  /** A warehouse with `n` locations (code-A-01 ...), made by staff. */
  async function warehouse(code: string, rate: number, n = 3): Promise<{ code: string; locations: string[] }> {
    await ok(h.post('warehouse', { warehouseCode: code, warehouseName: `测试仓${code}`, warehouseType: 'ordinary', address: '天津市东丽区测试路1号', storageRate: rate, status: 'enabled' }));
    const locations: string[] = [];
    for (let i = 1; i <= n; i += 1) {
      const location = `${code}-A-0${i}`;
      await ok(h.post('warehouseLocation', { warehouseCode: code, locationCode: location, zone: 'A区', capacity: 100, status: 'enabled' }));
      locations.push(location);
    }
    return { code, locations };
  }

  /** A draft document with its lines. */
  async function draft(type: string, header: Row, lines: Row[], token?: string): Promise<Row> {
    const order = await ok(h.post('warehouseOrder', { orderType: type, businessDate: '20260302', ...header }, token));
    for (const line of lines) await ok(h.post('warehouseOrderLine', { orderNumber: order.orderNumber, ...line }, token));
    return order;
  }

  const confirm = (order: Row, token?: string) => h.post(`warehouseOrder/${order.id}/confirm`, {}, token);

  /** The stock of a key summed from the moves, in the goods' unit and tonnes. */
  async function movesSum(key: { warehouseCode: string; locationCode: string; shipperCode: string; goodsCode: string }): Promise<{ qty: number; weight: number }> {
    const { rows } = await sql<{ q: number | null; w: number | null }>`select sum(quantity) as q, sum(weight) as w from wh_stock_move
      where warehouse_code = ${key.warehouseCode} and location_code = ${key.locationCode} and shipper_code = ${key.shipperCode} and goods_code = ${key.goodsCode}`.execute(fx().server.db);
    return { qty: Math.round(Number(rows[0]?.q ?? 0) * 100) / 100, weight: Math.round(Number(rows[0]?.w ?? 0) * 1000) / 1000 };
  }

  /** The stock row the view answers for a key (undefined when nothing is held). */
  async function stockRow(key: { warehouseCode: string; locationCode: string; shipperCode: string; goodsCode: string }): Promise<Row | undefined> {
    const list = await ok(h.list('warehouseStock', key));
    return list.records[0];
  }

  /** Goods codes of the demo (basic/goods), with their names and units. */
  async function goods(n: number): Promise<{ code: string; name: string; unit: string }[]> {
    const rows = await entityRows(fx()).selectFrom('basic_goods').select(['goods_code', 'name', 'unit_name']).where('branch_code', '=', 'SD0001')
      .orderBy('id').limit(n).execute();
    return rows.map((row) => ({ code: String(row.goods_code), name: String(row.name), unit: String(row.unit_name ?? '') }));
  }

  const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(fx().server.db)).rows[0]!.n);

  return { ...h, ok, warehouse, draft, confirm, movesSum, stockRow, goods, count };
}
