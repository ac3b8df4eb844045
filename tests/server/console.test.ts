// Serving the built console on the API's port, with the single-page-app fallback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { startTestServer, type TestServer } from './support/testServer';

let built: TestServer;
let unbuilt: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'freight-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dist, 'config.json'), '{"apiBase":"","wsBase":""}');
  built = await startTestServer({ staticDir: dist });
  unbuilt = await startTestServer();
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built console is served with a fallback to index.html', () => {
  test.each(['/', '/login', '/basic/DriverManage', '/redirect/home?x=1'])('GET %s answers index.html', async (pathname) => {
    const response = await fetch(new URL(pathname, built.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>console</title>');
  });

  test('config.json is served as the file', async () => {
    const response = await fetch(new URL('/config.json', built.url));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ apiBase: '', wsBase: '' });
  });

  test('a missing file is a 404, not the console', async () => {
    const response = await fetch(new URL('/assets/missing.js', built.url));
    expect(response.status).toBe(404);
  });

  test('an unknown API path answers the 404 envelope, never index.html', async () => {
    const response = await fetch(new URL('/ntocc-basic-api/nothing', built.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: Status.NOT_FOUND });
  });

  test('the brand logos are served', async () => {
    const response = await fetch(new URL('/brand/login-logo.svg', built.url));
    expect(response.status).toBe(200);
  });
});

describe('without a build', () => {
  test('pages answer a clear text telling how to build', async () => {
    const response = await fetch(new URL('/login', unbuilt.url));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('HTTP hygiene', () => {
  test('no x-powered-by header', async () => {
    const response = await fetch(new URL('/ntocc-basic-api/partyGroup/getDefault', built.url));
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  test('a malformed JSON body answers the envelope with 422', async () => {
    const response = await fetch(new URL('/ntocc-basic-api/authorize', built.url), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a body over 1 MB is refused', async () => {
    const response = await fetch(new URL('/ntocc-basic-api/authorize', built.url), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
    });
    expect((await response.json()).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a POST with a JSON content type and no body is accepted (query parameters only)', async () => {
    const response = await fetch(new URL('/ntocc-tps-api/sms/sendVerificationCode?phone=13999999999', built.url), {
      method: 'POST', headers: { 'content-type': 'application/json' },
    });
    // The number is read from the query: the answer is the same for any number (no enumeration).
    expect((await response.json()).status).toBe(0);
  });
});
