// Idempotent writes (issue 11, finding 12): a write sent with an `Idempotency-Key` header keeps
// its answer here, in the write's own transaction, so a retry of the same key by the same party
// within 24 h gets that answer back instead of writing again (server/idempotency). The primary
// key makes a second, concurrent use of the key fail and roll its write back. Rows past
// `expires_at` are swept.
import type { Kysely } from 'kysely';
import { notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('idempotency_key')
    .addColumn('party_id', 'integer', (c) => c.notNull().references('party.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(100)', notNull)
    .addColumn('fingerprint', 'varchar(64)', notNull)
    .addColumn('answer', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('idempotency_key_pk', ['party_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotency_key_expires_at_idx').on('idempotency_key').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
