// Two server instances on one PostgreSQL database behind Debian's nginx (issue 17): round robin,
// websockets proxied. A socket that landed on instance A hears the to-do push of a write made
// through B within 2 s; B lists a record created through A at once; with a stream of writes
// through nginx, killing A loses no acknowledged write and B keeps answering. Needs PostgreSQL
// (TEST_DATABASE_URL) and nginx; run by `npm run test:postgres` (tests/cluster/vitest.config.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../src/core/api/client';
import { Status } from '../../src/core/api/status';
import { bundleServer } from '../../scripts/build/server';
import type { Db } from '../../server/storage/database';
import { openPostgresDatabase } from '../../server/storage/postgres';
import { newWaybill, WAYBILL } from '../server/entities/support';
import { apiClient } from '../server/support/client';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlOf } from '../server/support/testDatabase';
import { requireNoMoreThanTheSchemas, reviewInOneLevel } from '../server/support/testServer';
import { freePort, startInstance, stopInstance, type Instance } from './instances';
import { checkDeployConfig, startNginx } from './nginxConfig';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REFRESH = JSON.stringify({ type: 'refreshToDoList' });
/** Migrating and seeding a new PostgreSQL database takes a minute or two on a busy machine. */
const FIRST_START_MS = 8 * 60_000;

let dir: string;
let databaseName: string;
let db: Db;
let a: Instance;
let b: Instance;
let nginx: ChildProcess;
let nginxUrl: string;
let staffToken: string;
let staffCode: string;

