// Opens the database: SQLite (better-sqlite3) by default, PostgreSQL (pg) when a URL is given
// (postgres.ts). The endpoints only see Kysely<Database> and ask dialectOf(db) for differences.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { withRowsAsObjects, type KeptStatement } from './sqliteRows';
import { openPostgresDatabase } from './postgres';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Where the data lives: a PostgreSQL URL (DATABASE_URL) wins over the SQLite file. */
export interface DatabaseLocation { databaseUrl?: string | null; dbFile: string }

export function openDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl ? openPostgresDatabase(location.databaseUrl) : openSqliteDatabase(location.dbFile);
}

/** Opens (creating when needed) a SQLite file in WAL mode with foreign keys enforced. */
export function openSqliteDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // 16 MB page cache (default 2 MB): counting a filtered range of a million-row list reads
  // its index pages from memory. Deep pages no longer need more since they are read from
  // covering indexes (migration 0004), and a larger cache only fills up during an export.
  sqlite.pragma('cache_size = -16384');
  // WAL with NORMAL sync is durable across application crashes and much faster on writes.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Compiled statements kept; past this the least recently used is dropped. */
const STATEMENT_CACHE_SIZE = 500;

/** Kysely prepares every query anew, and compiling the SQL was a tenth of the server's time under
 * load: statements are kept by their text and reused. One being iterated (a streamed export) is
 * busy, and a fresh one is prepared for another caller meanwhile. Readers answer rows made in
 * JavaScript (sqliteRows.ts). */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, KeptStatement>();
  const prepare = (source: string): KeptStatement => {
    const kept = statements.get(source);
    if (kept) {
      if (kept.busy) return withRowsAsObjects(sqlite.prepare(source));
      statements.delete(source);
      statements.set(source, kept);
      return kept;
    }
    const statement = withRowsAsObjects(sqlite.prepare(source));
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return { prepare, close: () => sqlite.close() };
}
