// Written by hand (site and party group screens, issue 12): three tables of 0001 become entity
// tables, so their screens work through the generic entity API.
// - banner: + branch_code (the branch's banners), is_release '0'/'1' (spec section 3) instead of
//   status 0/1, start/end and release times, remark, record times.
// - party_group: + short name, USCC, legal person, contact, address, remark.
// - branch_config: + an id (the API addresses records by id; the branch and key stay unique
//   together), remark, record times.
// Each is rebuilt the same way on SQLite and PostgreSQL: its rows are read, the table is
// dropped, made again in the shape the entity schema asks for (columns and indexes as
// `npm run db:diff` writes them) and its rows written back with their ids (PostgreSQL's identity
// then continues after the highest). Existing banners belong to the first branch.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { displayTime } from '../storage/clock';
import { autoId, notNull } from './columns';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tables as this migration finds them

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

async function continueIds(db: Db, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 100) await db.insertInto(table).values(rows.slice(at, at + 100)).execute();
  await continueIds(db, table);
}

async function createBanner(db: Db): Promise<void> {
  await db.schema.createTable('banner')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('type', 'varchar(32)', notNull)
    .addColumn('image_url', 'varchar(500)', notNull)
    .addColumn('link_url', 'varchar(500)')
    .addColumn('sort', 'bigint', notNull)
    .addColumn('is_release', 'varchar(1)', notNull)
    .addColumn('start_time', 'varchar(19)')
    .addColumn('end_time', 'varchar(19)')
    .addColumn('release_time', 'varchar(19)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)')
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('banner_type_idx').on('banner').columns(['type']).execute();
  await db.schema.createIndex('banner_sort_idx').on('banner').columns(['sort']).execute();
  await db.schema.createIndex('banner_is_release_idx').on('banner').columns(['is_release']).execute();
  await db.schema.createIndex('banner_release_time_idx').on('banner').columns(['release_time']).execute();
  await db.schema.createIndex('banner_gmt_created_idx').on('banner').columns(['gmt_created']).execute();
  await db.schema.createIndex('banner_branch_code_idx').on('banner').columns(['branch_code']).execute();
  await db.schema.createIndex('banner_branch_code_type_is_release_idx').on('banner').columns(['branch_code', 'type', 'is_release']).execute();
}

async function createBranchConfig(db: Db): Promise<void> {
  await db.schema.createTable('branch_config')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('config_key', 'varchar(100)', notNull)
    .addColumn('config_name', 'varchar(100)', notNull)
    .addColumn('config_value', 'varchar(500)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createIndex('branch_config_branch_code_config_key_uq').on('branch_config').columns(['branch_code', 'config_key']).unique().execute();
  await db.schema.createIndex('branch_config_config_key_idx').on('branch_config').columns(['config_key']).execute();
  await db.schema.createIndex('branch_config_branch_code_idx').on('branch_config').columns(['branch_code']).execute();
  await db.schema.createIndex('branch_config_gmt_created_idx').on('branch_config').columns(['gmt_created']).execute();
}

async function createPartyGroup(db: Db): Promise<void> {
  await db.schema.createTable('party_group')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('group_name', 'varchar(100)', notNull)
    .addColumn('short_name', 'varchar(30)')
    .addColumn('uscc', 'varchar(18)')
    .addColumn('legal_person', 'varchar(30)')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('address', 'varchar(200)')
    .addColumn('logo_url', 'varchar(500)', notNull)
    .addColumn('login_logo_url', 'varchar(500)', notNull)
    .addColumn('remark', 'varchar(200)')
    .addColumn('branch_code', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('party_group_branch_code_idx').on('party_group').columns(['branch_code']).execute();
}

export async function up(db: Db): Promise<void> {
  const now = displayTime(new Date());
  const firstBranch = await db.selectFrom('branch').select('code').orderBy('code').limit(1).executeTakeFirst() as { code: string } | undefined;

  const banners = await db.selectFrom('banner').selectAll().orderBy('id').execute();
  await db.schema.dropTable('banner').execute();
  await createBanner(db);
  await insertRows(db, 'banner', banners.map((row) => ({
    id: row.id, title: row.title, type: row.type, image_url: row.image_url, link_url: row.link_url || null, sort: row.sort,
    is_release: Number(row.status) === 1 ? '1' : '0', release_time: Number(row.status) === 1 ? now : null,
    branch_code: firstBranch?.code ?? null, gmt_created: now, gmt_modified: now,
  })));

  const groups = await db.selectFrom('party_group').selectAll().orderBy('id').execute();
  await db.schema.dropTable('party_group').execute();
  await createPartyGroup(db);
  await insertRows(db, 'party_group', groups.map((row) => ({
    id: row.id, group_name: row.group_name, logo_url: row.logo_url, login_logo_url: row.login_logo_url, branch_code: row.branch_code,
  })));

  const configs = await db.selectFrom('branch_config').selectAll().orderBy('branch_code').orderBy('config_key').execute();
  await db.schema.dropTable('branch_config').execute();
  await createBranchConfig(db);
  await insertRows(db, 'branch_config', configs.map((row, index) => ({
    id: index + 1, config_key: row.config_key, config_name: row.config_name, config_value: row.config_value, branch_code: row.branch_code,
    gmt_created: now, gmt_modified: now,
  })));
}

export async function down(db: Db): Promise<void> {
  const configs = await db.selectFrom('branch_config').selectAll().execute();
  await db.schema.dropTable('branch_config').execute();
  await db.schema.createTable('branch_config')
    .addColumn('branch_code', 'varchar(32)', (c) => c.notNull().references('branch.code'))
    .addColumn('config_key', 'varchar(100)', notNull)
    .addColumn('config_name', 'varchar(100)', notNull)
    .addColumn('config_value', 'varchar(500)', notNull)
    .addPrimaryKeyConstraint('branch_config_pk', ['branch_code', 'config_key'])
    .execute();
  if (configs.length > 0) {
    await db.insertInto('branch_config').values(configs.map((row) => ({
      branch_code: row.branch_code, config_key: row.config_key, config_name: row.config_name, config_value: row.config_value,
    }))).execute();
  }
  const groups = await db.selectFrom('party_group').selectAll().execute();
  await db.schema.dropTable('party_group').execute();
  await db.schema.createTable('party_group')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('group_name', 'varchar(100)', notNull)
    .addColumn('logo_url', 'varchar(500)', notNull)
    .addColumn('login_logo_url', 'varchar(500)', notNull)
    .addColumn('branch_code', 'varchar(32)', (c) => c.notNull().references('branch.code'))
    .execute();
  if (groups.length > 0) {
    await insertRows(db, 'party_group', groups.map((row) => ({
      id: row.id, group_name: row.group_name, logo_url: row.logo_url, login_logo_url: row.login_logo_url, branch_code: row.branch_code,
    })));
  }
  const banners = await db.selectFrom('banner').selectAll().execute();
  await db.schema.dropTable('banner').execute();
  await db.schema.createTable('banner')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('type', 'varchar(32)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('image_url', 'varchar(500)', notNull)
    .addColumn('link_url', 'varchar(500)', notNull)
    .addColumn('sort', 'integer', notNull)
    .addColumn('status', 'integer', notNull)
    .execute();
  if (banners.length > 0) {
    await insertRows(db, 'banner', banners.map((row) => ({
      id: row.id, type: row.type, title: row.title, image_url: row.image_url, link_url: row.link_url ?? '', sort: row.sort,
      status: row.is_release === '1' ? 1 : 0,
    })));
  }
}
