// Written by hand (these tables predate the entity schemas; db:diff records their shape after):
// the tables the server already writes become entities, so the messaging and app-update screens
// list them (schemas/entities/smsRecord.json, verifyCode.json, appVersion.json).
// - sms_record: the indexes its list filters and sorts by.
// - verify_code: `attempts` becomes bigint (the entity's integer) and a `status` column says
//   whether the code was used or is void (a newer code of the phone and purpose, or its attempts
//   used up); existing rows get the status their columns show. SQLite cannot change a column's
//   type: the table is rebuilt with its rows and id sequence; PostgreSQL alters it in place.
// - app_info: `version_code` becomes bigint (same rebuild), with the list's indexes.
// Literal on purpose: a migration never reads schemas/entities. Never edit it once released.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Copies `table` into a new table made by `create`, keeping rows and the id sequence. */
async function rebuildSqlite(db: Db, table: string, create: (name: string) => Promise<void>, columns: string[]): Promise<void> {
  const building = `${table}_0022`;
  const { rows: [sequence] } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  await create(building);
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(building)} (${list}) select ${list} from ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(building).renameTo(table).execute();
  if (sequence) {
    const { rows: [present] } = await sql<{ n: number }>`select count(*) as n from sqlite_sequence where name = ${table}`.execute(db);
    if (Number(present?.n ?? 0) === 0) await sql`insert into sqlite_sequence (name, seq) values (${table}, ${sequence.seq})`.execute(db);
    else await sql`update sqlite_sequence set seq = max(seq, ${sequence.seq}) where name = ${table}`.execute(db);
  }
}

async function verifyCodes(db: Db): Promise<void> {
  const columns = ['id', 'phone', 'purpose', 'code_hash', 'expires_at', 'attempts', 'consumed_at', 'created_at'];
  if (isPostgres(db)) {
    await db.schema.dropIndex('verify_code_phone_idx').execute();
    await sql`alter table verify_code alter column attempts type bigint`.execute(db);
    await sql`alter table verify_code alter column attempts drop default`.execute(db);
    await db.schema.alterTable('verify_code').addColumn('status', 'varchar(32)', (c) => c.notNull().defaultTo('issued')).execute();
  } else {
    await db.schema.dropIndex('verify_code_phone_idx').execute();
    await rebuildSqlite(db, 'verify_code', async (name) => {
      await db.schema.createTable(name)
        .addColumn('id', 'integer', autoId(db))
        .addColumn('phone', 'varchar(20)', notNull)
        .addColumn('purpose', 'varchar(32)', notNull)
        .addColumn('code_hash', 'varchar(64)', notNull)
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('attempts', 'bigint', notNull)
        .addColumn('consumed_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('status', 'varchar(32)', (c) => c.notNull().defaultTo('issued'))
        .execute();
    }, columns);
  }
  // Used codes; then codes void by their attempts or by a newer code of the same phone and purpose.
  await sql`update verify_code set status = 'used' where consumed_at is not null`.execute(db);
  await sql`update verify_code set status = 'void' where consumed_at is null and (attempts >= 5 or exists (
    select 1 from verify_code newer where newer.phone = verify_code.phone and newer.purpose = verify_code.purpose and newer.id > verify_code.id))`.execute(db);
  await db.schema.createIndex('verify_code_phone_idx').on('verify_code').columns(['phone']).execute();
  await db.schema.createIndex('verify_code_purpose_idx').on('verify_code').columns(['purpose']).execute();
  await db.schema.createIndex('verify_code_created_at_idx').on('verify_code').columns(['created_at']).execute();
  await db.schema.createIndex('verify_code_status_idx').on('verify_code').columns(['status']).execute();
}

async function appVersions(db: Db): Promise<void> {
  const columns = ['id', 'app_name', 'platform', 'version_name', 'version_code', 'download_url', 'force_update', 'description', 'gmt_created', 'gmt_modified'];
  if (isPostgres(db)) {
    await sql`alter table app_info alter column version_code type bigint`.execute(db);
  } else {
    await rebuildSqlite(db, 'app_info', async (name) => {
      await db.schema.createTable(name)
        .addColumn('id', 'integer', autoId(db))
        .addColumn('app_name', 'varchar(100)', notNull)
        .addColumn('platform', 'varchar(16)', notNull)
        .addColumn('version_name', 'varchar(32)', notNull)
        .addColumn('version_code', 'bigint', notNull)
        .addColumn('download_url', 'varchar(500)', notNull)
        .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'varchar(1000)', notNull)
        .addColumn('gmt_created', 'varchar(19)', notNull)
        .addColumn('gmt_modified', 'varchar(19)', notNull)
        .execute();
    }, columns);
  }
  await db.schema.createIndex('app_info_platform_idx').on('app_info').columns(['platform']).execute();
  await db.schema.createIndex('app_info_version_code_idx').on('app_info').columns(['version_code']).execute();
  await db.schema.createIndex('app_info_gmt_created_idx').on('app_info').columns(['gmt_created']).execute();
}

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('sms_record_phone_idx').on('sms_record').columns(['phone']).execute();
  await db.schema.createIndex('sms_record_purpose_idx').on('sms_record').columns(['purpose']).execute();
  await db.schema.createIndex('sms_record_status_idx').on('sms_record').columns(['status']).execute();
  await db.schema.createIndex('sms_record_gmt_created_idx').on('sms_record').columns(['gmt_created']).execute();
  await verifyCodes(db);
  await appVersions(db);
}

