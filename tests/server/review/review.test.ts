// The review centre over parties and vehicles (issue 13): 货主审核, 车队审核, 车队司机车辆审核,
// 维修审核, 手机号变更审核 and 承运商审核, through the API of a real server on the seeded demo
// data: each queue's state machine (allowed and refused transitions), who may decide (staff with
// the screen; a shipper or a driver never), the screens' fixed filters, a mobile change bound to
// the account and the records in one transaction (a taken mobile refused), a party's own
// requests only, and the to-do counts rising and falling. The approval levels (审核配置) are the
// engine's and tested there; every branch here has the default single level.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { hashPassword } from '../../../server/auth/password';
import { createParty } from '../../../server/party/create';
import { entityRows, startFixture, tableRows, uscc, type Fixture } from '../entities/support';
import { registerParty, toDoCounts } from '../todo/support';

const BASIC = '/ntocc-basic-api';
const SHIPPER = `${BASIC}/shipper`;
const TEAM = `${BASIC}/driverTeam`;
const MEMBER = `${BASIC}/driverTeamMember`;
const TEAM_VEHICLE = `${BASIC}/driverTeamVehicle`;
const REPAIR = `${BASIC}/vehicleRepair`;
const PHONE = `${BASIC}/phoneChange`;
const CARRIER = `${BASIC}/carrier`;
const ROLE = `${BASIC}/role`;
const PASSWORD = 'Review@2026x';
const SIGN_UP_PASSWORD = 'Haul@2026';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
  // One level of approval, by anyone holding the screen (the default): the demo data configures
  // some reviews with two levels at random, and the levels are the engine's tests.
  await entityRows(fx).deleteFrom('sys_audit_config')
    .where('review_type', 'in', ['shipper', 'team', 'teamMember', 'repair', 'phone', 'carrier']).execute();
});
afterAll(() => fx.server.close());

type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'PUT', json, token });
const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) => fx.api.call<T>(path, { query, token });
const list = (path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) =>
  get<{ records: Row[]; total: number }>(`${path}/list`, { pageSize: 500, ...query }, token);

/** A staff account of the demo branch holding only `role`, signed in. */
async function accountWith(username: string, role: string): Promise<string> {
  const passwordHash = await hashPassword(PASSWORD);
  await fx.server.db.transaction().execute((trx) => createParty(trx, {
    username, passwordHash, partyType: 'BRANCH_STAFF', name: '钱芳', mobile: null, branchCode: 'SD0001', roles: [role],
  }, fx.server.clock.now()));
  return fx.api.signIn(username, PASSWORD);
}

/** A role of the demo branch with only the given screens, and an account holding it. */
async function reviewerOf(code: string, menus: string[]): Promise<string> {
  const created = await fx.api.call(ROLE, { method: 'POST', token: fx.tokens.admin, json: { code, name: `${code}审核员`, dataScope: 'branch', menus } });
  expect(created.status).toBe(Status.OK);
  return accountWith(code.toLowerCase(), code);
}

/** Approved drivers of the demo branch in no fleet (neither member nor captain). */
async function freeDrivers(count: number): Promise<{ driverCode: string; driverName: string }[]> {
  const members = await db().selectFrom('basic_driver_team_member').select('driver_code').execute();
  const captains = await db().selectFrom('basic_driver_team').select('captain_code').execute();
  const taken = new Set([...members.map((m) => String(m.driver_code)), ...captains.map((c) => String(c.captain_code))]);
  const rows = await db().selectFrom('basic_driver').select(['driver_code', 'driver_name'])
    .where('branch_code', '=', 'SD0001').where('review_status', '=', 'approved').orderBy('id').execute();
  return rows.filter((row) => !taken.has(String(row.driver_code))).slice(0, count)
    .map((row) => ({ driverCode: String(row.driver_code), driverName: String(row.driver_name) }));
}

async function approvedTeamCode(skip = 0): Promise<string> {
  const row = await db().selectFrom('basic_driver_team').select('team_code').where('review_status', '=', 'approved')
    .where('branch_code', '=', 'SD0001').orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
  return String(row.team_code);
}

let nextMobile = 16600000000;
/** A mobile no account or record of the demo data uses. */
const freshMobile = () => String(++nextMobile);

