// Schema migrations, listed in code (no directory scan) so they work the same under tsx,
// bundlers and tests. Append new migrations to the list; never edit a released one.
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from '../storage/database';
import * as foundation from './0001_foundation';
import * as entities from './0002_entities';
import * as oneDriverRecord from './0003_one_driver_record';
import * as listSpeed from './0004_list_speed';
import * as screensAndScopes from './0005_screens_and_scopes';
import * as numberSequence from './0006_number_sequence';
import * as timeOrderedAmountIndex from './0007_time_ordered_amount_index';
import * as enclosureInShell from './0008_enclosure_in_shell';
import * as signInThrottle from './0009_sign_in_throttle';
import * as operationLog from './0010_operation_log';
import * as idempotencyKey from './0011_idempotency_key';
import * as departments from './0012_departments';
import * as departmentScreen from './0013_department_screen';
import * as operationLogScreen from './0014_operation_log_screen';
import * as dashboardsAndReports from './0015_dashboards_and_reports';
import * as bigDataCentre from './0016_big_data_centre';

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_entities': entities,
  '0003_one_driver_record': oneDriverRecord,
  '0004_list_speed': listSpeed,
  '0005_screens_and_scopes': screensAndScopes,
  '0006_number_sequence': numberSequence,
  '0007_time_ordered_amount_index': timeOrderedAmountIndex,
  '0008_enclosure_in_shell': enclosureInShell,
  '0009_sign_in_throttle': signInThrottle,
  '0010_operation_log': operationLog,
  '0011_idempotency_key': idempotencyKey,
  '0012_departments': departments,
  '0013_department_screen': departmentScreen,
  '0014_operation_log_screen': operationLogScreen,
  '0015_dashboards_and_reports': dashboardsAndReports,
  '0016_big_data_centre': bigDataCentre,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator over these migrations (tests bring a database to an older version with it). */
export function migratorOf(db: Db): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}
