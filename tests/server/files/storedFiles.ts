// How many uploads a test server holds in its file store: rows of the database store on
// PostgreSQL, files of the `uploads` folder beside the SQLite file otherwise (the defaults of
// server/files/store.ts; testServer.ts sets neither FREIGHT_FILE_STORE nor the folder apart).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS_AREA } from '../../../server/files/databaseStore';
import { readFileStoreKind } from '../../../server/files/store';
import type { TestServer } from '../support/testServer';
import { onPostgres } from '../support/testDatabase';

export async function storedFileCount(server: TestServer): Promise<number> {
  if (readFileStoreKind(onPostgres()) === 'database') {
    const row = await server.db.selectFrom('stored_file').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('area', '=', UPLOADS_AREA).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const folder = path.join(path.dirname(server.dbFile), 'uploads');
  return existsSync(folder) ? readdirSync(folder).length : 0;
}
