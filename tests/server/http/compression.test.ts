// API answers over 1 KB are compressed (brotli or gzip, as the client asks); small answers and
// downloads that are already compressed (xlsx) are sent as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { apiClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/testServer';
import { rawGet } from './rawGet';

let server: TestServer;
let token: string;
const LIST = '/ntocc-tms-api/waybill/list?pageNum=1&pageSize=100';

beforeAll(async () => {
  server = await startTestServer();
  token = await apiClient(server.url).signIn('staff');
});
afterAll(async () => {
  await server.close();
});

const signedIn = (encoding: string) => ({ authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-encoding': encoding });

describe('API answers', () => {
  test('a large list answer is sent with brotli when asked', async () => {
    const plain = await rawGet(server.url, LIST, signedIn('identity'));
    const answer = await rawGet(server.url, LIST, signedIn('gzip, deflate, br'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.body.length).toBeLessThan(plain.body.length / 3);
    const decoded = JSON.parse(brotliDecompressSync(answer.body).toString());
    expect(decoded.status).toBe(0);
    expect(decoded).toEqual(JSON.parse(plain.body.toString()));
  });

  test('with gzip when brotli is not offered', async () => {
    const answer = await rawGet(server.url, LIST, signedIn('gzip'));
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString()).data.records.length).toBeGreaterThan(0);
  });

  test('an answer under 1 KB is sent as it is', async () => {
    const answer = await rawGet(server.url, '/ntocc-basic-api/partyGroup/getDefault', { 'accept-encoding': 'br, gzip' });
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString()).status).toBe(0);
  });

  test('an xlsx export is streamed as it is (a zip already)', async () => {
    const answer = await rawGet(server.url, '/ntocc-tms-api/waybill/export?pageNum=1&pageSize=50', signedIn('br, gzip'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    // A zip file starts with PK.
    expect(answer.body.subarray(0, 2).toString()).toBe('PK');
  });
});
