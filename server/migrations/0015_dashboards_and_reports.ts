// The home dashboards and the fixed statistics routes become screens over the waybill (issue 9):
// the seed binds their menu leaves to their pages' entity, viewing only (reports may export too),
// so a role's dashboard and reports read the waybills its scope reaches. A report screen that may
// export grants the waybill export, so the driver, denied that on 运单管理, is denied it on
// 司机运费统计 too. This brings databases seeded before there; on a database not seeded yet it
// changes nothing (the seed writes both).
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const VIEW_ONLY = JSON.stringify(['view']);
const VIEW_AND_EXPORT = JSON.stringify(['view', 'export']);
const DASHBOARDS = ['home', 'shipperHome', 'driverHome'];
const REPORTS = ['shipmentFeeStatistics', 'driverFeeStatistics', 'upstreamStatistics', 'profitFeeMonth'];
const DRIVER_REPORT_EXPORT = 'driverFeeStatistics:export';

export async function up(db: Db): Promise<void> {
  for (const component of DASHBOARDS)
    await sql`update menu set resource = 'waybill', standard_actions = ${VIEW_ONLY} where component = ${component} and resource is null`.execute(db);
  for (const component of REPORTS)
    await sql`update menu set resource = 'waybill', standard_actions = ${VIEW_AND_EXPORT} where component = ${component} and resource is null`.execute(db);
  await sql`insert into role_permission_deny (role_code, code) select 'DRIVER', ${DRIVER_REPORT_EXPORT}
    where exists (select 1 from role where code = 'DRIVER')
    and not exists (select 1 from role_permission_deny where role_code = 'DRIVER' and code = ${DRIVER_REPORT_EXPORT})`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`delete from role_permission_deny where role_code = 'DRIVER' and code = ${DRIVER_REPORT_EXPORT}`.execute(db);
  for (const component of [...DASHBOARDS, ...REPORTS])
    await sql`update menu set resource = null, standard_actions = null where component = ${component} and resource = 'waybill'`.execute(db);
}
