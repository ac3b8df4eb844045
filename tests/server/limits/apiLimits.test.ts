// Issue 11, finding 7: rate limits on the API as a whole, per client address and per account,
// answered with the API envelope (status 429, a message in the caller's language, Retry-After);
// exports and aggregates run a few at a time per account.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { issueToken } from '../../../server/auth/tokens';
import { startTestServer, type TestServer } from '../support/testServer';

const PER_ACCOUNT = 3;
const PER_CLIENT = 6;
const DEFAULT_GROUP = '/ntocc-basic-api/partyGroup/getDefault';
const USER_INFO = '/ntocc-basic-api/getUserInfo';
const WAYBILL_EXPORT = '/ntocc-tms-api/waybill/export';

let limited: TestServer;
let gated: TestServer;
const previousTrustProxy = process.env.TRUST_PROXY;

beforeAll(async () => {
  // Behind a trusted proxy (here: the test itself on 127.0.0.1) X-Forwarded-For names the client,
  // so one test can speak from several addresses.
  process.env.TRUST_PROXY = '127.0.0.1';
  limited = await startTestServer({ limits: { apiPerAccountPerMinute: PER_ACCOUNT, apiPerClientPerMinute: PER_CLIENT } });
  gated = await startTestServer({ limits: { costlyReadsAtOnce: 1, costlyReadsWaiting: 1 } });
});
afterAll(async () => {
  process.env.TRUST_PROXY = previousTrustProxy;
  await Promise.all([limited.close(), gated.close()]);
});

/** A new session of the user, made as a sign-in makes one (the sign-in has its own throttling). */
async function sessionOf(server: TestServer, username: string): Promise<string> {
  const party = await server.db.selectFrom('party').select(['id', 'party_type']).where('username', '=', username).executeTakeFirstOrThrow();
  return (await issueToken(server.db, { partyId: party.id, activeRole: party.party_type, deviceId: null, now: server.clock.now() })).token;
}

async function call(server: TestServer, pathname: string, options: { from: string; token?: string; language?: string; method?: string }) {
  const headers: Record<string, string> = { deviceId: DEVICE_ID, 'x-forwarded-for': options.from, 'accept-language': options.language ?? 'zh' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(new URL(pathname, server.url), { method: options.method ?? 'GET', headers });
}

const envelope = async (response: Response) => (await response.json()) as { status: number; msg: string };

describe(`per account: ${PER_ACCOUNT} calls a minute in this test`, () => {
  test('the next call is answered 429 in the envelope with Retry-After, from any address the account calls from', async () => {
    const token = await sessionOf(limited, 'staff');
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await envelope(await call(limited, USER_INFO, { from: '10.0.1.1', token, method: 'POST' }))).status).toBe(Status.OK);
    }
    const refused = await call(limited, USER_INFO, { from: '10.0.1.2', token, method: 'POST', language: 'en' });
    expect(refused.status).toBe(200);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const answer = await envelope(refused);
    expect(answer.status).toBe(Status.TOO_MANY_REQUESTS);
    expect(answer.msg).toMatch(/^Too many requests\. Please try again in \d+ s\.$/);
    const zh = await envelope(await call(limited, USER_INFO, { from: '10.0.1.3', token, method: 'POST' }));
    expect(zh.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
  });

  test('another account is not affected', async () => {
    const token = await sessionOf(limited, 'admin');
    expect((await envelope(await call(limited, USER_INFO, { from: '10.0.1.4', token, method: 'POST' }))).status).toBe(Status.OK);
  });
});

describe(`per client address: ${PER_CLIENT} calls a minute in this test`, () => {
  test('open calls count; the next call of the address is refused before its token is even looked at', async () => {
    for (let i = 0; i < PER_CLIENT; i += 1) {
      expect((await envelope(await call(limited, DEFAULT_GROUP, { from: '10.0.2.1' }))).status).toBe(Status.OK);
    }
    expect((await envelope(await call(limited, DEFAULT_GROUP, { from: '10.0.2.1' }))).status).toBe(Status.TOO_MANY_REQUESTS);
    const token = await sessionOf(limited, 'shipper');
    expect((await envelope(await call(limited, USER_INFO, { from: '10.0.2.1', token, method: 'POST' }))).status).toBe(Status.TOO_MANY_REQUESTS);
    expect((await envelope(await call(limited, `${USER_INFO}?token=guessed`, { from: '10.0.2.1', method: 'POST' }))).status).toBe(Status.TOO_MANY_REQUESTS);
  });

  test('another address is not affected', async () => {
    expect((await envelope(await call(limited, DEFAULT_GROUP, { from: '10.0.2.2' }))).status).toBe(Status.OK);
  });
});

describe('exports and aggregates: one at a time per account in this test, one more waiting', () => {
  test('of eight simultaneous exports of one account some are refused with 429, the others are whole files', async () => {
    const token = await sessionOf(gated, 'staff');
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(gated, `${WAYBILL_EXPORT}?pageNum=1&pageSize=500`, { from: '10.0.3.1', token })));
    const files = answers.filter((r) => (r.headers.get('content-type') ?? '').startsWith('application/vnd.ms-excel'));
    const refusals = await Promise.all(answers.filter((r) => !files.includes(r)).map(envelope));
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(refusals.length).toBeGreaterThanOrEqual(1);
    expect(refusals.every((a) => a.status === Status.TOO_MANY_REQUESTS && a.msg === '导出和统计同时最多进行 1 个，请等前面的完成后再试')).toBe(true);
    for (const file of files) expect(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  });

  test('the gate is per account: two accounts export at the same moment', async () => {
    const staff = await sessionOf(gated, 'staff');
    const admin = await sessionOf(gated, 'admin');
    const [mine, theirs] = await Promise.all([
      call(gated, `${WAYBILL_EXPORT}?pageNum=1&pageSize=500`, { from: '10.0.3.2', token: staff }),
      call(gated, `${WAYBILL_EXPORT}?pageNum=1&pageSize=500`, { from: '10.0.3.3', token: admin }),
    ]);
    expect(mine.headers.get('content-type')).toMatch(/^application\/vnd\.ms-excel/);
    expect(theirs.headers.get('content-type')).toMatch(/^application\/vnd\.ms-excel/);
    await Promise.all([mine.arrayBuffer(), theirs.arrayBuffer()]);
  });
});
