// Where stored files live (store.ts): in the database (FREIGHT_FILE_STORE=database, the default on
// PostgreSQL), or in a folder: FREIGHT_UPLOADS, else an `uploads` folder next to the SQLite
// database file (so a test's temporary database keeps its uploads beside it), else data/uploads.
// Export batches sit apart from uploads: the folder's `exports` subfolder, or their own area.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import { dialectOf } from '../storage/dialect';
import { DatabaseStore, EXPORTS_AREA, UPLOADS_AREA } from './databaseStore';
import { FolderStore } from './folderStore';
import { readFileStoreKind, type FileStore, type FileStoreKind } from './store';

export const DEFAULT_UPLOADS_DIR = 'data/uploads';

export interface FileStores { uploads: FileStore; exports: FileStore }

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

async function uploadsDirFor(db: Db, configured = process.env.FREIGHT_UPLOADS): Promise<string> {
  const folder = configured || (await sqliteFolder(db).then((dir) => (dir ? path.join(dir, 'uploads') : null))) || DEFAULT_UPLOADS_DIR;
  const resolved = path.resolve(folder);
  mkdirSync(resolved, { recursive: true });
  return resolved;
}

/** The stores of the app's files; `kind` and `uploadsDir` default to the environment. */
export async function fileStoresFor(db: Db, now: Clock, options: { kind?: FileStoreKind; uploadsDir?: string } = {}): Promise<FileStores> {
  const kind = options.kind ?? readFileStoreKind(dialectOf(db).name === 'postgres');
  if (kind === 'database') return { uploads: new DatabaseStore(db, UPLOADS_AREA, now), exports: new DatabaseStore(db, EXPORTS_AREA, now) };
  const dir = await uploadsDirFor(db, options.uploadsDir);
  return { uploads: new FolderStore(dir), exports: new FolderStore(path.join(dir, 'exports')) };
}
