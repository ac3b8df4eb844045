// Schema migrations, listed in code (no directory scan) so they work the same under tsx,
// bundlers and tests. Append new migrations to the list; never edit a released one.
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from '../database';
import * as foundation from './0001_foundation';
import * as entities from './0002_entities';
import * as oneDriverRecord from './0003_one_driver_record';
import * as listSpeed from './0004_list_speed';

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_entities': entities,
  '0003_one_driver_record': oneDriverRecord,
  '0004_list_speed': listSpeed,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}
