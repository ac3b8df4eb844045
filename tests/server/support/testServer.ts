// A real server on a temporary SQLite file, listening on a free port of 127.0.0.1, with a
// clock the test can move forward.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { seedIfEmpty } from '../../../server/seed';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/migrations';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export interface TestServer {
  url: string;
  db: Db;
  dbFile: string;
  clock: TestClock;
  app: FastifyInstance;
  close: () => Promise<void>;
}

export function createTestClock(start = Date.parse('2026-03-02T02:00:00Z')): TestClock {
  let time = start;
  return { now: () => new Date(time), advance: (ms) => { time += ms; } };
}

export async function startTestServer(options: { staticDir?: string; revocationSweepMs?: number } = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-server-test-'));
  const dbFile = path.join(dir, 'freight.db');
  const db = openSqliteDatabase(dbFile);
  const clock = createTestClock();
  await migrateToLatest(db);
  await seedIfEmpty(db, { now: clock.now });
  const app = await buildApp({ db, now: clock.now, staticDir: options.staticDir ?? path.join(dir, 'dist'), revocationSweepMs: options.revocationSweepMs });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url, db, dbFile, clock, app,
    close: async () => {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
