// A real server on a temporary SQLite file (or, with TEST_DATABASE=postgres, a database of its
// own on PostgreSQL: testDatabase.ts), listening on a free port of 127.0.0.1, with a clock the
// test can move forward.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { LimitSettings } from '../../../server/config';
import type { SignInLimits } from '../../../server/auth/signInLimits';
import { sql } from 'kysely';
import { AUDIT_CONFIG_TABLE } from '../../../server/sysconfig/auditLevels';
import { FIELD_REQUIREMENT_TABLE } from '../../../server/entities/payloads';
import { seedIfEmpty } from '../../../server/seed';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { openPostgresDatabase } from '../../../server/storage/postgres';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from './testDatabase';
import { migrateToLatest } from '../../../server/migrations';
import { inject } from 'vitest';
import { createTestClock, type TestClock } from './testClock';

export { createTestClock, type TestClock };

export interface TestServer {
  url: string;
  db: Db;
  /** The SQLite file; on PostgreSQL, the test's own database name. */
  dbFile: string;
  clock: TestClock;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** Every test speaks from 127.0.0.1, so the per-address SMS limits are raised here; the other
 * limits keep their defaults (tests/server/limits/smsLimits.test.ts sets its own). */
const ONE_ADDRESS_SMS_LIMITS: Partial<LimitSettings> = { smsPerClientPerHour: 1000, smsPerClientPerDay: 1000 };

/** Tests start from a branch that requires no field beyond the entity schemas: the demo's
 * 必填字段配置 (systemManage/fieldRequired) is removed; the tests of that screen make their own. */
export async function requireNoMoreThanTheSchemas(db: Db): Promise<void> {
  await sql`delete from ${sql.table(FIELD_REQUIREMENT_TABLE)}`.execute(db);
}

/** Without the demo branch's 审核配置 every review has one level any approver decides; a test of
 * levels writes its own configuration. */
export async function reviewInOneLevel(db: Db): Promise<void> {
  await sql`delete from ${sql.table(AUDIT_CONFIG_TABLE)}`.execute(db);
}

function seededTemplate(): string | undefined {
  try {
    return inject('seededDatabase');
  } catch {
    return undefined;
  }
}

/** The test server's database opened again, as another process on the same database would. */
export function openAsAnotherProcess(server: Pick<TestServer, 'dbFile'>): Db {
  return onPostgres() ? openPostgresDatabase(postgresUrlOf(server.dbFile)) : openSqliteDatabase(server.dbFile);
}

async function openTestDatabase(dir: string, template: string | undefined): Promise<{ db: Db; dbFile: string; drop: () => Promise<void> }> {
  if (onPostgres()) {
    const name = await createPostgresDatabase('freight_test', template);
    return { db: openPostgresDatabase(postgresUrlOf(name)), dbFile: name, drop: () => dropPostgresDatabase(name) };
  }
  const dbFile = path.join(dir, 'freight.db');
  if (template) copyFileSync(template, dbFile);
  return { db: openSqliteDatabase(dbFile), dbFile, drop: async () => {} };
}

export async function startTestServer(
  options: { staticDir?: string; revocationSweepMs?: number; signInLimits?: SignInLimits; limits?: Partial<LimitSettings>; demoFieldRequirements?: boolean; demoAuditConfig?: boolean } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-server-test-'));
  // The run's seeded template (seededTemplate.ts), else seeded here (a file run on its own).
  const template = seededTemplate();
  const { db, dbFile, drop } = await openTestDatabase(dir, template);
  const clock = createTestClock();
  if (!template) {
    await migrateToLatest(db);
    await seedIfEmpty(db, { now: clock.now });
  }
  if (!options.demoFieldRequirements) await requireNoMoreThanTheSchemas(db);
  if (!options.demoAuditConfig) await reviewInOneLevel(db);
  const app = await buildApp({ db, now: clock.now, uploadsDir: path.join(dir, 'uploads'), staticDir: options.staticDir ?? path.join(dir, 'dist'), revocationSweepMs: options.revocationSweepMs, signInLimits: options.signInLimits, limits: { ...ONE_ADDRESS_SMS_LIMITS, ...options.limits } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url, db, dbFile, clock, app,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
