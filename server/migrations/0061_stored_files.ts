// Stored files in the database (server/files/databaseStore.ts), the file store of several server
// instances on one PostgreSQL database: a file row, written last, and its content in chunks of
// 256 KB (bytea on PostgreSQL, blob on SQLite). `area` keeps uploads and export batches apart.
// Written by hand (not an entity table); never edit it once released.
import { PostgresAdapter, type Kysely } from 'kysely';
import { notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema.createTable('stored_file')
    .addColumn('area', 'varchar(16)', notNull)
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('chunks', 'integer', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('stored_file_pk', ['area', 'name'])
    .execute();
  await db.schema.createTable('stored_file_chunk')
    .addColumn('area', 'varchar(16)', notNull)
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('seq', 'integer', notNull)
    .addColumn('content', binary, notNull)
    .addPrimaryKeyConstraint('stored_file_chunk_pk', ['area', 'name', 'seq'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('stored_file_chunk').execute();
  await db.schema.dropTable('stored_file').execute();
}
