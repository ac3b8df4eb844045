// Opens a PostgreSQL database (DATABASE_URL) with the behaviour the server relies on in SQLite:
// - counts, ids and money come back as numbers, not strings (bigint and numeric parsers);
// - write transactions run one at a time across every instance on the database, as SQLite's
//   single writer does: each takes one transaction-scoped advisory lock before its first
//   statement, so a state machine's or the ledger's read-check-write sees no concurrent change.
import { CompiledQuery, Kysely, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import type pg from 'pg';
import { requireOnFirstUse } from '../lib/requireOnFirstUse';
import type { Database } from './schema';

/** pg loads when a PostgreSQL database is first opened: a SQLite server never holds it. */
const pgDriver = requireOnFirstUse<typeof pg>('pg');

/** The advisory lock every write transaction holds ('frgt' as a number; any constant would do). */
export const WRITE_LOCK_KEY = 0x66726774;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function toNumber(text: string): number {
  const number = Number(text);
  if (!Number.isFinite(number)) throw new Error(`not a number: ${text}`);
  return number;
}

function toSafeInteger(text: string): number {
  const number = Number(text);
  if (!Number.isSafeInteger(number)) throw new Error(`not a safe integer: ${text}`);
  return number;
}

const numberTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return toSafeInteger;
    if (oid === NUMERIC_OID) return toNumber;
    return pgDriver().types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

class OneWriterDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`));
  }
}

class OneWriterDialect extends PostgresDialect {
  constructor(private readonly pool: pg.Pool) {
    super({ pool });
  }

  override createDriver(): Driver {
    return new OneWriterDriver({ pool: this.pool });
  }
}

/** Connections per instance: enough for concurrent reads while one transaction writes. */
const POOL_SIZE = Number(process.env.PG_POOL_SIZE) || 10;

const urlOfDatabase = new WeakMap<Kysely<Database>, string>();

/** The URL `db` was opened with: for a connection of its own outside the pool (the LISTEN
 * connection of server/realtime/postgresChangeBus.ts). */
export function connectionUrlOf(db: Kysely<Database>): string | undefined {
  return urlOfDatabase.get(db);
}

/** A server that drops packets is reported as unreachable after this, not after minutes. */
const CONNECT_TIMEOUT_MS = 10_000;

export function openPostgresDatabase(url: string): Kysely<Database> {
  const pool = new (pgDriver().Pool)({ connectionString: url, types: numberTypes, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an
  // 'error' of the pool, which crashes the process when nobody listens: the pool drops that
  // connection and the next query opens another.
  pool.on('error', (error) => console.error(`PostgreSQL ended an idle connection: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new OneWriterDialect(pool) });
  urlOfDatabase.set(db, url);
  return db;
}
