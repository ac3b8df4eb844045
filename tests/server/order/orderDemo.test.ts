// The orders the demo waybills came from (server/routes/tms/order/demo.ts): derived after the demo
// data as the cargo flow (hooks.ts, waybillFromOrder.ts) would have left them. Dealt and completed
// orders exist; each names its waybills by its number (0000, or 0001, 0002 ... over several
// vehicles) and counts them; each hall order has one accepted bid per waybill and some declined
// ones; weights and freight add up; the numbers follow the day's x-demo ones and the next order
// made through the API follows them all.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { createEntityRegistry } from '../../../server/entities/registry';
import { recordOf, type EntityRecord } from '../../../server/entities/records';
import { fillOnCreate } from '../../../server/entities/serverFields';
import { dictionaryDefinitions } from '../../../server/seed/dictionaries';
import { DEFAULT_CODES_DIR } from '../../../server/seed/codeLists';
import type { Caller } from '../../../server/entities/caller';
import { displayTime } from '../../../server/storage/clock';
import { entityRows, startFixture, type Fixture } from '../entities/support';

import { ORDER, orderPayload } from './support';
const WAYBILL = '/ntocc-tms-api/waybill';

const registry = createEntityRegistry();
const orderEntity = registry.get('cargoOrder')!;
const bidEntity = registry.get('orderBid')!;
const waybillEntity = registry.get('waybill')!;

let fx: Fixture;
let orders: EntityRecord[];
let derived: EntityRecord[];
let bids: EntityRecord[];
let waybillsOf: Map<string, EntityRecord[]>;
beforeAll(async () => {
  fx = await startFixture();
  const rows = async (table: string) => (await entityRows(fx).selectFrom(table).selectAll().orderBy('id').execute());
  orders = (await rows(orderEntity.table)).map((row) => recordOf(orderEntity, row));
  derived = orders.filter((order) => order.status === 'dealt' || order.status === 'completed');
  bids = (await rows(bidEntity.table)).map((row) => recordOf(bidEntity, row));
  waybillsOf = new Map();
  for (const waybill of (await rows(waybillEntity.table)).map((row) => recordOf(waybillEntity, row))) {
    const number = String(waybill.originalDocumentNumber ?? '');
    if (number.startsWith('HY')) waybillsOf.set(number, [...(waybillsOf.get(number) ?? []), waybill]);
  }
});
afterAll(() => fx.server.close());

const sum = (records: EntityRecord[], field: string) => records.reduce((total, record) => total + Number(record[field] ?? 0), 0);
const bidsOf = (orderNumber: unknown) => bids.filter((bid) => bid.orderNumber === orderNumber);

