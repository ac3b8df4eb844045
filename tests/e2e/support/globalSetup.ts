// Starts the real server once for all browser tests: a fresh SQLite file, a free port, dist/ built.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dbFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await access(path.join(root, 'dist/index.html')).catch(() => {
    throw new Error('dist/ is missing: the browser tests run after `npm run build` (npm run test:e2e does both)');
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'freight-e2e-'));
  const dbFile = path.join(dir, 'freight.db');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), FREIGHT_DB: dbFile, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b) => (log += b));
  child.stderr?.on('data', (b) => (log += b));
  await waitForServer(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('dbFile', dbFile);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dir, { recursive: true, force: true });
  };
}
