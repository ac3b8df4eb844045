// GET /ntocc-tms-api/todo/list: the 16 to-do counts of spec section 9 (then those of the later
// screens: contracts, warehouse, merchants, city transport, insurance, loans), computed from the data
// of the caller's branch (server/todo/counts.ts defines each).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { declaredToDoKeys, NOT_YET_BACKED, PARTY_TODO_KEYS, TODO_KEYS } from '../../../server/todo/counts';
import { addMs, DAY_MS, displayTime, HOUR_MS } from '../../../server/storage/clock';
import { DRIVER, otherBranchStaff, startFixture, type Fixture } from '../entities/support';
import { registerParty, TODO_LIST, toDoCounts, type ToDoItem } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

/** One number from a hand-written SQL count, independent of the server's query builder. */
async function sqlCount(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await query.execute(fx.server.db)).rows[0].n);
}

/** The backed counts of branch SD0001, by direct SQL on the tables. */
async function expectedCounts(): Promise<Record<string, number>> {
  const now = fx.server.clock.now();
  const dayAgo = displayTime(addMs(now, -24 * HOUR_MS));
  const in30Days = displayTime(addMs(now, 30 * DAY_MS)).slice(0, 10).replace(/-/g, '');
  return {
    auth_driver_count: await sqlCount(sql`select count(*) as n from basic_driver where branch_code = 'SD0001' and review_status = 'pending'`),
    auth_shipper_count: await sqlCount(sql`select count(*) as n from basic_shipper where branch_code = 'SD0001' and review_status = 'PENDING'`),
    auth_count: await sqlCount(sql`select count(*) as n from basic_vehicle where branch_code = 'SD0001' and review_status = 'pending'`),
    miss_order_count: await sqlCount(sql`select count(*) as n from tms_waybill
      where branch_code = 'SD0001' and status = 'pending_dispatch' and consignment_date_time < ${dayAgo}`),
    // Abnormal transports open or being handled (the sweep raises one per waybill loaded over 72 h ago).
    transport_abnormal_count: await sqlCount(sql`select count(*) as n from tms_transport_abnormal
      where branch_code = 'SD0001' and status in ('open', 'handling')`),
    auth_order_count: await sqlCount(sql`select count(*) as n from tms_cargo_order where branch_code = 'SD0001' and status = 'pending_audit'`),
    valuating_count: await sqlCount(sql`select count(*) as n from tms_evaluation where branch_code = 'SD0001' and status = 'pending'`),
    pay_in_advance_count: await sqlCount(sql`select count(*) as n from tms_pay_in_advance where branch_code = 'SD0001' and status = 'pending'`),
    // Every expiring document counts: licences and qualification certificates of drivers, road
    // transport certificates and inspections of vehicles, and the latest insurance of each vehicle and kind.
    certificate_expiry: await sqlCount(sql`select (select count(*) from basic_driver
      where branch_code = 'SD0001' and review_status <> 'rejected' and valid_period_to <= ${in30Days})
      + (select count(*) from basic_driver where branch_code = 'SD0001' and review_status <> 'rejected' and qualification_valid_to <= ${in30Days})
      + (select count(*) from basic_vehicle where branch_code = 'SD0001' and review_status <> 'rejected' and road_transport_valid_to <= ${in30Days})
      + (select count(*) from basic_vehicle where branch_code = 'SD0001' and review_status <> 'rejected' and inspection_valid_to <= ${in30Days})
      + (select count(*) from basic_vehicle_insurance where branch_code = 'SD0001' and latest = 1 and end_date <= ${in30Days}) as n`),
    shipment_id_card_due_warn: await sqlCount(sql`select count(*) as n from basic_shipper
      where branch_code = 'SD0001' and shipper_type = 'individual' and review_status <> 'REJECTED' and id_card_valid_to <= ${in30Days}`),
    auth_driver_leader_count: await sqlCount(sql`select count(*) as n from basic_driver_team where branch_code = 'SD0001' and review_status = 'pending'`),
    need_invoice: await sqlCount(sql`select count(*) as n from tms_invoice_application where branch_code = 'SD0001' and status = 'pending'`),
  };
}

const SPEC_KEYS = [
  'auth_driver_count', 'auth_driver_leader_count', 'valuating_count', 'auth_shipper_count', 'auth_count',
  'miss_order_count', 'remit_count', 'urge_remit_count', 'transport_abnormal_count', 'transfer_apply_count',
  'auth_order_count', 'need_invoice', 'certificate_expiry', 'jinchang_charge_warn', 'pay_in_advance_count',
  'shipment_id_card_due_warn',
];

