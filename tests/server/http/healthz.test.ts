// GET /healthz, the load balancer's check (server/http/healthz.ts): 200 when the database answers
// and every migration ran, 503 naming what is wrong otherwise; no session needed.
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { healthOf } from '../../../server/http/healthz';
import { MIGRATION_NAMES } from '../../../server/migrations';
import { openSqliteDatabase } from '../../../server/storage/database';
import { openPostgresDatabase } from '../../../server/storage/postgres';
import type { Database } from '../../../server/storage/schema';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from '../support/testDatabase';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const check = async () => {
  const response = await fetch(new URL('/healthz', server.url));
  return { status: response.status, body: await response.json() as unknown, cache: response.headers.get('cache-control') };
};

describe('GET /healthz', () => {
  test('a migrated database: 200 {database: ok, migrations: current}, not cached', async () => {
    expect(await check()).toEqual({ status: 200, body: { database: 'ok', migrations: 'current' }, cache: 'no-store' });
  });

  test('a migration not run yet: 503 with migrations pending', async () => {
    const last = MIGRATION_NAMES.at(-1)!;
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${last}`.execute(server.db);
    await sql`delete from kysely_migration where name = ${last}`.execute(server.db);
    try {
      expect(await check()).toEqual({ status: 503, body: { database: 'ok', migrations: 'pending' }, cache: 'no-store' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${row.rows[0].timestamp})`.execute(server.db);
    }
    expect((await check()).status).toBe(200);
  });
});

describe('what the check reads', () => {
  test('a database never migrated: ok but pending', async () => {
    const name = onPostgres() ? await createPostgresDatabase('freight_health') : null;
    const empty = name ? openPostgresDatabase(postgresUrlOf(name)) : openSqliteDatabase(':memory:');
    try {
      expect(await healthOf(empty)).toEqual({ database: 'ok', migrations: 'pending' });
    } finally {
      await empty.destroy();
      if (name) await dropPostgresDatabase(name);
    }
  });

  test('a database that does not answer: unreachable', async () => {
    // PostgreSQL: nothing listens on port 9 here. SQLite: a file that cannot be opened.
    const gone = onPostgres()
      ? openPostgresDatabase('postgres://nobody:nothing@127.0.0.1:9/none')
      : new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => { throw new Error('the file is gone'); } }) });
    try {
      expect(await healthOf(gone, 1000)).toEqual({ database: 'unreachable', migrations: 'unknown' });
    } finally {
      await gone.destroy().catch(() => undefined);
    }
  });
});
