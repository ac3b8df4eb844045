// The storage dialect: every difference between databases behind one interface. SQLite is the
// one implemented; these are the rules any dialect keeps (PostgreSQL will run the same tests).
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { dialectOf } from '../../../server/storage/dialect';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/migrations';

let db: Db;
beforeEach(async () => {
  db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

const dialect = () => dialectOf(db);

describe('contains filters ignore case and take % _ \\ literally', () => {
  beforeEach(async () => {
    await sql`create table note (id integer primary key, text varchar(50))`.execute(db);
    for (const text of ['Steel COILS', 'steel coils', 'coal', '100%', '1000', 'a_b', 'axb', 'back\\slash', '钢卷 Steel']) {
      await sql`insert into note (text) values (${text})`.execute(db);
    }
  });
  const matching = async (text: string) => (await sql<{ text: string }>`select text from note
    where ${dialect().containsText('text', text)} order by id`.execute(db)).rows.map((row) => row.text);

  test('ASCII letters match in either case; Chinese text matches as written', async () => {
    expect(await matching('sTeEl')).toEqual(['Steel COILS', 'steel coils', '钢卷 Steel']);
    expect(await matching('钢卷')).toEqual(['钢卷 Steel']);
  });

  test('% and _ match themselves, not any text; a backslash matches a backslash', async () => {
    expect(await matching('0%')).toEqual(['100%']);
    expect(await matching('a_b')).toEqual(['a_b']);
    expect(await matching('k\\s')).toEqual(['back\\slash']);
  });
});

describe('numbers the database answers are parsed to numbers', () => {
  test('a count or bigint: a number, a bigint or a digit string; anything else beyond 2^53 or not an integer is refused', () => {
    expect([dialect().parseBigint(42), dialect().parseBigint(42n), dialect().parseBigint('42')]).toEqual([42, 42, 42]);
    for (const bad of ['4.2', '1e3', '', null, 2 ** 53, 'abc']) expect(() => dialect().parseBigint(bad), String(bad)).toThrow();
  });

  test('an exact decimal: a number or a decimal string; null stays null; text is refused', () => {
    expect([dialect().parseNumeric(12.5), dialect().parseNumeric('12.500'), dialect().parseNumeric(null)]).toEqual([12.5, 12.5, null]);
    for (const bad of ['abc', '', 'Infinity']) expect(() => dialect().parseNumeric(bad), bad).toThrow();
  });

  test('a count(*) of the database parses to its number', async () => {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from branch`.execute(db);
    expect(dialect().parseBigint(rows[0]!.n)).toBe(0);
  });
});

describe('sequences count up atomically, one per table, column and day', () => {
  const key = { table: 'tms_sample', column: 'sample_number', day: '20260302' };
  const next = (k = key, startAfter = 0) => db.transaction().execute((trx) => dialectOf(trx).nextInSequence(trx, k, async () => startAfter));

  test('a sequence not started yet starts after the highest value already used, then counts up by one', async () => {
    expect(await next(key, 41)).toBe(42);
    expect(await next(key, 41)).toBe(43);
  });

  test('once started, the highest value used elsewhere is not asked again', async () => {
    await next(key, 5);
    let asked = false;
    const value = await db.transaction().execute((trx) => dialectOf(trx).nextInSequence(trx, key, async () => { asked = true; return 1000; }));
    expect([value, asked]).toEqual([7, false]);
  });

  test('another day, column or table has its own sequence', async () => {
    await next(key);
    await next(key);
    expect(await next({ ...key, day: '20260303' })).toBe(1);
    expect(await next({ ...key, column: 'other_number' })).toBe(1);
    expect(await next({ ...key, table: 'tms_other' })).toBe(1);
    expect(await next(key)).toBe(3);
  });

  test('a value taken in a transaction that rolls back is given again', async () => {
    await next(key);
    await expect(db.transaction().execute(async (trx) => {
      await dialectOf(trx).nextInSequence(trx, key, async () => 0);
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await next(key)).toBe(2);
  });

  test('100 callers at once get 100 distinct values', async () => {
    const values = await Promise.all(Array.from({ length: 100 }, () => next(key)));
    expect(new Set(values).size).toBe(100);
    expect(Math.max(...values)).toBe(100);
  });
});

describe('kept counts: the database keeps the counts of the listed shapes exact', () => {
  beforeEach(async () => {
    await sql`create table sample (id integer primary key autoincrement, branch_code varchar(32), party_code varchar(32))`.execute(db);
    await sql`insert into sample (branch_code, party_code) values ('A', 'P1'), ('A', 'P2'), ('B', 'P1')`.execute(db);
  });
  const counts = async () => Object.fromEntries((await sql<{ scope_columns: string; scope_values: string; row_count: number }>`select
    scope_columns, scope_values, row_count from entity_count where table_name = 'sample' and row_count > 0`.execute(db)).rows
    .map((row) => [`${row.scope_columns}|${row.scope_values.replace('\u001f', '+')}`, Number(row.row_count)]));

  test('keeping counts counts the rows there are, and every insert, update of a scope column and delete after', async () => {
    expect(dialect().keepsCountsWithTriggers).toBe(true);
    await dialect().keepCounts(db, 'sample', [[], ['branch_code'], ['branch_code', 'party_code']]);
    expect(await counts()).toEqual({ '|': 3, 'branch_code|A': 2, 'branch_code|B': 1, 'branch_code,party_code|A+P1': 1, 'branch_code,party_code|A+P2': 1, 'branch_code,party_code|B+P1': 1 });
    await sql`insert into sample (branch_code, party_code) values ('B', 'P1')`.execute(db);
    await sql`update sample set branch_code = 'B' where party_code = 'P2'`.execute(db);
    await sql`delete from sample where branch_code = 'A'`.execute(db);
    expect(await counts()).toEqual({ '|': 3, 'branch_code|B': 3, 'branch_code,party_code|B+P1': 2, 'branch_code,party_code|B+P2': 1 });
  });

  test('keeping other shapes replaces the kept ones; stopping removes the triggers and the counts', async () => {
    await dialect().keepCounts(db, 'sample', [[], ['branch_code']]);
    await dialect().keepCounts(db, 'sample', [['branch_code']]);
    expect(await counts()).toEqual({ 'branch_code|A': 2, 'branch_code|B': 1 });
    await dialect().stopKeepingCounts(db, 'sample');
    const { rows: triggers } = await sql`select name from sqlite_master where type = 'trigger' and tbl_name = 'sample'`.execute(db);
    expect([triggers, await counts()]).toEqual([[], {}]);
  });
});

describe('a database without a dialect is refused, not guessed', () => {
  test('PostgreSQL: no dialect until it is implemented', () => {
    const postgres = new Kysely<Record<string, never>>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    expect(() => dialectOf(postgres)).toThrow(/no storage dialect for PostgresAdapter/);
  });
});
