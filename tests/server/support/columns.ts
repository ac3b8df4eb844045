// The columns of a table as the database has them, on SQLite and PostgreSQL alike (Kysely's
// introspection), for tests that copy rows column by column.
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests hold differently typed databases

export async function columnNamesOf(db: AnyDb, table: string): Promise<string[]> {
  const found = (await db.introspection.getTables()).find((meta) => meta.name === table);
  if (!found) throw new Error(`no table ${table}`);
  return found.columns.map((column) => column.name);
}
