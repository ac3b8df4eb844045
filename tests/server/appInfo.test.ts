// appInfo: list, get, create (the app auto-update screen, systemManage/appUpdate).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  admin = await api.signIn('admin');
});
afterAll(() => server.close());

const publish = (token: string, query: Record<string, string | number | boolean>) =>
  api.call('/ntocc-basic-api/appInfo', { method: 'POST', query, token });

const release = {
  appName: '顺达司机', platform: 'android', versionName: '3.3.0', versionCode: 330,
  downloadUrl: 'https://app.shunda-freight.cn/download/driver-3.3.0.apk', forceUpdate: true, description: '新增到付运费结算。',
};

describe('appInfo list', () => {
  test('a page of versions, newest first, with the paging echoed', async () => {
    const answer = await api.call('/ntocc-basic-api/appInfo', { query: { pageNum: 1, pageSize: 2 }, token: admin });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
    expect(answer.data.records).toHaveLength(2);
    expect(answer.data.records[0]).toMatchObject({ versionCode: 320, gmtCreated: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
  });

  test('filters by platform and by part of the name', async () => {
    const ios = await api.call('/ntocc-basic-api/appInfo', { query: { platform: 'ios' }, token: admin });
    expect(ios.data.records.map((r: { platform: string }) => r.platform)).toEqual(['ios']);
    const shipperApp = await api.call('/ntocc-basic-api/appInfo', { query: { appName: '货主' }, token: admin });
    expect(shipperApp.data.total).toBe(1);
  });

  test('a page size above 1000 answers 422', async () => {
    expect((await api.call('/ntocc-basic-api/appInfo', { query: { pageSize: 5000 }, token: admin })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('appInfo/{id}', () => {
  test('answers the record', async () => {
    const answer = await api.call('/ntocc-basic-api/appInfo/1', { token: admin });
    expect(answer.data).toMatchObject({ id: 1, appName: '顺达司机', versionName: '3.1.0', forceUpdate: false });
  });

  test('an unknown id answers 404', async () => {
    expect((await api.call('/ntocc-basic-api/appInfo/999', { token: admin })).status).toBe(Status.NOT_FOUND);
    expect((await api.call('/ntocc-basic-api/appInfo/abc', { token: admin })).status).toBe(Status.NOT_FOUND);
  });
});

describe('publishing a version', () => {
  test('creates the record from query parameters and answers it', async () => {
    const answer = await publish(admin, release);
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ ...release, id: expect.any(Number) });
    expect((await api.call(`/ntocc-basic-api/appInfo/${answer.data.id}`, { token: admin })).data.versionName).toBe('3.3.0');
  });

  test('the version code must be above the latest published one of that app and platform', async () => {
    const answer = await publish(admin, { ...release, versionName: '3.3.1', versionCode: 330 });
    expect(answer.data.errors).toEqual([{ field: '/versionCode', message: expect.stringContaining('330') }]);
    expect((await publish(admin, { ...release, appName: '顺达货主', versionName: '2.6.0', versionCode: 260 })).status).toBe(Status.OK);
  });

  test('invalid fields answer 422 naming each one', async () => {
    const answer = await publish(admin, { appName: '', platform: 'windows', versionName: 'v3', versionCode: -1, downloadUrl: 'ftp://x' });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    const fields = answer.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['/appName', '/downloadUrl', '/platform', '/versionCode', '/versionName']);
  });

  test('a role without the screen\'s add permission is refused with 403', async () => {
    const shipper = await api.signIn('shipper');
    expect((await publish(shipper, { ...release, versionCode: 999 })).status).toBe(Status.FORBIDDEN);
  });
});
