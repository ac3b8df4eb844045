// Shippers, fleets and documents (issue 12, basic): the shipper is an entity over the records the
// 个人货主 / 企业货主 screens list, sign-ups included; fleets with their captain review, members
// and vehicles reached through the fleet screen; expiring documents feed the to-do counts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { chinaTodayYmd } from '../../../src/core/validation/formats/calendar';
import { addMs, DAY_MS } from '../../../server/storage/clock';
import { DRIVER, entityRows, idCard, startFixture, uscc, VEHICLE, type Fixture } from '../entities/support';
import { registerParty, toDoCounts } from '../todo/support';

const SHIPPER = '/ntocc-basic-api/shipper';
const TEAM = '/ntocc-basic-api/driverTeam';
const MEMBER = '/ntocc-basic-api/driverTeamMember';
const TEAM_VEHICLE = '/ntocc-basic-api/driverTeamVehicle';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

/** yyyyMMdd `days` from the server's today (China time). */
const dayFromToday = (days: number) => chinaTodayYmd(addMs(fx.server.clock.now(), days * DAY_MS));

let nextMobile = 15900001000;
const mobile = () => String((nextMobile += 1));
let nextId = 100;
const personId = () => idCard(`37010219900101${String((nextId += 1)).padStart(3, '0')}`);

async function createShipper(body: Record<string, unknown>, token = fx.tokens.staff) {
  return fx.api.call<Record<string, unknown>>(SHIPPER, { method: 'POST', token, json: body });
}

const individual = (overrides: Record<string, unknown> = {}) => ({
  shipperType: 'individual', shipperName: '孙丽娟', contactPhone: mobile(), idCard: personId(),
  idCardValidFrom: '20160301', idCardValidTo: '20360301', areaCode: '370102', address: '济南市历下区泉城路188号', ...overrides,
});

/** An approved driver of the branch without a fleet. */
async function freeDrivers(count: number): Promise<{ driverCode: string; driverName: string }[]> {
  const members = await entityRows(fx).selectFrom('basic_driver_team_member').select('driver_code').execute();
  const captains = await entityRows(fx).selectFrom('basic_driver_team').select('captain_code').execute();
  const taken = new Set([...members.map((m) => String(m.driver_code)), ...captains.map((c) => String(c.captain_code))]);
  const rows = await entityRows(fx).selectFrom('basic_driver').select(['driver_code', 'driver_name'])
    .where('branch_code', '=', 'SD0001').where('review_status', '=', 'approved').orderBy('id').execute();
  return rows.filter((row) => !taken.has(String(row.driver_code))).slice(0, count)
    .map((row) => ({ driverCode: String(row.driver_code), driverName: String(row.driver_name) }));
}

