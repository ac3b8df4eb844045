// Verification codes: expiry, attempt limit, resend cooldown, daily cap; sign-in by code;
// the e-signature code. The default sender records each message in sms_record.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { MINUTE_MS } from '../../server/storage/clock';
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

const DRIVER_MOBILE = '15822055005';
const sendLoginCode = (phone: string) => api.call('/ntocc-tps-api/sms/sendVerificationCode', { method: 'POST', query: { phone } });
const signInByCode = (mobile: string, phoneCode: string) =>
  api.authorize(api.signInForm(mobile, '', { grant_type: 'sms_code', phoneCode }));

describe('sendVerificationCode (sign-in by code)', () => {
  test('sends a code to a registered mobile and records the message for the messaging screens', async () => {
    expect((await sendLoginCode(DRIVER_MOBILE)).status).toBe(Status.OK);
    const record = await server.db.selectFrom('sms_record').selectAll().where('phone', '=', DRIVER_MOBILE).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ purpose: 'login', status: 'RECORDED', gmt_created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(record.content).toMatch(/登录验证码为 \d{6}，5 分钟内有效/);
  });

  test('the code signs in once; used again it has expired', async () => {
    const code = await latestCode(server.db, DRIVER_MOBILE);
    expect((await signInByCode(DRIVER_MOBILE, code)).status).toBe(Status.OK);
    expect((await signInByCode(DRIVER_MOBILE, code)).status).toBe(Status.BAD_VERIFY_CODE);
  });

  test('codes are stored hashed', async () => {
    const code = await latestCode(server.db, DRIVER_MOBILE);
    const rows = await server.db.selectFrom('verify_code').select('code_hash').execute();
    expect(rows.every((row) => row.code_hash !== code && /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  test('an unknown mobile gets the answer a registered one gets, and no message is sent to it', async () => {
    const unknown = await sendLoginCode('13999999999');
    expect(unknown).toEqual({
      status: Status.OK, msg: '如该手机号已注册账号，验证码已发送，请查收短信',
      data: { phone: '139****9999', expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    expect(await server.db.selectFrom('sms_record').select('id').where('phone', '=', '13999999999').executeTakeFirst()).toBeUndefined();
  });

  test('a number that is not a mainland mobile answers 422', async () => {
    expect((await sendLoginCode('02212345678')).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('a code is valid 5 minutes and allows 5 wrong attempts', () => {
  test('a wrong code answers 4002 without signing in', async () => {
    server.clock.advance(MINUTE_MS);
    await sendLoginCode(DRIVER_MOBILE);
    const code = await latestCode(server.db, DRIVER_MOBILE);
    expect(await signInByCode(DRIVER_MOBILE, otherCode(code))).toMatchObject({ status: Status.BAD_VERIFY_CODE, data: null });
  });

  test('after 5 minutes the right code has expired', async () => {
    const code = await latestCode(server.db, DRIVER_MOBILE);
    server.clock.advance(5 * MINUTE_MS);
    expect((await signInByCode(DRIVER_MOBILE, code)).status).toBe(Status.BAD_VERIFY_CODE);
  });

  test('the 5th wrong attempt voids the code: 429 afterwards', async () => {
    await sendLoginCode(DRIVER_MOBILE);
    const code = await latestCode(server.db, DRIVER_MOBILE);
    for (let i = 0; i < 5; i += 1) await signInByCode(DRIVER_MOBILE, otherCode(code));
    expect((await signInByCode(DRIVER_MOBILE, code)).status).toBe(Status.TOO_MANY_REQUESTS);
  });

  test('only the latest code counts', async () => {
    const old = await latestCode(server.db, DRIVER_MOBILE);
    server.clock.advance(MINUTE_MS);
    await sendLoginCode(DRIVER_MOBILE);
    const latest = await latestCode(server.db, DRIVER_MOBILE);
    if (old !== latest) expect((await signInByCode(DRIVER_MOBILE, old)).status).toBe(Status.BAD_VERIFY_CODE);
    expect((await signInByCode(DRIVER_MOBILE, latest)).status).toBe(Status.OK);
  });
});

describe('resend cooldown of 60 seconds and a daily cap of 10 per phone', () => {
  const phone = '13733334444';
  const sendRegisterCode = () => api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });

  test('a second request within 60 seconds answers 429 with the seconds left', async () => {
    expect((await sendRegisterCode()).status).toBe(Status.OK);
    server.clock.advance(20_000);
    expect(await sendRegisterCode()).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: expect.stringContaining('40 秒') });
    server.clock.advance(40_000);
    expect((await sendRegisterCode()).status).toBe(Status.OK);
  });

  test('the 11th code of a day answers 429; the next day codes flow again', async () => {
    for (let sent = 2; sent < 10; sent += 1) {
      server.clock.advance(MINUTE_MS);
      expect((await sendRegisterCode()).status).toBe(Status.OK);
    }
    server.clock.advance(MINUTE_MS);
    expect(await sendRegisterCode()).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: expect.stringContaining('上限') });
    server.clock.advance(24 * 60 * MINUTE_MS);
    expect((await sendRegisterCode()).status).toBe(Status.OK);
  });
});

describe('elecSign/sendSms sends a signing code to the signed-in party\'s mobile', () => {
  test('needs a token and records a sign message to the party\'s own mobile', async () => {
    expect((await api.call('/ntocc-tps-api/elecSign/sendSms', { method: 'PUT' })).status).toBe(Status.UNAUTHENTICATED);
    const token = await api.signIn('shipper');
    const answer = await api.call('/ntocc-tps-api/elecSign/sendSms', { method: 'PUT', token });
    expect(answer).toMatchObject({ status: Status.OK, data: { phone: '136****3003' } });
    // The newest sign message (the demo data holds earlier ones).
    const record = await server.db.selectFrom('sms_record').selectAll().where('purpose', '=', 'sign').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(record.phone).toBe('13602033003');
  });
});