/** Back to the 0001 shapes: verify_code without status and with an integer attempts, app_info
 * with an integer version_code, and only the index 0001 made. */
export async function down(db: Db): Promise<void> {
  for (const index of ['verify_code_status_idx', 'verify_code_created_at_idx', 'verify_code_purpose_idx', 'verify_code_phone_idx',
    'app_info_gmt_created_idx', 'app_info_version_code_idx', 'app_info_platform_idx',
    'sms_record_gmt_created_idx', 'sms_record_status_idx', 'sms_record_purpose_idx', 'sms_record_phone_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  if (isPostgres(db)) {
    await db.schema.alterTable('verify_code').dropColumn('status').execute();
    await sql`alter table verify_code alter column attempts type integer`.execute(db);
    await sql`alter table verify_code alter column attempts set default 0`.execute(db);
    await sql`alter table app_info alter column version_code type integer`.execute(db);
  } else {
    await rebuildSqlite(db, 'verify_code', async (name) => {
      await db.schema.createTable(name)
        .addColumn('id', 'integer', autoId(db))
        .addColumn('phone', 'varchar(20)', notNull)
        .addColumn('purpose', 'varchar(32)', notNull)
        .addColumn('code_hash', 'varchar(64)', notNull)
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
    }, ['id', 'phone', 'purpose', 'code_hash', 'expires_at', 'attempts', 'consumed_at', 'created_at']);
    await rebuildSqlite(db, 'app_info', async (name) => {
      await db.schema.createTable(name)
        .addColumn('id', 'integer', autoId(db))
        .addColumn('app_name', 'varchar(100)', notNull)
        .addColumn('platform', 'varchar(16)', notNull)
        .addColumn('version_name', 'varchar(32)', notNull)
        .addColumn('version_code', 'integer', notNull)
        .addColumn('download_url', 'varchar(500)', notNull)
        .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'varchar(1000)', notNull)
        .addColumn('gmt_created', 'varchar(19)', notNull)
        .addColumn('gmt_modified', 'varchar(19)', notNull)
        .execute();
    }, ['id', 'app_name', 'platform', 'version_name', 'version_code', 'download_url', 'force_update', 'description', 'gmt_created', 'gmt_modified']);
  }
  await db.schema.createIndex('verify_code_phone_idx').on('verify_code').columns(['phone', 'created_at']).execute();
}
