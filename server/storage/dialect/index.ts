// Every difference between the databases the server can run on, behind one small interface:
// endpoints, entity code and migrations ask `dialectOf(db)` and never which database it is.
// SQLite (better-sqlite3, sqlite.ts) and PostgreSQL (pg, postgres.ts); each member says what
// it does on both.
import { PostgresAdapter, SqliteAdapter, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ScopeShape } from '../keptCounts';
import { postgresDialect } from './postgres';
import { sqliteDialect } from './sqlite';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations, the entity API and the typed server use different database types

/** A business-number sequence: one per table, column and day (yyyyMMdd, China time). */
export interface SequenceKey { table: string; column: string; day: string }

export interface StorageDialect {
  readonly name: 'sqlite' | 'postgres';

  /** Whether the database keeps the scope counts of `entity_count` itself, with triggers, so an
   * unfiltered list's total is read from them (SQLite: triggers; PostgreSQL: PL/pgSQL trigger
   * functions). */
  readonly keepsCountsWithTriggers: boolean;
  /** Keeps the table's counts for these shapes from now on (replacing the shapes kept before) and
   * counts its rows; where the database keeps no counts, lists no shape (totals are counted). */
  keepCounts(db: AnyDb, table: string, shapes: ScopeShape[]): Promise<void>;
  /** Stops keeping the table's counts (before the table is dropped, or when no shape is kept). */
  stopKeepingCounts(db: AnyDb, table: string): Promise<void>;

  /** The rows whose column contains the text, ignoring case: SQLite `like` (case-insensitive for
   * ASCII; Chinese has no case), PostgreSQL `ilike`. `%`, `_` and `\` in the text match
   * themselves. */
  containsText(column: string, text: string): RawBuilder<SqlBool>;

  /** The Monday on or before a day given as `yyyy-MM-dd` text, as `yyyy-MM-dd` text: the week
   * bucket of reports (ISO weeks start on Monday). SQLite `date(day, '-6 days', 'weekday 1')`;
   * PostgreSQL `to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`. */
  mondayOf(day: Expression<string>): RawBuilder<string>;

  /** A count or a bigint column as a number (SQLite answers numbers; PostgreSQL answers bigint
   * as a string). Refuses a value beyond 2^53, which no count or id here reaches. */
  parseBigint(value: unknown): number;
  /** An exact decimal column (`numeric(18, 3)`: money, weights) as a number (SQLite answers a
   * number; PostgreSQL answers a string). Null stays null. */
  parseNumeric(value: unknown): number | null;

  /** The next value of a sequence, inside the caller's transaction and atomic under concurrent
   * callers: `insert ... on conflict do update set value = value + 1 returning value` on the
   * `number_sequence` table (the same statement on PostgreSQL, where the row lock orders
   * concurrent transactions). A sequence not started yet starts after `startAfter()`, the
   * highest value already used some other way (rows written before sequences existed). */
  nextInSequence(trx: AnyDb, key: SequenceKey, startAfter: () => Promise<number>): Promise<number>;

  /** The columns of `table` whose unique index (or primary key) a failed write violated, or
   * null when `error` is no such violation. SQLite: code SQLITE_CONSTRAINT_UNIQUE, message
   * "UNIQUE constraint failed: t.a, t.b"; PostgreSQL: code 23505, detail "Key (a, b)=(...)". */
  uniqueViolationColumns(error: unknown, table: string): string[] | null;

  /** Planner statistics for an index added to a table that may be large (SQLite: analyzed when
   * the database was analyzed before, see 0004; PostgreSQL: nothing, autovacuum analyzes). */
  analyzeNewIndex(db: AnyDb, index: string): Promise<void>;
}

/** The dialect of the database `db` talks to. */
export function dialectOf(db: AnyDb): StorageDialect {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return sqliteDialect;
  if (adapter instanceof PostgresAdapter) return postgresDialect;
  throw new Error(`no storage dialect for ${adapter.constructor.name} (server/storage/dialect)`);
}
