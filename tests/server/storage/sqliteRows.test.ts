// Rows made in JavaScript (server/storage/sqliteRows.ts) are the rows better-sqlite3 makes itself:
// same names, order, values and types, for reads, streamed reads and writes returning rows.
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { withRowsAsObjects } from '../../../server/storage/sqliteRows';

const sqlite = new BetterSqlite3(':memory:');
sqlite.exec(`create table item (id integer primary key, name text, weight numeric, picture blob, note text);
  create table tag (id integer primary key, item_id integer, name text);
  insert into item (name, weight, picture, note) values ('螺纹钢', 32.5, x'0102', null), ('水泥', 12, null, '袋装');
  insert into tag (item_id, name) values (1, '钢材'), (2, '建材');`);
afterAll(() => sqlite.close());

const own = (source: string, parameters: unknown[] = []) => sqlite.prepare(source).all(parameters);
const made = (source: string, parameters: unknown[] = []) => withRowsAsObjects(sqlite.prepare(source)).all(parameters);

describe('rows made from arrays', () => {
  test('equal better-sqlite3\'s own objects: keys in column order, nulls, numbers, text and blobs', () => {
    const source = 'select * from item where id >= ? order by id';
    expect(made(source, [1])).toEqual(own(source, [1]));
    expect(made(source, [1]).map((row) => Object.keys(row as object))).toEqual(own(source, [1]).map((row) => Object.keys(row as object)));
    expect((made(source, [1])[0] as { picture: unknown }).picture).toBeInstanceOf(Buffer);
  });

  test('a name met twice keeps the later column, as better-sqlite3 does', () => {
    const source = 'select item.id, item.name, tag.name from item join tag on tag.item_id = item.id order by item.id';
    expect(made(source)).toEqual(own(source));
    expect(made(source)).toEqual([{ id: 1, name: '钢材' }, { id: 2, name: '建材' }]);
  });

  test('a column named like an object\'s own members is a plain property', () => {
    const source = `select 1 as "constructor", 2 as "toString", 3 as "has space", 4 as "引号""名"`;
    expect(made(source)).toEqual(own(source));
  });

  test('a streamed read yields the same rows', () => {
    const source = 'select * from item order by id';
    expect([...withRowsAsObjects(sqlite.prepare(source)).iterate([])]).toEqual(own(source));
  });

  test('a write runs as it is, and a write returning rows answers them as objects', () => {
    const insert = withRowsAsObjects(sqlite.prepare('insert into tag (item_id, name) values (?, ?)'));
    expect(insert.reader).toBe(false);
    expect(insert.run([1, '长材']).changes).toBe(1);
    const returning = withRowsAsObjects(sqlite.prepare('insert into tag (item_id, name) values (?, ?) returning id, name'));
    expect(returning.reader).toBe(true);
    expect(returning.all([2, '散装'])).toEqual([{ id: 4, name: '散装' }]);
  });

  test('a statement being iterated is busy until its last row', () => {
    const statement = withRowsAsObjects(sqlite.prepare('select id from item order by id'));
    const rows = statement.iterate([]);
    rows.next();
    expect(statement.busy).toBe(true);
    expect([...rows]).toHaveLength(1);
    expect(statement.busy).toBe(false);
  });

  test('a reader that stops early (an export cut off) frees the statement', () => {
    const statement = withRowsAsObjects(sqlite.prepare('select id from item order by id'));
    for (const row of statement.iterate([])) if (row) break;
    expect(statement.busy).toBe(false);
  });
});
