// Where stored files (uploads, export batches) live, behind one interface so that every server
// instance on a database can read what any instance stored:
// - `folder` (folderStore.ts): a local folder, the default on SQLite (one process, one disk);
// - `database` (databaseStore.ts): rows of the database itself, the default on PostgreSQL, where
//   several instances behind a load balancer share nothing but the database.
// FREIGHT_FILE_STORE=folder|database chooses; unset, the database decides (readFileStoreKind).
import type { Readable } from 'node:stream';

export type FileStoreKind = 'folder' | 'database';

export interface FileStore {
  /** Stores a file under a name not taken yet; a reader sees it whole or not at all. A stream is
   * stored as it arrives, not read into memory first. */
  write(name: string, content: Buffer | Readable): Promise<void>;
  /** The file's content as a stream, or null when no file has the name. */
  read(name: string): Promise<Readable | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file (nothing happens when there is none). */
  remove(name: string): Promise<void>;
}

/** A stored name: letters, digits, '.', '_' and '-' only, so it cannot leave a folder. */
export const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
  return name;
}

/** FREIGHT_FILE_STORE (folder or database); unset: database on PostgreSQL, folder on SQLite. */
export function readFileStoreKind(onPostgres: boolean, env: NodeJS.ProcessEnv = process.env): FileStoreKind {
  const raw = env.FREIGHT_FILE_STORE?.trim();
  if (!raw) return onPostgres ? 'database' : 'folder';
  if (raw !== 'folder' && raw !== 'database') throw new Error(`FREIGHT_FILE_STORE must be folder or database, got "${raw}"`);
  return raw;
}
