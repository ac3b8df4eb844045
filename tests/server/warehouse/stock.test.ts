// 仓储管理 (issue 15): documents move the stock only when confirmed, in one transaction; the
// stock is the sum of the moves; outbound, transfer and damage never take more than the stock
// (the message names the goods, the location and both figures), not even two confirms at once;
// a transfer moves both sides; a count records its difference as an adjustment; confirmed
// documents are locked. Through the API of a real server on the demo data.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from '../entities/support';
import { toDoCounts } from '../todo/support';
import { FIXTURE_TIMEOUT_MS, warehouseHelpers } from './support';

let fx: Fixture;
const h = warehouseHelpers(() => fx);
let goods: { code: string; name: string; unit: string }[];
let w1: { code: string; locations: string[] };
let w2: { code: string; locations: string[] };

beforeAll(async () => {
  fx = await startFixture();
  goods = await h.goods(3);
  w1 = await h.warehouse('TSTA', 2);
  w2 = await h.warehouse('TSTB', 1.5);
}, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const key = (warehouseCode: string, locationCode: string, goodsCode: string, shipperCode = fx.codes.shipperco) => ({ warehouseCode, locationCode, shipperCode, goodsCode });

describe('an inbound receipt', () => {
  test('moves nothing while a draft; confirmed, the stock is its lines, with RK numbers and the totals', async () => {
    const order = await h.draft('inbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [
      { goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: 120, weight: 6, batchNumber: 'B2603' },
      { goodsCode: goods[1]!.code, locationCode: w1.locations[1], quantity: 50, weight: 2.5 },
    ]);
    expect(String(order.orderNumber)).toMatch(/^RK\d{14}$/);
    expect(await h.stockRow(key(w1.code, w1.locations[0]!, goods[0]!.code))).toBeUndefined();
    const done = await h.ok(h.confirm(order));
    expect(done).toMatchObject({ status: 'confirmed', confirmerName: '陈晓燕', lineCount: 2, totalQuantity: 170 });
    const row = await h.stockRow(key(w1.code, w1.locations[0]!, goods[0]!.code));
    expect(row).toMatchObject({ quantity: 120, weight: 6, goodsName: goods[0]!.name, shipperName: '天津恒通物流有限公司' });
    expect(await h.movesSum(key(w1.code, w1.locations[0]!, goods[0]!.code))).toEqual({ qty: 120, weight: 6 });
    // Confirmed twice: refused, nothing moves again.
    expect((await h.confirm(order)).status).toBe(Status.INVALID_PAYLOAD);
    expect(await h.movesSum(key(w1.code, w1.locations[0]!, goods[0]!.code))).toEqual({ qty: 120, weight: 6 });
  });

  test('a line needs a location of the document\'s warehouse and, inbound, its weight; an empty document is not confirmed', async () => {
    const order = await h.draft('inbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, []);
    const wrong = await h.post('warehouseOrderLine', { orderNumber: order.orderNumber, goodsCode: goods[0]!.code, locationCode: w2.locations[0], quantity: 1, weight: 1 });
    expect(wrong.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(wrong)).toContain('不属于仓库');
    const noWeight = await h.post('warehouseOrderLine', { orderNumber: order.orderNumber, goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: 1 });
    expect(h.messageOf(noWeight)).toContain('重量');
    const empty = await h.confirm(order);
    expect(empty.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(empty)).toContain('没有明细');
  });

  test('a confirmed document is locked: no line added, changed or removed, no cancel; a draft cancels and moves nothing', async () => {
    const order = await h.draft('inbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[2]!.code, locationCode: w1.locations[2], quantity: 10, weight: 1 }]);
    await h.ok(h.confirm(order));
    const lines = await h.ok(h.list('warehouseOrderLine', { orderNumber: String(order.orderNumber) }));
    const line = lines.records[0]!;
    expect(line.orderStatus).toBe('confirmed');
    expect((await h.post('warehouseOrderLine', { orderNumber: order.orderNumber, goodsCode: goods[2]!.code, locationCode: w1.locations[2], quantity: 5, weight: 1 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await h.put(`warehouseOrderLine/${line.id}`, { quantity: 99 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await fx.api.call(`/ntocc-tms-api/warehouseOrderLine/${line.id}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await h.post(`warehouseOrder/${order.id}/cancel`, { cancelReason: '录错' })).status).toBe(Status.INVALID_PAYLOAD);

    const other = await h.draft('inbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[2]!.code, locationCode: w1.locations[2], quantity: 7, weight: 1 }]);
    const moves = await h.count('wh_stock_move');
    expect((await h.post(`warehouseOrder/${other.id}/cancel`, {})).status).toBe(Status.INVALID_PAYLOAD);
    await h.ok(h.post(`warehouseOrder/${other.id}/cancel`, { cancelReason: '货主通知暂缓入库' }));
    expect((await h.confirm(other)).status).toBe(Status.INVALID_PAYLOAD);
    expect(await h.count('wh_stock_move')).toBe(moves);
  });
});

describe('outbound, transfer and damage never take more than the stock', () => {
  test('an outbound over the stock is refused naming the goods, the location and both figures; nothing changes', async () => {
    const k = key(w1.code, w1.locations[0]!, goods[0]!.code);
    const before = await h.movesSum(k);
    const order = await h.draft('outbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: before.qty + 30 }]);
    expect(String(order.orderNumber)).toMatch(/^CK/);
    const moves = await h.count('wh_stock_move');
    const refused = await h.confirm(order);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(refused)).toContain(`库存不足：${goods[0]!.name} 在 ${w1.locations[0]} 可用 ${before.qty} ${goods[0]!.unit}，本次出库 ${before.qty + 30} ${goods[0]!.unit}`);
    expect(await h.count('wh_stock_move')).toBe(moves);
    expect((await h.get(`warehouseOrder/${order.id}`)).data.status).toBe('draft');
    // Another customer's stock of the same goods at the same place is not his.
    const stranger = await h.draft('outbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipper }, [{ goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: 1 }]);
    expect(h.messageOf(await h.confirm(stranger))).toContain('可用 0');
  });

  test('an outbound within the stock takes its share of the weight; taking all leaves nothing', async () => {
    const k = key(w1.code, w1.locations[1]!, goods[1]!.code);
    expect(await h.movesSum(k)).toEqual({ qty: 50, weight: 2.5 });
    const part = await h.draft('outbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[1]!.code, locationCode: w1.locations[1], quantity: 20 }]);
    const done = await h.ok(h.confirm(part));
    expect(done.totalWeight).toBe(1);
    expect(await h.movesSum(k)).toEqual({ qty: 30, weight: 1.5 });
    await h.ok(h.confirm(await h.draft('outbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[1]!.code, locationCode: w1.locations[1], quantity: 30 }])));
    expect(await h.movesSum(k)).toEqual({ qty: 0, weight: 0 });
    expect(await h.stockRow(k)).toBeUndefined();
  });

  test('two lines of one document share the stock: the second is refused when the first took it, and nothing of the first stays', async () => {
    const k = key(w1.code, w1.locations[0]!, goods[0]!.code);
    const before = await h.movesSum(k);
    const order = await h.draft('damage', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco, damageReason: 'broken', responsibleParty: 'warehouse', reason: '叉车碰撞' }, [
      { goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: before.qty - 10 },
      { goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: 20 },
    ]);
    const refused = await h.confirm(order);
    expect(h.messageOf(refused)).toContain('可用 10');
    expect(h.messageOf(refused)).toContain('本次损耗 20');
    expect(await h.movesSum(k)).toEqual(before);
  });

  test('two confirms at once never oversell: one passes, the other is refused, the stock stays at 0 or above', async () => {
    const k = key(w1.code, w1.locations[0]!, goods[0]!.code);
    const before = await h.movesSum(k);
    const take = Math.round(before.qty * 0.7);
    const a = await h.draft('outbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: take }]);
    const b = await h.draft('outbound', { warehouseCode: w1.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[0]!.code, locationCode: w1.locations[0], quantity: take }]);
    const answers = await Promise.all([h.confirm(a), h.confirm(b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([Status.OK, Status.INVALID_PAYLOAD].sort());
    expect(await h.movesSum(k)).toEqual({ qty: before.qty - take, weight: expect.any(Number) as number });
  });

  test('a transfer moves both sides: out of one warehouse and location, into the other', async () => {
    const from = key(w1.code, w1.locations[0]!, goods[0]!.code);
    const to = key(w2.code, w2.locations[1]!, goods[0]!.code);
    const before = await h.movesSum(from);
    const target = await h.movesSum(to);
    const order = await h.draft('transfer', { warehouseCode: w1.code, toWarehouseCode: w2.code, shipperCode: fx.codes.shipperco }, [
      { goodsCode: goods[0]!.code, locationCode: w1.locations[0], toLocationCode: w2.locations[1], quantity: 10 },
    ]);
    // A target location of another warehouse is refused on the line.
    const wrong = await h.post('warehouseOrderLine', { orderNumber: order.orderNumber, goodsCode: goods[0]!.code, locationCode: w1.locations[0], toLocationCode: w1.locations[1], quantity: 1 });
    expect(wrong.status).toBe(Status.INVALID_PAYLOAD);
    await h.ok(h.confirm(order));
    const out = await h.movesSum(from);
    const into = await h.movesSum(to);
    expect(out.qty).toBe(before.qty - 10);
    expect(into.qty).toBe(target.qty + 10);
    expect(Math.round((before.weight - out.weight) * 1000)).toBe(Math.round((into.weight - target.weight) * 1000));
    const over = await h.draft('transfer', { warehouseCode: w1.code, toWarehouseCode: w2.code, shipperCode: fx.codes.shipperco }, [
      { goodsCode: goods[0]!.code, locationCode: w1.locations[0], toLocationCode: w2.locations[1], quantity: out.qty + 1 },
    ]);
    expect(h.messageOf(await h.confirm(over))).toContain('本次调出');
    expect(await h.movesSum(to)).toEqual(into);
  });
});

describe('a count (盘点) records its difference, never overwrites', () => {
  test('the counted quantity becomes the stock through a confirmed adjustment with its reason; the same count again is refused', async () => {
    const k = key(w2.code, w2.locations[1]!, goods[0]!.code);
    const row = (await h.stockRow(k))!;
    const before = Number(row.quantity);
    const counted = before - 2;
    expect((await h.post(`warehouseStock/${row.id}/count`, { countedQuantity: counted })).status).toBe(Status.INVALID_PAYLOAD);
    const done = await h.ok(h.post(`warehouseStock/${row.id}/count`, { countedQuantity: counted, countReason: '月末盘点短少' }));
    expect(String(done.orderNumber)).toMatch(/^PD\d{14}$/);
    expect(String(done.message)).toContain(`由 ${before} 调整为 ${counted}`);
    expect((await h.movesSum(k)).qty).toBe(counted);
    const adjustment = (await h.ok(h.list('warehouseOrder', { orderNumber: String(done.orderNumber) }))).records[0]!;
    expect(adjustment).toMatchObject({ orderType: 'adjust', status: 'confirmed', reason: '月末盘点短少' });
    expect(String(adjustment.remark)).toContain('盘亏 2');
    const again = await h.post(`warehouseStock/${row.id}/count`, { countedQuantity: counted, countReason: '复盘' });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    // Adjustments are made only by counting.
    expect((await h.post('warehouseOrder', { orderType: 'adjust', warehouseCode: w1.code, shipperCode: fx.codes.shipperco, businessDate: '20260302' })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('to-do counts', () => {
  test('a draft receipt or delivery counts until it is confirmed or cancelled', async () => {
    const before = await toDoCounts(fx.api, fx.tokens.staff);
    const inbound = await h.draft('inbound', { warehouseCode: w2.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[1]!.code, locationCode: w2.locations[0], quantity: 10, weight: 1 }]);
    const outbound = await h.draft('outbound', { warehouseCode: w2.code, shipperCode: fx.codes.shipperco }, [{ goodsCode: goods[1]!.code, locationCode: w2.locations[0], quantity: 5 }]);
    const open = await toDoCounts(fx.api, fx.tokens.staff);
    expect(open.wh_inbound_draft_count).toBe(before.wh_inbound_draft_count! + 1);
    expect(open.wh_outbound_draft_count).toBe(before.wh_outbound_draft_count! + 1);
    await h.ok(h.confirm(inbound));
    await h.ok(h.post(`warehouseOrder/${outbound.id}/cancel`, { cancelReason: '客户取消提货' }));
    const after = await toDoCounts(fx.api, fx.tokens.staff);
    expect(after.wh_inbound_draft_count).toBe(before.wh_inbound_draft_count);
    expect(after.wh_outbound_draft_count).toBe(before.wh_outbound_draft_count);
  });
});
