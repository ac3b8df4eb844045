// Creates (or brings up to date) a database file and seeds it with the demo data.
// Usage: npx tsx scripts/seed.ts [file]   (default: FREIGHT_DB or data/freight.db)
import path from 'node:path';
import { DEFAULT_DB_FILE } from '../server/config';
import { seedIfEmpty } from '../server/seed';
import { openSqliteDatabase } from '../server/storage/database';
import { migrateToLatest } from '../server/migrations';

const file = process.argv[2] ?? process.env.FREIGHT_DB ?? DEFAULT_DB_FILE;
const db = openSqliteDatabase(file);
try {
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, { amapKey: process.env.AMAP_KEY_WEB ?? '' });
  console.log(seeded ? `Seeded ${path.resolve(file)}` : `${path.resolve(file)} already holds data: left unchanged`);
} finally {
  await db.destroy();
}