describe('shippers: one entity for registered and staff-created shippers', () => {
  test('a shipper who signs up gets a pending individual record linked by his party code, which getUserInfo answers', async () => {
    const { code, phone, idCard: number } = await registerParty(fx.server, fx.api, { partyType: 'SHIPPER' });
    const row = await entityRows(fx).selectFrom('basic_shipper').selectAll().where('shipper_code', '=', code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shipper_type: 'individual', contact_phone: phone, id_card: number, review_status: 'PENDING', source: 'register', branch_code: 'SD0001' });
    const list = await fx.api.call<{ records: Record<string, unknown>[] }>(`${SHIPPER}/list`, { token: fx.tokens.staff, query: { shipperCode: code, pageNum: 1, pageSize: 10 } });
    expect(list.data.records).toHaveLength(1);
    expect(list.data.records[0]).toMatchObject({ shipperType: 'individual', source: 'register', reviewStatus: 'PENDING' });
  });

  test('a shipper registering with the mobile of a record staff keep takes that record over', async () => {
    const phone = '13700009999';
    const created = await createShipper(individual({ contactPhone: phone, shipperName: '钱文博' }));
    expect(created.status).toBe(Status.OK);
    const before = await entityRows(fx).selectFrom('basic_shipper').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // registerParty numbers phones itself: register this one by hand through the same calls.
    const { latestCode } = await import('../support/sms');
    await fx.api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
    const answer = await fx.api.call<{ code: string }>('/ntocc-basic-api/party/register', {
      method: 'POST', form: { phone, password: 'Haul@2026', name: '钱文博', partyType: 'SHIPPER', verifyCode: await latestCode(fx.server.db, phone), branchCode: 'SD0001' },
    });
    expect(answer.status).toBe(Status.OK);
    const after = await entityRows(fx).selectFrom('basic_shipper').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const row = await entityRows(fx).selectFrom('basic_shipper').select(['shipper_code', 'source']).where('id', '=', Number(created.data.id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ shipper_code: answer.data.code, source: 'staff' });
  });

  test('the demo shipper accounts have their approved records, as getUserInfo shows', async () => {
    const info = await fx.api.call<{ shipment: Record<string, unknown> }>('/ntocc-basic-api/getUserInfo', { method: 'POST', token: fx.tokens.shipperco });
    expect(info.data.shipment).toMatchObject({ shipperName: '天津恒通物流有限公司', shipperType: 'enterprise', reviewStatus: 'APPROVED', shipperCode: fx.codes.shipperco });
  });

  test('staff create an enterprise shipper; a wrong USCC or ID number is refused on its field', async () => {
    const good = await createShipper({
      shipperType: 'enterprise', shipperName: '济南鼎盛建材有限公司', uscc: uscc('91370102MA3C8K2L7'), legalPerson: '周国强',
      contactName: '刘洋', contactPhone: mobile(), areaCode: '370102', address: '济南市历下区经十路9777号',
    });
    expect(good).toMatchObject({ status: Status.OK, data: { reviewStatus: 'PENDING', source: 'staff' } });
    expect(String(good.data.shipperCode)).toMatch(/^HZ\d{14}$/);
    const badUscc = await createShipper({ shipperType: 'enterprise', shipperName: '某某公司', uscc: '91370102MA3C8K2L0', contactPhone: mobile() });
    expect(badUscc.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(badUscc.data)).toContain('/uscc');
    const badId = await createShipper(individual({ idCard: '370102199001011234' }));
    expect(badId.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(badId.data)).toContain('/idCard');
  });

  test('review: approve from PENDING; reject needs a reason; an approved shipper cannot be approved again', async () => {
    const a = await createShipper(individual());
    const approved = await fx.api.call(`${SHIPPER}/${a.data.id}/approve`, { method: 'POST', token: fx.tokens.staff, json: {} });
    expect(approved).toMatchObject({ status: Status.OK, data: { reviewStatus: 'APPROVED' } });
    const again = await fx.api.call(`${SHIPPER}/${a.data.id}/approve`, { method: 'POST', token: fx.tokens.staff, json: {} });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    const b = await createShipper(individual());
    expect((await fx.api.call(`${SHIPPER}/${b.data.id}/reject`, { method: 'POST', token: fx.tokens.staff, json: {} })).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await fx.api.call(`${SHIPPER}/${b.data.id}/reject`, { method: 'POST', token: fx.tokens.staff, json: { reviewRemark: '身份证照片模糊，请重新上传' } });
    expect(rejected).toMatchObject({ status: Status.OK, data: { reviewStatus: 'REJECTED', reviewRemark: '身份证照片模糊，请重新上传' } });
  });

  test('a shipper sees only his own record; a driver none', async () => {
    const own = await fx.api.call<{ records: Record<string, unknown>[]; total: number }>(`${SHIPPER}/list`, { token: fx.tokens.shipper, query: { pageNum: 1, pageSize: 10 } });
    // The shipper role holds no shipper screen: it reads its profile through getUserInfo only.
    expect([Status.OK, Status.FORBIDDEN]).toContain(own.status);
    if (own.status === Status.OK) for (const record of own.data.records) expect(record.shipperCode).toBe(fx.codes.shipper);
    // A driver's contract forms pick a shipper (a lookup): he may ask, and reaches none (the shipper
    // entity has no driver column).
    const byDriver = await fx.api.call<{ total: number }>(`${SHIPPER}/list`, { token: fx.tokens.driver, query: { pageNum: 1, pageSize: 10 } });
    if (byDriver.status === Status.OK) expect(byDriver.data.total).toBe(0);
    else expect(byDriver.status).toBe(Status.FORBIDDEN);
  });
});

