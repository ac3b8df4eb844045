// No enumeration of accounts (issue 11, finding 3): an unknown username does the same work as a
// wrong password (a check against a dummy hash) and gets the same answer; the SMS answers do
// not tell whether a number has an account.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { DEFAULT_SIGN_IN_LIMITS, type ThrottleLimits } from '../../server/auth/signInLimits';
import { HOUR_MS } from '../../server/storage/clock';
import { apiClient } from './support/client';
import { latestCode } from './support/sms';
import { startTestServer, type TestServer } from './support/testServer';

/** Throttling out of the way: the timing test makes a hundred guesses at one account. */
const UNTHROTTLED: ThrottleLimits = { ...DEFAULT_SIGN_IN_LIMITS.account, challengeAfter: 10_000, waitAfter: 10_000, lockAfter: null };

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer({ signInLimits: { account: UNTHROTTLED, address: UNTHROTTLED } });
  api = apiClient(server.url);
});
afterAll(() => server.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

describe('an unknown username answers as a wrong password does', () => {
  test('the same status, message and data', async () => {
    const known = await api.authorize(api.signInForm('shipperco', 'Wrong@2026'));
    const unknown = await api.authorize(api.signInForm('nobody-here', 'Wrong@2026'));
    expect(unknown).toEqual(known);
  });

  test('in the same time: medians of 40 interleaved samples each differ by less than a third', async () => {
    const known = () => api.authorize(api.signInForm('shipperco', 'Wrong@2026'));
    const unknown = () => api.authorize(api.signInForm('nobody-here', 'Wrong@2026'));
    await known();
    await unknown(); // warm-up: the dummy hash is made on first use
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      // Alternate which goes first, so a burst of load elsewhere falls on both alike.
      if (i % 2 === 0) {
        knownMs.push(await timed(known));
        unknownMs.push(await timed(unknown));
      } else {
        unknownMs.push(await timed(unknown));
        knownMs.push(await timed(known));
      }
    }
    const [a, b] = [median(knownMs), median(unknownMs)];
    // Without the dummy hash an unknown username answers in ~2 ms and a known one in ~30 ms.
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(1 / 3);
  }, 60_000);
});

describe('SMS answers do not tell whether a number has an account', () => {
  const sendLoginCode = (phone: string) => api.call('/ntocc-tps-api/sms/sendVerificationCode', { method: 'POST', query: { phone } });
  const sendRegisterCode = (phone: string) => api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
  const masked = (answer: { data: { phone: string } }) => ({ ...answer, data: { ...answer.data, phone: '(masked)' } });

  test('a sign-in code: the same answer, and the same cooldown after it, for a known and an unknown number', async () => {
    server.clock.advance(HOUR_MS);
    const [known, unknown] = [await sendLoginCode('13920022002'), await sendLoginCode('13911112222')];
    expect(known.status).toBe(Status.OK);
    expect(masked(unknown)).toEqual(masked(known));
    const [knownAgain, unknownAgain] = [await sendLoginCode('13920022002'), await sendLoginCode('13911112222')];
    expect(knownAgain.status).toBe(Status.TOO_MANY_REQUESTS);
    expect(unknownAgain).toEqual(knownAgain);
  });

  test('a registration code: sent to a number that has an account as to one that has none', async () => {
    server.clock.advance(HOUR_MS);
    const [taken, free] = [await sendRegisterCode('13702044004'), await sendRegisterCode('13711112222')];
    expect(masked(taken)).toEqual(masked(free));
    expect(await latestCode(server.db, '13702044004')).toMatch(/^\d{6}$/);
  });

  test('sign-in by code: a wrong code for a number without an account answers as for a number with one', async () => {
    server.clock.advance(HOUR_MS);
    const bySms = (phone: string, phoneCode: string) =>
      api.authorize(api.signInForm(phone, '', { grant_type: 'sms_code', phoneCode }));
    expect(await bySms('13911113333', '123456')).toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码已失效，请重新获取' });
    expect(await bySms('13920022002', '123456')).toMatchObject({ status: Status.BAD_VERIFY_CODE, msg: '验证码已失效，请重新获取' });
  });
});
