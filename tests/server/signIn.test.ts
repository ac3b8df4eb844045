// Sign-in (POST /ntocc-basic-api/authorize, form-encoded): docs/contracts.md "Sign-in and session".
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BranchConfigKey, CLIENT_SECRET } from '../../src/core/api/client';
import { Status } from '../../src/core/api/status';
import { DAY_MS, MINUTE_MS } from '../../server/storage/clock';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe('a right username and password sign in', () => {
  test('the answer carries a bearer token, its lifetime and the branch with its configuration keys', async () => {
    const answer = await api.authorize(api.signInForm('admin'));
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data).toMatchObject({ token_type: 'bearer', expires_in: 12 * 3600, passWordOverdue: false });
    expect(answer.data.branch).toMatchObject({ branchCode: 'SD0001', branchName: '顺达网络货运有限公司', softVersion: 'CTMS-3.2' });
    expect(Object.keys(answer.data.branch.partyGroupConfigCacheMap).sort()).toEqual(Object.values(BranchConfigKey).sort());
    expect(answer.data.branch.partyGroupConfigCacheMap[BranchConfigKey.exportableQuantity]).toMatchObject({
      configKey: BranchConfigKey.exportableQuantity, configValue: '20000',
    });
  });

  test('a JSON body is accepted as well as the form', async () => {
    const answer = await api.call('/ntocc-basic-api/authorize', { method: 'POST', json: api.signInForm('staff') });
    expect(answer.status).toBe(Status.OK);
  });

  test('the username is trimmed', async () => {
    expect((await api.authorize(api.signInForm('  staff \t'))).status).toBe(Status.OK);
  });

  test('the token is stored only as its SHA-256 hash', async () => {
    const token = await api.signIn('driver');
    const rows = await server.db.selectFrom('access_token').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  test('a branchCode that is not the account\'s own is refused', async () => {
    expect((await api.authorize(api.signInForm('admin', undefined, { branchCode: 'SD0001' }))).status).toBe(Status.OK);
    const other = await api.authorize(api.signInForm('admin', undefined, { branchCode: 'XX9999' }));
    expect(other.status).toBe(Status.FORBIDDEN);
  });

  test('passWordOverdue is true once the password is older than 90 days', async () => {
    server.clock.advance(91 * DAY_MS);
    const answer = await api.authorize(api.signInForm('shipper'));
    expect(answer.data.passWordOverdue).toBe(true);
  });
});

describe('a wrong sign-in gives a non-zero status and a clear msg', () => {
  // Each test starts with no failures counted (they are forgotten after 15 quiet minutes).
  beforeEach(() => server.clock.advance(16 * MINUTE_MS));

  test('wrong password: 4001 用户名或密码错误', async () => {
    const answer = await api.authorize(api.signInForm('shipperco', 'Wrong@2026'));
    expect(answer).toEqual({ status: Status.BAD_CREDENTIALS, msg: '用户名或密码错误', data: { captchaRequired: false } });
  });

  test('unknown username: the same answer as a wrong password', async () => {
    const answer = await api.authorize(api.signInForm('nobody', 'Wrong@2026'));
    expect(answer).toEqual({ status: Status.BAD_CREDENTIALS, msg: '用户名或密码错误', data: { captchaRequired: false } });
  });

  test('the msg follows Accept-Language', async () => {
    const form = api.signInForm('shipperco', 'Wrong@2026');
    const en = await api.call('/ntocc-basic-api/authorize', { method: 'POST', form, language: 'en-US,en;q=0.9' });
    expect(en.msg).toBe('Wrong username or password');
    const ja = await api.call('/ntocc-basic-api/authorize', { method: 'POST', form, language: 'ja' });
    expect(ja.msg).toBe('ユーザー名またはパスワードが正しくありません');
  });

  test('a wrong client_secret is refused before the password is checked', async () => {
    const answer = await api.authorize(api.signInForm('admin', undefined, { client_secret: `${CLIENT_SECRET}x` }));
    expect(answer.status).toBe(Status.UNAUTHENTICATED);
    expect(answer.msg).toContain('client_secret');
  });

  test('an unknown client_id is refused', async () => {
    expect((await api.authorize(api.signInForm('admin', undefined, { client_id: 'curl' }))).status).toBe(Status.UNAUTHENTICATED);
  });

  test('missing fields and an unknown grant_type answer 422 naming the fields', async () => {
    const form = { client_id: 'freight-console', client_secret: CLIENT_SECRET, grant_type: 'magic' };
    const answer = await api.call('/ntocc-basic-api/authorize', { method: 'POST', form });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    const fields = answer.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/username', '/grant_type']));
  });

  test('a password grant without password answers 422 on /password', async () => {
    const { password: _omitted, ...form } = api.signInForm('admin');
    const answer = await api.call('/ntocc-basic-api/authorize', { method: 'POST', form });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/password' })]);
  });

  test('a disabled account cannot sign in', async () => {
    await server.db.updateTable('party').set({ status: 'DISABLED' }).where('username', '=', 'shipperco').execute();
    const answer = await api.authorize(api.signInForm('shipperco'));
    expect(answer.status).toBe(Status.FORBIDDEN);
    await server.db.updateTable('party').set({ status: 'ENABLED' }).where('username', '=', 'shipperco').execute();
  });
});
