// The storage dialect of PostgreSQL (pg): counts kept by trigger functions, ILIKE for contains
// filters, sequences by the same upsert as SQLite (the row lock orders concurrent callers), week
// starts by date_trunc. Numbers come back as numbers already (database.ts sets pg's parsers).
import { sql, type Kysely } from 'kysely';
import { forgetShapes, listShapes, recountKept } from '../keptCounts';
import type { SequenceKey, StorageDialect } from './index';
import { createPostgresCountTriggers, dropPostgresCountTriggers } from './postgresCountTriggers';
import { likePattern, sqliteDialect, SEQUENCE_TABLE, toSafeInteger } from './sqlite';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see index.ts

async function startSequence(trx: AnyDb, key: SequenceKey, floor: number): Promise<void> {
  await sql`insert into ${sql.table(SEQUENCE_TABLE)} (table_name, column_name, day, value)
    values (${key.table}, ${key.column}, ${key.day}, ${floor}) on conflict do nothing`.execute(trx);
}

export const postgresDialect: StorageDialect = {
  name: 'postgres',

  keepsCountsWithTriggers: true,

  async keepCounts(db, table, shapes) {
    await dropPostgresCountTriggers(db, table);
    await createPostgresCountTriggers(db, table, shapes);
    await listShapes(db, table, shapes);
    await recountKept(db, table);
  },

  async stopKeepingCounts(db, table) {
    await dropPostgresCountTriggers(db, table);
    await forgetShapes(db, table);
  },

  containsText(column, text) {
    return sql`${sql.ref(column)} ilike ${likePattern(text)} escape '\\'`;
  },

  mondayOf(day) {
    return sql<string>`to_char(date_trunc('week', (${day})::date), 'YYYY-MM-DD')`;
  },

  parseBigint: toSafeInteger,
  parseNumeric: sqliteDialect.parseNumeric,

  async nextInSequence(trx, key, startAfter) {
    const { rows: started } = await sql`select 1 from ${sql.table(SEQUENCE_TABLE)}
      where table_name = ${key.table} and column_name = ${key.column} and day = ${key.day}`.execute(trx);
    if (started.length === 0) await startSequence(trx, key, await startAfter());
    const { rows } = await sql<{ value: unknown }>`insert into ${sql.table(SEQUENCE_TABLE)} as s (table_name, column_name, day, value)
      values (${key.table}, ${key.column}, ${key.day}, 1)
      on conflict (table_name, column_name, day) do update set value = s.value + 1
      returning value`.execute(trx);
    return toSafeInteger(rows[0]!.value);
  },

  uniqueViolationColumns(error, table) {
    const { code, detail, table: violated } = (error ?? {}) as { code?: unknown; detail?: unknown; table?: unknown };
    if (code !== '23505' || (violated !== undefined && violated !== table)) return null;
    const listed = /^Key \((.+?)\)=/.exec(String(detail))?.[1] ?? '';
    return listed.split(',').map((name) => name.trim().replace(/^"|"$/g, '')).filter(Boolean);
  },

  async analyzeNewIndex() {
    // Autovacuum analyzes PostgreSQL's tables; a new index needs no statistics of its own.
  },
};
