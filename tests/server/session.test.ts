// Tokens: which calls need one, revocation by logout, expiry (issue 2, contracts "Sign-in and session").
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { HOUR_MS, MINUTE_MS } from '../../server/storage/clock';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const userInfo = (token?: string) => api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token });

describe('a call without a token gets 401 请先登录', () => {
  test.each([
    ['POST', '/ntocc-basic-api/getUserInfo'],
    ['GET', '/ntocc-basic-api/logout'],
    ['POST', '/ntocc-basic-api/party/updatePass'],
    ['POST', '/ntocc-basic-api/party/switchRole'],
    ['GET', '/ntocc-basic-api/partyGroup'],
    ['GET', '/ntocc-basic-api/dict/listDict'],
    ['GET', '/ntocc-basic-api/appInfo'],
    ['GET', '/ntocc-basic-api/appInfo/1'],
    ['POST', '/ntocc-basic-api/appInfo'],
    ['GET', '/ntocc-basic-api/banner/type/HTSY'],
    ['GET', '/ntocc-basic-api/areaProvince/queryList'],
    ['PUT', '/ntocc-tps-api/elecSign/sendSms'],
  ])('%s %s', async (method, path) => {
    expect(await api.call(path, { method })).toEqual({ status: Status.UNAUTHENTICATED, msg: '请先登录', data: null });
  });

  test('getDefault is open: the login page shows the enterprise group and logos', async () => {
    const answer = await api.call('/ntocc-basic-api/partyGroup/getDefault');
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ groupName: '顺达网络货运有限公司', branchCode: 'SD0001' });
    expect(answer.data.logoUrl).toMatch(/^\/brand\//);
    expect(answer.data.loginLogoUrl).toMatch(/^\/brand\//);
  });
});

describe('the token travels in the Authorization header or as the token query parameter', () => {
  test('Bearer header', async () => {
    expect((await userInfo(await api.signIn('staff'))).status).toBe(Status.OK);
  });

  test('token query parameter (getUserInfo)', async () => {
    const token = await api.signIn('staff');
    const answer = await api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', query: { token } });
    expect(answer.status).toBe(Status.OK);
  });

  test('an unknown token gets 21332', async () => {
    expect((await userInfo('not-a-token')).status).toBe(Status.TOKEN_REVOKED);
  });
});

describe('logout revokes the token on the server', () => {
  test('after logout the same token gets 21332 and the console shows its signed-out dialog', async () => {
    const token = await api.signIn('driver');
    expect((await userInfo(token)).status).toBe(Status.OK);
    expect(await api.call('/ntocc-basic-api/logout', { token })).toMatchObject({ status: Status.OK, msg: '已退出登录' });
    expect(await userInfo(token)).toMatchObject({ status: Status.TOKEN_REVOKED, msg: '您已注销，请重新登录' });
    expect((await api.call('/ntocc-basic-api/logout', { token })).status).toBe(Status.TOKEN_REVOKED);
  });

  test('logout ends only that session', async () => {
    const first = await api.signIn('driver');
    const second = await api.signIn('driver');
    await api.call('/ntocc-basic-api/logout', { token: first });
    expect((await userInfo(second)).status).toBe(Status.OK);
  });
});

describe('tokens expire after 12 hours', () => {
  test('valid just before, 21332 from the 12th hour on', async () => {
    const token = await api.signIn('shipper');
    server.clock.advance(12 * HOUR_MS - MINUTE_MS);
    expect((await userInfo(token)).status).toBe(Status.OK);
    server.clock.advance(MINUTE_MS);
    expect((await userInfo(token)).status).toBe(Status.TOKEN_REVOKED);
  });
});
