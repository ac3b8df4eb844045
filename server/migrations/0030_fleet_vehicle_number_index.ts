// Written by `npm run db:diff` from the entity schemas:
// - basic_driver_team_vehicle: new index basic_driver_team_vehicle_vehicle_number_idx (vehicle_number)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('basic_driver_team_vehicle_vehicle_number_idx').on('basic_driver_team_vehicle').columns(['vehicle_number']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'basic_driver_team_vehicle_vehicle_number_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('basic_driver_team_vehicle_vehicle_number_idx').execute();
}
