// Where the limits count (server/limits/counters.ts): in memory for one process, in the
// database (limit_counter) for instances sharing one. Both keep a limit under simultaneous
// callers, start a new window afresh and give a place back; the database's counts are seen by
// every connection to it (what a second instance would use).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DatabaseCounters, MemoryCounters, type LimitCounters } from '../../../server/limits/counters';
import { MINUTE_MS } from '../../../server/storage/clock';
import type { Db } from '../../../server/storage/database';
import { onPostgres } from '../support/testDatabase';
import { openAsAnotherProcess, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FORGET = new Date(Date.parse('2030-01-01T00:00:00Z'));
let subjectNumber = 0;
const newSubject = () => `test:${(subjectNumber += 1)}`;

describe.each([
  ['in memory', () => new MemoryCounters(server.clock.now)],
  ['in the database', () => new DatabaseCounters(server.db, server.clock.now)],
] as [string, () => LimitCounters][])('counters %s', (_where, make) => {
  test('of 30 simultaneous takes with a maximum of 10, exactly 10 are counted', async () => {
    const counters = make();
    const subject = newSubject();
    const taken = await Promise.all(Array.from({ length: 30 }, () => counters.take(subject, 'h1', 10, FORGET)));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await counters.take(subject, 'h1', 10, FORGET)).toBe(false);
  });

  test('the next window starts afresh; a place given back is taken again', async () => {
    const counters = make();
    const subject = newSubject();
    for (let i = 0; i < 2; i += 1) expect(await counters.take(subject, 'h1', 2, FORGET)).toBe(true);
    expect(await counters.take(subject, 'h1', 2, FORGET)).toBe(false);
    await counters.giveBack(subject, 'h1');
    expect(await counters.take(subject, 'h1', 2, FORGET)).toBe(true);
    expect(await counters.take(subject, 'h2', 2, FORGET)).toBe(true);
    // Giving back in a window that is over changes nothing.
    await counters.giveBack(subject, 'h1');
    expect(await counters.take(subject, 'h2', 2, FORGET)).toBe(true);
    expect(await counters.take(subject, 'h2', 2, FORGET)).toBe(false);
  });

  test('a window opened by the first event counts past any maximum and closes a window later', async () => {
    const counters = make();
    const subject = newSubject();
    const opened = new Date(Date.parse('2026-05-01T08:00:10Z'));
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.add(subject, MINUTE_MS, opened)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_v, i) => i + 1));
    expect(counts.every((c) => c.closesAt === opened.getTime() + MINUTE_MS)).toBe(true);
    const later = await counters.add(subject, MINUTE_MS, new Date(opened.getTime() + MINUTE_MS - 1));
    expect(later).toEqual({ count: 21, closesAt: opened.getTime() + MINUTE_MS });
    const next = new Date(opened.getTime() + MINUTE_MS);
    expect(await counters.add(subject, MINUTE_MS, next)).toEqual({ count: 1, closesAt: next.getTime() + MINUTE_MS });
  });
});

describe.runIf(onPostgres())('two instances on one PostgreSQL database', () => {
  let other: Db;
  beforeAll(() => {
    other = openAsAnotherProcess(server);
  });
  afterAll(() => other.destroy());

  test('share one limit: 12 takes on each of two connections with a maximum of 10 count 10', async () => {
    const here = new DatabaseCounters(server.db, server.clock.now);
    const there = new DatabaseCounters(other, server.clock.now);
    const subject = newSubject();
    const taken = await Promise.all(Array.from({ length: 24 }, (_v, i) => (i % 2 ? here : there).take(subject, 'd1', 10, FORGET)));
    expect(taken.filter(Boolean)).toHaveLength(10);
  });
});
