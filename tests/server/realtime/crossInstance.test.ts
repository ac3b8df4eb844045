// What instances share (issue 17): a second app on the same PostgreSQL database is a second
// instance; a to-do push caused through one reaches the sockets of the other, and a write
// through one makes the other forget its list totals; a sign-out through one closes the
// session's sockets on the other. On both databases: a deep page is never
// placed by a kept total that went stale (a write the cache did not hear of).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { buildApp } from '../../../server/app';
import { CLOSE_SESSION_ENDED } from '../../../server/realtime/routes';
import type { Db } from '../../../server/storage/database';
import { newWaybill, startFixture, WAYBILL, type Fixture } from '../entities/support';
import { apiClient } from '../support/client';
import { onPostgres } from '../support/testDatabase';
import { openAsAnotherProcess } from '../support/testServer';
import { registerParty } from '../todo/support';
import { eventually, openSocket, pause, type OpenSocket } from './sockets';

const REFRESH = JSON.stringify({ type: 'refreshToDoList' });
const SHIPPER = 'SC000001';

let fx: Fixture;
beforeAll(async () => {
  // No revocation sweep within the test: an ended session's socket closes by the change bus only.
  fx = await startFixture({ revocationSweepMs: 3_600_000 });
});
afterAll(() => fx.server.close());

interface Listed { records: { id: number }[]; total: number }

async function listWaybills(api: ReturnType<typeof apiClient>, query: Record<string, string | number>): Promise<Listed> {
  const answer = await api.call<Listed>(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { shipperCode: SHIPPER, ...query } });
  if (answer.status !== Status.OK) throw new Error(`waybill list: ${answer.status} ${answer.msg} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

describe('a deep page is placed by a count, not by a kept total', () => {
  test('rows leaving the filter behind the cache\'s back: the page past the middle is still the right one', async () => {
    const pageSize = 10;
    const before = await listWaybills(fx.api, { pageNum: 1, pageSize });
    expect(before.total).toBeGreaterThan(2 * pageSize);
    // Three rows of the list leave it without the server knowing: its kept total is now 3 too high.
    const leaving = await fx.server.db.selectFrom('tms_waybill').select('id').where('shipper_code', '=', SHIPPER).orderBy('id').limit(3).execute();
    const ids = leaving.map((row) => row.id);
    await fx.server.db.updateTable('tms_waybill').set({ shipper_code: 'SC999999' }).where('id', 'in', ids).execute();
    try {
      const deepPage = Math.ceil(before.total / pageSize) - 1;
      const served = await listWaybills(fx.api, { pageNum: deepPage, pageSize });
      // What the page holds, read from the start of the list (no mirror, no total involved).
      const truth = await fx.server.db.selectFrom('tms_waybill').select('id').where('shipper_code', '=', SHIPPER).where('branch_code', '=', 'SD0001')
        .orderBy('consignment_date_time', 'desc').orderBy('id', 'desc').limit(pageSize).offset((deepPage - 1) * pageSize).execute();
      expect(served.records.map((record) => Number(record.id))).toEqual(truth.map((row) => Number(row.id)));
      expect(served.total).toBe(before.total - 3);
    } finally {
      await fx.server.db.updateTable('tms_waybill').set({ shipper_code: SHIPPER }).where('id', 'in', ids).execute();
    }
  });
});

describe.runIf(onPostgres())('a second instance on the same PostgreSQL database', () => {
  let otherDb: Db;
  let other: FastifyInstance;
  let otherApi: ReturnType<typeof apiClient>;
  let dir: string;
  const opened: OpenSocket[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'freight-second-instance-'));
    otherDb = openAsAnotherProcess(fx.server);
    other = await buildApp({ db: otherDb, now: fx.server.clock.now, staticDir: path.join(dir, 'dist'), uploadsDir: path.join(dir, 'uploads') });
    otherApi = apiClient(await other.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    for (const { socket } of opened) socket.close();
    await other.close();
    await otherDb.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a driver registering through the second instance reaches a socket of the first within 2 s', async () => {
    const code = (await fx.server.db.selectFrom('party').select('code').where('username', '=', 'staff').executeTakeFirstOrThrow()).code;
    const staff = await openSocket(fx.server, { branchCode: 'SD0001', partyType: 'BRANCH_STAFF', code }, fx.tokens.staff);
    opened.push(staff);
    // A moment for the second instance's listener; the push must not depend on the first's bus.
    await pause(300);
    await registerParty({ ...fx.server, url: '' }, otherApi);
    expect(await eventually(() => staff.messages.length > 0, 2000)).toBe(true);
    expect(staff.messages).toEqual([REFRESH]);
  });

  test('a sign-out through the second instance closes the session\'s socket on the first at once', async () => {
    const token = await fx.api.signIn('staff');
    const code = (await fx.server.db.selectFrom('party').select('code').where('username', '=', 'staff').executeTakeFirstOrThrow()).code;
    const staff = await openSocket(fx.server, { branchCode: 'SD0001', partyType: 'BRANCH_STAFF', code }, token);
    opened.push(staff);
    expect((await otherApi.call('/ntocc-basic-api/logout', { token })).status).toBe(Status.OK);
    expect(await Promise.race([staff.closed, pause(2000).then(() => 'still open')])).toBe(CLOSE_SESSION_ENDED);
  });

  test('a waybill created through the first instance is in the second\'s list and total', async () => {
    const before = await listWaybills(otherApi, { pageNum: 1, pageSize: 10 });
    const created = await fx.api.call<{ id: number; shippingNoteNumber: string }>(WAYBILL, { method: 'POST', json: newWaybill({ shipperCode: SHIPPER }), token: fx.tokens.staff });
    expect(created.status).toBe(Status.OK);
    const found = await listWaybills(otherApi, { pageNum: 1, pageSize: 10, shippingNoteNumber: created.data.shippingNoteNumber });
    expect(found.records.map((record) => Number(record.id))).toEqual([Number(created.data.id)]);
    // The second instance kept the first list's total; the first instance's write tells it to forget.
    let total = 0;
    const heard = await eventuallyAsync(async () => {
      total = (await listWaybills(otherApi, { pageNum: 1, pageSize: 10 })).total;
      return total === before.total + 1;
    }, 2000);
    expect({ heard, total }).toEqual({ heard: true, total: before.total + 1 });
  });
});

async function eventuallyAsync(predicate: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await pause(50);
  }
  return predicate();
}
