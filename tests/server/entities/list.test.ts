// GET /<entity>/list: paging, sort on declared fields only, declared filters, ranges, totals,
// and refusal of anything undeclared, whatever it smuggles.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { countRows, DRIVER, newWaybill, snapshot, startFixture, VEHICLE, WAYBILL, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const list = (path: string, query: Record<string, string | number>, token = fx.tokens.staff) =>
  fx.api.call(`${path}/list`, { query, token });

type Rec = Record<string, string | number>;

describe('paging', () => {
  test('answers records, total, pageNum and pageSize; the page holds pageSize records', async () => {
    const answer = await list(WAYBILL, { pageNum: 2, pageSize: 50 });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ total: 2400, pageNum: 2, pageSize: 50 });
    expect(answer.data.records).toHaveLength(50);
  });

  test('defaults to page 1 of 20 in the list page default sort (newest consignment first)', async () => {
    const answer = await list(WAYBILL, {});
    expect(answer.data).toMatchObject({ pageNum: 1, pageSize: 20 });
    const times = answer.data.records.map((r: Rec) => r.consignmentDateTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('the last page holds the remainder, and pages do not overlap', async () => {
    const last = await list(WAYBILL, { pageNum: 24, pageSize: 100 });
    expect(last.data.records).toHaveLength(100);
    const beyond = await list(WAYBILL, { pageNum: 25, pageSize: 100 });
    expect(beyond.data.records).toEqual([]);
    expect(beyond.data.total).toBe(2400);
    const all = [];
    for (let page = 1; page <= 5; page += 1) all.push(...(await list(WAYBILL, { pageNum: page, pageSize: 500 })).data.records);
    expect(new Set(all.map((r: Rec) => r.id)).size).toBe(2400);
  });

  test('a page near the end equals the same rows read from the start', async () => {
    const ids = (records: Rec[]) => records.map((r) => r.id);
    const whole = await list(WAYBILL, { pageNum: 5, pageSize: 500, sortField: 'goodsItemGrossWeight', sortType: 'asc' });
    const nearEnd = await list(WAYBILL, { pageNum: 119, pageSize: 20, sortField: 'goodsItemGrossWeight', sortType: 'asc' });
    expect(ids(nearEnd.data.records)).toEqual(ids(whole.data.records.slice(360, 380)));
  });

  test('page sizes outside 10/20/30/50/100/500 and page 0 answer 422 naming the field', async () => {
    for (const [query, field] of [[{ pageSize: 25 }, '/pageSize'], [{ pageSize: 1000 }, '/pageSize'], [{ pageNum: 0 }, '/pageNum'], [{ pageNum: 'x' }, '/pageNum']] as const) {
      const answer = await list(WAYBILL, query);
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
      expect(answer.data.errors.map((e: Rec) => e.field)).toContain(field);
    }
  });

  test('records use the schema names, and optional empty fields are omitted, never null', async () => {
    const answer = await list(WAYBILL, { status: 'pending_dispatch', pageSize: 10 });
    const record = answer.data.records[0];
    expect(record).toHaveProperty('shippingNoteNumber');
    expect(record).not.toHaveProperty('shipping_note_number');
    expect(record).not.toHaveProperty('vehicleNumber');
    expect(Object.values(record)).not.toContain(null);
  });
});

describe('sorting', () => {
  test('sorts by a declared field in both directions', async () => {
    const asc = await list(WAYBILL, { sortField: 'totalMonetaryAmount', sortType: 'asc', pageSize: 50 });
    const amounts = asc.data.records.map((r: Rec) => r.totalMonetaryAmount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = await list(WAYBILL, { sortField: 'totalMonetaryAmount', sortType: 'desc', pageSize: 10 });
    expect(desc.data.records[0].totalMonetaryAmount).toBeGreaterThanOrEqual(amounts[amounts.length - 1]);
  });

  test('an undeclared sort field answers 422 with a clear message', async () => {
    const answer = await list(WAYBILL, { sortField: 'consignorTelephone' });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/sortField', key: 'validation.enum', message: '请从可选项中选择' })]);
  });

  test('SQL in the sort field or sort type is refused and runs nothing', async () => {
    const before = await countRows(fx.server.db, 'tms_waybill');
    const queries: Record<string, string>[] = [{ sortField: 'id; DROP TABLE tms_waybill' }, { sortField: 'status', sortType: 'asc; DELETE FROM tms_waybill' }, { sortField: '(select 1)' }];
    for (const query of queries) {
      expect((await list(WAYBILL, query)).status).toBe(Status.INVALID_PAYLOAD);
    }
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(before);
  });
});

describe('filters', () => {
  test('an exact filter answers only matching records, and the total counts them all', async () => {
    const answer = await list(WAYBILL, { status: 'completed', pageSize: 500 });
    const expected = await fx.server.db.selectFrom('tms_waybill').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'completed').executeTakeFirstOrThrow();
    expect(answer.data.total).toBe(Number(expected.n));
    expect(answer.data.records.every((r: Rec) => r.status === 'completed')).toBe(true);
  });

  test('a like filter matches text contained anywhere', async () => {
    const answer = await list(WAYBILL, { descriptionOfGoods: '钢', pageSize: 100 });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.records.every((r: Rec) => String(r.descriptionOfGoods).includes('钢'))).toBe(true);
  });

  test('a filter name carrying SQL answers 422 naming it, and nothing runs', async () => {
    const before = await snapshot(fx.server.db, 'tms_waybill');
    const answer = await list(WAYBILL, { 'status; DROP TABLE waybill': 'completed' });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/status; DROP TABLE waybill', key: 'entityApi.error.unknownField' })]);
    expect(answer.data.errors[0].message).toContain('status; DROP TABLE waybill');
    expect(await snapshot(fx.server.db, 'tms_waybill')).toEqual(before);
  });

  test('an undeclared filter (a field without x-filter) answers 422', async () => {
    const answer = await list(WAYBILL, { consignorTelephone: '13933152266' });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors[0].field).toBe('/consignorTelephone');
  });

  test("a value with ' OR 1=1 -- matches nothing (it is a value, not SQL)", async () => {
    const queries: Record<string, string>[] = [{ status: "completed' OR 1=1 --" }, { shippingNoteNumber: "' OR 1=1 --" }, { consignor: "x' OR '1'='1" }];
    for (const query of queries) {
      const answer = await list(WAYBILL, query);
      expect(answer.status).toBe(Status.OK);
      expect(answer.data.total).toBe(0);
    }
  });

  test('% and _ in a like filter match themselves only', async () => {
    expect((await list(WAYBILL, { shippingNoteNumber: '%' })).data.total).toBe(0);
    expect((await list(WAYBILL, { consignor: '_' })).data.total).toBe(0);
    const created = await fx.api.call(WAYBILL, { token: fx.tokens.staff, json: newWaybill({ shipperName: '百分百_物流%公司', consignor: '百分百_物流%公司' }) });
    expect(created.status).toBe(Status.OK);
    const underscore = await list(WAYBILL, { consignor: '_物流%' });
    expect(underscore.data.records.map((r: Rec) => r.id)).toEqual([created.data.id]);
  });

  test('an exact filter value longer than its field answers 422', async () => {
    const answer = await list(WAYBILL, { status: 'x'.repeat(21) });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors[0]).toMatchObject({ field: '/status', key: 'validation.maxLength', params: { limit: 20 } });
  });
});

