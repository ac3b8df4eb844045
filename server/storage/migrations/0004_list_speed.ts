// List speed at a million rows (issue 5 benchmark).
// - Scope counts: `entity_count` (rows per table, scope shape and scope values) kept exact by
//   SQLite triggers on insert, delete and a change of a scope column, so an unfiltered list's
//   total is one look-up (server/entities/scopeCounts.ts). PostgreSQL gets the tables but no
//   triggers: with no kept shape listed in `entity_count_scope`, totals are counted as before.
// - The waybill status tab sorted by amount with a date range: the branch-status-amount index
//   also carries the id (the order's tie-break) and the consignment time, so the range is
//   checked inside the index and only the rows of the page are read from the table.
import { sql, type Kysely } from 'kysely';
import { defineEntity, readEntitySchemas, type EntityDefinition } from '../../entities/definition';
import { dropScopeCounts, isSqlite, maintainScopeCounts } from '../../entities/scopeCounts';
import { notNull } from './columns';

type Db = Kysely<unknown>;

const COUNTED = ['waybill', 'driver', 'vehicle'];

function countedEntities(): EntityDefinition[] {
  const all = readEntitySchemas();
  return COUNTED.map((name) => {
    const schema = all.find((s) => s.$id === name);
    if (!schema) throw new Error(`migration 0004: schemas/entities/${name}.json is missing`);
    return defineEntity(schema);
  });
}

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
  if (isSqlite(db)) for (const entity of countedEntities()) await maintainScopeCounts(db, entity);
  await db.schema.createIndex(AMOUNT_RANGE_INDEX).on('tms_waybill')
    .columns(['branch_code', 'status', 'total_monetary_amount', 'id', 'consignment_date_time']).execute();
  // Its leading columns are the new index's: every query it served, the new one serves.
  await db.schema.dropIndex(AMOUNT_INDEX).execute();
  await analyzeIfAnalyzed(db, AMOUNT_RANGE_INDEX);
}

/** A database whose tables were analyzed (after a bulk load, say) needs statistics for a new
 * index too: without them SQLite's planner takes it for a very selective one and picks it for
 * the branch's first page (a sort of the whole branch: 0.3 s instead of 5 ms at a million rows).
 * A database never analyzed is left so: statistics for one index alone would skew the others. */
async function analyzeIfAnalyzed(db: Db, index: string): Promise<void> {
  if (!isSqlite(db)) return;
  const { rows } = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (rows.length > 0) await sql`analyze ${sql.id(index)}`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.createIndex(AMOUNT_INDEX).on('tms_waybill').columns(['branch_code', 'status', 'total_monetary_amount']).execute();
  await db.schema.dropIndex(AMOUNT_RANGE_INDEX).execute();
  if (isSqlite(db)) for (const entity of countedEntities()) await dropScopeCounts(db, entity);
  await db.schema.dropTable('entity_count_scope').execute();
  await db.schema.dropTable('entity_count').execute();
}