describe('the list holds the 16 keys of spec section 9 in order, then those of the later screens', () => {
  test('staff get every key with a translated name and a count as text', async () => {
    const answer = await fx.api.call<ToDoItem[]>(TODO_LIST, { token: fx.tokens.staff });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.map((item) => item.configKey)).toEqual([...TODO_KEYS]);
    expect(answer.data.slice(0, 16).map((item) => item.configKey)).toEqual(SPEC_KEYS);
    expect(answer.data[0]).toMatchObject({ configKey: 'auth_driver_count', configName: '司机审核' });
    for (const item of answer.data) expect(item.configValue).toMatch(/^\d+$/);
  });

  test('configName follows Accept-Language', async () => {
    const answer = await fx.api.call<ToDoItem[]>(TODO_LIST, { token: fx.tokens.staff, language: 'en' });
    expect(answer.data[0].configName).toBe('Driver review');
    expect(answer.data.find((item) => item.configKey === 'auth_count')?.configName).toBe('Vehicle review');
  });

  test('without a token the call answers 401', async () => {
    expect((await fx.api.call(TODO_LIST)).status).toBe(Status.UNAUTHENTICATED);
  });

  test('a shipper or a driver gets only his own counts (contracts to sign), never the back office\'s queues', async () => {
    for (const [token, own] of [[fx.tokens.shipper, 'shipper_contract_sign'], [fx.tokens.driver, 'carrier_contract_sign']] as const) {
      const answer = await fx.api.call<ToDoItem[]>(TODO_LIST, { token });
      expect(answer.data.map((item) => item.configKey)).toEqual([...PARTY_TODO_KEYS]);
      // The demo leaves each of them one contract to sign.
      expect(Number(answer.data.find((item) => item.configKey === own)!.configValue)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('counts come from the data of the caller\'s branch', () => {
  test('each backed count equals a direct SQL count of the seeded data', async () => {
    const expected = await expectedCounts();
    expect(Object.values(expected).some((n) => n > 0)).toBe(true);
    expect(await toDoCounts(fx.api, fx.tokens.staff)).toMatchObject(expected);
  });

  test('every key is declared by entities (x-todo) or listed as not yet backed — never both', () => {
    const declared = new Set(declaredToDoKeys());
    expect([...declared, ...Object.keys(NOT_YET_BACKED)].sort()).toEqual([...TODO_KEYS].sort());
  });

  test('PLAT_ADMIN sees the counts of its own branch', async () => {
    expect(await toDoCounts(fx.api, fx.tokens.admin)).toEqual(await toDoCounts(fx.api, fx.tokens.staff));
  });

  test('staff of another branch see that branch\'s counts only', async () => {
    const counts = await toDoCounts(fx.api, await otherBranchStaff(fx));
    for (const key of TODO_KEYS) expect(counts[key]).toBe(0);
  });

  test('time moves waybills into the missed count', async () => {
    const before = await toDoCounts(fx.api, fx.tokens.staff);
    fx.server.clock.advance(3 * DAY_MS);
    try {
      const counts = await toDoCounts(fx.api, await fx.api.signIn('staff'));
      expect(counts).toMatchObject(await expectedCounts());
      expect(counts.miss_order_count).toBeGreaterThan(before.miss_order_count);
    } finally {
      fx.server.clock.advance(-3 * DAY_MS);
    }
  });
});

describe('registrations and reviews change the review counts', () => {
  test('a driver registering raises auth_driver_count by one', async () => {
    const before = await toDoCounts(fx.api, fx.tokens.staff);
    await registerParty(fx.server, fx.api);
    const after = await toDoCounts(fx.api, fx.tokens.staff);
    expect(after.auth_driver_count).toBe(before.auth_driver_count + 1);
    expect(after.auth_shipper_count).toBe(before.auth_shipper_count);
  });

  test('a shipper registering raises auth_shipper_count by one', async () => {
    const before = await toDoCounts(fx.api, fx.tokens.staff);
    await registerParty(fx.server, fx.api, { partyType: 'SHIPPER' });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_shipper_count).toBe(before.auth_shipper_count + 1);
  });

  test('a registered driver counts once, by his driver record; approving it ends the wait', async () => {
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_count;
    const { code, idCard: idNumber } = await registerParty(fx.server, fx.api);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_count).toBe(before + 1);
    const record = await fx.server.db.selectFrom('basic_driver').select('id').where('driver_code', '=', code).executeTakeFirstOrThrow();
    const approved = await fx.api.call(`${DRIVER}/${record.id}/approve`, {
      method: 'POST', token: fx.tokens.staff,
      json: {
        drivingLicense: idNumber, vehicleClass: 'A2', issuingOrganizations: '北京市公安局公安交通管理局',
        validPeriodFrom: '20200101', validPeriodTo: '20300101', qualificationCertificate: idNumber,
      },
    });
    expect(approved).toMatchObject({ status: Status.OK, data: { driverCode: code, reviewStatus: 'approved' } });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_count).toBe(before);
  });
});
