// `npm run test:postgres`: the server suite again on PostgreSQL (TEST_DATABASE=postgres), then the
// two-instance test behind nginx (tests/cluster), against
// TEST_DATABASE_URL (default: the local server's postgres/postgres). CI (`CI` set, as .ci/run
// does) fails when PostgreSQL cannot be reached; elsewhere the run is skipped with a warning, so
// `npm test` on a machine without PostgreSQL still runs everything else.
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

async function query(connectionString: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

const INVALID_CATALOG_NAME = '3D000';

/** Null when the test database answers (created first when the server lacks it), else why not. */
async function reachable(): Promise<string | null> {
  try {
    await query(url, 'select 1');
    return null;
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_CATALOG_NAME) {
      const name = new URL(url).pathname.slice(1);
      const server = new URL(url);
      server.pathname = '/postgres';
      await query(server.toString(), `create database "${name.replace(/"/g, '""')}"`);
      return reachable();
    }
    return error instanceof Error ? error.message : String(error);
  }
}

const problem = await reachable();
if (problem) {
  const where = new URL(url);
  const message = `PostgreSQL is not reachable at ${where.host} (${problem}).`;
  if (process.env.CI) {
    console.error(`${message} CI runs the server suite on PostgreSQL too: .ci/run installs and starts it.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} The PostgreSQL run of the server suite is SKIPPED. ***\n` +
    '*** Start PostgreSQL (or set TEST_DATABASE_URL) to run it; CI always does. ***\n');
  process.exit(0);
}

function vitest(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE: 'postgres', TEST_DATABASE_URL: url },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const chosenFiles = process.argv.slice(2);
const server = await vitest(['--project', 'server', ...chosenFiles]);
// The two-instance test (tests/cluster): two server processes behind nginx on one database;
// only on a whole run, not when files were named.
const cluster = server === 0 && chosenFiles.length === 0 ? await vitest(['-c', 'tests/cluster/vitest.config.ts']) : 0;
process.exit(server || cluster);
