// `npm start` runs the server bundled to JavaScript (scripts/build/server.ts): the bundle is built,
// every data folder it reads is found from where it lies, and it starts on the demo database,
// prints its address and the demo accounts, and answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { bundleServer } from '../../scripts/build/server';
import { apiClient } from './support/client';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from './support/testDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The server prints its address on the first line of its banner (server/index.ts). */
const LISTENING = /freight-console server on (http:\/\/\S+)/;

let dir: string;
let bundle: string;
let child: ChildProcess;
let output = '';
let url: string;
let postgresName = '';

function started(process: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (listening && /demo accounts/.test(output)) resolve(listening[1]);
    });
    process.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    process.once('exit', (code) => reject(new Error(`the bundled server exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  // Inside the repository, so the bundle finds node_modules (packages stay external).
  mkdirSync(path.join(ROOT, 'dist-server'), { recursive: true });
  dir = mkdtempSync(path.join(ROOT, 'dist-server', 'test-'));
  bundle = path.join(dir, 'index.mjs');
  await bundleServer(bundle);
  // The run's seeded database: a copy of the SQLite file, or on PostgreSQL a database of its own.
  let database: Record<string, string>;
  if (onPostgres()) {
    postgresName = await createPostgresDatabase('freight_bundle', inject('seededDatabase'));
    database = { DATABASE_URL: postgresUrlOf(postgresName) };
  } else {
    const dbFile = path.join(dir, 'freight.db');
    copyFileSync(inject('seededDatabase'), dbFile);
    database = { FREIGHT_DB: dbFile };
  }
  child = spawn(process.execPath, [bundle], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...database, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await started(child);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (postgresName) await dropPostgresDatabase(postgresName);
});

describe('the bundled server', () => {
  test('reads its data from the repository, whatever folder the bundle is in', () => {
    const folders = [...readFileSync(bundle, 'utf8').matchAll(/__resolveFromBundle\(import\.meta\.dirname, "([^"]+)"\)/g)].map((match) => match[1]);
    // Locales, entity schemas, pages, seed data and code lists, reports' schemas, brand images...
    expect(folders.length).toBeGreaterThanOrEqual(8);
    for (const folder of folders) expect(existsSync(path.resolve(dir, folder)), folder).toBe(true);
    expect(folders.map((folder) => path.relative(ROOT, path.resolve(dir, folder)))).toEqual(expect.arrayContaining(['server/http', 'server/seed', 'server/entities']));
  });

  test('is plain JavaScript started by node, and prints the demo accounts', () => {
    expect(child.spawnargs).toEqual([process.execPath, bundle]);
    expect(output).toContain('demo accounts');
    expect(output).toMatch(/\bstaff\b/);
  });

  test('signs in and lists waybills, with texts from the catalogues', async () => {
    const api = apiClient(url);
    const token = await api.signIn('staff');
    const list = await api.call('/ntocc-tms-api/waybill/list', { token, query: { pageNum: 1, pageSize: 10 } });
    expect(list.status).toBe(0);
    expect(list.data.records.length).toBe(10);
    const unknown = await api.call('/ntocc-tms-api/nothing', { token, language: 'en' });
    expect(unknown.msg).toBe('The requested resource does not exist');
  });

  test('serves the brand images', async () => {
    const response = await fetch(new URL('/brand/login-logo.svg', url));
    expect(response.status).toBe(200);
  });
});