describe('shipment_id_card_due_warn: individual shippers whose ID card expires within 30 days or has expired', () => {
  test('a card expiring in 10 days or expired yesterday raises the count; a long-term card, a later one or a rejected shipper does not', async () => {
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).shipment_id_card_due_warn;
    await createShipper(individual({ idCardValidTo: dayFromToday(10) }));
    await createShipper(individual({ idCardValidTo: dayFromToday(-1) }));
    await createShipper(individual({ idCardValidTo: '29991231' }));
    await createShipper(individual({ idCardValidTo: dayFromToday(45) }));
    const rejected = await createShipper(individual({ idCardValidTo: dayFromToday(3) }));
    expect((await toDoCounts(fx.api, fx.tokens.staff)).shipment_id_card_due_warn).toBe(before + 3);
    await fx.api.call(`${SHIPPER}/${rejected.data.id}/reject`, { method: 'POST', token: fx.tokens.staff, json: { reviewRemark: '身份证已过有效期' } });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).shipment_id_card_due_warn).toBe(before + 2);
  });

  test('the demo data holds some (expired or expiring cards of real shippers)', async () => {
    const rows = await entityRows(fx).selectFrom('basic_shipper').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThanOrEqual(30);
    expect(Number(rows.n)).toBeLessThanOrEqual(3000);
  });
});

describe('fleets: captain review, members and vehicles', () => {
  test('a new fleet waits for its captain\'s review (auth_driver_leader_count); the captain fills name and mobile', async () => {
    const [captain] = await freeDrivers(1);
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_leader_count;
    const team = await fx.api.call<Record<string, unknown>>(TEAM, { method: 'POST', token: fx.tokens.staff, json: { teamName: '济南顺路车队', captainCode: captain.driverCode, contactPhone: '0531-88776655', status: 'normal' } });
    expect(team).toMatchObject({ status: Status.OK, data: { reviewStatus: 'pending', captainName: captain.driverName } });
    expect(String(team.data.teamCode)).toMatch(/^CD\d{14}$/);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_leader_count).toBe(before + 1);
    const approved = await fx.api.call(`${TEAM}/${team.data.id}/approve`, { method: 'POST', token: fx.tokens.staff, json: {} });
    expect(approved).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved' } });
    expect((await toDoCounts(fx.api, fx.tokens.staff)).auth_driver_leader_count).toBe(before);
  });

  test('a captain leads one fleet: a second fleet with the same captain is refused', async () => {
    const [captain] = await freeDrivers(1);
    const first = await fx.api.call(TEAM, { method: 'POST', token: fx.tokens.staff, json: { teamName: '历城安通车队', captainCode: captain.driverCode, contactPhone: '13812345678', status: 'normal' } });
    expect(first.status).toBe(Status.OK);
    const second = await fx.api.call(TEAM, { method: 'POST', token: fx.tokens.staff, json: { teamName: '历城安通二队', captainCode: captain.driverCode, contactPhone: '13812345679', status: 'normal' } });
    expect(second.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(second.data)).toContain('/captainCode');
  });

  test('members and vehicles are added through the fleet screen; a driver is in one fleet; the link fills names', async () => {
    const [captain, a, b] = await freeDrivers(3);
    const team = await fx.api.call<Record<string, unknown>>(TEAM, { method: 'POST', token: fx.tokens.staff, json: { teamName: '章丘鑫运车队', captainCode: captain.driverCode, contactPhone: '13912345678', status: 'normal' } });
    const teamCode = team.data.teamCode;
    for (const member of [a, b]) {
      const added = await fx.api.call(MEMBER, { method: 'POST', token: fx.tokens.staff, json: { teamCode, driverCode: member.driverCode, joinDate: dayFromToday(0) } });
      expect(added).toMatchObject({ status: Status.OK, data: { teamName: '章丘鑫运车队', driverName: member.driverName } });
    }
    const other = await fx.api.call<Record<string, unknown>>(TEAM, { method: 'POST', token: fx.tokens.staff, json: { teamName: '章丘宏达车队', captainCode: (await freeDrivers(1))[0].driverCode, contactPhone: '13912345670', status: 'normal' } });
    const twice = await fx.api.call(MEMBER, { method: 'POST', token: fx.tokens.staff, json: { teamCode: other.data.teamCode, driverCode: a.driverCode } });
    expect(twice.status).toBe(Status.INVALID_PAYLOAD);
    const members = await fx.api.call<{ records: Record<string, unknown>[]; total: number }>(`${MEMBER}/list`, { token: fx.tokens.staff, query: { teamCode: String(teamCode), pageNum: 1, pageSize: 10 } });
    expect(members.data.total).toBe(2);
    // The driver's side: his fleet, found by his code.
    const mine = await fx.api.call<{ records: Record<string, unknown>[] }>(`${MEMBER}/list`, { token: fx.tokens.staff, query: { driverCode: a.driverCode, pageNum: 1, pageSize: 10 } });
    expect(mine.data.records.map((r) => r.teamName)).toEqual(['章丘鑫运车队']);
    const plate = await entityRows(fx).selectFrom('basic_driver_team_vehicle').select('vehicle_number').execute();
    const free = await entityRows(fx).selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_type']).where('branch_code', '=', 'SD0001')
      .where('vehicle_number', 'not in', plate.map((p) => String(p.vehicle_number))).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const vehicle = await fx.api.call(TEAM_VEHICLE, { method: 'POST', token: fx.tokens.staff, json: { teamCode, vehicleNumber: free.vehicle_number } });
    expect(vehicle).toMatchObject({ status: Status.OK, data: { vehicleType: free.vehicle_type, teamName: '章丘鑫运车队' } });
  });

  test('the links need the fleet screen: a driver (no fleet screen) may not add members', async () => {
    const [d] = await freeDrivers(1);
    const teamCode = (await entityRows(fx).selectFrom('basic_driver_team').select('team_code').limit(1).executeTakeFirstOrThrow()).team_code;
    const refused = await fx.api.call(MEMBER, { method: 'POST', token: fx.tokens.driver, json: { teamCode, driverCode: d.driverCode } });
    expect(refused.status).toBe(Status.FORBIDDEN);
  });

  test('demo fleets: between 30 and 3,000, most approved, with members and vehicles', async () => {
    const teams = await entityRows(fx).selectFrom('basic_driver_team').select(['review_status']).execute();
    expect(teams.length).toBeGreaterThanOrEqual(30);
    expect(teams.filter((t) => t.review_status === 'approved').length).toBeGreaterThan(teams.length / 2);
    expect(teams.some((t) => t.review_status === 'pending')).toBe(true);
    const members = await entityRows(fx).selectFrom('basic_driver_team_member').select('driver_code').execute();
    expect(members.length).toBeGreaterThanOrEqual(30);
    expect(new Set(members.map((m) => m.driver_code)).size).toBe(members.length);
  });
});

