// POST /ntocc-basic-api/party/register: self-registration with a verification code.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { idCardCheckChar } from '../../src/core/validation';
import { HOUR_MS, MINUTE_MS } from '../../server/storage/clock';
import { apiClient } from './support/client';
import { latestCode, otherCode } from './support/sms';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const sendRegisterCode = (phone: string) =>
  api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
/** The password travels in the body, as the console sends it. */
const register = (form: Record<string, string>) => api.call('/ntocc-basic-api/party/register', { method: 'POST', form });

const driverIdCard = '11010519900307123' + idCardCheckChar('11010519900307123');

function form(phone: string, verifyCode: string, extra: Record<string, string> = {}) {
  return { phone, password: 'Haul@2026', name: '刘德胜', partyType: 'DRIVER', verifyCode, branchCode: 'SD0001', ...extra };
}

describe('registration with the right code', () => {
  test('a driver registers, signs in and has a profile waiting for review', async () => {
    const phone = '13511112222';
    expect(await sendRegisterCode(phone)).toMatchObject({
      status: Status.OK, data: { phone: '135****2222', expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const answer = await register(form(phone, await latestCode(server.db, phone), { idCard: driverIdCard }));
    expect(answer).toMatchObject({ status: Status.OK, data: { username: phone } });
    expect(answer.data.code).toMatch(/^DR\d{6}$/);
    const token = await api.signIn(phone, 'Haul@2026');
    const info = await api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token });
    expect(info.data).toMatchObject({
      party: { partyType: 'DRIVER', name: '刘德胜', mobile: phone }, activeRole: 'DRIVER',
      driver: { driverCode: answer.data.code, driverName: '刘德胜', drivingLicense: driverIdCard, telephone: phone, reviewStatus: 'pending' },
      shipment: null,
    });
  });

  test('a shipper registers as an individual shipper', async () => {
    const phone = '13511113333';
    await sendRegisterCode(phone);
    const answer = await register(form(phone, await latestCode(server.db, phone), { partyType: 'SHIPPER', name: '赵丽' }));
    expect(answer.data.code).toMatch(/^SH\d{6}$/);
    const token = await api.signIn(phone, 'Haul@2026');
    const info = await api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token });
    expect(info.data.shipment).toMatchObject({ shipperName: '赵丽', shipperType: 'individual', reviewStatus: 'PENDING' });
    // The operation log has the new account, without its password.
    const logged = await server.db.selectFrom('operation_log').selectAll().where('action', '=', 'signUp').where('record_id', '=', answer.data.code).execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ operation_kind: 'create', resource: 'party', record_number: phone, operator_code: answer.data.code, role_code: 'SHIPPER' });
    expect(JSON.stringify(logged[0])).not.toContain('Haul@2026');
  });
});

