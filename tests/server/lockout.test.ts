// "After 5 failures in 15 minutes the account is locked for 15 minutes" (issue 2).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import { MINUTE_MS } from '../../server/storage/clock';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const wrong = (username: string) => api.authorize(api.signInForm(username, 'Wrong@2026'));
const right = (username: string) => api.authorize(api.signInForm(username));

describe('five failed sign-ins within 15 minutes lock the account for 15 minutes', () => {
  test('failures 1 to 4 answer 4001; the 5th answers 423 with the minutes left', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await wrong('staff')).status).toBe(Status.BAD_CREDENTIALS);
      server.clock.advance(MINUTE_MS);
    }
    const fifth = await wrong('staff');
    expect(fifth.status).toBe(Status.ACCOUNT_LOCKED);
    expect(fifth.msg).toContain('15 分钟');
  });

  test('while locked even the right password is refused, with the minutes left', async () => {
    server.clock.advance(6 * MINUTE_MS);
    const answer = await right('staff');
    expect(answer.status).toBe(Status.ACCOUNT_LOCKED);
    expect(answer.msg).toContain('9 分钟');
  });

  test('the lock ends 15 minutes after the last failure', async () => {
    server.clock.advance(9 * MINUTE_MS);
    expect((await right('staff')).status).toBe(Status.OK);
  });

  test('the lock is per username: other accounts are not affected', async () => {
    for (let i = 0; i < 5; i += 1) await wrong('shipper');
    expect((await right('shipper')).status).toBe(Status.ACCOUNT_LOCKED);
    expect((await right('driver')).status).toBe(Status.OK);
  });

  test('failures of other usernames do not shorten a lock', async () => {
    for (let i = 0; i < 5; i += 1) {
      await wrong('ghost');
      server.clock.advance(3 * MINUTE_MS);
    }
    server.clock.advance(9 * MINUTE_MS);
    expect((await wrong('someone-else')).status).toBe(Status.BAD_CREDENTIALS);
    expect((await wrong('ghost')).status).toBe(Status.ACCOUNT_LOCKED);
  });

  test('failures are counted per trimmed username', async () => {
    for (let i = 0; i < 5; i += 1) await wrong(i % 2 === 0 ? ' shipperco' : 'shipperco  ');
    expect((await right('shipperco')).status).toBe(Status.ACCOUNT_LOCKED);
  });
});

describe('failures that do not lock', () => {
  test('five failures spread over more than 15 minutes do not lock', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await wrong('driver')).status).toBe(Status.BAD_CREDENTIALS);
      server.clock.advance(4 * MINUTE_MS);
    }
    expect((await right('driver')).status).toBe(Status.OK);
  });

  test('a successful sign-in clears the failures counted so far', async () => {
    for (let i = 0; i < 4; i += 1) await wrong('admin');
    expect((await right('admin')).status).toBe(Status.OK);
    for (let i = 0; i < 4; i += 1) expect((await wrong('admin')).status).toBe(Status.BAD_CREDENTIALS);
    expect((await right('admin')).status).toBe(Status.OK);
  });
});
