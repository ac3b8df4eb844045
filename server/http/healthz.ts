// GET /healthz, for the load balancer and the operator (docs/deploy.md): no session, no rate
// limit, answers 200 {database: 'ok', migrations: 'current'} when the database answers and every
// migration of this release has run, else 503 saying which is wrong ('unreachable' or
// 'pending'), so an instance on a database not yet migrated or lost gets no traffic.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MIGRATION_NAMES } from '../migrations';
import type { Db } from '../storage/database';

export const HEALTH_PATH = '/healthz';
/** A database that has not answered by then counts as unreachable. */
export const HEALTH_TIMEOUT_MS = 2000;

export interface Health {
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The names of the migrations run, or null when the database has no migrations table. */
async function migrationsRun(db: Db): Promise<Set<string> | null> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch {
    // No migrations table (a new database), or no database at all: a plain query tells which.
    await sql`select 1`.execute(db);
    return null;
  }
}

/** One small query (two for a database never migrated), so the balancer may ask every second. */
export async function healthOf(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  try {
    const run = await withinTimeout(migrationsRun(db), timeoutMs);
    return { database: 'ok', migrations: run && MIGRATION_NAMES.every((name) => run.has(name)) ? 'current' : 'pending' };
  } catch {
    return { database: 'unreachable', migrations: 'unknown' };
  }
}

export function registerHealthCheck(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATH, { exposeHeadRoute: true }, async (_request, reply) => {
    const health = await healthOf(db);
    const healthy = health.database === 'ok' && health.migrations === 'current';
    return reply.code(healthy ? 200 : 503).header('cache-control', 'no-store').send(health);
  });
}
