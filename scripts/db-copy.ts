// npm run db:copy -- --from FILE --to URL [--replace]
// Moves a branch's data from a SQLite file to a PostgreSQL database (server/storage/copyDatabase.ts):
// the file must be at the code's latest migration (run db:migrate on it first), the database
// empty (or --replace to empty it). Prints each table as it is copied.
import { copySqliteToPostgres, CopyRefused, type TableProgress } from '../server/storage/copyDatabase';
import { openPostgresDatabase } from '../server/storage/postgres';
import { checkPostgresUrl, checkReachable, DatabaseUnreachable, redactedUrl } from '../server/storage/postgresReach';

const USAGE = 'usage: npm run db:copy -- --from FILE --to postgres://user:password@host:5432/database [--replace]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function fail(message: string): never {
  console.error(`db:copy: ${message}`);
  process.exit(1);
}

const from = option('--from');
const to = option('--to');
if (!from || !to) fail(USAGE);

/** A line when a table is done, and every 100,000 rows of a big one. */
const REPORT_EVERY = 100_000;
const printedAt = new Map<string, number>();
function report({ table, copied, total }: TableProgress): void {
  if (copied === total) console.log(`  ${table}: ${copied} row(s)`);
  else if (copied - (printedAt.get(table) ?? 0) >= REPORT_EVERY) {
    printedAt.set(table, copied);
    console.log(`  ${table}: ${copied} of ${total} ...`);
  }
}

try {
  checkPostgresUrl(to);
} catch (error) {
  fail((error as Error).message);
}
const target = openPostgresDatabase(to);
try {
  await checkReachable(target, to);
  console.log(`db:copy: ${from} -> ${redactedUrl(to)}`);
  const started = Date.now();
  const { version, tables } = await copySqliteToPostgres({ sourceFile: from, target, replace: process.argv.includes('--replace'), onProgress: report });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  for (const { table, rounded } of tables) {
    for (const { column, values } of rounded) console.log(`db:copy: ${table}.${column}: ${values} value(s) had more decimals than the column keeps and were rounded to its scale`);
  }
  console.log(`db:copy: copied ${rows} row(s) in ${tables.length} tables at migration ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (error instanceof CopyRefused || error instanceof DatabaseUnreachable) fail(error.message);
  throw error;
} finally {
  await target.destroy();
}
