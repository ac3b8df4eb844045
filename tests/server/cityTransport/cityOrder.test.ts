// 城配 (issue 15): an order with its drops is dispatched to a van and reassigned (the server
// checks the vehicle, its type, its driver and the order's state), taken back, delivered drop
// by drop and completed; cancel only before the delivery; drops change only before it; a
// shipper reaches his own orders; the demo has every state and its totals match its drops.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { displayTime } from '../../../server/storage/clock';
import { entityRows, startFixture, type Fixture } from '../entities/support';

const ORDER = '/ntocc-tms-api/cityOrder';
const DROP = '/ntocc-tms-api/cityOrderDrop';
type Row = Record<string, unknown>;
let fx: Fixture;
const db = () => entityRows(fx);
const post = (path: string, json: unknown = {}, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const messageOf = (answer: { msg: string; data: unknown }) =>
  [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');

let vans: { vehicle_number: string; driver_code: string }[];
let truck: string;

beforeAll(async () => {
  fx = await startFixture();
  vans = await db().selectFrom('basic_vehicle as v').innerJoin('basic_driver as d', 'd.driver_code', 'v.driver_code')
    .select(['v.vehicle_number', 'v.driver_code']).where('v.vehicle_type', '=', 'H32').where('v.review_status', '=', 'approved')
    .where('d.review_status', '=', 'approved').where('v.vehicle_tonnage', '>=', 2).orderBy('v.id').execute() as typeof vans;
  truck = String((await db().selectFrom('basic_vehicle').select('vehicle_number').where('vehicle_type', '=', 'Q11').where('review_status', '=', 'approved').executeTakeFirstOrThrow()).vehicle_number);
}, 120_000);
afterAll(async () => fx?.server.close());

async function newOrder(token = fx.tokens.staff, shipperCode = 'SH000004'): Promise<Row> {
  const answer = await post(ORDER, {
    shipperCode, plannedDate: '20261130', vehicleType: 'H32', freightAmount: 260, pickupContact: '王建国', pickupPhone: '13812345678',
    pickupAreaCode: '320381', pickupAddress: '江苏省徐州市新沂市迎宾大道33号配送中心',
  }, token);
  expect(answer.status, messageOf(answer)).toBe(Status.OK);
  return answer.data;
}
const drop = (orderNumber: unknown, sequence: number, weight = 0.4) => post(DROP, {
  orderNumber, sequence, receiverName: '李娜', receiverPhone: '13912345678', areaCode: '320381', address: `江苏省徐州市新沂市人民路${sequence}号华联超市`,
  goodsName: '日用百货', pieces: 20, weight, windowStart: '09:00', windowEnd: '11:00',
});

describe('dispatch and reassign', () => {
  test('an order moves between vans; refusals name the reason and write nothing', async () => {
    const order = await newOrder();
    expect(order.orderNumber).toMatch(/^CP\d{14}$/);
    expect(messageOf(await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: vans[0]!.vehicle_number }))).toMatch(/卸货点/);
    expect((await drop(order.orderNumber, 1)).status).toBe(Status.OK);
    expect((await drop(order.orderNumber, 2, 0.35)).status).toBe(Status.OK);
    expect((await drop(order.orderNumber, 2)).status).toBe(Status.INVALID_PAYLOAD);
    const stored = await db().selectFrom('city_order').selectAll().where('id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect([stored.drop_count, stored.total_weight, stored.total_pieces]).toEqual([2, 0.75, 40]);

    const wrongType = await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: truck });
    expect(wrongType.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(wrongType)).toContain(truck);
    expect((await db().selectFrom('city_order').select('status').where('id', '=', Number(order.id)).executeTakeFirstOrThrow()).status).toBe('pendingDispatch');

    const first = await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: vans[0]!.vehicle_number });
    expect(first.status, messageOf(first)).toBe(Status.OK);
    expect(first.data).toMatchObject({ status: 'dispatched', vehicleNumber: vans[0]!.vehicle_number, driverCode: vans[0]!.driver_code });
    const again = await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: vans[0]!.vehicle_number });
    expect(messageOf(again)).toContain('已调度给');
    const moved = await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: vans[1]!.vehicle_number });
    expect(moved.data).toMatchObject({ status: 'dispatched', vehicleNumber: vans[1]!.vehicle_number, driverCode: vans[1]!.driver_code });
    const drops = await db().selectFrom('city_order_drop').select(['driver_code', 'order_status']).where('order_number', '=', String(order.orderNumber)).execute();
    expect(new Set(drops.map((d) => d.driver_code))).toEqual(new Set([vans[1]!.driver_code]));

    const back = await post(`${ORDER}/${order.id}/unassign`);
    expect(back.data.status).toBe('pendingDispatch');
    const cleared = await db().selectFrom('city_order').select(['vehicle_number', 'driver_code']).where('id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect(cleared).toEqual({ vehicle_number: null, driver_code: null });
  });

  test('a van is not loaded beyond its capacity on one day', async () => {
    const van = await db().selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_tonnage']).where('vehicle_number', '=', vans[2]!.vehicle_number).executeTakeFirstOrThrow();
    const order = await newOrder();
    await drop(order.orderNumber, 1, Math.min(100, Number(van.vehicle_tonnage) + 0.5));
    const answer = await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: van.vehicle_number });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(answer)).toMatch(/超载/);
  });
});