describe('the demo holds orders that became waybills', () => {
  test('dealt and completed orders, some over several vehicles, hall and 指派, from every channel', () => {
    const states = new Map<unknown, number>();
    for (const order of derived) states.set(order.status, (states.get(order.status) ?? 0) + 1);
    expect(states.get('completed')).toBeGreaterThan(100);
    expect(states.get('dealt')).toBeGreaterThan(5);
    expect(derived.filter((order) => Number(order.vehicleCount) > 1).length).toBeGreaterThan(5);
    expect(new Set(derived.map((order) => order.orderType))).toEqual(new Set(['hall', 'designated']));
    expect(new Set(derived.map((order) => order.channel))).toEqual(new Set(['web', 'wechat', 'app', 'staff']));
    expect(new Set(derived.map((order) => order.priceMode))).toEqual(new Set(['per_ton', 'per_vehicle']));
  });

  test('every derived order and bid is valid against its schema and names dictionary codes', async () => {
    const shippers = new Map((await entityRows(fx).selectFrom('basic_shipper').select(['shipper_code', 'shipper_name', 'review_status']).execute())
      .map((row) => [String(row.shipper_code), row]));
    const dictionaries = new Map(dictionaryDefinitions(DEFAULT_CODES_DIR).map((d) => [d.type, new Set(d.items.map((item) => item.code))]));
    const invalid: unknown[] = [];
    const check = (of: typeof orderEntity, record: EntityRecord) => {
      if (!of.validateCreate(structuredClone(record))) invalid.push({ record, errors: of.validateCreate.errors });
      for (const field of of.fields) {
        const type = field.schema['x-dict'] ?? (of.states?.field === field.property ? of.states.dict : undefined);
        const value = record[field.property];
        if (type && value !== undefined && !dictionaries.get(type)?.has(String(value))) invalid.push({ field: field.property, value });
      }
    };
    for (const order of derived) check(orderEntity, order);
    // The shipper is an approved shipper record, by its own name (the order's x-relation).
    for (const order of derived) {
      const shipper = shippers.get(String(order.shipperCode));
      if (shipper?.review_status !== 'APPROVED' || shipper.shipper_name !== order.shipperName) invalid.push({ order: order.orderNumber, shipper });
    }
    for (const bid of bids.filter((b) => b.status === 'accepted' || derived.some((order) => order.orderNumber === b.orderNumber))) check(bidEntity, bid);
    expect(invalid).toEqual([]);
  });

  test('each order\'s waybills carry its number, 0000 alone or 0001.. over several vehicles, and number acceptedCount = vehicleCount', () => {
    for (const order of derived) {
      const parts = waybillsOf.get(String(order.orderNumber)) ?? [];
      expect(parts.length, String(order.orderNumber)).toBe(Number(order.acceptedCount));
      expect(order.acceptedCount).toBe(order.vehicleCount);
      const serials = parts.map((part) => part.serialNumber).sort();
      expect(serials).toEqual(parts.length === 1 ? ['0000'] : parts.map((_, index) => String(index + 1).padStart(4, '0')));
      for (const part of parts) {
        expect(part).toMatchObject({
          businessTypeCode: '1002996', shipperCode: order.shipperCode, loadingCountrySubdivisionCode: order.loadingCountrySubdivisionCode,
          receiptCountrySubdivisionCode: order.receiptCountrySubdivisionCode, placeOfLoading: order.placeOfLoading,
          goodsReceiptPlace: order.goodsReceiptPlace, consignee: order.consignee, descriptionOfGoods: order.descriptionOfGoods,
        });
        expect(part.vehicleNumber).toBeTruthy();
      }
      // 已完成 once every part is signed; 已成交 while one is on the way.
      const finished = parts.every((part) => part.status === 'signed' || part.status === 'completed');
      expect(order.status).toBe(finished ? 'completed' : 'dealt');
      // The parts of one order are of one day; the order was made and published before the first.
      const made = parts.map((part) => String(part.consignmentDateTime)).sort();
      expect(new Set(made.map((time) => time.slice(0, 10))).size).toBe(1);
      expect(String(order.gmtCreated) < made[0]!).toBe(true);
      if (order.orderType === 'hall') {
        expect(String(order.gmtCreated) <= String(order.submitDateTime)).toBe(true);
        expect(String(order.submitDateTime) < String(order.auditDateTime)).toBe(true);
        expect(String(order.auditDateTime) < made[0]!).toBe(true);
      }
      expect(String(order.loadingStart) < String(order.loadingEnd)).toBe(true);
    }
    // No waybill names an order that does not exist.
    const numbers = new Set(orders.map((order) => order.orderNumber));
    expect([...waybillsOf.keys()].filter((number) => !numbers.has(number))).toEqual([]);
  });

  test('weights and freight add up: the order\'s weight is its waybills\', its price gives their freight', () => {
    for (const order of derived) {
      const parts = waybillsOf.get(String(order.orderNumber))!;
      const weight = sum(parts, 'goodsItemGrossWeight');
      const freight = sum(parts, 'totalMonetaryAmount');
      expect(Math.abs(Number(order.goodsItemGrossWeight) - weight), String(order.orderNumber)).toBeLessThan(0.011);
      const priced = order.priceMode === 'per_ton' ? Number(order.unitPrice) * Number(order.goodsItemGrossWeight) : Number(order.unitPrice) * Number(order.vehicleCount);
      // A price per tonne has two decimals: within half a fen per tonne.
      expect(Math.abs(priced - freight), String(order.orderNumber)).toBeLessThanOrEqual(weight * 0.005 + 0.01 * parts.length);
      for (const part of parts) expect(Math.abs(Number(part.balanceAmount) - (Number(part.totalMonetaryAmount) - Number(part.prepaidAmount)))).toBeLessThan(0.011);
    }
  });

  test('a hall order has one accepted bid per waybill, naming it, at its freight; declined bids are other drivers\'; 指派 has no bid', () => {
    for (const order of derived) {
      const parts = waybillsOf.get(String(order.orderNumber))!;
      const own = bidsOf(order.orderNumber);
      const accepted = own.filter((bid) => bid.status === 'accepted');
      if (order.orderType === 'designated') {
        expect(own).toEqual([]);
        continue;
      }
      expect(accepted.map((bid) => bid.shippingNoteNumber).sort()).toEqual(parts.map((part) => part.shippingNoteNumber).sort());
      for (const bid of accepted) {
        const part = parts.find((p) => p.shippingNoteNumber === bid.shippingNoteNumber)!;
        expect(bid).toMatchObject({ vehicleNumber: part.vehicleNumber, driverCode: part.driverCode, shipperCode: order.shipperCode, acceptDateTime: part.consignmentDateTime });
        expect(Number(bid.bidPrice)).toBeCloseTo(Number(part.totalMonetaryAmount), 2);
        expect(String(bid.gmtCreated) > String(order.auditDateTime) && String(bid.gmtCreated) < String(bid.acceptDateTime)).toBe(true);
      }
      expect(Math.abs(sum(accepted, 'bidPrice') - sum(parts, 'totalMonetaryAmount'))).toBeLessThan(0.01);
      const drivers = own.map((bid) => bid.driverCode);
      expect(new Set(drivers).size).toBe(drivers.length);
      for (const bid of own.filter((b) => b.status !== 'accepted')) {
        expect(bid.status).toBe('declined');
        expect(bid.shippingNoteNumber).toBeUndefined();
        expect(bid.declineReason).toBeTruthy();
        expect(String(bid.gmtCreated) > String(order.auditDateTime)).toBe(true);
      }
    }
    const declined = derived.flatMap((order) => bidsOf(order.orderNumber).filter((bid) => bid.status === 'declined'));
    expect(declined.length).toBeGreaterThan(50);
    expect(declined.some((bid) => bid.declineReason === '订单所需车辆已满')).toBe(true);
  });

  test('staff list them in 订单管理; a shipper sees his own', async () => {
    const completed = await fx.api.call<{ total: number }>(`${ORDER}/list`, { token: fx.tokens.staff, query: { status: 'completed', pageNum: 1, pageSize: 10 } });
    expect(completed.status, completed.msg).toBe(Status.OK);
    expect(completed.data.total).toBe(derived.filter((order) => order.status === 'completed').length);
    const own = await fx.api.call<{ total: number }>(`${ORDER}/list`, { token: fx.tokens.shipper, query: { status: 'completed', pageNum: 1, pageSize: 10 } });
    expect(own.data.total).toBe(derived.filter((order) => order.status === 'completed' && order.shipperCode === fx.codes.shipper).length);
    expect(own.data.total).toBeGreaterThan(0);
  });
});

