// The figures of every statistics call equal an independent computation in SQL over the demo
// data (branch staff: the whole demo branch). Today is 2026-03-02 in China on the test clock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { WAYBILL_STATES } from '../../../server/statistics/waybillStates';
import { startFixture, type Fixture } from '../entities/support';
import { expectAmount, num, one, rows, statistics, waybillsOf } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const TODAY = '2026-03-02';
const live = sql`status <> 'cancelled'`;
const consigned = (start: string, end: string) => sql`consignment_date_time >= ${`${start} 00:00:00`} and consignment_date_time <= ${`${end} 23:59:59`}`;

describe('waybill states', () => {
  test('the statistics know every state of the waybill_status dictionary, in its order', () => {
    const dictionaries = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../schemas/dictionaries.json'), 'utf8'));
    expect(WAYBILL_STATES).toEqual(dictionaries.waybill_status.items.map((item: { code: string }) => item.code));
  });
});

describe('orderFreightIndex: waybills, tonnes, freight and unit prices per day or month of consignment', () => {
  test('by default the last 30 days, one point per day, each equal to the day\'s live waybills', async () => {
    const answer = await statistics(fx, 'orderFreightIndex', fx.tokens.staff);
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ startTime: '2026-02-01', endTime: TODAY, granularity: 'day' });
    expect(answer.data.points).toHaveLength(30);
    const expected = await rows(fx.server.db, sql`select substr(consignment_date_time, 1, 10) as day, count(*) as n,
      sum(total_monetary_amount) as freight, sum(goods_item_gross_weight) as tonnes, sum(goods_item_gross_weight * transportation_distance) as tkm
      from tms_waybill where ${waybillsOf()} and ${live} and ${consigned('2026-02-01', TODAY)} group by day`);
    expect(expected.length).toBeGreaterThan(10);
    for (const point of answer.data.points) {
      const day = expected.find((row) => row.day === point.period);
      expect(point.waybills).toBe(num(day?.n));
      expectAmount(point.freight, day?.freight);
      expect(point.tonnes).toBeCloseTo(num(day?.tonnes), 3);
      if (day) expect(point.freightPerTonne).toBeCloseTo(num(day.freight) / num(day.tonnes), 2);
      else expect(point.freightPerTonne).toBeNull();
    }
    expect(answer.data.totals.waybills).toBe(expected.reduce((sum, row) => sum + num(row.n), 0));
  });

  test('by month over a chosen range: a point for every month, totals of the whole range', async () => {
    const answer = await statistics(fx, 'orderFreightIndex', fx.tokens.staff, { granularity: 'month', startTime: '2025-10-15', endTime: '2026-02-10' });
    expect(answer.data.points.map((p: { period: string }) => p.period)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    const total = await one(fx.server.db, sql`select count(*) as n, sum(total_monetary_amount) as freight, sum(goods_item_gross_weight * transportation_distance) as tkm
      from tms_waybill where ${waybillsOf()} and ${live} and ${consigned('2025-10-15', '2026-02-10')}`);
    expect(answer.data.totals.waybills).toBe(num(total.n));
    expectAmount(answer.data.totals.freight, total.freight);
    expect(answer.data.totals.freightPerTonneKm).toBeCloseTo(num(total.freight) / num(total.tkm), 4);
    const january = await one(fx.server.db, sql`select count(*) as n from tms_waybill where ${waybillsOf()} and ${live} and ${consigned('2026-01-01', '2026-01-31')}`);
    expect(answer.data.points[3].waybills).toBe(num(january.n));
  });
});

