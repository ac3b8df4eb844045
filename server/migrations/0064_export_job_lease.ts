// Export jobs on several instances: the instance running a job holds a lease on its row
// (runner, lease_until), renewed as it writes; another instance takes a job only when it has no
// runner or its lease ran out (the runner stopped), so no job is written twice at once.
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the table as this migration finds it

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('export_job').addColumn('runner', 'varchar(64)').execute();
  await db.schema.alterTable('export_job').addColumn('lease_until', 'varchar(32)').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('export_job').dropColumn('lease_until').execute();
  await db.schema.alterTable('export_job').dropColumn('runner').execute();
}
