// Written by `npm run db:diff` from the entity schemas:
// - tms_waybill: index tms_waybill_branch_code_consignment_date_time_idx dropped
// - tms_waybill: new index tms_waybill_branch_code_consignment_date_time_id_total_monetary_amount_idx (branch_code, consignment_date_time, id, total_monetary_amount)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('tms_waybill_branch_code_consignment_date_time_idx').execute();
  await db.schema.createIndex('tms_waybill_branch_code_consignment_date_time_id_total_monetary_amount_idx').on('tms_waybill').columns(['branch_code', 'consignment_date_time', 'id', 'total_monetary_amount']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_waybill_branch_code_consignment_date_time_id_total_monetary_amount_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('tms_waybill_branch_code_consignment_date_time_id_total_monetary_amount_idx').execute();
  await db.schema.createIndex('tms_waybill_branch_code_consignment_date_time_idx').on('tms_waybill').columns(['branch_code', 'consignment_date_time']).execute();
}
