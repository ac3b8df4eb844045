// Several server instances on one database (issue 17): a file uploaded through one instance is
// served by another, because both keep files in the database store; with each instance's own
// folder, the same address answers 404 on the other instance (what the database store is for).
// A party's uploads of the day are counted across instances.
// Both instances sign file addresses with one FREIGHT_FILE_URL_SECRET, as docs/deploy.md asks.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { buildApp } from '../../../server/app';
import type { LimitSettings } from '../../../server/config';
import type { FileStoreKind } from '../../../server/files/store';
import type { Db } from '../../../server/storage/database';
import { apiClient } from '../support/client';
import { openAsAnotherProcess, startTestServer, type TestServer } from '../support/testServer';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A PNG of several 256 KB chunks: the signature, then filler. */
const LARGE_PNG = Buffer.concat([PNG, Buffer.alloc(900_000, 7)]);

interface Instance { url: string; app: FastifyInstance; db: Db; close: () => Promise<void> }

let first: TestServer;
let token: string;
const opened: Instance[] = [];
const saved = { store: process.env.FREIGHT_FILE_STORE, secret: process.env.FREIGHT_FILE_URL_SECRET };
const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-two-instances-'));

/** Another instance on the first one's database, through connections of its own. */
async function anotherInstance(fileStore: FileStoreKind, folder: string, limits: Partial<LimitSettings> = {}): Promise<Instance> {
  const db = openAsAnotherProcess(first);
  const app = await buildApp({ db, now: first.clock.now, fileStore, uploadsDir: path.join(dir, folder), staticDir: path.join(dir, 'dist'), limits });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const instance = { url, app, db, close: async () => { await app.close(); await db.destroy(); } };
  opened.push(instance);
  return instance;
}

beforeAll(async () => {
  process.env.FREIGHT_FILE_STORE = 'database';
  process.env.FREIGHT_FILE_URL_SECRET = 'one secret for every instance';
  first = await startTestServer();
  token = await apiClient(first.url).signIn('staff');
});

afterAll(async () => {
  for (const instance of opened) await instance.close();
  await first.close();
  rmSync(dir, { recursive: true, force: true });
  process.env.FREIGHT_FILE_STORE = saved.store;
  process.env.FREIGHT_FILE_URL_SECRET = saved.secret;
  if (saved.store === undefined) delete process.env.FREIGHT_FILE_STORE;
  if (saved.secret === undefined) delete process.env.FREIGHT_FILE_URL_SECRET;
});

async function uploadAnswer(base: string, content: Buffer, as = token): Promise<{ status: number; data: { url: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), '回单.png');
  const response = await fetch(new URL('/ntocc-basic-api/file/upload', base), {
    method: 'POST', body: form, headers: { deviceId: DEVICE_ID, authorization: `Bearer ${as}` },
  });
  return (await response.json()) as { status: number; data: { url: string } };
}

async function uploadThrough(base: string, content: Buffer): Promise<string> {
  const answer = await uploadAnswer(base, content);
  expect(answer.status).toBe(Status.OK);
  return answer.data.url;
}

async function fetchThrough(base: string, address: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(new URL(address, base));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

test('a file uploaded through one instance is served by the other, and the other way round', async () => {
  const second = await anotherInstance('database', 'second-uploads');
  const fromFirst = await uploadThrough(first.url, LARGE_PNG);
  const servedBySecond = await fetchThrough(second.url, fromFirst);
  expect(servedBySecond.status).toBe(200);
  expect(Buffer.compare(servedBySecond.body, LARGE_PNG)).toBe(0);

  const fromSecond = await uploadThrough(second.url, PNG);
  const servedByFirst = await fetchThrough(first.url, fromSecond);
  expect(servedByFirst.status).toBe(200);
  expect(servedByFirst.body).toEqual(PNG);
});

test('with a folder of its own per instance, the other instance does not have the file', async () => {
  const [a, b] = [await anotherInstance('folder', 'a-uploads'), await anotherInstance('folder', 'b-uploads')];
  const address = await uploadThrough(a.url, PNG);
  expect((await fetchThrough(a.url, address)).status).toBe(200);
  expect((await fetchThrough(b.url, address)).status).toBe(404);
});

test('a party\'s files of the day are counted across instances, one by one and all at once', async () => {
  const limited = { uploadsPerPartyPerDay: 3 };
  const [b, c] = [await anotherInstance('database', 'b-limited', limited), await anotherInstance('database', 'c-limited', limited)];
  const api = apiClient(first.url);
  const driver = await api.signIn('driver');
  const statuses: number[] = [];
  for (const base of [b.url, c.url, b.url, c.url]) statuses.push((await uploadAnswer(base, PNG, driver)).status);
  expect(statuses).toEqual([Status.OK, Status.OK, Status.OK, Status.TOO_MANY_REQUESTS]);

  const shipper = await api.signIn('shipper');
  const answers = await Promise.all(Array.from({ length: 10 }, (_unused, i) => uploadAnswer(i % 2 === 0 ? b.url : c.url, PNG, shipper)));
  expect(answers.filter((a) => a.status === Status.OK)).toHaveLength(3);
  expect(answers.filter((a) => a.status === Status.TOO_MANY_REQUESTS)).toHaveLength(7);
});
