// 忘记密码: POST /ntocc-basic-api/party/resetPass (open) sets a new password with a sign-in code
// sent to the account's mobile number; the new password passes the shared rule; every session
// ends and the account's password lock is lifted.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { Status } from '../../src/core/api/status';
import { HOUR_MS } from '../../server/storage/clock';
import { solvedChallenge } from './support/challenge';
import { apiClient, type Query } from './support/client';
import { latestCode, otherCode } from './support/sms';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());
// A fresh hour for the SMS limits, and failures of earlier tests forgotten.
beforeEach(() => server.clock.advance(HOUR_MS));

const DRIVER_MOBILE = '15822055005';
const NEW_PASSWORD = 'Convoy#2027';
const reset = (form: Query, query: Query = {}) => api.call('/ntocc-basic-api/party/resetPass', { method: 'POST', form, query });

async function codeFor(phone: string): Promise<string> {
  await api.call('/ntocc-tps-api/sms/sendVerificationCode', { method: 'POST', query: { phone } });
  return latestCode(server.db, phone);
}

describe('a right code sets the new password', () => {
  test('the new password signs in, the old one no longer does, and the earlier sessions end', async () => {
    const before = await api.signIn('driver');
    const answer = await reset({ phone: DRIVER_MOBILE, verifyCode: await codeFor(DRIVER_MOBILE), newPassword: NEW_PASSWORD });
    expect(answer).toEqual({ status: Status.OK, msg: '密码已重置，请使用新密码登录', data: { username: 'driver' } });
    expect((await api.authorize(api.signInForm('driver'))).status).toBe(Status.BAD_CREDENTIALS);
    expect((await api.authorize(api.signInForm('driver', NEW_PASSWORD))).status).toBe(Status.OK);
    expect((await api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token: before })).status).toBe(Status.TOKEN_REVOKED);
    // The operation log has the reset, without either password.
    const logged = await server.db.selectFrom('operation_log').selectAll().where('action', '=', 'resetPassword').execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ operation_kind: 'passwordChange', resource: 'party', record_number: 'driver', role_code: 'DRIVER' });
    expect(JSON.stringify(logged[0])).not.toContain(NEW_PASSWORD);
  });

  test('it lifts the account\'s password lock', async () => {
    for (let i = 0; i < 10; i += 1) {
      server.clock.advance(60_000);
      await api.authorize(api.signInForm('staff', 'Wrong@2026', await solvedChallenge(api, server.db)));
    }
    expect((await api.authorize(api.signInForm('staff', DEMO_PASSWORD, await solvedChallenge(api, server.db)))).status).toBe(Status.ACCOUNT_LOCKED);
    expect((await reset({ phone: '13920022002', verifyCode: await codeFor('13920022002'), newPassword: NEW_PASSWORD })).status).toBe(Status.OK);
    const signIn = await api.authorize(api.signInForm('staff', NEW_PASSWORD, await solvedChallenge(api, server.db)));
    expect(signIn.status).toBe(Status.OK);
  });
});

describe('refusals change nothing', () => {
  test('a wrong code answers 4002', async () => {
    const code = await codeFor('13602033003');
    expect(await reset({ phone: '13602033003', verifyCode: otherCode(code), newPassword: NEW_PASSWORD }))
      .toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码错误' });
    expect((await api.authorize(api.signInForm('shipper'))).status).toBe(Status.OK);
  });

  test('a new password that breaks the rule, or is common, answers 422 on /newPassword before the code is used', async () => {
    const code = await codeFor('13602033003');
    expect((await reset({ phone: '13602033003', verifyCode: code, newPassword: 'short1' })).data.errors)
      .toEqual([expect.objectContaining({ field: '/newPassword', message: '密码须为 8 至 20 位，至少包含大写字母、小写字母、数字、符号中的两种，且不能含空格' })]);
    expect((await reset({ phone: '13602033003', verifyCode: code, newPassword: 'Password1' })).data.errors)
      .toEqual([{ field: '/newPassword', message: '该密码过于常见，容易被猜中，请换一个' }]);
    expect((await reset({ phone: '13602033003', verifyCode: code, newPassword: NEW_PASSWORD })).status).toBe(Status.OK);
  });

  test('the new password in the query string is refused', async () => {
    const code = await codeFor('13702044004');
    const answer = await reset({ phone: '13702044004', verifyCode: code }, { newPassword: NEW_PASSWORD });
    expect(answer.data.errors).toEqual([{ field: '/newPassword', message: '密码须放在请求正文中发送，不能放在网址中' }]);
    expect((await api.authorize(api.signInForm('shipperco'))).status).toBe(Status.OK);
  });
});
