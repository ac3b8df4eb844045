// Foundation schema: branches, parties and roles, the menu, sessions, verification codes,
// dictionaries, areas and the content of the login and app-update screens.
import type { Kysely } from 'kysely';
import { autoId, notNull } from './columns';

type Db = Kysely<unknown>;

async function organisation(db: Db): Promise<void> {
  await db.schema.createTable('branch')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('soft_version', 'varchar(32)', notNull)
    .execute();
  await db.schema.createTable('party_group')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('group_name', 'varchar(100)', notNull)
    .addColumn('logo_url', 'varchar(500)', notNull)
    .addColumn('login_logo_url', 'varchar(500)', notNull)
    .addColumn('branch_code', 'varchar(32)', (c) => c.notNull().references('branch.code'))
    .execute();
  await db.schema.createTable('branch_config')
    .addColumn('branch_code', 'varchar(32)', (c) => c.notNull().references('branch.code'))
    .addColumn('config_key', 'varchar(100)', notNull)
    .addColumn('config_name', 'varchar(100)', notNull)
    .addColumn('config_value', 'varchar(500)', notNull)
    .addPrimaryKeyConstraint('branch_config_pk', ['branch_code', 'config_key'])
    .execute();
}

async function partiesAndRoles(db: Db): Promise<void> {
  await db.schema.createTable('party')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('party_type', 'varchar(32)', notNull)
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('mobile', 'varchar(20)', (c) => c.unique())
    .addColumn('head_img', 'varchar(500)', notNull)
    .addColumn('branch_code', 'varchar(32)', (c) => c.notNull().references('branch.code'))
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('password_changed_at', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createTable('role')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', notNull)
    .execute();
  await db.schema.createTable('party_role')
    .addColumn('party_id', 'integer', (c) => c.notNull().references('party.id').onDelete('cascade'))
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().references('role.code'))
    .addColumn('sort', 'integer', notNull)
    .addPrimaryKeyConstraint('party_role_pk', ['party_id', 'role_code'])
    .execute();
}

async function menu(db: Db): Promise<void> {
  await db.schema.createTable('menu')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('parent_id', 'integer', (c) => c.references('menu.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('path', 'varchar(200)', notNull)
    .addColumn('component', 'varchar(200)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('icon', 'varchar(100)')
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_cache', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('affix', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_menu', 'varchar(200)')
    .addColumn('link', 'varchar(500)')
    .addColumn('actions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', notNull)
    .execute();
  await db.schema.createTable('role_menu')
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().references('role.code').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menu_pk', ['role_code', 'menu_id'])
    .execute();
  await db.schema.createTable('role_permission_deny')
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().references('role.code').onDelete('cascade'))
    .addColumn('code', 'varchar(200)', notNull)
    .addPrimaryKeyConstraint('role_permission_deny_pk', ['role_code', 'code'])
    .execute();
}

async function sessions(db: Db): Promise<void> {
  await db.schema.createTable('access_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('party_id', 'integer', (c) => c.notNull().references('party.id').onDelete('cascade'))
    .addColumn('active_role', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('device_id', 'varchar(100)')
    .execute();
  await db.schema.createIndex('access_token_party_idx').on('access_token').column('party_id').execute();
  await db.schema.createTable('login_failure')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('username', 'varchar(64)', notNull)
    .addColumn('failed_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('login_failure_user_idx').on('login_failure').columns(['username', 'failed_at']).execute();
  await db.schema.createTable('verify_code')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('phone', 'varchar(20)', notNull)
    .addColumn('purpose', 'varchar(32)', notNull)
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('verify_code_phone_idx').on('verify_code').columns(['phone', 'created_at']).execute();
  await db.schema.createTable('sms_record')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('phone', 'varchar(20)', notNull)
    .addColumn('purpose', 'varchar(32)', notNull)
    .addColumn('content', 'varchar(500)', notNull)
    .addColumn('status', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .execute();
}

async function reference(db: Db): Promise<void> {
  await db.schema.createTable('dict_type')
    .addColumn('type', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', notNull)
    .execute();
  await db.schema.createTable('dict_item')
    .addColumn('type', 'varchar(64)', (c) => c.notNull().references('dict_type.type').onDelete('cascade'))
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('sort', 'integer', notNull)
    .addPrimaryKeyConstraint('dict_item_pk', ['type', 'code'])
    .execute();
  await db.schema.createTable('area')
    .addColumn('code', 'varchar(6)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('parent_code', 'varchar(6)')
    .addColumn('level', 'integer', notNull)
    .execute();
}

async function content(db: Db): Promise<void> {
  await db.schema.createTable('app_info')
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
  await db.schema.createTable('banner')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('type', 'varchar(32)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('image_url', 'varchar(500)', notNull)
    .addColumn('link_url', 'varchar(500)', notNull)
    .addColumn('sort', 'integer', notNull)
    .addColumn('status', 'integer', notNull)
    .execute();
}

async function profiles(db: Db): Promise<void> {
  await db.schema.createTable('driver')
    .addColumn('party_id', 'integer', (c) => c.primaryKey().references('party.id').onDelete('cascade'))
    .addColumn('driver_name', 'varchar(100)', notNull)
    .addColumn('driving_license', 'varchar(18)')
    .addColumn('vehicle_class', 'varchar(8)')
    .addColumn('telephone', 'varchar(20)', notNull)
    .addColumn('review_status', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
  await db.schema.createTable('shipper')
    .addColumn('party_id', 'integer', (c) => c.primaryKey().references('party.id').onDelete('cascade'))
    .addColumn('shipper_name', 'varchar(100)', notNull)
    .addColumn('shipper_type', 'varchar(16)', notNull)
    .addColumn('id_card', 'varchar(18)')
    .addColumn('uscc', 'varchar(18)')
    .addColumn('contact_phone', 'varchar(20)', notNull)
    .addColumn('review_status', 'varchar(32)', notNull)
    .addColumn('gmt_created', 'varchar(19)', notNull)
    .addColumn('gmt_modified', 'varchar(19)', notNull)
    .execute();
}

export async function up(db: Db): Promise<void> {
  await organisation(db);
  await partiesAndRoles(db);
  await menu(db);
  await sessions(db);
  await reference(db);
  await content(db);
  await profiles(db);
}

export async function down(db: Db): Promise<void> {
  const tables = ['shipper', 'driver', 'banner', 'app_info', 'area', 'dict_item', 'dict_type', 'sms_record',
    'verify_code', 'login_failure', 'access_token', 'role_permission_deny', 'role_menu', 'menu', 'party_role',
    'role', 'party', 'branch_config', 'party_group', 'branch'];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
