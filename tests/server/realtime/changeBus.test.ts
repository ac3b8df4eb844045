// The change bus between instances (server/realtime/changeBus.ts): in-process on SQLite; on
// PostgreSQL NOTIFY/LISTEN, here between two database handles on one database as two instances
// would hold them: a message reaches the other instance once and the sender's own subscribers
// at once (not twice), and a listener whose connection is cut comes back and says it may have
// missed messages.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeBusOf, InProcessChangeBus } from '../../../server/realtime/changeBus';
import { PostgresChangeBus } from '../../../server/realtime/postgresChangeBus';
import type { Db } from '../../../server/storage/database';
import { onPostgres } from '../support/testDatabase';
import { openAsAnotherProcess, startTestServer, type TestServer } from '../support/testServer';
import { eventually, pause } from './sockets';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('the bus of the database is the one its dialect calls for', () => {
  expect(changeBusOf(server.db)).toBeInstanceOf(onPostgres() ? PostgresChangeBus : InProcessChangeBus);
  expect(changeBusOf(server.db)).toBe(changeBusOf(server.db));
});

test('a transaction handed as the database gets a bus of its own that stays in the process', async () => {
  await server.db.transaction().execute(async (trx) => {
    expect(changeBusOf(trx)).toBeInstanceOf(InProcessChangeBus);
    expect(changeBusOf(trx)).not.toBe(changeBusOf(server.db));
  });
});

test('publishing calls this instance\'s subscribers before it returns', () => {
  const heard: (string | null)[] = [];
  const unsubscribe = changeBusOf(server.db).subscribe('test-local', (key) => heard.push(key));
  changeBusOf(server.db).publish('test-local', 'k1');
  expect(heard).toEqual(['k1']);
  unsubscribe();
  changeBusOf(server.db).publish('test-local', 'k2');
  expect(heard).toEqual(['k1']);
});

describe.runIf(onPostgres())('two instances on one PostgreSQL database', () => {
  let otherDb: Db;
  let other: PostgresChangeBus;
  beforeAll(() => {
    otherDb = openAsAnotherProcess(server);
    other = changeBusOf(otherDb) as PostgresChangeBus;
    other.start();
  });
  afterAll(async () => {
    await other.stop();
    await otherDb.destroy();
  });

  const listening = (bus: PostgresChangeBus) => eventually(() => bus.listenerProcessId !== undefined, 5000);

  test('a message reaches the other instance once, and the sender once', async () => {
    const here = changeBusOf(server.db) as PostgresChangeBus;
    expect(await listening(here)).toBe(true);
    expect(await listening(other)).toBe(true);
    const heardThere: (string | null)[] = [];
    const heardHere: (string | null)[] = [];
    const stopThere = other.subscribe('test-cross', (key) => heardThere.push(key));
    const stopHere = here.subscribe('test-cross', (key) => heardHere.push(key));
    here.publish('test-cross', 'SD0001');
    expect(await eventually(() => heardThere.length > 0, 2000)).toBe(true);
    await pause(200);
    expect(heardThere).toEqual(['SD0001']);
    expect(heardHere).toEqual(['SD0001']);
    stopThere();
    stopHere();
  });

  test('a listener whose connection is cut listens again and hears "anything may have changed"', async () => {
    expect(await listening(other)).toBe(true);
    const heard: (string | null)[] = [];
    const stop = other.subscribe('test-reconnect', (key) => heard.push(key));
    const cut = other.listenerProcessId!;
    await sql`select pg_terminate_backend(${cut})`.execute(server.db);
    expect(await eventually(() => heard.includes(null), 5000)).toBe(true);
    expect(other.listenerProcessId).not.toBe(cut);
    changeBusOf(server.db).publish('test-reconnect', 'after');
    expect(await eventually(() => heard.includes('after'), 2000)).toBe(true);
    stop();
  });
});
