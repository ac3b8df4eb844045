// Which database the server tests run on: SQLite files by default, PostgreSQL with
// TEST_DATABASE=postgres (TEST_DATABASE_URL: a role allowed to create databases; default the
// local server's postgres/postgres). Each PostgreSQL test server gets a database of its own,
// created from the run's seeded template database in a fraction of a second.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DATABASE ?? 'sqlite';
  if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be sqlite or postgres, got "${kind}"`);
  return kind;
}

export const onPostgres = (): boolean => testDatabaseKind() === 'postgres';

const adminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the same server as TEST_DATABASE_URL. */
export function postgresUrlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database (a copy of `template` when given); its name. */
export async function createPostgresDatabase(prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return name;
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}