describe('getFeeStatistics: freight receivable from the waybills, settled (completed) against outstanding', () => {
  test('totals, by state and by day equal the live waybills\' amounts', async () => {
    const range = { startTime: '2026-01-01', endTime: '2026-02-28' };
    const answer = await statistics(fx, 'getFeeStatistics', fx.tokens.staff, range);
    expect(answer.data.basis).toBe('waybillFreight');
    const total = await one(fx.server.db, sql`select count(*) as n, sum(total_monetary_amount) as freight, sum(prepaid_amount) as prepaid,
      sum(balance_amount) as balance, sum(case when status = 'completed' then total_monetary_amount else 0 end) as settled,
      sum(case when status = 'completed' then 1 else 0 end) as settled_n
      from tms_waybill where ${waybillsOf()} and ${live} and ${consigned(range.startTime, range.endTime)}`);
    const { totals } = answer.data;
    expect(totals.waybills).toBe(num(total.n));
    expectAmount(totals.freight, total.freight);
    expectAmount(totals.prepaid, total.prepaid);
    expectAmount(totals.balance, total.balance);
    expectAmount(totals.settledFreight, total.settled);
    expect(totals.settledWaybills).toBe(num(total.settled_n));
    expect(totals.outstandingWaybills).toBe(num(total.n) - num(total.settled_n));
    expectAmount(totals.outstandingFreight, num(total.freight) - num(total.settled));
    expect(answer.data.byStatus.map((s: { status: string }) => s.status)).not.toContain('cancelled');
    const byState = await rows(fx.server.db, sql`select status, count(*) as n from tms_waybill where ${waybillsOf()} and ${live}
      and ${consigned(range.startTime, range.endTime)} group by status`);
    for (const state of answer.data.byStatus) expect(state.waybills).toBe(num(byState.find((row) => row.status === state.status)?.n));
    expect(answer.data.periods).toHaveLength(59);
    expect(answer.data.periods.reduce((sum: number, p: { waybills: number }) => sum + p.waybills, 0)).toBe(num(total.n));
  });
});

describe('getVehicleCountStatistics: vehicles by review state and type, on the road, idle, active', () => {
  test('each count equals the vehicles and waybills of the branch', async () => {
    const answer = await statistics(fx, 'getVehicleCountStatistics', fx.tokens.staff);
    const db = fx.server.db;
    const reviews = await rows(db, sql`select review_status, count(*) as n from basic_vehicle where branch_code = 'SD0001' group by review_status`);
    const review = (state: string) => num(reviews.find((row) => row.review_status === state)?.n);
    expect(answer.data).toMatchObject({ approved: review('approved'), pending: review('pending'), rejected: review('rejected') });
    expect(answer.data.total).toBe(review('approved') + review('pending') + review('rejected'));
    const onTheRoad = await one(db, sql`select count(distinct vehicle_number) as n from tms_waybill where ${waybillsOf()} and status = 'loaded'`);
    const dispatched = await one(db, sql`select count(distinct vehicle_number) as n from tms_waybill where ${waybillsOf()} and status = 'dispatched'`);
    expect(answer.data.onTheRoad).toBe(num(onTheRoad.n));
    expect(answer.data.onTheRoad).toBeGreaterThan(0);
    expect(answer.data.dispatched).toBe(num(dispatched.n));
    const idle = await one(db, sql`select count(*) as n from basic_vehicle v where v.branch_code = 'SD0001' and v.review_status = 'approved'
      and v.vehicle_number not in (select vehicle_number from tms_waybill where branch_code = 'SD0001' and status in ('dispatched', 'loaded') and vehicle_number is not null)`);
    expect(answer.data.idle).toBe(num(idle.n));
    const active = await one(db, sql`select count(distinct vehicle_number) as n from tms_waybill where ${waybillsOf()} and ${live} and ${consigned('2026-02-01', TODAY)}`);
    expect(answer.data.activeInRange).toBe(num(active.n));
    const tonnage = await one(db, sql`select sum(vehicle_tonnage) as t from basic_vehicle where branch_code = 'SD0001' and review_status = 'approved'`);
    expect(answer.data.approvedTonnage).toBeCloseTo(num(tonnage.t), 3);
    const types = await rows(db, sql`select vehicle_type, count(*) as n from basic_vehicle where branch_code = 'SD0001' group by vehicle_type`);
    expect(answer.data.byType).toHaveLength(types.length);
    for (const type of answer.data.byType) expect(type.total).toBe(num(types.find((row) => row.vehicle_type === type.vehicleType)?.n));
  });
});

