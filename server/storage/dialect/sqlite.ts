// The storage dialect of SQLite (better-sqlite3): counts kept by triggers, LIKE for contains
// filters, numbers answered as numbers, sequences by upsert, week starts by date modifiers.
import { sql, type Kysely } from 'kysely';
import { forgetShapes, listShapes, recountKept } from '../keptCounts';
import type { SequenceKey, StorageDialect } from './index';
import { createCountTriggers, dropCountTriggers } from './sqliteCountTriggers';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see index.ts

export const SEQUENCE_TABLE = 'number_sequence';

/** `%` and `_` in a contains filter match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toSafeInteger(value: unknown): number {
  const number = typeof value === 'number' || typeof value === 'bigint' ? Number(value)
    : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number)) throw new Error(`not a safe integer: ${String(value)}`);
  return number;
}

async function sequenceExists(trx: AnyDb, key: SequenceKey): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(SEQUENCE_TABLE)}
    where table_name = ${key.table} and column_name = ${key.column} and day = ${key.day}`.execute(trx);
  return rows.length > 0;
}

export const sqliteDialect: StorageDialect = {
  name: 'sqlite',

  keepsCountsWithTriggers: true,

  async keepCounts(db, table, shapes) {
    await dropCountTriggers(db, table);
    await createCountTriggers(db, table, shapes);
    await listShapes(db, table, shapes);
    await recountKept(db, table);
  },

  async stopKeepingCounts(db, table) {
    await dropCountTriggers(db, table);
    await forgetShapes(db, table);
  },

  containsText(column, text) {
    return sql`${sql.ref(column)} like ${likePattern(text)} escape '\\'`;
  },

  mondayOf(day) {
    // 'weekday 1' moves forward to the next Monday unless the day is one: from six days
    // earlier, that is the Monday of the day's own week.
    return sql<string>`date(${day}, '-6 days', 'weekday 1')`;
  },

  parseBigint: toSafeInteger,

  parseNumeric(value) {
    if (value === null || value === undefined) return null;
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) throw new Error(`not a number: ${String(value)}`);
    return number;
  },

  async nextInSequence(trx, key, startAfter) {
    // The first number of the day: the row starts at the highest one stored so far. A
    // concurrent caller that started it first wins (do nothing); both then count up from it.
    if (!(await sequenceExists(trx, key))) {
      const floor = await startAfter();
      await sql`insert into ${sql.table(SEQUENCE_TABLE)} (table_name, column_name, day, value)
        values (${key.table}, ${key.column}, ${key.day}, ${floor}) on conflict do nothing`.execute(trx);
    }
    const { rows } = await sql<{ value: unknown }>`insert into ${sql.table(SEQUENCE_TABLE)} (table_name, column_name, day, value)
      values (${key.table}, ${key.column}, ${key.day}, 1)
      on conflict (table_name, column_name, day) do update set value = value + 1
      returning value`.execute(trx);
    return toSafeInteger(rows[0]!.value);
  },

  uniqueViolationColumns(error, table) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
    const listed = /constraint failed: (.+)$/.exec(String(message))?.[1] ?? '';
    return listed.split(',').map((name) => name.trim())
      .filter((name) => name.startsWith(`${table}.`)).map((name) => name.slice(table.length + 1));
  },

  async analyzeNewIndex(db, index) {
    // Without statistics for the new index, the planner of an analyzed database takes it for a
    // very selective one (0.3 s instead of 5 ms for a branch's first page at a million rows). A
    // database never analyzed is left so: statistics for one index alone would skew the others.
    const { rows } = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
    if (rows.length > 0) await sql`analyze ${sql.id(index)}`.execute(db);
  },
};
