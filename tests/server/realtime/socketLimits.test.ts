// Issue 11, finding 5: a websocket frame must cost no database query, a session holds a few
// sockets at most, and a socket that floods is closed; an unrelated API call is answered while
// sockets flood.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { issueToken } from '../../../server/auth/tokens';
import { DEFAULT_LIMITS } from '../../../server/config';
import { CLOSE_FLOODING } from '../../../server/realtime/socketLimits';
import { apiClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/testServer';
import { openSocket, pause, type OpenSocket, type SocketPath } from './sockets';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let staffPath: SocketPath;
let staffId: number;
const opened: OpenSocket[] = [];

beforeAll(async () => {
  // No revocation sweep during the tests: every query a frame causes is the frame's own.
  server = await startTestServer({ revocationSweepMs: 3_600_000 });
  api = apiClient(server.url);
  const staff = await server.db.selectFrom('party').select(['id', 'code']).where('username', '=', 'staff').executeTakeFirstOrThrow();
  staffPath = { branchCode: 'SD0001', partyType: 'BRANCH_STAFF', code: staff.code };
  staffId = staff.id;
});

/** A new session of the staff user (as a sign-in makes one, without the sign-in's throttling). */
async function newSession(): Promise<string> {
  return (await issueToken(server.db, { partyId: staffId, activeRole: 'BRANCH_STAFF', deviceId: null, now: server.clock.now() })).token;
}
afterEach(() => {
  for (const { socket } of opened.splice(0)) socket.terminate();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function open(token: string): Promise<OpenSocket> {
  const socket = await openSocket(server, staffPath, token);
  opened.push(socket);
  return socket;
}

describe('heartbeats are answered without the database', () => {
  test('five heartbeats on an open socket run no query', async () => {
    const socket = await open(await newSession());
    const selects = vi.spyOn(server.db, 'selectFrom');
    for (let i = 0; i < 5; i += 1) {
      socket.socket.send('');
      await pause(50);
    }
    await pause(300);
    expect(selects).not.toHaveBeenCalled();
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });
});

describe(`a session holds at most ${DEFAULT_LIMITS.socketsPerSession} sockets (console tabs)`, () => {
  test('the next upgrade of the session is refused with HTTP 429; another session of the same user opens', async () => {
    const token = await newSession();
    for (let i = 0; i < DEFAULT_LIMITS.socketsPerSession; i += 1) await open(token);
    await expect(open(token)).rejects.toThrow('HTTP 429');
    await expect(open(await newSession())).resolves.toBeDefined();
  });

  test('a closed socket frees its place', async () => {
    const token = await newSession();
    const sockets = [];
    for (let i = 0; i < DEFAULT_LIMITS.socketsPerSession; i += 1) sockets.push(await open(token));
    sockets[0].socket.close();
    await sockets[0].closed;
    await pause(100);
    await expect(open(token)).resolves.toBeDefined();
  });

  test('simultaneous upgrades of one session cannot pass the cap together', async () => {
    const token = await newSession();
    const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => open(token)));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(DEFAULT_LIMITS.socketsPerSession);
  });
});

describe(`a socket sending more than ${DEFAULT_LIMITS.socketFramesPerSecond} frames a second is closed with ${CLOSE_FLOODING}`, () => {
  test('a flood closes the socket with 4429 "too many frames"', async () => {
    const { socket } = await open(await newSession());
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    for (let i = 0; i < 200; i += 1) socket.send('');
    expect(await closed).toEqual({ code: CLOSE_FLOODING, reason: 'too many frames' });
  });

  test('a frame longer than the heartbeat needs (over 1 KiB) closes the socket with 1009', async () => {
    const { socket, closed } = await open(await newSession());
    socket.send('x'.repeat(2048));
    expect(await closed).toBe(1009);
  });

  test('an unrelated API call is answered while sockets of several sessions flood', async () => {
    const flooding = await Promise.all(Array.from({ length: 4 }, async () => open(await newSession())));
    const token = await newSession();
    const started = Date.now();
    for (const { socket } of flooding) for (let i = 0; i < 2000; i += 1) socket.send('');
    const answer = await api.call('/ntocc-basic-api/partyGroup/getDefault', { token });
    expect(answer.status).toBe(Status.OK);
    // Generous: a frame costs no query, so the call waits for nothing but the frames' parsing.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await Promise.all(flooding.map((s) => s.closed))).toEqual(flooding.map(() => CLOSE_FLOODING));
  });
});