describe('getOrderCountStatistics: today, this month, the range by state, the open pipeline', () => {
  test('each count equals the branch\'s waybills', async () => {
    const answer = await statistics(fx, 'getOrderCountStatistics', fx.tokens.staff);
    const db = fx.server.db;
    expect(answer.data).toMatchObject({ startTime: '2026-03-01', endTime: TODAY });
    const during = (column: string, start: string, end: string) =>
      one(db, sql`select count(*) as n from tms_waybill where ${waybillsOf()} and ${sql.ref(column)} >= ${`${start} 00:00:00`} and ${sql.ref(column)} <= ${`${end} 23:59:59`}`).then((row) => num(row.n));
    expect(answer.data.today).toEqual({
      date: TODAY,
      created: await during('consignment_date_time', TODAY, TODAY),
      loaded: await during('despatch_actual_date_time', TODAY, TODAY),
      signed: await during('signed_date_time', TODAY, TODAY),
      completed: await during('finish_date_time', TODAY, TODAY),
    });
    expect(answer.data.lastMonth).toEqual({
      month: '2026-02',
      created: await during('consignment_date_time', '2026-02-01', '2026-02-28'),
      loaded: await during('despatch_actual_date_time', '2026-02-01', '2026-02-28'),
      signed: await during('signed_date_time', '2026-02-01', '2026-02-28'),
      completed: await during('finish_date_time', '2026-02-01', '2026-02-28'),
    });
    expect(answer.data.lastMonth.created).toBeGreaterThan(0);
    expect(answer.data.thisMonth.created).toBe(await during('consignment_date_time', '2026-03-01', TODAY));
    const open = await rows(db, sql`select status, count(*) as n from tms_waybill where ${waybillsOf()} group by status`);
    const now = (state: string) => num(open.find((row) => row.status === state)?.n);
    expect(answer.data.pipeline).toEqual({
      pendingDispatch: now('pending_dispatch'), dispatched: now('dispatched'), inTransit: now('loaded'), unloaded: now('unloaded'), signed: now('signed'),
    });
    expect(answer.data.range.byStatus.map((s: { status: string }) => s.status)).toEqual(WAYBILL_STATES);
    expect(answer.data.range.total).toBe(answer.data.thisMonth.created);
  });
});

describe('shipmentInfo: a shipper\'s waybills by state, freight, this month, open now, top routes', () => {
  test('for staff with shipperCode: that shipper\'s figures, and its busiest city-to-city routes', async () => {
    const code = fx.codes.shipperco;
    const range = { startTime: '2025-12-01', endTime: '2026-02-28' };
    const answer = await statistics(fx, 'shipmentInfo', fx.tokens.staff, { ...range, shipperCode: code });
    const db = fx.server.db;
    const total = await one(db, sql`select count(*) as n, sum(total_monetary_amount) as freight, sum(goods_item_gross_weight) as tonnes
      from tms_waybill where ${waybillsOf({ shipper: code })} and ${live} and ${consigned(range.startTime, range.endTime)}`);
    const all = await one(db, sql`select count(*) as n from tms_waybill where ${waybillsOf({ shipper: code })} and ${consigned(range.startTime, range.endTime)}`);
    expect(answer.data.shipper).toEqual({ code, name: '天津恒通物流有限公司' });
    expect(answer.data.waybills).toBe(num(all.n));
    expectAmount(answer.data.freight, total.freight);
    expect(answer.data.tonnes).toBeCloseTo(num(total.tonnes), 3);
    const routes = await rows(db, sql`select substr(loading_country_subdivision_code, 1, 4) || '00' as f, substr(receipt_country_subdivision_code, 1, 4) || '00' as t,
      count(*) as n, sum(total_monetary_amount) as freight from tms_waybill where ${waybillsOf({ shipper: code })} and ${live}
      and ${consigned(range.startTime, range.endTime)} group by f, t order by n desc, freight desc, f, t limit 5`);
    expect(answer.data.topRoutes.map((r: { fromCode: string; toCode: string; waybills: number }) => [r.fromCode, r.toCode, r.waybills]))
      .toEqual(routes.map((row) => [row.f, row.t, num(row.n)]));
    // A municipality's city level (北京城区) is shown by its province's name (北京市).
    for (const route of answer.data.topRoutes) {
      const city = await one(db, sql`select c.name as city, p.name as province from area c join area p on p.code = c.parent_code where c.code = ${route.fromCode}`);
      expect(route.fromName).toBe(/(城区|郊县)$/.test(String(city.city)) ? city.province : city.city);
    }
    const pending = await one(db, sql`select count(*) as n from tms_waybill where ${waybillsOf({ shipper: code })} and status = 'pending_dispatch'`);
    expect(answer.data.pendingDispatch).toBe(num(pending.n));
  });
});

