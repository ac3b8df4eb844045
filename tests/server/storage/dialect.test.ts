// The storage dialect: every difference between databases behind one interface. These are the
// rules every dialect keeps; the file runs on SQLite, and on PostgreSQL with TEST_DATABASE=postgres.
import { DummyDriver, Kysely, MysqlAdapter, MysqlIntrospector, MysqlQueryCompiler, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { dialectOf } from '../../../server/storage/dialect';
import { openSqliteDatabase, type Db } from '../../../server/storage/database';
import { openPostgresDatabase } from '../../../server/storage/postgres';
import { migrateToLatest } from '../../../server/migrations';
import { createPostgresDatabase, dropPostgresDatabase, onPostgres, postgresUrlOf } from '../support/testDatabase';

let db: Db;
let postgresName = '';
// SQLite: a migrated database in memory per test. PostgreSQL: one migrated database for the file,
// emptied of what each test made.
beforeAll(async () => {
  if (!onPostgres()) return;
  postgresName = await createPostgresDatabase('freight_dialect');
  db = openPostgresDatabase(postgresUrlOf(postgresName));
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => {
  if (!onPostgres()) return;
  await db.destroy();
  await dropPostgresDatabase(postgresName);
});
beforeEach(async () => {
  if (onPostgres()) return;
  db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
});
afterEach(async () => {
  if (!onPostgres()) return db.destroy();
  await dialectOf(db).stopKeepingCounts(db, 'sample');
  await sql`drop table if exists note`.execute(db);
  await sql`drop table if exists sample`.execute(db);
  await sql`delete from number_sequence`.execute(db);
});

const dialect = () => dialectOf(db);

describe('contains filters ignore case and take % _ \\ literally', () => {
  beforeEach(async () => {
    await sql`create table note (id integer primary key, text varchar(50))`.execute(db);
    // Inserted one by one with their ids, so `order by id` is the order below on both databases.
    let id = 0;
    for (const text of ['Steel COILS', 'steel coils', 'coal', '100%', '1000', 'a_b', 'axb', 'back\\slash', '钢卷 Steel']) {
      await sql`insert into note (id, text) values (${(id += 1)}, ${text})`.execute(db);
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
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from number_sequence`.execute(db);
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
    await sql`create table sample (id integer primary key, branch_code varchar(32), party_code varchar(32))`.execute(db);
    await sql`insert into sample (id, branch_code, party_code) values (1, 'A', 'P1'), (2, 'A', 'P2'), (3, 'B', 'P1')`.execute(db);
  });
  const counts = async () => Object.fromEntries((await sql<{ scope_columns: string; scope_values: string; row_count: number }>`select
    scope_columns, scope_values, row_count from entity_count where table_name = 'sample' and row_count > 0`.execute(db)).rows
    .map((row) => [`${row.scope_columns}|${row.scope_values.replace('\u001f', '+')}`, Number(row.row_count)]));

  test('keeping counts counts the rows there are, and every insert, update of a scope column and delete after', async () => {
    expect(dialect().keepsCountsWithTriggers).toBe(true);
    await dialect().keepCounts(db, 'sample', [[], ['branch_code'], ['branch_code', 'party_code']]);
    expect(await counts()).toEqual({ '|': 3, 'branch_code|A': 2, 'branch_code|B': 1, 'branch_code,party_code|A+P1': 1, 'branch_code,party_code|A+P2': 1, 'branch_code,party_code|B+P1': 1 });
    await sql`insert into sample (id, branch_code, party_code) values (4, 'B', 'P1')`.execute(db);
    await sql`update sample set branch_code = 'B' where party_code = 'P2'`.execute(db);
    await sql`delete from sample where branch_code = 'A'`.execute(db);
    expect(await counts()).toEqual({ '|': 3, 'branch_code|B': 3, 'branch_code,party_code|B+P1': 2, 'branch_code,party_code|B+P2': 1 });
  });

  test('keeping other shapes replaces the kept ones; stopping removes the triggers and the counts', async () => {
    await dialect().keepCounts(db, 'sample', [[], ['branch_code']]);
    await dialect().keepCounts(db, 'sample', [['branch_code']]);
    expect(await counts()).toEqual({ 'branch_code|A': 2, 'branch_code|B': 1 });
    await dialect().stopKeepingCounts(db, 'sample');
    const { rows: triggers } = onPostgres()
      ? await sql`select tgname from pg_trigger where tgrelid = 'sample'::regclass and not tgisinternal`.execute(db)
      : await sql`select name from sqlite_master where type = 'trigger' and tbl_name = 'sample'`.execute(db);
    expect([triggers, await counts()]).toEqual([[], {}]);
  });
});

describe('a database without a dialect is refused, not guessed', () => {
  test('MySQL: no dialect', () => {
    const mysql = new Kysely<Record<string, never>>({
      dialect: {
        createAdapter: () => new MysqlAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new MysqlIntrospector(k),
        createQueryCompiler: () => new MysqlQueryCompiler(),
      },
    });
    expect(() => dialectOf(mysql)).toThrow(/no storage dialect for MysqlAdapter/);
  });
});

describe('the database in use has its dialect', () => {
  test(`${onPostgres() ? 'PostgreSQL' : 'SQLite'} answers as itself`, () => {
    expect(dialect().name).toBe(onPostgres() ? 'postgres' : 'sqlite');
  });
});

describe('dates, unique violations and numbers as the database answers them', () => {
  test('the Monday of a day is the start of its ISO week', async () => {
    const mondayOf = async (day: string) => (await sql<{ monday: string }>`select ${dialect().mondayOf(sql`${day}`)} as monday`.execute(db)).rows[0]!.monday;
    expect(await mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(await mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(await mondayOf('2026-01-01')).toBe('2025-12-29');
  });

  test('a unique violation names the columns of the index it broke; another error names none', async () => {
    await sql`create table sample (id integer primary key, branch_code varchar(32), party_code varchar(32))`.execute(db);
    await sql`create unique index sample_branch_party_uq on sample (branch_code, party_code)`.execute(db);
    await sql`insert into sample (id, branch_code, party_code) values (1, 'A', 'P1')`.execute(db);
    const error = await sql`insert into sample (id, branch_code, party_code) values (2, 'A', 'P1')`.execute(db).catch((e: unknown) => e);
    expect(dialect().uniqueViolationColumns(error, 'sample')).toEqual(['branch_code', 'party_code']);
    const other = await sql`insert into sample (id, branch_code) values ('x', 'A')`.execute(db).catch((e: unknown) => e);
    expect(dialect().uniqueViolationColumns(other ?? new Error('none'), 'sample')).toBeNull();
  });

  test('bigint and decimal columns come back as numbers', async () => {
    const { rows } = await sql<{ big: unknown; money: unknown; counted: unknown }>`select cast(9007199254740991 as bigint) as big,
      cast(1234.565 as numeric(18, 3)) as money, (select count(*) from number_sequence) as counted`.execute(db);
    expect(rows[0]).toEqual({ big: 9007199254740991, money: 1234.565, counted: 0 });
  });
});

describe('write transactions', () => {
  test('a read, a pause and a write in 20 concurrent transactions lose no update', async () => {
    await sql`create table sample (id integer primary key, branch_code varchar(32), party_code varchar(32))`.execute(db);
    await sql`insert into sample (id, branch_code, party_code) values (1, '0', 'P')`.execute(db);
    await Promise.all(Array.from({ length: 20 }, () => db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ branch_code: string }>`select branch_code from sample where id = 1`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await sql`update sample set branch_code = ${String(Number(rows[0]!.branch_code) + 1)} where id = 1`.execute(trx);
    })));
    const { rows } = await sql<{ branch_code: string }>`select branch_code from sample where id = 1`.execute(db);
    expect(rows[0]!.branch_code).toBe('20');
  });
});
