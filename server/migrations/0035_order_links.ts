// Written by `npm run db:diff` from the entity schemas:
// - tms_order_bid: new index tms_order_bid_order_number_idx (order_number)
// - tms_waybill: new index tms_waybill_original_document_number_idx (original_document_number)
// Literal on purpose: a migration never reads schemas/entities, so a fresh database and an old
// one end in the same shape. Never edit it once released: change the entity and run db:diff.
import type { Kysely } from 'kysely';
import { dialectOf } from '../storage/dialect';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('tms_order_bid_order_number_idx').on('tms_order_bid').columns(['order_number']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_order_bid_order_number_idx');
  await db.schema.createIndex('tms_waybill_original_document_number_idx').on('tms_waybill').columns(['original_document_number']).execute();
  await dialectOf(db).analyzeNewIndex(db, 'tms_waybill_original_document_number_idx');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('tms_waybill_original_document_number_idx').execute();
  await db.schema.dropIndex('tms_order_bid_order_number_idx').execute();
}