describe('demo data: each queue has pending records and a history of decisions, linked to real records', () => {
  test.each([
    ['basic_shipper', 'review_status', 'PENDING', ['APPROVED', 'REJECTED']],
    ['basic_driver_team', 'review_status', 'pending', ['approved', 'rejected']],
    ['basic_driver_team_member', 'review_status', 'pending', ['approved', 'rejected']],
    ['basic_driver_team_vehicle', 'review_status', 'pending', ['approved', 'rejected']],
    ['basic_vehicle_repair', 'status', 'applying', ['approved', 'rejected', 'completed']],
    ['basic_phone_change', 'review_status', 'pending', ['approved', 'rejected']],
    ['basic_carrier', 'review_status', 'pending', ['approved', 'rejected']],
  ])('%s: a few to a few dozen pending, and decided ones', async (table, column, pending, decided) => {
    const states = (await tableRows(fx, table)).map((row) => String(row[column]));
    const waiting = states.filter((state) => state === pending).length;
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(waiting).toBeLessThanOrEqual(60);
    for (const state of decided) expect(states).toContain(state);
  });

  test('mobile change requests name real drivers or shippers, with their names and current mobiles; a rejection has its reason', async () => {
    const requests = await tableRows(fx, 'basic_phone_change');
    const drivers = new Map((await tableRows(fx, 'basic_driver')).map((d) => [d.driver_code, d]));
    const shippers = new Map((await tableRows(fx, 'basic_shipper')).map((s) => [s.shipper_code, s]));
    expect(requests.some((r) => r.party_kind === 'driver') && requests.some((r) => r.party_kind === 'shipper')).toBe(true);
    for (const request of requests) {
      const party = request.party_kind === 'driver' ? drivers.get(request.driver_code) : shippers.get(request.shipper_code);
      expect(party).toBeDefined();
      expect(request.party_name).toBe(request.party_kind === 'driver' ? party!.driver_name : party!.shipper_name);
      expect(request.new_mobile).toMatch(/^1\d{10}$/);
      if (request.review_status === 'rejected') expect(String(request.review_remark ?? '')).not.toBe('');
    }
  });

  test('fleet links name real fleets, drivers and vehicles; carriers have valid credit codes and permits', async () => {
    const teams = new Set((await tableRows(fx, 'basic_driver_team')).map((t) => t.team_code));
    const drivers = new Set((await tableRows(fx, 'basic_driver')).map((d) => d.driver_code));
    const vehicles = new Set((await tableRows(fx, 'basic_vehicle')).map((v) => v.vehicle_number));
    for (const member of await tableRows(fx, 'basic_driver_team_member')) expect(teams.has(member.team_code) && drivers.has(member.driver_code)).toBe(true);
    for (const link of await tableRows(fx, 'basic_driver_team_vehicle')) expect(teams.has(link.team_code) && vehicles.has(link.vehicle_number)).toBe(true);
    const carriers = await tableRows(fx, 'basic_carrier');
    expect(carriers.length).toBeGreaterThanOrEqual(30);
    for (const carrier of carriers) {
      expect(String(carrier.uscc)).toBe(uscc(String(carrier.uscc).slice(0, 17)));
      expect(String(carrier.permit_number)).toMatch(/^\d{12}$/);
    }
  });
});

