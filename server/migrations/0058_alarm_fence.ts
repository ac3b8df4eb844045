// Written by `npm run db:diff` from the entity schemas:
// - tms_vehicle_alarm: new column fence_id bigint
// - tms_vehicle_alarm: new column fence_name varchar(50)
// - tms_vehicle_alarm: new index tms_vehicle_alarm_fence_id_idx (fence_id)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('tms_vehicle_alarm').addColumn('fence_id', 'bigint').execute();
  await db.schema.alterTable('tms_vehicle_alarm').addColumn('fence_name', 'varchar(50)').execute();
  await db.schema.createIndex('tms_vehicle_alarm_fence_id_idx').on('tms_vehicle_alarm').columns(['fence_id']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_vehicle_alarm_fence_id_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('tms_vehicle_alarm_fence_id_idx').execute();
  await db.schema.alterTable('tms_vehicle_alarm').dropColumn('fence_name').execute();
  await db.schema.alterTable('tms_vehicle_alarm').dropColumn('fence_id').execute();
}
