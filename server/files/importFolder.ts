// Moves a branch's uploads from its folder into another file store (the database store, when a
// SQLite branch moves to PostgreSQL: docs/deploy.md). Only stored upload names are taken (a
// random name and a known extension: signedUrls.ts); `.part` leftovers and the exports
// subfolder are left, since export batches expire within a day. Names already stored are
// skipped, so an interrupted import can simply run again.
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME } from './signedUrls';
import type { FileStore } from './store';

export interface ImportResult { imported: number; skipped: number }

export async function importUploads(dir: string, store: FileStore, onFile?: (name: string) => void): Promise<ImportResult> {
  const entries = await readdir(dir, { withFileTypes: true });
  const result: ImportResult = { imported: 0, skipped: 0 };
  for (const entry of entries) {
    if (!entry.isFile() || !STORED_NAME.test(entry.name)) continue;
    if (await store.exists(entry.name)) {
      result.skipped += 1;
      continue;
    }
    await store.write(entry.name, createReadStream(path.join(dir, entry.name)));
    result.imported += 1;
    onFile?.(entry.name);
  }
  return result;
}
