// The generic entity API's storage (issue 5): one table per entity schema (waybill, driver,
// vehicle), created from the schema files, plus the state-action history and uploaded files.
// Drivers: `basic_driver` holds the driver record the 驾驶员管理 screen manages, linked to a
// driver account by `driver_code` = the party's code; the `driver` profile of 0001 stays the
// account's sign-up profile that getUserInfo answers.
import type { Kysely } from 'kysely';
import { readEntitySchemas, type EntitySchema } from '../../entities/definition';
import { createEntityTable, dropEntityTable, type TableOptions } from '../../entities/tableFromEntity';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

/** Each scope column paired with the list page's default sort, so a scoped first page (and
 * its mirror, the last page) is read in index order. Branch staff, the heaviest users, always
 * query within their branch, so the waybill list's status tabs get branch-led indexes too: by
 * status and consignment time (filtered by a date range, and counted from the index alone)
 * and by status and amount (the tab sorted by amount). */
const TABLE_OPTIONS: Record<string, TableOptions> = {
  waybill: {
    composite: [
      ['branchCode', 'consignmentDateTime'],
      ['shipperCode', 'consignmentDateTime'],
      ['driverCode', 'consignmentDateTime'],
      ['branchCode', 'status', 'consignmentDateTime'],
      ['branchCode', 'status', 'totalMonetaryAmount'],
    ],
  },
  driver: { composite: [['branchCode', 'gmtCreated']] },
  vehicle: { composite: [['branchCode', 'gmtCreated'], ['driverCode', 'gmtCreated']] },
};

const ENTITIES = ['waybill', 'driver', 'vehicle'];

function schemasOf(): EntitySchema[] {
  const all = readEntitySchemas();
  return ENTITIES.map((name) => {
    const schema = all.find((s) => s.$id === name);
    if (!schema) throw new Error(`migration 0002: schemas/entities/${name}.json is missing`);
    return schema;
  });
}

export async function up(db: Db): Promise<void> {
  for (const schema of schemasOf()) await createEntityTable(db, schema, TABLE_OPTIONS[schema.$id]);
  await db.schema.createTable('entity_action_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('entity', 'varchar(64)', notNull)
    .addColumn('record_id', 'bigint', notNull)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('from_state', 'varchar(64)', notNull)
    .addColumn('to_state', 'varchar(64)', notNull)
    .addColumn('party_code', 'varchar(32)', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('entity_action_log_record_idx').on('entity_action_log').columns(['entity', 'record_id']).execute();
  await db.schema.createTable('file_upload')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('original_name', 'varchar(255)', notNull)
    .addColumn('media_type', 'varchar(64)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('party_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('file_upload').execute();
  await db.schema.dropTable('entity_action_log').execute();
  for (const schema of schemasOf().reverse()) await dropEntityTable(db, schema);
}
