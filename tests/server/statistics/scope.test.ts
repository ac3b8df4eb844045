// Every statistics call counts only what the caller's role reaches, as the entity API does: a
// shipper its own waybills, a driver his own, staff their branch, PLAT_ADMIN every branch or the
// one it names. Staff of a branch without records, or a caller naming a branch it does not
// reach, get zeros, never another party's figures. Any signed-in user may call; nobody else.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { otherBranchStaff, startFixture, type Fixture } from '../entities/support';
import { CALLS, expectAmount, num, one, statistics, STATISTICS, waybillsOf, type Call } from './support';

let fx: Fixture;
let otherStaff: string;
beforeAll(async () => {
  fx = await startFixture();
  otherStaff = await otherBranchStaff(fx);
});
afterAll(() => fx.server.close());

const RANGE = { startTime: '2025-06-01', endTime: '2026-03-02' };
const consigned = sql`consignment_date_time >= ${`${RANGE.startTime} 00:00:00`} and consignment_date_time <= ${`${RANGE.endTime} 23:59:59`}`;
const live = sql`status <> 'cancelled'`;

/** Every figure of an answer: numbers anywhere in it, ignoring dates and paging. */
function figures(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return ['pageNum', 'pageSize', 'id'].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => figures(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => figures(v, k));
  return [];
}

describe('a shipper counts only its own waybills', () => {
  test('freight index, fees and order counts equal its own waybills, not the branch\'s', async () => {
    const code = fx.codes.shipper;
    const own = await one(fx.server.db, sql`select count(*) as n, sum(total_monetary_amount) as freight from tms_waybill where ${waybillsOf({ shipper: code })} and ${live} and ${consigned}`);
    const branch = await one(fx.server.db, sql`select count(*) as n from tms_waybill where ${waybillsOf()} and ${live} and ${consigned}`);
    expect(num(own.n)).toBeGreaterThan(0);
    expect(num(own.n)).toBeLessThan(num(branch.n));
    const index = await statistics(fx, 'orderFreightIndex', fx.tokens.shipper, { ...RANGE, granularity: 'month' });
    expect(index.data.totals.waybills).toBe(num(own.n));
    expectAmount(index.data.totals.freight, own.freight);
    const fees = await statistics(fx, 'getFeeStatistics', fx.tokens.shipper, { ...RANGE, granularity: 'month' });
    expectAmount(fees.data.totals.freight, own.freight);
    const info = await statistics(fx, 'shipmentInfo', fx.tokens.shipper, RANGE);
    expect(info.data.shipper).toEqual({ code, name: '李秀英' });
    expectAmount(info.data.freight, own.freight);
    const counts = await statistics(fx, 'getOrderCountStatistics', fx.tokens.shipper, RANGE);
    const all = await one(fx.server.db, sql`select count(*) as n from tms_waybill where ${waybillsOf({ shipper: code })} and ${consigned}`);
    expect(counts.data.range.total).toBe(num(all.n));
  });

  test('naming another shipper finds nothing', async () => {
    const info = await statistics(fx, 'shipmentInfo', fx.tokens.shipper, { ...RANGE, shipperCode: fx.codes.shipperco });
    expect(info.data.waybills).toBe(0);
    expect(info.data.freight).toBe(0);
  });

  test('it reaches no vehicle, driver record or account: those counts are zero', async () => {
    const vehicles = await statistics(fx, 'getVehicleCountStatistics', fx.tokens.shipper);
    expect(vehicles.data).toMatchObject({ total: 0, approved: 0, idle: 0, byType: [] });
    const parties = await statistics(fx, 'getPartyRoleConfigCountStatistics', fx.tokens.shipper);
    expect(figures(parties.data).every((n) => n === 0)).toBe(true);
  });

  test('its driver fee list holds only its waybills', async () => {
    const list = await statistics(fx, 'getFeeList4Driver', fx.tokens.shipper, { ...RANGE, pageSize: 500 });
    const own = await one(fx.server.db, sql`select count(*) as n from tms_waybill where ${waybillsOf({ shipper: fx.codes.shipper })} and ${live} and ${consigned}`);
    expect(list.data.total).toBe(num(own.n));
    expect(list.data.records.every((r: { shipperName: string }) => r.shipperName === '李秀英')).toBe(true);
  });
});

