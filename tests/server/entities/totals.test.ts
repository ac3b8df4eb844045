// The total cache of list queries: a total is reused for TOTAL_TTL_MS, then counted again;
// a write forgets the written entity's totals (and only those). A total read from the kept
// scope counts is exact at every call and never stored (the routes skip the cache for it).
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, test } from 'vitest';
import { defineEntity, readEntitySchemas } from '../../../server/entities/definition';
import { countQuery, readsKeptCount, type EntityDb } from '../../../server/entities/listQuery';
import { TOTAL_TTL_MS, TotalCache } from '../../../server/entities/totals';

function cacheWithClock() {
  let now = 1_000;
  return { cache: new TotalCache(() => now), advance: (ms: number) => { now += ms; } };
}

describe('total cache', () => {
  test('answers a stored total until it expires', () => {
    const { cache, advance } = cacheWithClock();
    cache.set('waybill', 'q1', 42);
    advance(TOTAL_TTL_MS - 1);
    expect(cache.get('waybill', 'q1')).toBe(42);
    advance(1);
    expect(cache.get('waybill', 'q1')).toBeUndefined();
  });

  test('forgetting an entity drops its totals and keeps the others', () => {
    const { cache } = cacheWithClock();
    cache.set('waybill', 'q1', 1);
    cache.set('waybill', 'q2', 2);
    cache.set('driver', 'q1', 3);
    cache.forget('waybill');
    expect([cache.get('waybill', 'q1'), cache.get('waybill', 'q2'), cache.get('driver', 'q1')]).toEqual([undefined, undefined, 3]);
  });

  test('keeps at most 500 totals, dropping the oldest', () => {
    const { cache } = cacheWithClock();
    for (let i = 0; i <= 500; i += 1) cache.set('waybill', `q${i}`, i);
    expect(cache.get('waybill', 'q0')).toBeUndefined();
    expect(cache.get('waybill', 'q1')).toBe(1);
    expect(cache.get('waybill', 'q500')).toBe(500);
  });

  test('an unfiltered SQLite list reads the kept scope counts (never cached); a filtered one is counted and may be kept', () => {
    const db = new Kysely<never>({
      dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new SqliteIntrospector(k), createQueryCompiler: () => new SqliteQueryCompiler() },
    }) as unknown as EntityDb;
    const waybill = defineEntity(readEntitySchemas().find((schema) => schema.$id === 'waybill')!);
    const scope = [{ column: 'branch_code', value: 'SD0001' }];
    const filter = [{ column: 'status', op: '=' as const, value: 'completed' }];
    expect(readsKeptCount(db, [])).toBe(true);
    expect(countQuery(db, waybill, scope, []).compile().sql).toContain('"entity_count"');
    expect(readsKeptCount(db, filter)).toBe(false);
    expect(countQuery(db, waybill, scope, filter).compile().sql).not.toContain('entity_count');
  });
});
