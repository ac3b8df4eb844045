// GET /ntocc-basic-api/menu/knownPath: whether a path is a screen of the product for any role,
// so the console answers 404 for a mistyped address and 403 for a screen the user may not open.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  token = await api.signIn('shipper');
});
afterAll(() => server.close());

const known = async (path: string) => (await api.call<{ known: boolean }>('/ntocc-basic-api/menu/knownPath', { token, query: { path } })).data.known;

describe('known paths are the menu of every role, joined as the console joins them', () => {
  test.each([
    ['/basic/DriverManage', true],
    ['/transport/waybillManage', true],
    ['/transport/waybillManage/', true],
    ['/review/driverReview?x=1', true],
    ['/home', true],
    ['/transport/waybilManage', false],
    ['/basic', true],
    ['/nothing/here', false],
  ])('%s -> %s', async (path, expected) => {
    expect(await known(path)).toBe(expected);
  });

  test('a path that is not absolute is refused, and the call needs a token', async () => {
    expect((await api.call('/ntocc-basic-api/menu/knownPath', { token, query: { path: 'basic' } })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await api.call('/ntocc-basic-api/menu/knownPath', { query: { path: '/home' } })).status).toBe(Status.UNAUTHENTICATED);
  });
});