beforeAll(async () => {
  mkdirSync(path.join(ROOT, 'dist-server'), { recursive: true });
  // Inside the repository, so the bundle finds node_modules as dist-server/index.mjs does.
  dir = mkdtempSync(path.join(ROOT, 'dist-server', 'cluster-'));
  const bundle = path.join(dir, 'index.mjs');
  await bundleServer(bundle);
  databaseName = await createPostgresDatabase('freight_cluster');
  const url = postgresUrlOf(databaseName);
  db = openPostgresDatabase(url);
  a = await startInstance(bundle, dir, 'a', url, FIRST_START_MS);
  // As the server tests' databases: the form asks what the schemas ask (not the demo's extra
  // required fields), and a review has one level.
  await requireNoMoreThanTheSchemas(db);
  await reviewInOneLevel(db);
  b = await startInstance(bundle, dir, 'b', url, 60_000);
  const nginxPort = await freePort();
  const prefix = path.join(dir, 'nginx');
  mkdirSync(prefix);
  nginx = await startNginx(prefix, nginxPort, [a.port, b.port]);
  nginxUrl = `http://127.0.0.1:${nginxPort}`;
  staffToken = await apiClient(nginxUrl).signIn('staff');
  staffCode = (await db.selectFrom('party').select('code').where('username', '=', 'staff').executeTakeFirstOrThrow()).code;
}, FIRST_START_MS + 3 * 60_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await Promise.all([stopInstance(a), stopInstance(b)]);
  await db?.destroy();
  if (databaseName) await dropPostgresDatabase(databaseName);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface Landed { socket: WebSocket; upstream: string; messages: string[] }

/** Opens the staff's socket through nginx; answers it with the instance nginx passed it to. */
function socketThroughNginx(): Promise<Landed> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/ntocc-websocket/SD0001/BRANCH_STAFF/${staffCode}`, nginxUrl);
    url.protocol = 'ws:';
    url.searchParams.set('token', staffToken);
    const socket = new WebSocket(url);
    const messages: string[] = [];
    let upstream = '';
    socket.on('upgrade', (response) => { upstream = String(response.headers['x-freight-upstream'] ?? ''); });
    socket.on('message', (data) => messages.push(String(data)));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused with HTTP ${response.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, upstream, messages }));
  });
}

async function eventually(predicate: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return predicate();
}

async function createWaybill(baseUrl: string) {
  const created = await apiClient(baseUrl).call<{ id: number; shippingNoteNumber: string }>(WAYBILL, { method: 'POST', json: newWaybill(), token: staffToken });
  if (created.status !== Status.OK) throw new Error(`waybill refused: ${created.status} ${created.msg} ${JSON.stringify(created.data)}`);
  return created;
}

describe('the shipped nginx configuration', () => {
  test('deploy/nginx.conf with its placeholders filled in passes nginx -t', () => {
    const prefix = path.join(dir, 'check');
    mkdirSync(prefix);
    expect(checkDeployConfig(prefix)).toContain('test is successful');
  });

  test('nginx passes requests round robin to both instances', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i += 1) served.add((await fetch(`${nginxUrl}/healthz`)).headers.get('x-freight-upstream') ?? '');
    expect([...served].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
  });
});

describe('two instances on one database', () => {
  test('a socket on instance A (through nginx) receives refreshToDoList within 2 s of a write through B', async () => {
    const opened: Landed[] = [];
    let onA: Landed | undefined;
    for (let i = 0; i < 6 && !onA; i += 1) {
      const landed = await socketThroughNginx();
      opened.push(landed);
      if (landed.upstream === `127.0.0.1:${a.port}`) onA = landed;
    }
    try {
      expect(onA, 'no socket landed on instance A').toBeDefined();
      // The waybill (pending dispatch) feeds the branch's to-do counts; written through B only.
      const started = Date.now();
      expect((await createWaybill(b.url)).status).toBe(Status.OK);
      expect(await eventually(() => onA!.messages.length > 0, 2000)).toBe(true);
      expect(onA!.messages).toEqual([REFRESH]);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const { socket } of opened) socket.close();
    }
  });

  test('a list read through B sees a record created through A at once', async () => {
    const created = await createWaybill(a.url);
    expect(created.status).toBe(Status.OK);
    const listed = await apiClient(b.url).call<{ records: { id: number }[]; total: number }>(`${WAYBILL}/list`, {
      token: staffToken, query: { shippingNoteNumber: created.data.shippingNoteNumber },
    });
    expect(listed.data.records.map((record) => Number(record.id))).toEqual([Number(created.data.id)]);
  });
});

describe('killing an instance under a stream of writes through nginx', () => {
  test('every write answered 2xx is in the database, and the other instance keeps answering', async () => {
    const acknowledged: number[] = [];
    const failed: string[] = [];
    let killedAt = 0;
    let acknowledgedAfterKill = 0;
    const until = { stop: false };
    async function writer(): Promise<void> {
      while (!until.stop) {
        try {
          const response = await fetch(new URL(WAYBILL, nginxUrl), {
            method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}`, deviceId: DEVICE_ID },
            body: JSON.stringify(newWaybill()),
          });
          const answer = response.ok ? (await response.json()) as { status: number; msg: string; data: { id: number } } : null;
          if (answer?.status === Status.OK) {
            acknowledged.push(Number(answer.data.id));
            if (killedAt) acknowledgedAfterKill += 1;
          } else {
            failed.push(`HTTP ${response.status}${answer ? ` status ${answer.status} ${answer.msg}` : ''}`);
            if (answer) until.stop = true; // a refusal is the test's mistake, not the kill's
          }
        } catch (error) {
          failed.push(String(error));
        }
      }
    }
    const writers = Array.from({ length: 4 }, () => writer());
    await eventually(() => acknowledged.length >= 20, 30_000);
    const beforeKill = acknowledged.length;
    a.process.kill('SIGKILL');
    killedAt = Date.now();
    await eventually(() => acknowledgedAfterKill >= 30, 30_000);
    until.stop = true;
    await Promise.all(writers);

    console.info(`kill under load: ${beforeKill} writes acknowledged before, ${acknowledgedAfterKill} after, ${failed.length} failed (${[...new Set(failed)].join(', ')})`);
    expect(beforeKill, failed.slice(0, 3).join('; ')).toBeGreaterThanOrEqual(20);
    expect(acknowledgedAfterKill).toBeGreaterThanOrEqual(30);
    const stored = await db.selectFrom('tms_waybill').select('id').where('id', 'in', acknowledged).execute();
    const missing = acknowledged.filter((id) => !stored.some((row) => Number(row.id) === id));
    expect({ missing, acknowledged: acknowledged.length }).toEqual({ missing: [], acknowledged: stored.length });
    // Only requests in flight on the killed instance may have failed: nginx answers them 502.
    expect(failed.filter((failure) => failure !== 'HTTP 502')).toEqual([]);
    for (let i = 0; i < 4; i += 1) {
      const health = await fetch(`${nginxUrl}/healthz`);
      expect(health.status).toBe(200);
      // Served by B, perhaps after nginx found A gone ("A, B").
      expect(health.headers.get('x-freight-upstream')).toMatch(new RegExp(`127\\.0\\.0\\.1:${b.port}$`));
    }
  });
});