describe('delivery and cancel rules', () => {
  test('start, drops signed or failed, complete; no cancel or drop change once delivering', async () => {
    const order = await newOrder();
    await drop(order.orderNumber, 1);
    await drop(order.orderNumber, 2);
    expect((await post(`${ORDER}/${order.id}/dispatch`, { vehicleNumber: vans[3]!.vehicle_number })).status).toBe(Status.OK);
    const drops = await db().selectFrom('city_order_drop').select(['id']).where('order_number', '=', String(order.orderNumber)).orderBy('sequence').execute();
    expect(messageOf(await post(`${DROP}/${drops[0]!.id}/deliver`, { signerName: '李娜' }))).toMatch(/出发配送后/);
    expect((await post(`${ORDER}/${order.id}/start`)).data).toMatchObject({ status: 'delivering' });
    expect((await post(`${ORDER}/${order.id}/cancel`, { cancelReason: '货主取消' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await drop(order.orderNumber, 3)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await fx.api.call(`${DROP}/${drops[1]!.id}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${DROP}/${drops[0]!.id}/deliver`, { signerName: '李娜' })).status).toBe(Status.OK);
    expect(messageOf(await post(`${ORDER}/${order.id}/complete`))).toMatch(/1 个卸货点/);
    expect((await post(`${DROP}/${drops[1]!.id}/fail`, { failReason: '门店已关门' })).status).toBe(Status.OK);
    const done = await post(`${ORDER}/${order.id}/complete`);
    expect(done.data).toMatchObject({ status: 'completed', deliveredCount: 1, dropCount: 2 });
  });

  test('cancel needs a reason and works before the delivery', async () => {
    const order = await newOrder();
    expect((await post(`${ORDER}/${order.id}/cancel`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${ORDER}/${order.id}/cancel`, { cancelReason: '货主改期' })).data).toMatchObject({ status: 'cancelled', cancelReason: '货主改期' });
  });
});

describe('scope and demo', () => {
  test('a shipper orders for himself and lists his own orders', async () => {
    // The shipper role holds 城配订单 and its detail (server/seed/data/roles.json).
    const own = await newOrder(fx.tokens.shipper, fx.codes.shipper);
    expect(own.shipperCode).toBe(fx.codes.shipper);
    const list = await fx.api.call<{ records: Row[] }>(`${ORDER}/list`, { query: { pageSize: 100 }, token: fx.tokens.shipper });
    expect(list.data.records.length).toBeGreaterThan(0);
    expect(new Set(list.data.records.map((r) => r.shipperCode))).toEqual(new Set([fx.codes.shipper]));
  });

  test('the demo orders cover every state and their totals are their drops', async () => {
    const states = await db().selectFrom('city_order').select('status').distinct().execute();
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['pendingDispatch', 'dispatched', 'delivering', 'completed', 'cancelled']));
    const mismatched = await db().selectFrom('city_order as o')
      .select((eb) => ['o.order_number', 'o.drop_count', eb.selectFrom('city_order_drop as d').select((e) => e.fn.countAll().as('n')).whereRef('d.order_number', '=', 'o.order_number').as('n')])
      .execute() as { drop_count: number; n: number }[];
    expect(mismatched.filter((row) => Number(row.n) !== Number(row.drop_count))).toEqual([]);
    expect(mismatched.every((row) => row.drop_count >= 2 && row.drop_count <= 6 || row.drop_count <= 3)).toBe(true);
  });

  test('no demo drop is handled after the seeding moment, nor before its round started', async () => {
    const drops = await db().selectFrom('city_order_drop as d').innerJoin('city_order as o', 'o.order_number', 'd.order_number')
      .select(['d.handled_date_time as handled', 'o.started_date_time as started']).where('d.handled_date_time', 'is not', null).execute();
    expect(drops.length).toBeGreaterThan(0);
    const seeded = displayTime(fx.server.clock.now());
    expect(drops.filter((d) => String(d.handled) > seeded || String(d.handled) < String(d.started))).toEqual([]);
  });
});
