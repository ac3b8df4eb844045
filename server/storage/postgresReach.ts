// Reaching a PostgreSQL database named by a URL, for the command-line tools (db:migrate, db:copy,
// seed): a URL that is not PostgreSQL's, a server that does not answer, a refused password or a
// missing database each get a sentence saying what to do instead of a driver's stack trace.
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any database

/** A database the tool cannot use, with the reason in words. */
export class DatabaseUnreachable extends Error {}

/** The URL without its password, to print. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Refuses what cannot be a PostgreSQL URL before any connection is tried. */
export function checkPostgresUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseUnreachable(`"${url}" is not a URL: expected postgres://user:password@host:5432/database`);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DatabaseUnreachable(`${redactedUrl(url)} is not a PostgreSQL URL: expected postgres://user:password@host:5432/database`);
  }
  if (parsed.pathname.length <= 1) throw new DatabaseUnreachable(`${redactedUrl(url)} names no database: expected postgres://user:password@host:5432/database`);
}

/** The reason a connection failed, in words; the driver's message for anything else. */
export function explainConnectionError(error: unknown, url: string): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const where = redactedUrl(url);
  const host = (() => { try { const parsed = new URL(url); return `${parsed.hostname}:${parsed.port || 5432}`; } catch { return where; } })();
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH' || code === 'ETIMEDOUT' || code === 'EAI_AGAIN') {
    return `cannot reach PostgreSQL at ${host} (${code}): is the server running and the host and port right?`;
  }
  if (code === '28P01' || code === '28000') return `PostgreSQL at ${host} refused the user or password of ${where}`;
  if (code === '3D000') return `the database of ${where} does not exist: create it first (createdb, or CREATE DATABASE)`;
  return `cannot use ${where}: ${message ?? String(error)}`;
}

/** Answers once the database answers; throws DatabaseUnreachable with the reason otherwise. */
export async function checkReachable(db: AnyDb, url: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new DatabaseUnreachable(explainConnectionError(error, url), { cause: error });
  }
}
