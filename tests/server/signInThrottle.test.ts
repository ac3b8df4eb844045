// Sign-in that cannot be raced and does not shut the owner out (issue 11, findings 1 and 2):
// password guesses are counted before they are checked, per account and per client address;
// after 3 failures of an account (10 of an address) a guess needs the image challenge, from
// the 5th failure each makes the next wait (1 s, doubling), 10 lock password sign-in for
// 15 minutes; SMS sign-in is never stopped by them and lifts the lock.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { MINUTE_MS } from '../../server/storage/clock';
import { answerOf, fetchChallenge, solvedChallenge } from './support/challenge';
import { apiClient, type Answer, type Query } from './support/client';
import { latestCode } from './support/sms';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());
// Every test starts with nothing counted: counts are forgotten 15 minutes after the last failure.
beforeEach(() => server.clock.advance(16 * MINUTE_MS));

const SHIPPERCO_MOBILE = '13702044004';
const wrong = (username: string, extra: Query = {}) => api.authorize(api.signInForm(username, 'Wrong@2026', extra));
const right = (username: string, extra: Query = {}) => api.authorize(api.signInForm(username, undefined, extra));
const withChallenge = async () => solvedChallenge(api, server.db);
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const countOf = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

/** `times` wrong passwords, each with a solved challenge, `waitMs` apart. */
async function failWithChallenges(username: string, times: number, waitMs = 0): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    if (i > 0) server.clock.advance(waitMs);
    expect((await wrong(username, await withChallenge())).status).toBe(Status.BAD_CREDENTIALS);
  }
}

describe('a burst of guesses gets no more checked than the limit allows (finding 1)', () => {
  test('of 300 simultaneous wrong passwords at most 3 are checked; the others are refused unchecked', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => wrong('shipperco')));
    expect(countOf(answers, Status.BAD_CREDENTIALS)).toBeLessThanOrEqual(3);
    expect(countOf(answers, Status.BAD_CREDENTIALS) + countOf(answers, Status.CAPTCHA_REQUIRED)).toBe(300);
    const counted = await server.db.selectFrom('sign_in_throttle').select('failures').where('subject', 'like', 'account:%').executeTakeFirstOrThrow();
    expect(counted.failures).toBe(3);
  });

  test('the right password sent among a second burst, once the limit is reached, is refused', async () => {
    await Promise.all(Array.from({ length: 100 }, () => wrong('shipperco')));
    const burst = Array.from({ length: 101 }, (_, i) => (i === 50 ? right('shipperco') : wrong('shipperco')));
    const answers = await Promise.all(burst);
    expect(answers[50].status).toBe(Status.CAPTCHA_REQUIRED);
    expect(statuses(answers)).not.toContain(Status.OK);
    expect(statuses(answers)).not.toContain(Status.BAD_CREDENTIALS);
  });

  test('with a solved challenge each, a burst still gets only the guesses before the first wait', async () => {
    await Promise.all(Array.from({ length: 3 }, () => wrong('staff')));
    const forms = [];
    for (let i = 0; i < 30; i += 1) forms.push(await withChallenge());
    const answers = await Promise.all(forms.map((form, i) => (i === 15 ? right('staff', form) : wrong('staff', form))));
    // Failures 4 and 5 are checked; the 5th starts a wait that refuses the rest unchecked.
    expect(countOf(answers, Status.BAD_CREDENTIALS) + countOf(answers, Status.OK)).toBeLessThanOrEqual(2);
    expect(countOf(answers, Status.TOO_MANY_REQUESTS)).toBeGreaterThanOrEqual(28);
  });
});

