// Screens bound to resources and roles with a data scope (issue 8).
// - A menu leaf is a screen over a resource (the entity its page names) and may narrow it with
//   a fixed filter (a review queue shows pending records); `standard_actions` lists which of
//   view/add/edit/remove/export the screen offers (null: all five).
// - A role carries its data scope (all, branch, branches, shipper, driver); with `branches` the
//   chosen branches are rows of role_branch. Roles made later on the roles screen work without
//   code.
// Rows that existed before get the values the seed now gives them, written out here (a
// migration never reads pages/ or schemas/).
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

/** Component -> resource of the screens that existed when this migration was written. */
const SCREEN_RESOURCES: Record<string, string> = {
  'basic/DriverManage': 'driver',
  'basic/DriverDetail': 'driver',
  'basic/vehicle': 'vehicle',
  'basic/vehicleDetail': 'vehicle',
  'tms/transportManage/waybillManage': 'waybill',
  'tms/transportManage/waybillDetail': 'waybill',
  'tms/review/driverReview': 'driver',
  'tms/review/vehicleReview': 'vehicle',
};

/** The review queues: pending records only, to be viewed, exported, approved or rejected. */
const REVIEW_QUEUES = ['tms/review/driverReview', 'tms/review/vehicleReview'];
const PENDING_ONLY = JSON.stringify({ reviewStatus: 'pending' });
const VIEW_AND_EXPORT = JSON.stringify(['view', 'export']);
/** The detail screens: they show one record and change nothing. */
const DETAIL_SCREENS = ['basic/DriverDetail', 'basic/vehicleDetail', 'tms/transportManage/waybillDetail'];
const VIEW_ONLY = JSON.stringify(['view']);

/** The seeded roles' scopes, as the role-code switch of server/entities/scope.ts had them. */
const ROLE_SCOPES: Record<string, string> = { PLAT_ADMIN: 'all', BRANCH_STAFF: 'branch', SHIPPER: 'shipper', DRIVER: 'driver' };

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('menu').addColumn('resource', 'varchar(64)').execute();
  await db.schema.alterTable('menu').addColumn('fixed_filter', 'text').execute();
  await db.schema.alterTable('menu').addColumn('standard_actions', 'text').execute();
  await db.schema.createIndex('menu_resource_idx').on('menu').column('resource').execute();
  await db.schema.alterTable('role').addColumn('data_scope', 'varchar(16)', (c) => c.notNull().defaultTo('branch')).execute();
  await db.schema.createTable('role_branch')
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().references('role.code').onDelete('cascade'))
    .addColumn('branch_code', 'varchar(32)', (c) => c.notNull().references('branch.code').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_branch_pk', ['role_code', 'branch_code'])
    .execute();
  for (const [component, resource] of Object.entries(SCREEN_RESOURCES)) {
    await sql`update menu set resource = ${resource} where component = ${component}`.execute(db);
  }
  for (const component of REVIEW_QUEUES) {
    await sql`update menu set fixed_filter = ${PENDING_ONLY}, standard_actions = ${VIEW_AND_EXPORT} where component = ${component}`.execute(db);
  }
  for (const component of DETAIL_SCREENS) {
    await sql`update menu set standard_actions = ${VIEW_ONLY} where component = ${component}`.execute(db);
  }
  for (const [code, scope] of Object.entries(ROLE_SCOPES)) {
    await sql`update role set data_scope = ${scope} where code = ${code}`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('role_branch').execute();
  await db.schema.alterTable('role').dropColumn('data_scope').execute();
  await db.schema.dropIndex('menu_resource_idx').execute();
  await db.schema.alterTable('menu').dropColumn('standard_actions').execute();
  await db.schema.alterTable('menu').dropColumn('fixed_filter').execute();
  await db.schema.alterTable('menu').dropColumn('resource').execute();
}
