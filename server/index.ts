// Starts the server: opens and migrates the database, seeds it when empty, listens.
// `npx tsx server/index.ts` (HOST, PORT, FREIGHT_DB, DATABASE_URL, AMAP_KEY_WEB, LOG_LEVEL).
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/core/api/client';
import { buildApp } from './app';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { isEmptyDatabase, seedIfEmpty } from './seed';
import { SEED_ONLY_ENV, seedInOwnProcess } from './seed/seedApart';
import { openDatabase } from './storage/database';
import { redactedUrl } from './storage/postgresReach';
import { migrateToLatest } from './migrations';

function banner(url: string, config: ServerConfig, seeded: boolean): string {
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(10)} ${a.roles.join(', ').padEnd(24)} ${a.name}`);
  const smsHelp = process.env.NODE_ENV === 'production'
    ? '  SMS: no gateway; messages are recorded in the sms_record table (messaging screens).'
    : '  SMS: no gateway; every message (with its verification code) is written to this log\n' +
      '       ("SMS to <phone>: ...") and recorded in the sms_record table (messaging screens).';
  return [
    `freight-console server on ${url}`,
    `  database: ${config.databaseUrl ? redactedUrl(config.databaseUrl) : path.resolve(config.dbFile)}${seeded ? ' (new, seeded with demo data)' : ''}`,
    `  demo accounts (password ${DEMO_PASSWORD}):`,
    ...accounts,
    smsHelp,
  ].join('\n');
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config);
  await migrateToLatest(db);
  if (process.env[SEED_ONLY_ENV]) {
    // The process a starting server runs to seed its new database (seed/seedApart.ts).
    await seedIfEmpty(db, { amapKey: config.amapKey });
    await db.destroy();
    process.exit(0);
  }
  const seeded = await isEmptyDatabase(db);
  if (seeded) await seedInOwnProcess();
  const app = await buildApp({ db, logger: config.logLevel, signInLimits: config.signInLimits, ...(config.staticDir ? { staticDir: config.staticDir } : {}) });
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(banner(address, config, seeded));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