describe('certificate_expiry: every expiring document of drivers and vehicles', () => {
  test('a qualification certificate or a road transport certificate expiring within 30 days raises the count', async () => {
    const before = (await toDoCounts(fx.api, fx.tokens.staff)).certificate_expiry;
    const driver = await entityRows(fx).selectFrom('basic_driver').select('id').where('branch_code', '=', 'SD0001').where('review_status', '=', 'pending')
      .where((eb) => eb.or([eb('qualification_valid_to', 'is', null), eb('qualification_valid_to', '>', dayFromToday(60))]))
      .where((eb) => eb.or([eb('valid_period_to', 'is', null), eb('valid_period_to', '>', dayFromToday(60))])).limit(1).executeTakeFirstOrThrow();
    expect((await fx.api.call(`${DRIVER}/${driver.id}`, { method: 'PUT', token: fx.tokens.staff, json: { qualificationValidTo: dayFromToday(12) } })).status).toBe(Status.OK);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).certificate_expiry).toBe(before + 1);
    const vehicle = await entityRows(fx).selectFrom('basic_vehicle').select('id').where('branch_code', '=', 'SD0001').where('review_status', '=', 'pending')
      .where((eb) => eb.or([eb('road_transport_valid_to', 'is', null), eb('road_transport_valid_to', '>', dayFromToday(60))]))
      .where((eb) => eb.or([eb('inspection_valid_to', 'is', null), eb('inspection_valid_to', '>', dayFromToday(60))])).limit(1).executeTakeFirstOrThrow();
    expect((await fx.api.call(`${VEHICLE}/${vehicle.id}`, { method: 'PUT', token: fx.tokens.staff, json: { roadTransportValidTo: dayFromToday(5) } })).status).toBe(Status.OK);
    expect((await toDoCounts(fx.api, fx.tokens.staff)).certificate_expiry).toBe(before + 2);
  });
});