describe('getFeeList4Driver: a driver\'s waybills with freight, prepaid, balance and state, paged, with totals', () => {
  test('staff pass a driverCode: the page is his newest live waybills, the totals all of them', async () => {
    const driver = fx.codes.driver;
    const range = { startTime: '2025-01-01', endTime: TODAY };
    const answer = await statistics(fx, 'getFeeList4Driver', fx.tokens.staff, { ...range, driverCode: driver, pageSize: 10, pageNum: 2 });
    const db = fx.server.db;
    const expected = await rows(db, sql`select id, total_monetary_amount as freight from tms_waybill where ${waybillsOf({ driver })} and ${live}
      and ${consigned(range.startTime, range.endTime)} order by consignment_date_time desc, id desc`);
    expect(expected.length).toBeGreaterThan(10);
    expect(answer.data.total).toBe(expected.length);
    expect(answer.data.records.map((r: { id: number }) => r.id)).toEqual(expected.slice(10, 20).map((row) => num(row.id)));
    expect(answer.data.records.every((r: { driverCode: string }) => r.driverCode === driver)).toBe(true);
    expectAmount(answer.data.totals.freight, expected.reduce((sum, row) => sum + num(row.freight), 0));
    const settled = await one(db, sql`select sum(total_monetary_amount) as s from tms_waybill where ${waybillsOf({ driver })} and status = 'completed'
      and ${consigned(range.startTime, range.endTime)}`);
    expectAmount(answer.data.totals.settledFreight, settled.s);
  });

  test('a state narrows the list to that state', async () => {
    const answer = await statistics(fx, 'getFeeList4Driver', fx.tokens.staff, { status: 'signed', pageSize: 100 });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.records.every((r: { status: string; settled: boolean }) => r.status === 'signed' && !r.settled)).toBe(true);
  });
});

describe('getPartyRoleConfigCountStatistics: accounts by type and role, shippers, drivers and vehicles by review state', () => {
  test('each count equals the branch\'s records', async () => {
    const answer = await statistics(fx, 'getPartyRoleConfigCountStatistics', fx.tokens.staff);
    const db = fx.server.db;
    const types = await rows(db, sql`select party_type, count(*) as n from party where branch_code = 'SD0001' group by party_type order by party_type`);
    expect(answer.data.accounts.byType).toEqual(types.map((row) => ({ partyType: row.party_type, count: num(row.n) })));
    const roles = await rows(db, sql`select r.code, count(*) as n from party_role pr join party p on p.id = pr.party_id join role r on r.code = pr.role_code
      where p.branch_code = 'SD0001' group by r.code order by r.code`);
    expect(answer.data.accounts.byRole.map((r: { roleCode: string; count: number }) => [r.roleCode, r.count])).toEqual(roles.map((row) => [row.code, num(row.n)]));
    expect(answer.data.shippers).toMatchObject({ total: 2, individual: 1, enterprise: 1, approved: 2 });
    const drivers = await rows(db, sql`select review_status, count(*) as n from basic_driver where branch_code = 'SD0001' group by review_status`);
    for (const state of ['pending', 'approved', 'rejected']) expect(answer.data.drivers[state]).toBe(num(drivers.find((row) => row.review_status === state)?.n));
    const expiring = await one(db, sql`select count(*) as n from basic_driver where branch_code = 'SD0001' and review_status <> 'rejected' and valid_period_to <= '20260401'`);
    expect(answer.data.drivers.licenceExpiring).toBe(num(expiring.n));
    const vehicles = await one(db, sql`select count(*) as n from basic_vehicle where branch_code = 'SD0001'`);
    expect(answer.data.vehicles.total).toBe(num(vehicles.n));
  });
});
