// npm run db:migrate [-- FILE]
// Brings the database to the latest migration and prints the versions it applied: the SQLite
// FILE when given, else PostgreSQL when DATABASE_URL is set, else the SQLite file FREIGHT_DB or
// data/freight.db (created when missing). The server does the same when it starts; this is for upgrading a database
// before its servers start (several instances) or before `npm run db:copy` copies a file.
import { migratorOf } from '../server/migrations';
import { DatabaseUnreachable } from '../server/storage/postgresReach';
import { openToolDatabase } from '../server/storage/toolDatabase';

let opened;
try {
  opened = await openToolDatabase(process.argv[2]);
} catch (error) {
  if (!(error instanceof DatabaseUnreachable)) throw error;
  console.error(`db:migrate: ${error.message}`);
  process.exit(1);
}
const { db, name } = opened;
try {
  const { error, results = [] } = await migratorOf(db).migrateToLatest();
  for (const result of results) console.log(`  ${result.status === 'Success' ? 'applied' : result.status === 'Error' ? 'FAILED ' : 'skipped'} ${result.migrationName}`);
  if (error) {
    console.error(`db:migrate: ${name}: ${String(error)}`);
    process.exitCode = 1;
  } else {
    const latest = (await migratorOf(db).getMigrations()).at(-1)?.name;
    const applied = results.filter((result) => result.status === 'Success').length;
    console.log(applied === 0 ? `${name} is at the latest version (${latest}): nothing to apply` : `${name}: applied ${applied} migration(s), now at ${latest}`);
  }
} finally {
  await db.destroy();
}