describe('an account: the challenge after 3 failures, growing waits from the 5th, a lock at the 10th (finding 2)', () => {
  test('the 3rd failure says the next guess needs the challenge; without it even the right password is refused unchecked', async () => {
    const answers = [await wrong('shipper'), await wrong('shipper'), await wrong('shipper')];
    expect(answers.map((answer) => answer.data)).toEqual([{ captchaRequired: false }, { captchaRequired: false }, { captchaRequired: true }]);
    expect(await right('shipper')).toEqual({ status: Status.CAPTCHA_REQUIRED, msg: '请先输入图形验证码', data: { captchaRequired: true } });
    expect((await right('shipper', await withChallenge())).status).toBe(Status.OK);
  });

  test('the challenge is an SVG image of an arithmetic question, drawn without text a script could read', async () => {
    const challenge = await fetchChallenge(api);
    expect(challenge.captchaId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const svg = Buffer.from(challenge.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|\d+\s*[+-]\s*\d+\s*=/);
    expect(Number(await answerOf(server.db, challenge.captchaId))).toBeLessThan(100);
  });

  test('a wrong answer refuses the guess unchecked and uses the challenge up: its right answer no longer counts', async () => {
    await Promise.all(Array.from({ length: 3 }, () => wrong('driver')));
    const { captchaId } = await fetchChallenge(api);
    const answer = await answerOf(server.db, captchaId);
    const wrongAnswer = String((Number(answer) + 1) % 100);
    expect(await right('driver', { captchaId, captchaAnswer: wrongAnswer })).toMatchObject({ status: Status.CAPTCHA_REQUIRED, msg: '图形验证码错误，请重新输入' });
    expect((await right('driver', { captchaId, captchaAnswer: answer })).status).toBe(Status.CAPTCHA_REQUIRED);
  });

  test('from the 5th failure the next guess waits 1 s, then 2 s, 4 s: asked earlier it is refused with the seconds left', async () => {
    await failWithChallenges('admin', 5);
    expect(await wrong('admin', await withChallenge())).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: '尝试过于频繁，请 1 秒后再试' });
    server.clock.advance(1000);
    await failWithChallenges('admin', 1);
    server.clock.advance(1000);
    expect((await wrong('admin', await withChallenge())).msg).toBe('尝试过于频繁，请 1 秒后再试');
    server.clock.advance(1000);
    await failWithChallenges('admin', 1);
    expect((await wrong('admin', await withChallenge())).msg).toBe('尝试过于频繁，请 4 秒后再试');
  });

  test('the 10th failure locks password sign-in for 15 minutes: the right password with a solved challenge is refused', async () => {
    await failWithChallenges('shipperco', 10, 60_000);
    const locked = await right('shipperco', await withChallenge());
    expect(locked).toMatchObject({ status: Status.ACCOUNT_LOCKED });
    expect(locked.msg).toBe('密码错误次数过多，密码登录已锁定，请 15 分钟后再试，或使用短信验证码登录以解锁');
    server.clock.advance(15 * MINUTE_MS);
    expect((await right('shipperco')).status).toBe(Status.OK);
  });

  test('the owner is not shut out: SMS sign-in works while the account is locked, and lifts the lock', async () => {
    await failWithChallenges('shipperco', 10, 60_000);
    await api.call('/ntocc-tps-api/sms/sendVerificationCode', { method: 'POST', query: { phone: SHIPPERCO_MOBILE } });
    const code = await latestCode(server.db, SHIPPERCO_MOBILE);
    const bySms = await api.authorize(api.signInForm(SHIPPERCO_MOBILE, '', { grant_type: 'sms_code', phoneCode: code }));
    expect(bySms.status).toBe(Status.OK);
    // The address still asks for the challenge (10 failures came from it); the account's lock is gone.
    expect((await right('shipperco', await withChallenge())).status).toBe(Status.OK);
  });

  test('the username and the mobile number of an account share one count', async () => {
    for (const name of ['shipper', '13602033003', 'shipper']) await wrong(name);
    expect((await right('13602033003')).status).toBe(Status.CAPTCHA_REQUIRED);
  });

  test('a username no account has is counted the same way, so the answers do not tell them apart', async () => {
    const unknown = [await wrong('ghost'), await wrong('ghost'), await wrong('ghost'), await wrong('ghost')];
    const known = [await wrong('staff'), await wrong('staff'), await wrong('staff'), await wrong('staff')];
    expect(unknown).toEqual(known);
  });

  test('counts are forgotten 15 minutes after the last failure', async () => {
    for (let i = 0; i < 3; i += 1) await wrong('driver');
    server.clock.advance(15 * MINUTE_MS);
    expect((await right('driver')).status).toBe(Status.OK);
  });
});

describe('an address: the challenge after 10 failures over every username it tries (finding 2)', () => {
  test('10 failures at 10 usernames ask for the challenge, on any further username too', async () => {
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await wrong(`spray${i}`));
    expect(answers.map((answer) => answer.data)).toEqual([...Array(9).fill({ captchaRequired: false }), { captchaRequired: true }]);
    expect((await right('staff')).status).toBe(Status.CAPTCHA_REQUIRED);
    expect((await right('staff', await withChallenge())).status).toBe(Status.OK);
  });

  test('signing in to one\'s own account gives back only that guess, not the address\'s failures at others', async () => {
    for (let i = 0; i < 9; i += 1) await wrong(`spray${i}`);
    expect((await right('driver')).status).toBe(Status.OK);
    expect((await wrong('spray9')).data).toEqual({ captchaRequired: true });
  });
});