describe('ranges', () => {
  test('<field>Start and <field>End bound a datetime range (inclusive)', async () => {
    const start = '2026-02-01 00:00:00';
    const end = '2026-02-07 23:59:59';
    const answer = await list(WAYBILL, { consignmentDateTimeStart: start, consignmentDateTimeEnd: end, pageSize: 500 });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.records.every((r: Rec) => r.consignmentDateTime >= start && r.consignmentDateTime <= end)).toBe(true);
  });

  test('a numeric range bounds the amount', async () => {
    const answer = await list(WAYBILL, { totalMonetaryAmountStart: 5000, totalMonetaryAmountEnd: 6000, pageSize: 500 });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.records.every((r: Rec) => (r.totalMonetaryAmount as number) >= 5000 && (r.totalMonetaryAmount as number) <= 6000)).toBe(true);
  });

  test('a range value not in yyyy-MM-dd HH:mm:ss answers 422', async () => {
    for (const value of ['2026-02-01', '2026/02/01 00:00:00', '2026-13-01 00:00:00', "2026-02-01 00:00:00' OR 1=1"]) {
      const answer = await list(WAYBILL, { consignmentDateTimeStart: value });
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
      expect(answer.data.errors.map((e: Rec) => e.field)).toEqual(expect.arrayContaining(['/consignmentDateTimeStart']));
      expect(answer.data.errors.every((e: Rec) => e.field === '/consignmentDateTimeStart')).toBe(true);
    }
  });

  test('a number range with text answers 422', async () => {
    const answer = await list(WAYBILL, { totalMonetaryAmountStart: 'abc' });
    expect(answer.data.errors[0]).toMatchObject({ field: '/totalMonetaryAmountStart', key: 'validation.type.number' });
  });

  test('combined with filters and a sort, the total counts the same conditions', async () => {
    const query = { status: 'completed', consignmentDateTimeStart: '2026-01-01 00:00:00', consignmentDateTimeEnd: '2026-01-31 23:59:59', sortField: 'totalMonetaryAmount', sortType: 'desc', pageSize: 500 } as const;
    const answer = await list(WAYBILL, query);
    const expected = await fx.server.db.selectFrom('tms_waybill').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'completed').where('consignment_date_time', '>=', query.consignmentDateTimeStart)
      .where('consignment_date_time', '<=', query.consignmentDateTimeEnd).executeTakeFirstOrThrow();
    expect(answer.data.total).toBe(Number(expected.n));
    expect(answer.data.records).toHaveLength(Math.min(500, Number(expected.n)));
  });
});

describe('the other entities', () => {
  test('drivers and vehicles list with their own declared filters', async () => {
    const drivers = await list(DRIVER, { vehicleClass: 'A2', pageSize: 100 });
    expect(drivers.data.total).toBeGreaterThan(50);
    expect(drivers.data.records.every((r: Rec) => r.vehicleClass === 'A2')).toBe(true);
    const vehicles = await list(VEHICLE, { vehiclePlateColorCode: '2', sortField: 'vehicleTonnage', sortType: 'desc', pageSize: 10 });
    expect(vehicles.data.records.every((r: Rec) => r.vehiclePlateColorCode === '2')).toBe(true);
  });
});
