// The real-time socket /ntocc-websocket/{branchCode}/{partyType}/{code}?token=<access token>:
// only the token's own party may open it; it carries {"type":"refreshToDoList"} to the sockets
// of a branch when one of its to-do counts changes; heartbeats get no answer; a session that
// ends closes its socket with 4401.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { COALESCE_MS, notifyBranchChanged } from '../../../server/realtime/branchChanges';
import { CLOSE_SESSION_ENDED, REVOCATION_SWEEP_MS } from '../../../server/realtime/routes';
import { approvalOf, DRIVER, otherBranchStaff, startFixture, type Fixture } from '../entities/support';
import { registerParty } from '../todo/support';
import { apiClient } from '../support/client';
import { startTestServer } from '../support/testServer';
import { eventually, openSocket, pause, type OpenSocket, type SocketPath } from './sockets';

const REFRESH = JSON.stringify({ type: 'refreshToDoList' });

let fx: Fixture;
let staffPath: SocketPath;
let otherBranch: { token: string; path: SocketPath };
const opened: OpenSocket[] = [];

beforeAll(async () => {
  fx = await startFixture();
  const code = async (username: string) => (await fx.server.db.selectFrom('party').select('code').where('username', '=', username).executeTakeFirstOrThrow()).code;
  staffPath = { branchCode: 'SD0001', partyType: 'BRANCH_STAFF', code: await code('staff') };
  otherBranch = { token: await otherBranchStaff(fx), path: { branchCode: 'JY0002', partyType: 'BRANCH_STAFF', code: await code('jystaff') } };
});
afterEach(() => {
  for (const { socket } of opened.splice(0)) socket.close();
});
afterAll(() => fx.server.close());

async function open(path: SocketPath, token?: string): Promise<OpenSocket> {
  const socket = await openSocket(fx.server, path, token);
  opened.push(socket);
  return socket;
}

describe('the upgrade needs the session token of the party the path names', () => {
  test('no token: refused with HTTP 401', async () => {
    await expect(open(staffPath)).rejects.toThrow('HTTP 401');
  });

  test('an unknown token: refused with HTTP 401', async () => {
    await expect(open(staffPath, 'not-a-token')).rejects.toThrow('HTTP 401');
  });

  test('a revoked token: refused with HTTP 401', async () => {
    const token = await fx.api.signIn('staff');
    await fx.api.call('/ntocc-basic-api/logout', { token });
    await expect(open(staffPath, token)).rejects.toThrow('HTTP 401');
  });

  test('another party\'s path: refused with HTTP 403', async () => {
    await expect(open({ ...staffPath, code: fx.codes.driver }, fx.tokens.staff)).rejects.toThrow('HTTP 403');
    await expect(open({ ...staffPath, branchCode: 'JY0002' }, fx.tokens.staff)).rejects.toThrow('HTTP 403');
    await expect(open({ ...staffPath, partyType: 'PLAT_ADMIN' }, fx.tokens.staff)).rejects.toThrow('HTTP 403');
  });

  test('the own path with the own token opens, by party type or by a role the party holds', async () => {
    const admin = await fx.server.db.selectFrom('party').select('code').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await expect(open(staffPath, fx.tokens.staff)).resolves.toBeDefined();
    await expect(open({ branchCode: 'SD0001', partyType: 'PLAT_ADMIN', code: admin.code }, fx.tokens.admin)).resolves.toBeDefined();
    await expect(open({ branchCode: 'SD0001', partyType: 'BRANCH_STAFF', code: admin.code }, fx.tokens.admin)).resolves.toBeDefined();
    await expect(open({ branchCode: 'SD0001', partyType: 'DRIVER', code: fx.codes.driver }, fx.tokens.driver)).resolves.toBeDefined();
  });
});

