// Business numbers (YD20261123000001: prefix, China day, 6-digit sequence) from a sequence
// table updated atomically (dialect nextInSequence), not max()+1 over the records, which gives
// two concurrent creates the same number. One row per table, column and day; a day's row starts
// after the highest number of that day already stored, so records made before this migration
// keep their numbers and the next one follows them.
import type { Kysely } from 'kysely';
import { notNull } from './columns';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('number_sequence')
    .addColumn('table_name', 'varchar(64)', notNull)
    .addColumn('column_name', 'varchar(64)', notNull)
    .addColumn('day', 'varchar(8)', notNull)
    .addColumn('value', 'bigint', notNull)
    .addPrimaryKeyConstraint('number_sequence_pk', ['table_name', 'column_name', 'day'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('number_sequence').execute();
}
