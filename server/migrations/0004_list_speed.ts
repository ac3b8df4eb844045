// List speed at a million rows (issue 5 benchmark).
// - Scope counts: `entity_count` (rows per table, scope shape and scope values) kept exact by the
//   database where its dialect can (SQLite triggers), so an unfiltered list's total is one
//   look-up (server/storage/keptCounts.ts). PostgreSQL gets the tables but keeps no shape listed
//   in `entity_count_scope`: totals are counted as before.
// - The waybill status tab sorted by amount with a date range: the branch-status-amount index
//   also carries the id (the order's tie-break) and the consignment time, so the range is
//   checked inside the index and only the rows of the page are read from the table.
// Literal on purpose: the tables and their kept shapes are written out (a migration never reads
// schemas/entities): the whole table, the branch, and the branch with each party column.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { notNull } from './columns';

type Db = Kysely<unknown>;

const KEPT_SHAPES: Record<string, string[][]> = {
  tms_waybill: [[], ['branch_code'], ['branch_code', 'shipper_code'], ['branch_code', 'driver_code']],
  basic_driver: [[], ['branch_code'], ['branch_code', 'driver_code']],
  basic_vehicle: [[], ['branch_code'], ['branch_code', 'driver_code']],
};

const AMOUNT_INDEX = 'tms_waybill_branch_code_status_total_monetary_amount_idx';
const AMOUNT_RANGE_INDEX = 'tms_waybill_branch_code_status_total_monetary_amount_id_consignment_date_time_idx';

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('entity_count')
    .addColumn('table_name', 'varchar(64)', notNull)
    .addColumn('scope_columns', 'varchar(255)', notNull)
    .addColumn('scope_values', 'varchar(255)', notNull)
    .addColumn('row_count', 'bigint', notNull)
    .addPrimaryKeyConstraint('entity_count_pk', ['table_name', 'scope_columns', 'scope_values'])
    .execute();
  await db.schema.createTable('entity_count_scope')
    .addColumn('table_name', 'varchar(64)', notNull)
    .addColumn('scope_columns', 'varchar(255)', notNull)
    .addPrimaryKeyConstraint('entity_count_scope_pk', ['table_name', 'scope_columns'])
    .execute();
  const dialect = dialectOf(db);
  for (const [table, shapes] of Object.entries(KEPT_SHAPES)) await dialect.keepCounts(db, table, shapes);
  await db.schema.createIndex(AMOUNT_RANGE_INDEX).on('tms_waybill')
    .columns(['branch_code', 'status', 'total_monetary_amount', 'id', 'consignment_date_time']).execute();
  // Its leading columns are the new index's: every query it served, the new one serves.
  await db.schema.dropIndex(AMOUNT_INDEX).execute();
  await dialect.analyzeNewIndex(db, AMOUNT_RANGE_INDEX);
}

export async function down(db: Db): Promise<void> {
  await db.schema.createIndex(AMOUNT_INDEX).on('tms_waybill').columns(['branch_code', 'status', 'total_monetary_amount']).execute();
  await db.schema.dropIndex(AMOUNT_RANGE_INDEX).execute();
  const dialect = dialectOf(db);
  for (const table of Object.keys(KEPT_SHAPES)) await dialect.stopKeepingCounts(db, table);
  await db.schema.dropTable('entity_count_scope').execute();
  await db.schema.dropTable('entity_count').execute();
}
