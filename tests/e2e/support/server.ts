// The real server (server/index.ts, as `npm start` runs it) on a fresh SQLite file and a free port,
// serving the built console (dist/): started once by the browser tests and by the screenshot script.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { FIELD_REQUIREMENT_TABLE } from '../../../server/entities/payloads';
import { AUDIT_CONFIG_TABLE } from '../../../server/sysconfig/auditLevels';
import { freePort } from './freePort';

const root = path.resolve(import.meta.dirname, '../../..');

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/ntocc-basic-api/partyGroup/getDefault`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 90 s:\n${output()}`);
}

export interface RunningServer {
  baseUrl: string;
  /** The server's SQLite file, freshly seeded. */
  dbFile: string;
  /** Stops the server and removes its temporary folder. */
  stop(): Promise<void>;
}

/** The real server (`server/index.ts`, as `npm start` runs it) on a temporary SQLite file and a free port, serving dist/. */
export async function startServer(): Promise<RunningServer> {
  await access(path.join(root, 'dist/index.html')).catch(() => {
    throw new Error('dist/ is missing: build the console first (`npm run build`; npm run test:e2e does both)');
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'freight-e2e-'));
  const dbFile = path.join(dir, 'freight.db');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    // Every browser test speaks from 127.0.0.1, mostly as admin, and opens screens faster than a
    // person: the per-address SMS limits and the per-minute API limits are raised (server/config.ts;
    // tests/server/limits cover the limits themselves). At 1,200 a minute, wave3/wave4Screens
    // (95 screens in 50 s) left the next file's list calls refused with 429.
    env: {
      ...process.env, HOST: '127.0.0.1', PORT: String(port), FREIGHT_DB: dbFile, NODE_ENV: 'test',
      LIMIT_SMS_PER_CLIENT_PER_HOUR: '1000', LIMIT_SMS_PER_CLIENT_PER_DAY: '1000',
      LIMIT_API_PER_CLIENT_PER_MINUTE: '100000', LIMIT_API_PER_ACCOUNT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b) => (log += b));
  child.stderr?.on('data', (b) => (log += b));
  await waitForServer(baseUrl, child, () => log);
  // Browser tests start from a branch that requires no field beyond the entity schemas (the demo's
  // 必填字段配置 removed); the tests of that screen make their own.
  const db = new BetterSqlite3(dbFile);
  try {
    db.prepare(`delete from ${FIELD_REQUIREMENT_TABLE}`).run();
    // Every review in one level (the demo's 审核配置 varies); a test of levels writes its own.
    db.prepare(`delete from ${AUDIT_CONFIG_TABLE}`).run();
  } finally { db.close(); }
  return {
    baseUrl,
    dbFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