describe('货主审核: pending shippers approved or rejected by staff, auth_shipper_count follows', () => {
  const individual = (name: string) => ({ shipperType: 'individual', shipperName: name, contactPhone: freshMobile() });

  test('a new shipper raises the count; approval lowers it; a decided shipper cannot be decided again', async () => {
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).auth_shipper_count;
    const created = await post(SHIPPER, individual('韩立军'));
    expect(created).toMatchObject({ status: Status.OK, data: { reviewStatus: 'PENDING' } });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_shipper_count).toBe(before + 1);
    const approved = await post(`${SHIPPER}/${created.data.id}/approve`, {});
    expect(approved).toMatchObject({ status: Status.OK, data: { reviewStatus: 'APPROVED', reviewLevel: 1 } });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_shipper_count).toBe(before);
    expect((await post(`${SHIPPER}/${created.data.id}/reject`, { reviewRemark: '重复提交' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${SHIPPER}/${created.data.id}/approve`, {})).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a rejection needs its reason; the rejected shipper leaves the queue', async () => {
    const created = await post(SHIPPER, individual('邵红梅'));
    expect((await post(`${SHIPPER}/${created.data.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await post(`${SHIPPER}/${created.data.id}/reject`, { reviewRemark: '身份证照片模糊，请重新上传' });
    expect(rejected).toMatchObject({ status: Status.OK, data: { reviewStatus: 'REJECTED', reviewRemark: '身份证照片模糊，请重新上传' } });
    expect((await post(`${SHIPPER}/${created.data.id}/approve`, {})).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a shipper or a driver may not approve; a reviewer holding only 货主审核 sees and decides only pending shippers', async () => {
    const created = await post(SHIPPER, individual('庞志刚'));
    expect((await post(`${SHIPPER}/${created.data.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    expect((await post(`${SHIPPER}/${created.data.id}/approve`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const reviewer = await reviewerOf('SHIPPER_REVIEW', ['shipperReview']);
    const queue = await list(SHIPPER, {}, reviewer);
    expect(queue.data.records.length).toBeGreaterThan(0);
    expect(queue.data.records.every((r) => r.reviewStatus === 'PENDING')).toBe(true);
    const approvedOne = await db().selectFrom('basic_shipper').select('id').where('review_status', '=', 'APPROVED').limit(1).executeTakeFirstOrThrow();
    expect((await get(`${SHIPPER}/${approvedOne.id}`, {}, reviewer)).status).toBe(Status.NOT_FOUND);
    // The queue decides; it does not edit (its standard actions are view and export).
    expect((await put(`${SHIPPER}/${created.data.id}`, { remark: '改' }, reviewer)).status).toBe(Status.FORBIDDEN);
    expect((await post(`${SHIPPER}/${created.data.id}/approve`, {}, reviewer))).toMatchObject({ status: Status.OK, data: { reviewStatus: 'APPROVED' } });
  });
});

describe('车队审核: a fleet waits for its captain\'s review, auth_driver_leader_count follows', () => {
  test('approve and reject from pending only; the count rises and falls; a driver may not decide', async () => {
    const [captainA, captainB] = await freeDrivers(2);
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_leader_count;
    const a = await post(TEAM, { teamName: '槐荫众诚车队', captainCode: captainA.driverCode, contactPhone: '0531-87654321', status: 'normal' });
    const b = await post(TEAM, { teamName: '天桥速捷车队', captainCode: captainB.driverCode, contactPhone: '0531-87654322', status: 'normal' });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_leader_count).toBe(before + 2);
    expect((await post(`${TEAM}/${a.data.id}/approve`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect(await post(`${TEAM}/${a.data.id}/approve`, {})).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved' } });
    expect((await post(`${TEAM}/${b.data.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect(await post(`${TEAM}/${b.data.id}/reject`, { reviewRemark: '车队长驾驶证已过期' })).toMatchObject({ status: Status.OK, data: { reviewStatus: 'rejected' } });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_leader_count).toBe(before);
    expect((await post(`${TEAM}/${b.data.id}/approve`, {})).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('车队司机车辆审核: the drivers and vehicles a fleet takes in wait for review', () => {
  let reviewer: string;
  beforeAll(async () => { reviewer = await reviewerOf('TEAM_MEMBER_REVIEW', ['teamDriverVehicleReview']); });

  test('a driver added to a fleet is pending; the reviewer approves him; approved once, he cannot be decided again', async () => {
    const [driver] = await freeDrivers(1);
    const added = await post(MEMBER, { teamCode: await approvedTeamCode(), driverCode: driver.driverCode });
    expect(added).toMatchObject({ status: Status.OK, data: { reviewStatus: 'pending', driverName: driver.driverName } });
    const queue = await list(MEMBER, { driverCode: driver.driverCode }, reviewer);
    expect(queue.data.records.map((r) => r.id)).toEqual([added.data.id]);
    expect(await post(`${MEMBER}/${added.data.id}/approve`, {}, reviewer)).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved' } });
    // Decided, it is out of the queue's reach; staff holding the fleet screen are told its state.
    expect((await post(`${MEMBER}/${added.data.id}/reject`, { reviewRemark: '司机已在其他车队' }, reviewer)).status).toBe(Status.NOT_FOUND);
    expect((await post(`${MEMBER}/${added.data.id}/reject`, { reviewRemark: '司机已在其他车队' })).status).toBe(Status.INVALID_PAYLOAD);
    // Decided, the link leaves the reviewer's queue (the screen's fixed filter).
    expect((await list(MEMBER, { driverCode: driver.driverCode }, reviewer)).data.total).toBe(0);
  });

  test('an approved driver moved to another fleet goes back to review', async () => {
    const [driver] = await freeDrivers(1);
    const added = await post(MEMBER, { teamCode: await approvedTeamCode(0), driverCode: driver.driverCode });
    await post(`${MEMBER}/${added.data.id}/approve`, {});
    const moved = await put(`${MEMBER}/${added.data.id}`, { teamCode: await approvedTeamCode(1) });
    expect(moved).toMatchObject({ status: Status.OK, data: { reviewStatus: 'pending' } });
  });

  test('a vehicle joining a fleet is reviewed on the same screen; a rejection needs its reason', async () => {
    const taken = (await db().selectFrom('basic_driver_team_vehicle').select('vehicle_number').execute()).map((v) => String(v.vehicle_number));
    const free = await db().selectFrom('basic_vehicle').select('vehicle_number').where('branch_code', '=', 'SD0001')
      .where('vehicle_number', 'not in', taken).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const added = await post(TEAM_VEHICLE, { teamCode: await approvedTeamCode(), vehicleNumber: free.vehicle_number });
    expect(added).toMatchObject({ status: Status.OK, data: { reviewStatus: 'pending' } });
    expect((await list(TEAM_VEHICLE, { reviewStatus: 'pending' }, reviewer)).data.records.map((r) => r.id)).toContain(added.data.id);
    expect((await post(`${TEAM_VEHICLE}/${added.data.id}/reject`, {}, reviewer)).status).toBe(Status.INVALID_PAYLOAD);
    expect(await post(`${TEAM_VEHICLE}/${added.data.id}/reject`, { reviewRemark: '车辆行驶证已过期' }, reviewer))
      .toMatchObject({ status: Status.OK, data: { reviewStatus: 'rejected', reviewRemark: '车辆行驶证已过期' } });
    expect((await post(`${TEAM_VEHICLE}/${added.data.id}/approve`, {}, reviewer)).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('the reviewer may not add or edit links, and a driver may not decide his own joining', async () => {
    const [driver] = await freeDrivers(1);
    expect((await post(MEMBER, { teamCode: await approvedTeamCode(), driverCode: driver.driverCode }, reviewer)).status).toBe(Status.FORBIDDEN);
    const pending = await db().selectFrom('basic_driver_team_member').select('id').where('review_status', '=', 'pending').limit(1).executeTakeFirstOrThrow();
    expect((await post(`${MEMBER}/${pending.id}/approve`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await post(`${MEMBER}/${pending.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });
});

describe('维修审核: a repair application is approved (or rejected with a reason) before the vehicle goes in', () => {
  async function application(kind = 'minor'): Promise<Row> {
    const vehicle = await db().selectFrom('basic_vehicle').select('vehicle_number').where('review_status', '=', 'approved').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const created = await post(REPAIR, { vehicleNumber: vehicle.vehicle_number, repairKind: kind, workshop: '济南重汽服务站', mileage: 180000, repairItems: '更换前后刹车片', partsCost: 900, laborCost: 260 });
    expect(created).toMatchObject({ status: Status.OK, data: { status: 'applying' } });
    return created.data;
  }

  test('applying cannot start; approved, it starts and completes', async () => {
    const repair = await application();
    expect(await post(`${REPAIR}/${repair.id}/start`, {})).toMatchObject({ status: Status.INVALID_PAYLOAD, data: { state: 'applying', allowed: ['approved'] } });
    expect(await post(`${REPAIR}/${repair.id}/approve`, {})).toMatchObject({ status: Status.OK, data: { status: 'approved' } });
    // Approved, it is out of the review queue's reach (the only screen that approves).
    expect((await post(`${REPAIR}/${repair.id}/approve`, {})).status).toBe(Status.NOT_FOUND);
    expect(await post(`${REPAIR}/${repair.id}/start`, {})).toMatchObject({ status: Status.OK, data: { status: 'repairing' } });
    expect(await post(`${REPAIR}/${repair.id}/complete`, { partsCost: 880, laborCost: 260 })).toMatchObject({ status: Status.OK, data: { status: 'completed', totalCost: 1140 } });
  });

  test('a rejection needs its reason and ends the application; an approved one can still be cancelled', async () => {
    const rejected = await application('major');
    expect((await post(`${REPAIR}/${rejected.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect(await post(`${REPAIR}/${rejected.id}/reject`, { reviewRemark: '报价明显高于市场价，请更换维修厂' }))
      .toMatchObject({ status: Status.OK, data: { status: 'rejected', reviewRemark: '报价明显高于市场价，请更换维修厂' } });
    expect((await post(`${REPAIR}/${rejected.id}/approve`, {})).status).toBe(Status.NOT_FOUND);
    expect(await post(`${REPAIR}/${rejected.id}/start`, {})).toMatchObject({ status: Status.INVALID_PAYLOAD, data: { state: 'rejected' } });
    const approved = await application();
    await post(`${REPAIR}/${approved.id}/approve`, {});
    expect(await post(`${REPAIR}/${approved.id}/cancel`, { cancelReason: '车辆临时出车，改期维修' })).toMatchObject({ status: Status.OK, data: { status: 'cancelled' } });
  });

  test('only staff with the screen decide: a driver or a shipper may not; a reviewer holding only 维修审核 may', async () => {
    const repair = await application();
    expect((await post(`${REPAIR}/${repair.id}/approve`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await post(`${REPAIR}/${repair.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const reviewer = await reviewerOf('REPAIR_REVIEW', ['carRepairReview']);
    expect((await list(REPAIR, {}, reviewer)).data.records.every((r) => r.status === 'applying')).toBe(true);
    expect(await post(`${REPAIR}/${repair.id}/approve`, {}, reviewer)).toMatchObject({ status: Status.OK, data: { status: 'approved' } });
    // Starting the repair is the repair screen's, not the review queue's.
    expect((await post(`${REPAIR}/${repair.id}/start`, {}, reviewer)).status).toBe(Status.FORBIDDEN);
  });
});

describe('手机号变更审核: a driver or shipper asks for a new mobile; approval binds it everywhere', () => {
  const signInWith = (name: string) => fx.api.signIn(name, SIGN_UP_PASSWORD);

  test('a driver asks for himself: the request carries his record\'s name and mobile; he sees only his own requests', async () => {
    const other = await registerParty(fx.server, fx.api);
    const otherToken = await signInWith(other.phone);
    expect((await post(`${PHONE}/apply`, { newMobile: freshMobile(), reason: '原手机号已停用' }, otherToken)).status).toBe(Status.OK);
    const me = await registerParty(fx.server, fx.api);
    const token = await signInWith(me.phone);
    const newMobile = freshMobile();
    // The party is his by his scope, whatever he sends.
    const applied = await post(`${PHONE}/apply`, { newMobile, reason: '手机丢失，原号码无法找回', driverCode: other.code }, token);
    expect(applied).toMatchObject({ status: Status.OK, data: { partyKind: 'driver', driverCode: me.code, oldMobile: me.phone, newMobile, reviewStatus: 'pending', partyName: '王建国' } });
    const mine = await get<{ records: Row[] }>(`${PHONE}/mine`, {}, token);
    expect(mine.data.records.map((r) => r.driverCode)).toEqual([me.code]);
    // No console screen lists requests for him, nor decides them.
    expect((await list(PHONE, {}, token)).status).toBe(Status.FORBIDDEN);
    expect((await post(`${PHONE}/${applied.data.id}/approve`, {}, token)).status).toBe(Status.FORBIDDEN);
    // One pending request at a time; staff do not apply for themselves.
    expect((await post(`${PHONE}/apply`, { newMobile: freshMobile(), reason: '再次申请' }, token)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${PHONE}/apply`, { newMobile: freshMobile(), reason: '员工' }, fx.tokens.staff)).status).toBe(Status.FORBIDDEN);
  });

  test('approved: the account, the driver record and his fleet copy take the new mobile; he signs in with it, not with the old one', async () => {
    const me = await registerParty(fx.server, fx.api);
    const token = await signInWith(me.phone);
    const newMobile = freshMobile();
    const applied = await post(`${PHONE}/apply`, { newMobile, reason: '更换了运营商，启用新号码' }, token);
    const before = await db().selectFrom('party').select(['mobile', 'username']).where('code', '=', me.code).executeTakeFirstOrThrow();
    expect(before).toEqual({ mobile: me.phone, username: me.phone });
    expect((await post(`${PHONE}/${applied.data.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const approved = await post(`${PHONE}/${applied.data.id}/approve`, {});
    expect(approved).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved' } });
    expect(await db().selectFrom('party').select(['mobile', 'username']).where('code', '=', me.code).executeTakeFirstOrThrow()).toEqual({ mobile: newMobile, username: newMobile });
    expect((await db().selectFrom('basic_driver').select('telephone').where('driver_code', '=', me.code).executeTakeFirstOrThrow()).telephone).toBe(newMobile);
    expect(await signInWith(newMobile)).toBeTruthy();
    await expect(signInWith(me.phone)).rejects.toThrow();
    // Decided, the request is out of the queue's reach.
    expect((await post(`${PHONE}/${applied.data.id}/reject`, { reviewRemark: '晚了' })).status).toBe(Status.NOT_FOUND);
  });

  test('a mobile another account uses is refused when asked, and when approved after another took it meanwhile', async () => {
    const me = await registerParty(fx.server, fx.api);
    const token = await signInWith(me.phone);
    const someone = await registerParty(fx.server, fx.api);
    const taken = await post(`${PHONE}/apply`, { newMobile: someone.phone, reason: '换号' }, token);
    expect(taken.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(taken.data)).toContain('/newMobile');
    expect(JSON.stringify(taken.data)).toContain(someone.phone);
    expect((await post(`${PHONE}/apply`, { newMobile: me.phone, reason: '同号' }, token)).status).toBe(Status.INVALID_PAYLOAD);

    // Two parties ask for the same free number: the first approval binds it, the second is refused.
    const other = await registerParty(fx.server, fx.api);
    const wanted = freshMobile();
    const first = await post(`${PHONE}/apply`, { newMobile: wanted, reason: '公司统一配号' }, token);
    const second = await post(`${PHONE}/apply`, { newMobile: wanted, reason: '公司统一配号' }, await signInWith(other.phone));
    expect((await post(`${PHONE}/${first.data.id}/approve`, {})).status).toBe(Status.OK);
    const refused = await post(`${PHONE}/${second.data.id}/approve`, {});
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(refused.msg).toContain(wanted);
    expect((await get(`${PHONE}/${second.data.id}`)).data).toMatchObject({ reviewStatus: 'pending' });
    expect((await db().selectFrom('party').select('mobile').where('code', '=', other.code).executeTakeFirstOrThrow()).mobile).toBe(other.phone);
  });

  test('rejected with a reason: nothing changes', async () => {
    const me = await registerParty(fx.server, fx.api);
    const applied = await post(`${PHONE}/apply`, { newMobile: freshMobile(), reason: '原号码停机' }, await signInWith(me.phone));
    expect((await post(`${PHONE}/${applied.data.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect(await post(`${PHONE}/${applied.data.id}/reject`, { reviewRemark: '手持身份证照片与本人不符' })).toMatchObject({ status: Status.OK, data: { reviewStatus: 'rejected' } });
    expect((await db().selectFrom('party').select('mobile').where('code', '=', me.code).executeTakeFirstOrThrow()).mobile).toBe(me.phone);
    expect((await post(`${PHONE}/${applied.data.id}/approve`, {})).status).toBe(Status.NOT_FOUND);
    expect((await get<{ records: Row[] }>(`${PHONE}/mine`, {}, await signInWith(me.phone))).data.records[0]).toMatchObject({ reviewStatus: 'rejected', reviewRemark: '手持身份证照片与本人不符' });
  });

  test('staff register a request for a shipper: his contact mobile and account change on approval; one party per request', async () => {
    const shipper = await registerParty(fx.server, fx.api, { partyType: 'SHIPPER' });
    const newMobile = freshMobile();
    const both = await post(PHONE, { driverCode: fx.codes.driver, shipperCode: shipper.code, newMobile, reason: '客户来电申请' });
    expect(both.status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(PHONE, { newMobile, reason: '客户来电申请' })).status).toBe(Status.INVALID_PAYLOAD);
    const created = await post(PHONE, { shipperCode: shipper.code, newMobile, reason: '客户来电申请，已核对身份证' });
    expect(created).toMatchObject({ status: Status.OK, data: { partyKind: 'shipper', oldMobile: shipper.phone, reviewStatus: 'pending' } });
    expect((await post(`${PHONE}/${created.data.id}/approve`, {})).status).toBe(Status.OK);
    expect((await db().selectFrom('basic_shipper').select('contact_phone').where('shipper_code', '=', shipper.code).executeTakeFirstOrThrow()).contact_phone).toBe(newMobile);
    expect((await db().selectFrom('party').select('mobile').where('code', '=', shipper.code).executeTakeFirstOrThrow()).mobile).toBe(newMobile);
  });
});

describe('承运商审核: carrier companies registered from their documents, reviewed', () => {
  const carrier = (name: string, first17: string, permit: string) => ({
    carrierName: name, uscc: uscc(first17), permitNumber: permit, permitValidTo: '20290630', businessScope: 'general',
    legalPerson: '蒋国庆', contactName: '蒋国庆', contactPhone: freshMobile(), areaCode: '370112', address: '山东省济南市历城区工业北路88号',
  });

  test('registered pending; approved from pending only; rejected with a reason', async () => {
    const a = await post(CARRIER, carrier('济南恒达物流有限公司', '91370112MA3C4XY2K', '370112012345'));
    expect(a).toMatchObject({ status: Status.OK, data: { reviewStatus: 'pending' } });
    expect(String(a.data.carrierCode)).toMatch(/^CY\d{14}$/);
    expect(await post(`${CARRIER}/${a.data.id}/approve`, {})).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved' } });
    expect((await post(`${CARRIER}/${a.data.id}/reject`, { reviewRemark: '迟了' })).status).toBe(Status.NOT_FOUND);
    const b = await post(CARRIER, carrier('济南兴业运输有限公司', '91370112MA3C4XY3L', '370112012346'));
    expect((await post(`${CARRIER}/${b.data.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect(await post(`${CARRIER}/${b.data.id}/reject`, { reviewRemark: '道路运输经营许可证已过期' })).toMatchObject({ status: Status.OK, data: { reviewStatus: 'rejected' } });
    expect((await post(`${CARRIER}/${b.data.id}/approve`, {})).status).toBe(Status.NOT_FOUND);
  });

  test('a wrong credit code or permit is refused; the review queue registers and decides, it does not edit', async () => {
    const good = uscc('91370112MA3C4XY4M');
    const wrong = await post(CARRIER, { ...carrier('济南鼎盛货运有限公司', '91370112MA3C4XY4M', '37011201234'), uscc: good.slice(0, 17) + (good[17] === '0' ? '1' : '0') });
    expect(wrong.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(wrong.data)).toContain('/uscc');
    expect(JSON.stringify(wrong.data)).toContain('/permitNumber');
    const created = await post(CARRIER, carrier('济南宏图供应链有限公司', '91370112MA3C4XY5N', '370112012347'));
    expect((await put(`${CARRIER}/${created.data.id}`, { carrierName: '济南宏图物流有限公司' })).status).toBe(Status.FORBIDDEN);
    const twice = await post(CARRIER, carrier('济南宏图供应链有限公司', '91370112MA3C4XY7Q', '370112012349'));
    expect(twice.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(twice.data)).toContain('/carrierName');
  });

  test('a shipper or a driver may not see or decide carriers', async () => {
    const created = await post(CARRIER, carrier('济南金泰物流有限公司', '91370112MA3C4XY6P', '370112012348'));
    for (const token of [fx.tokens.shipper, fx.tokens.driver]) {
      expect((await list(CARRIER, {}, token)).status).toBe(Status.FORBIDDEN);
      expect((await post(`${CARRIER}/${created.data.id}/approve`, {}, token)).status).toBe(Status.FORBIDDEN);
    }
  });
});
