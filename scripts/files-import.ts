// npm run files:import -- --from DIR [--to URL]
// Puts the uploads of a folder (a SQLite branch's data/uploads, or FREIGHT_UPLOADS) into the
// database file store of a PostgreSQL database (--to, else DATABASE_URL), after `npm run db:copy`
// moved its rows (server/files/importFolder.ts). Files already there are skipped.
import { existsSync } from 'node:fs';
import { DatabaseStore, UPLOADS_AREA } from '../server/files/databaseStore';
import { importUploads } from '../server/files/importFolder';
import { DatabaseUnreachable } from '../server/storage/postgresReach';
import { openToolDatabase } from '../server/storage/toolDatabase';

const USAGE = 'usage: npm run files:import -- --from data/uploads [--to postgres://user:password@host:5432/database]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function fail(message: string): never {
  console.error(`files:import: ${message}`);
  process.exit(1);
}

const from = option('--from');
const to = option('--to') ?? process.env.DATABASE_URL;
if (!from || !to) fail(USAGE);
if (!existsSync(from)) fail(`no folder ${from}`);

let opened;
try {
  opened = await openToolDatabase(undefined, { ...process.env, DATABASE_URL: to });
} catch (error) {
  if (!(error instanceof DatabaseUnreachable)) throw error;
  fail(error.message);
}
const { db, name } = opened;
try {
  const result = await importUploads(from, new DatabaseStore(db, UPLOADS_AREA, () => new Date()), (file) => console.log(`  ${file}`));
  console.log(`${name}: ${result.imported} file(s) imported, ${result.skipped} already there`);
} finally {
  await db.destroy();
}
