// Written by `npm run db:diff` from the entity schemas:
// - basic_geofence: new table (15 columns, 10 indexes)
// - basic_vehicle_position: new unique index basic_vehicle_position_branch_code_vehicle_number_position_time_uq (branch_code, vehicle_number, position_time)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('basic_geofence')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('fence_name', 'varchar(50)', notNull)
    .addColumn('shape', 'varchar(10)', notNull)
    .addColumn('station_code', 'varchar(20)')
    .addColumn('station_name', 'varchar(50)')
    .addColumn('alarm_on', 'varchar(10)', notNull)
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('path', 'varchar(8000)')
    .addColumn('center_longitude', 'numeric(18, 3)')
    .addColumn('center_latitude', 'numeric(18, 3)')
    .addColumn('radius', 'bigint')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('basic_geofence_branch_code_fence_name_uq').on('basic_geofence').columns(['branch_code', 'fence_name']).unique().execute();
  await db.schema.createIndex('basic_geofence_fence_name_idx').on('basic_geofence').columns(['fence_name']).execute();
  await db.schema.createIndex('basic_geofence_shape_idx').on('basic_geofence').columns(['shape']).execute();
  await db.schema.createIndex('basic_geofence_station_code_idx').on('basic_geofence').columns(['station_code']).execute();
  await db.schema.createIndex('basic_geofence_alarm_on_idx').on('basic_geofence').columns(['alarm_on']).execute();
  await db.schema.createIndex('basic_geofence_status_idx').on('basic_geofence').columns(['status']).execute();
  await db.schema.createIndex('basic_geofence_radius_idx').on('basic_geofence').columns(['radius']).execute();
  await db.schema.createIndex('basic_geofence_gmt_created_idx').on('basic_geofence').columns(['gmt_created']).execute();
  await db.schema.createIndex('basic_geofence_gmt_modified_idx').on('basic_geofence').columns(['gmt_modified']).execute();
  await db.schema.createIndex('basic_geofence_branch_code_idx').on('basic_geofence').columns(['branch_code']).execute();
  // A point is unique by vehicle and time: duplicates an older database holds (random demo
  // reports) keep their first row. (Added by hand to the generated migration.)
  await sql`delete from basic_vehicle_position where id not in (select min(id) from basic_vehicle_position group by branch_code, vehicle_number, position_time)`.execute(db);
  await db.schema.createIndex('basic_vehicle_position_branch_code_vehicle_number_position_time_uq').on('basic_vehicle_position').columns(['branch_code', 'vehicle_number', 'position_time']).unique().execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_vehicle_position_branch_code_vehicle_number_position_time_uq');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('basic_vehicle_position_branch_code_vehicle_number_position_time_uq').execute();
  await db.schema.dropTable('basic_geofence').execute();
}
