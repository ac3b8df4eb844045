// Issue 11, finding 6: verification-code messages are limited per client address (per hour and
// per day), per number (a minute apart, sms/verifyCodes.ts) and per branch per day, all numbers
// together; a refusal is the envelope's 429 with a message in the caller's language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { DAY_MS, HOUR_MS } from '../../../server/storage/clock';
import { startTestServer, type TestServer } from '../support/testServer';

const SEND_REGISTER_CODE = '/ntocc-tps-api/sms/sendRegisterVerifyCode';
const PER_HOUR = 3;
const PER_DAY = 5;
const PER_BRANCH = 8;

let server: TestServer;
const previousTrustProxy = process.env.TRUST_PROXY;
let nextPhone = 13900000000;
const newPhone = () => String((nextPhone += 1));

beforeAll(async () => {
  // X-Forwarded-For from the trusted proxy (the test on 127.0.0.1) names the client address.
  process.env.TRUST_PROXY = '127.0.0.1';
  server = await startTestServer({ limits: { smsPerClientPerHour: PER_HOUR, smsPerClientPerDay: PER_DAY, smsPerBranchPerDay: PER_BRANCH } });
});
afterAll(async () => {
  process.env.TRUST_PROXY = previousTrustProxy;
  await server.close();
});

async function askCode(from: string, phone = newPhone(), language = 'zh') {
  const response = await fetch(new URL(`${SEND_REGISTER_CODE}?phone=${phone}`, server.url), {
    method: 'POST', headers: { deviceId: DEVICE_ID, 'x-forwarded-for': from, 'accept-language': language },
  });
  return (await response.json()) as { status: number; msg: string };
}

const sentCount = async () => Number((await server.db.selectFrom('sms_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe(`per client address: ${PER_HOUR} codes an hour, ${PER_DAY} a day in this test`, () => {
  test('codes to different numbers from one address: the next within the hour is refused and nothing is sent', async () => {
    for (let i = 0; i < PER_HOUR; i += 1) expect((await askCode('10.0.5.1')).status).toBe(Status.OK);
    const sent = await sentCount();
    expect(await askCode('10.0.5.1', newPhone(), 'en')).toEqual({
      status: Status.TOO_MANY_REQUESTS, msg: 'Too many verification codes requested from this network. Please try again in an hour.', data: null,
    });
    expect((await askCode('10.0.5.1', newPhone(), 'es')).msg).toBe('Se han solicitado demasiados códigos de verificación desde esta red. Inténtelo de nuevo dentro de una hora.');
    expect(await sentCount()).toBe(sent);
  });

  test('another address still gets codes', async () => {
    expect((await askCode('10.0.5.2')).status).toBe(Status.OK);
  });

  test('the next hour the address gets codes again, up to its day', async () => {
    server.clock.advance(HOUR_MS);
    for (let i = PER_HOUR; i < PER_DAY; i += 1) expect((await askCode('10.0.5.1')).status).toBe(Status.OK);
    const refused = await askCode('10.0.5.1', newPhone(), 'ja');
    expect(refused).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: 'このネットワークは本日の認証コードの上限に達しました。明日もう一度お試しください。' });
  });
});

describe('per number: one code a minute', () => {
  test('a second code to the same number from another address is refused', async () => {
    const phone = newPhone();
    expect((await askCode('10.0.6.1', phone)).status).toBe(Status.OK);
    expect((await askCode('10.0.6.2', phone)).status).toBe(Status.TOO_MANY_REQUESTS);
  });
});

describe(`per branch: ${PER_BRANCH} codes a day in this test, whatever the addresses`, () => {
  test('the branch\'s day of codes is spent by many addresses; the next address is refused', async () => {
    server.clock.advance(DAY_MS);
    for (let i = 0; i < PER_BRANCH; i += 1) expect((await askCode(`10.0.7.${i + 1}`)).status).toBe(Status.OK);
    const refused = await askCode('10.0.7.100');
    expect(refused).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: '平台今日验证码短信已达上限，请明天再试或联系客服' });
    server.clock.advance(DAY_MS);
    expect((await askCode('10.0.7.100')).status).toBe(Status.OK);
  });
});
