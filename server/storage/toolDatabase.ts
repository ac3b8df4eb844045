// The database a command-line tool (db:migrate, seed) works on: a SQLite file named as its
// argument, else as the server picks it: DATABASE_URL selects PostgreSQL, else the SQLite file
// FREIGHT_DB or data/freight.db. A PostgreSQL URL is checked and the server reached before the tool starts.
import path from 'node:path';
import { DEFAULT_DB_FILE } from '../config';
import { openDatabase, type Db } from './database';
import { checkPostgresUrl, checkReachable, redactedUrl } from './postgresReach';

export interface ToolDatabase { db: Db; /** Where it is, to print (a URL without its password). */ name: string }

export async function openToolDatabase(fileArgument: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<ToolDatabase> {
  const databaseUrl = fileArgument ? null : env.DATABASE_URL || null;
  if (databaseUrl) {
    checkPostgresUrl(databaseUrl);
    const db = openDatabase({ databaseUrl, dbFile: '' });
    try {
      await checkReachable(db, databaseUrl);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return { db, name: redactedUrl(databaseUrl) };
  }
  const dbFile = fileArgument ?? (env.FREIGHT_DB || DEFAULT_DB_FILE);
  return { db: openDatabase({ dbFile }), name: path.resolve(dbFile) };
}