describe('a driver counts only his own waybills, vehicles and driver record', () => {
  test('his fee list and freight index cover his waybills only, whatever driverCode he sends', async () => {
    const code = fx.codes.driver;
    const own = await one(fx.server.db, sql`select count(*) as n, sum(total_monetary_amount) as freight from tms_waybill where ${waybillsOf({ driver: code })} and ${live} and ${consigned}`);
    const list = await statistics(fx, 'getFeeList4Driver', fx.tokens.driver, { ...RANGE, pageSize: 500 });
    expect(list.data.total).toBe(num(own.n));
    expect(list.data.records.every((r: { driverCode: string }) => r.driverCode === code)).toBe(true);
    expectAmount(list.data.totals.freight, own.freight);
    const other = await one(fx.server.db, sql`select driver_code from tms_waybill where driver_code <> ${code} limit 1`);
    expect((await statistics(fx, 'getFeeList4Driver', fx.tokens.driver, { ...RANGE, driverCode: String(other.driver_code) })).data.total).toBe(0);
    const index = await statistics(fx, 'orderFreightIndex', fx.tokens.driver, { ...RANGE, granularity: 'month' });
    expect(index.data.totals.waybills).toBe(num(own.n));
  });

  test('his vehicle and driver counts are his own records', async () => {
    const code = fx.codes.driver;
    const vehicles = await one(fx.server.db, sql`select count(*) as n from basic_vehicle where branch_code = 'SD0001' and driver_code = ${code}`);
    const answer = await statistics(fx, 'getVehicleCountStatistics', fx.tokens.driver);
    expect(answer.data.total).toBe(num(vehicles.n));
    const parties = await statistics(fx, 'getPartyRoleConfigCountStatistics', fx.tokens.driver);
    expect(parties.data.drivers.total).toBe(1);
    expect(parties.data.accounts.total).toBe(0);
    expect(parties.data.shippers.total).toBe(0);
  });
});

describe('staff of another branch, or a branch the caller does not reach, get zeros', () => {
  test.each(Object.keys(CALLS) as Call[])('%s: every figure of staff of a branch without records is zero', async (call) => {
    const answer = await statistics(fx, call, otherStaff, call === 'getPartyRoleConfigCountStatistics' ? {} : RANGE);
    expect(answer.status).toBe(Status.OK);
    const numbers = figures(call === 'getPartyRoleConfigCountStatistics' ? { ...answer.data, accounts: null } : answer.data);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => n === 0)).toBe(true);
  });

  test('its own account is all it counts of the accounts', async () => {
    const answer = await statistics(fx, 'getPartyRoleConfigCountStatistics', otherStaff);
    expect(answer.data.accounts).toEqual({ total: 1, byType: [{ partyType: 'BRANCH_STAFF', count: 1 }], byRole: [{ roleCode: 'BRANCH_STAFF', roleName: '分公司运营财务', count: 1 }] });
  });

  test('branch staff naming the other branch get zeros', async () => {
    const answer = await statistics(fx, 'orderFreightIndex', fx.tokens.staff, { ...RANGE, branchCode: 'JY0002' });
    expect(answer.data.totals.waybills).toBe(0);
  });
});

describe('PLAT_ADMIN counts every branch, or the one it names', () => {
  test('all branches by default, the named branch with branchCode', async () => {
    const all = await one(fx.server.db, sql`select count(*) as n from tms_waybill where ${live} and ${consigned}`);
    const everything = await statistics(fx, 'orderFreightIndex', fx.tokens.admin, { ...RANGE, granularity: 'month' });
    expect(everything.data.totals.waybills).toBe(num(all.n));
    const demo = await statistics(fx, 'orderFreightIndex', fx.tokens.admin, { ...RANGE, granularity: 'month', branchCode: 'SD0001' });
    const staff = await statistics(fx, 'orderFreightIndex', fx.tokens.staff, { ...RANGE, granularity: 'month' });
    expect(demo.data).toEqual(staff.data);
    const other = await statistics(fx, 'getPartyRoleConfigCountStatistics', fx.tokens.admin, { branchCode: 'JY0002' });
    expect(other.data.accounts.total).toBe(1);
    expect(other.data.vehicles.total).toBe(0);
  });
});

describe('any signed-in user may call; without a token the answer is 401', () => {
  test.each(Object.keys(CALLS))('%s without a token', async (call) => {
    expect(await fx.api.call(`${STATISTICS}/${call}`)).toEqual({ status: Status.UNAUTHENTICATED, msg: '请先登录', data: null });
  });
});