describe('a change of a branch\'s to-do counts sends {"type":"refreshToDoList"} to that branch\'s sockets', () => {
  test('a driver registering reaches the branch\'s socket within 2 s, not another branch\'s', async () => {
    const staff = await open(staffPath, fx.tokens.staff);
    const stranger = await open(otherBranch.path, otherBranch.token);
    await registerParty(fx.server, fx.api);
    expect(await eventually(() => staff.messages.length > 0, 2000)).toBe(true);
    expect(staff.messages).toEqual([REFRESH]);
    await pause(300);
    expect(stranger.messages).toEqual([]);
  });

  test('a registration in the other branch reaches only the other branch', async () => {
    const staff = await open(staffPath, fx.tokens.staff);
    const stranger = await open(otherBranch.path, otherBranch.token);
    await registerParty(fx.server, fx.api, { branchCode: 'JY0002' });
    expect(await eventually(() => stranger.messages.length > 0, 2000)).toBe(true);
    expect(stranger.messages).toEqual([REFRESH]);
    expect(staff.messages).toEqual([]);
  });

  test('a review decision (approving a pending driver) sends it too', async () => {
    const staff = await open(staffPath, fx.tokens.staff);
    const pending = await fx.server.db.selectFrom('basic_driver').select('id')
      .where('branch_code', '=', 'SD0001').where('review_status', '=', 'pending').executeTakeFirstOrThrow();
    const json = await approvalOf(fx, Number(pending.id));
    const answer = await fx.api.call(`${DRIVER}/${pending.id}/approve`, { method: 'POST', json, token: fx.tokens.staff });
    expect(answer.status).toBe(Status.OK);
    expect(await eventually(() => staff.messages.length > 0, 2000)).toBe(true);
    expect(staff.messages).toEqual([REFRESH]);
  });

  test('a burst of changes within 200 ms sends one message', async () => {
    const staff = await open(staffPath, fx.tokens.staff);
    for (let i = 0; i < 5; i += 1) notifyBranchChanged(fx.server.db, 'SD0001');
    expect(await eventually(() => staff.messages.length > 0, 2000)).toBe(true);
    await pause(COALESCE_MS * 2);
    expect(staff.messages).toEqual([REFRESH]);
  });
});

describe('heartbeat: an empty text frame every 15 s is accepted and answered with nothing', () => {
  test('the socket stays open and receives nothing', async () => {
    const staff = await open(staffPath, fx.tokens.staff);
    staff.socket.send('');
    staff.socket.send('');
    await pause(400);
    expect(staff.messages).toEqual([]);
    expect(staff.socket.readyState).toBe(staff.socket.OPEN);
  });
});

describe('a socket whose session ends is closed with 4401', () => {
  test('after logout, the next heartbeat closes it', async () => {
    const token = await fx.api.signIn('staff');
    const staff = await open(staffPath, token);
    await fx.api.call('/ntocc-basic-api/logout', { token });
    staff.socket.send('');
    expect(await staff.closed).toBe(CLOSE_SESSION_ENDED);
  });

  test('after logout, a silent socket is closed within one revocation sweep', async () => {
    const token = await fx.api.signIn('staff');
    const staff = await open(staffPath, token);
    await fx.api.call('/ntocc-basic-api/logout', { token });
    const code = await Promise.race([staff.closed, pause(REVOCATION_SWEEP_MS + 1500).then(() => 'still open')]);
    expect(code).toBe(CLOSE_SESSION_ENDED);
  });

  test('the other sockets of the party stay open', async () => {
    const leaving = await fx.api.signIn('staff');
    const staying = await open(staffPath, fx.tokens.staff);
    const closing = await open(staffPath, leaving);
    await fx.api.call('/ntocc-basic-api/logout', { token: leaving });
    closing.socket.send('');
    expect(await closing.closed).toBe(CLOSE_SESSION_ENDED);
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);
  });
});

describe('ending a session here closes its sockets at once', () => {
  test('after logout, a silent socket is closed although no sweep runs (one an hour on this server)', async () => {
    const server = await startTestServer({ revocationSweepMs: 3_600_000 });
    try {
      const api = apiClient(server.url);
      const token = await api.signIn('staff');
      const socket = await openSocket(server, staffPath, token);
      await api.call('/ntocc-basic-api/logout', { token });
      const code = await Promise.race([socket.closed, pause(2_000).then(() => 'still open')]);
      expect(code).toBe(CLOSE_SESSION_ENDED);
    } finally {
      await server.close();
    }
  });
});
