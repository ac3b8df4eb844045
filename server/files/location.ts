// Where uploaded files live: FREIGHT_UPLOADS, else an `uploads` folder next to the SQLite
// database file (so a test's temporary database keeps its uploads beside it), else data/uploads.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../storage/database';

export const DEFAULT_UPLOADS_DIR = 'data/uploads';

async function sqliteFolder(db: Db): Promise<string | null> {
  try {
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
    const file = rows.find((row) => row.name === 'main')?.file;
    return file ? path.dirname(file) : null;
  } catch {
    // Not SQLite: no file to sit next to.
    return null;
  }
}

export async function uploadsDirFor(db: Db, configured = process.env.FREIGHT_UPLOADS): Promise<string> {
  const folder = configured || (await sqliteFolder(db).then((dir) => (dir ? path.join(dir, 'uploads') : null))) || DEFAULT_UPLOADS_DIR;
  const resolved = path.resolve(folder);
  mkdirSync(resolved, { recursive: true });
  return resolved;
}
