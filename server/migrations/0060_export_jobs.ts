// Export jobs (issue 18): an export of more than one batch is written by the server, one .xlsx
// file per batch (server/exports); a job row keeps its owner, what it exports (the list query
// within the owner's reach, the columns), its progress and when its files expire (a day after
// it finished). Not an entity: no screen lists it but its owner's, through server/exports.
// Written by hand; never edit it once released.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('export_job')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('party_id', 'integer', (c) => c.notNull().references('party.id').onDelete('cascade'))
    .addColumn('entity', 'varchar(64)', notNull)
    .addColumn('file_name', 'varchar(100)', notNull)
    .addColumn('plan', 'text', notNull)
    .addColumn('total', 'integer', notNull)
    .addColumn('batch_size', 'integer', notNull)
    .addColumn('written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('export_job_party_idx').on('export_job').columns(['party_id', 'id']).execute();
  await db.schema.createIndex('export_job_expires_at_idx').on('export_job').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('export_job').execute();
}