describe('order numbers', () => {
  test('HY + the creation day + a sequence: unique, each day 000001 up without a gap, derived ones after the x-demo ones', () => {
    const byDay = new Map<string, EntityRecord[]>();
    for (const order of orders) {
      const number = String(order.orderNumber);
      expect(number).toMatch(/^HY\d{14}$/);
      expect(number.slice(2, 10)).toBe(String(order.gmtCreated).slice(0, 10).replace(/-/g, ''));
      byDay.set(number.slice(2, 10), [...(byDay.get(number.slice(2, 10)) ?? []), order]);
    }
    for (const dayOrders of byDay.values()) {
      const sequences = dayOrders.map((order) => Number(String(order.orderNumber).slice(10))).sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      const lastSeeded = Math.max(0, ...dayOrders.filter((order) => !derived.includes(order)).map((order) => Number(String(order.orderNumber).slice(10))));
      for (const order of dayOrders.filter((o) => derived.includes(o))) expect(Number(String(order.orderNumber).slice(10))).toBeGreaterThan(lastSeeded);
    }
  });

  test('the server\'s next number of a day with derived orders follows the highest of them', async () => {
    // The day with the most derived orders, numbered as a create on that day numbers it.
    const counts = new Map<string, number>();
    for (const order of derived) counts.set(String(order.gmtCreated).slice(0, 10), (counts.get(String(order.gmtCreated).slice(0, 10)) ?? 0) + 1);
    const [day] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const highest = Math.max(...orders.filter((order) => String(order.gmtCreated).startsWith(day)).map((order) => Number(String(order.orderNumber).slice(10))));
    const values: EntityRecord = {};
    await fx.server.db.transaction().execute(async (trx) => {
      await fillOnCreate(trx, orderEntity, values, { code: 'STAFF', name: '测试', branchCode: 'SD0001' } as Caller, new Date(`${day}T12:00:00+08:00`));
      throw new Error('rolled back');
    }).catch((error: Error) => { if (error.message !== 'rolled back') throw error; });
    expect(values.orderNumber).toBe(`HY${day.replace(/-/g, '')}${String(highest + 1).padStart(6, '0')}`);
  });

  test('an order made through the API gets a number never used before, after the day\'s highest', async () => {
    const before = new Set(orders.map((order) => order.orderNumber));
    const today = fx.server.clock.now();
    const created = await fx.api.call<EntityRecord>(ORDER, {
      token: fx.tokens.shipper, method: 'POST', json: orderPayload(fx.codes.shipper),
    });
    expect(created.status, created.msg).toBe(Status.OK);
    const number = String(created.data.orderNumber);
    expect(before.has(number)).toBe(false);
    const stem = `HY${displayTime(today).slice(0, 10).replace(/-/g, '')}`;
    const highest = Math.max(0, ...[...before].filter((n) => String(n).startsWith(stem)).map((n) => Number(String(n).slice(10))));
    expect(number).toBe(`${stem}${String(highest + 1).padStart(6, '0')}`);
  });
});

describe('the flow carries on from the derived history', () => {
  test('signing the last unloaded waybill of a dealt order completes it', async () => {
    const order = derived.find((o) => o.status === 'dealt' && (waybillsOf.get(String(o.orderNumber)) ?? []).every((part) => ['unloaded', 'signed', 'completed'].includes(String(part.status))));
    expect(order, 'a dealt order whose parts are all unloaded or signed').toBeDefined();
    for (const part of waybillsOf.get(String(order!.orderNumber))!.filter((p) => p.status === 'unloaded')) {
      const signed = await fx.api.call(`${WAYBILL}/${Number(part.id)}/sign`, { token: fx.tokens.staff, method: 'POST', json: { signedDateTime: displayTime(fx.server.clock.now()) } });
      expect(signed.status, signed.msg).toBe(Status.OK);
    }
    const after = await fx.api.call<EntityRecord>(`${ORDER}/${Number(order!.id)}`, { token: fx.tokens.staff });
    expect(after.data).toMatchObject({ status: 'completed', acceptedCount: order!.vehicleCount });
  });
});
