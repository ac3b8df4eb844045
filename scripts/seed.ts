// Creates (or brings up to date) a database and seeds it with the demo data: the SQLite file
// given, else PostgreSQL when DATABASE_URL is set, else FREIGHT_DB or data/freight.db.
// Usage: npm run seed [-- FILE]
import { migrateToLatest } from '../server/migrations';
import { seedIfEmpty } from '../server/seed';
import { DatabaseUnreachable } from '../server/storage/postgresReach';
import { openToolDatabase } from '../server/storage/toolDatabase';

let opened;
try {
  opened = await openToolDatabase(process.argv[2]);
} catch (error) {
  if (!(error instanceof DatabaseUnreachable)) throw error;
  console.error(`seed: ${error.message}`);
  process.exit(1);
}
const { db, name } = opened;
try {
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, { amapKey: process.env.AMAP_KEY_WEB ?? '' });
  console.log(seeded ? `Seeded ${name}` : `${name} already holds data: left unchanged`);
} finally {
  await db.destroy();
}