describe('a driver who registers has one driver record: the one the 驾驶员管理 screen lists', () => {
  test('it is made as a create on the screen is: pending, unreported, stamped, in his branch, linked by his party code', async () => {
    const phone = '13511114444';
    await sendRegisterCode(phone);
    const answer = await register(form(phone, await latestCode(server.db, phone)));
    const rows = await server.db.selectFrom('basic_driver').selectAll().where('telephone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      driver_code: answer.data.code, branch_code: 'SD0001', driver_name: '刘德胜', driving_license: null, vehicle_class: null,
      review_status: 'pending', report_status: 'unreported', gmt_created: '2026-03-02 10:00:00', gmt_modified: '2026-03-02 10:00:00',
    });
  });

  test('a record staff already keep for his mobile number is linked to him, not made twice, and keeps what staff entered', async () => {
    const phone = '13511115555';
    const staff = await api.signIn('staff');
    const kept = await api.call('/ntocc-basic-api/driver', {
      method: 'POST', token: staff,
      json: { driverName: '刘德胜', telephone: phone, vehicleClass: 'B2', organizationName: '顺达自营车队' },
    });
    expect(kept.data.driverCode).toMatch(/^SJ/);
    await sendRegisterCode(phone);
    const answer = await register(form(phone, await latestCode(server.db, phone), { idCard: '11010519900307234' + idCardCheckChar('11010519900307234') }));
    expect(answer.status).toBe(Status.OK);
    const rows = await server.db.selectFrom('basic_driver').selectAll().where('telephone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: kept.data.id, driver_code: answer.data.code, vehicle_class: 'B2', organization_name: '顺达自营车队', review_status: 'pending' });
  });

  test('an ID number another driver of the branch holds is refused on /idCard, and no account is made', async () => {
    const phone = '13511116666';
    const held = await server.db.selectFrom('basic_driver').select('driving_license').where('driving_license', 'is not', null).limit(1).executeTakeFirstOrThrow();
    const before = await server.db.selectFrom('basic_driver').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await sendRegisterCode(phone);
    const answer = await register(form(phone, await latestCode(server.db, phone), { idCard: String(held.driving_license) }));
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([{ field: '/idCard', message: `“${String(held.driving_license)}”已存在，不能重复` }]);
    expect(await server.db.selectFrom('party').select('id').where('username', '=', phone).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('basic_driver').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('registration refusals', () => {
  test('a wrong code answers 4002 and creates no account', async () => {
    const phone = '13622225555';
    await sendRegisterCode(phone);
    const answer = await register(form(phone, otherCode(await latestCode(server.db, phone))));
    expect(answer).toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码错误' });
    expect(await server.db.selectFrom('party').select('id').where('username', '=', phone).executeTakeFirst()).toBeUndefined();
  });

  test('a code older than 5 minutes answers 4002 expired', async () => {
    const phone = '13622226666';
    await sendRegisterCode(phone);
    const code = await latestCode(server.db, phone);
    server.clock.advance(5 * MINUTE_MS);
    expect(await register(form(phone, code))).toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码已失效，请重新获取' });
  });

  test('after 5 wrong attempts the code is void, even the right one answers 429', async () => {
    const phone = '13622227777';
    await sendRegisterCode(phone);
    const code = await latestCode(server.db, phone);
    for (let i = 0; i < 5; i += 1) expect((await register(form(phone, otherCode(code)))).status).toBe(Status.BAD_VERIFY_CODE);
    expect((await register(form(phone, code))).status).toBe(Status.TOO_MANY_REQUESTS);
  });

  test('a phone that is already registered gets its code like any other, and is refused only once the code is verified', async () => {
    server.clock.advance(HOUR_MS); // a fresh hour of the per-address SMS limit
    const seeded = '13602033003';
    const free = '13622229999';
    const [forSeeded, forFree] = [await sendRegisterCode(seeded), await sendRegisterCode(free)];
    expect(forSeeded).toEqual({ ...forFree, data: { ...forFree.data, phone: '136****3003' } });
    const code = await latestCode(server.db, seeded);
    expect(await register(form(seeded, otherCode(code)))).toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码错误' });
    expect((await register(form(seeded, code))).data.errors).toEqual([{ field: '/phone', message: '该手机号已注册' }]);
  });

  test('a password in the query string is refused, whatever else the call holds', async () => {
    server.clock.advance(HOUR_MS); // a fresh hour of the per-address SMS limit
    const phone = '13622224444';
    await sendRegisterCode(phone);
    const { password, ...rest } = form(phone, await latestCode(server.db, phone));
    const answer = await api.call('/ntocc-basic-api/party/register', { method: 'POST', query: { password }, form: rest });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([{ field: '/password', message: '密码须放在请求正文中发送，不能放在网址中' }]);
    expect(await server.db.selectFrom('party').select('id').where('username', '=', phone).executeTakeFirst()).toBeUndefined();
  });

  test('a common password is refused on /password before the code is used', async () => {
    server.clock.advance(HOUR_MS); // a fresh hour of the per-address SMS limit
    const phone = '13622223333';
    await sendRegisterCode(phone);
    const code = await latestCode(server.db, phone);
    const answer = await register(form(phone, code, { password: 'Password1' }));
    expect(answer.data.errors).toEqual([{ field: '/password', message: '该密码过于常见，容易被猜中，请换一个' }]);
    expect((await register(form(phone, code))).status).toBe(Status.OK);
  });

  test('invalid fields answer 422 naming each one', async () => {
    const answer = await register({
      phone: '1234', password: 'weak', name: 'R2-D2', partyType: 'ADMIN', verifyCode: '12', branchCode: 'SD0001', idCard: '110105199003071230',
    });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    const fields = answer.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['/idCard', '/name', '/partyType', '/password', '/phone', '/verifyCode']);
  });

  test('an unknown branch is refused', async () => {
    const answer = await register(form('13622228888', '123456', { branchCode: 'NOPE01' }));
    expect(answer.data.errors).toEqual([{ field: '/branchCode', message: '分公司不存在' }]);
  });
});
