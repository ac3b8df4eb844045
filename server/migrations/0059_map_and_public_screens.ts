// The screens of issue 16 in databases seeded before it (the seed writes the same from the pages;
// on a database not seeded yet this changes nothing):
// - 车辆轨迹 and 电子围栏 become screens over the positions and the geofences (a track is only
//   read), the vehicle map and the dispatch board pick vehicles as lookups, 开票申请 reads the
//   invoiceable waybills as a lookup: a lookup is read only, even where a block names it;
// - 轨迹事件 lists fence entries and exits too; 司机详情 lists the agreements the driver signed;
// - the new leaf 货运询价 (the enquiries of the public form) after 接单大厅, granted to the
//   platform admin and the branch staff as the seed grants it.
// Written by hand (the menu is not an entity table); never edit it once released.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const LEAF = 'publicEnquiry';
const GRANTED_ROLES = ['PLAT_ADMIN', 'BRANCH_STAFF'];
const TRACK_EVENTS = JSON.stringify({ alarmKind: ['stop_overtime', 'offline', 'fence_entry', 'fence_exit'] });
const TRACK_EVENTS_BEFORE = JSON.stringify({ alarmKind: ['stop_overtime', 'offline'] });
const DRIVER_DETAIL = JSON.stringify(['agreementAcceptance', 'bankCard', 'driverTeamMember', 'vehicle']);
const DRIVER_DETAIL_BEFORE = JSON.stringify(['bankCard', 'driverTeamMember', 'vehicle']);

export async function up(db: Db): Promise<void> {
  await sql`update menu set resource = 'vehiclePosition', standard_actions = ${JSON.stringify(['view'])}, lookups = ${JSON.stringify(['vehicle'])}
    where component = 'trackOfVehicle' and resource is null`.execute(db);
  await sql`update menu set resource = 'geofence', lookups = ${JSON.stringify(['station', 'vehicleAlarm'])}
    where component = 'enclosure' and resource is null`.execute(db);
  await sql`update menu set lookups = ${JSON.stringify(['vehicle'])} where component = 'basic/vehicleMap'`.execute(db);
  await sql`update menu set resources = null, lookups = ${JSON.stringify(['vehicle'])} where component = 'cityTransport/dispatch'`.execute(db);
  await sql`update menu set resources = null, lookups = ${JSON.stringify(['invoiceMessage', 'invoiceableWaybill'])} where component = 'tms/invoice/drawInvoice'`.execute(db);
  await sql`update menu set fixed_filter = ${TRACK_EVENTS} where component = 'tms/CustomerService/trackEvent'`.execute(db);
  await sql`update menu set resources = ${DRIVER_DETAIL} where component = 'basic/DriverDetail'`.execute(db);

  const { rows: [hall] } = await sql<{ parent_id: number; sort: number }>`select parent_id, sort from menu where name = 'orderHall'`.execute(db);
  const { rows: [present] } = await sql<{ id: number }>`select id from menu where name = ${LEAF}`.execute(db);
  if (!hall || present) return;
  await sql`update menu set sort = sort + 1 where parent_id = ${hall.parent_id} and sort > ${hall.sort}`.execute(db);
  await sql`insert into menu (parent_id, name, path, component, title, keep_alive, no_cache, hidden, affix, actions, sort, resource, standard_actions)
    values (${hall.parent_id}, ${LEAF}, 'publicEnquiry', 'tms/order/publicEnquiry', 'route.publicEnquiry', 0, 0, 0, 0,
      ${JSON.stringify(['contact', 'close'])}, ${hall.sort + 1}, 'publicEnquiry', ${JSON.stringify(['view', 'export'])})`.execute(db);
  const { rows: [leaf] } = await sql<{ id: number }>`select id from menu where name = ${LEAF}`.execute(db);
  for (const role of GRANTED_ROLES) {
    await sql`insert into role_menu (role_code, menu_id) select code, ${leaf!.id} from role where code = ${role}`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const { rows: [leaf] } = await sql<{ id: number; parent_id: number; sort: number }>`select id, parent_id, sort from menu where name = ${LEAF}`.execute(db);
  if (leaf) {
    await sql`delete from role_menu where menu_id = ${leaf.id}`.execute(db);
    await sql`delete from menu where id = ${leaf.id}`.execute(db);
    await sql`update menu set sort = sort - 1 where parent_id = ${leaf.parent_id} and sort > ${leaf.sort}`.execute(db);
  }
  await sql`update menu set resources = ${DRIVER_DETAIL_BEFORE} where component = 'basic/DriverDetail'`.execute(db);
  await sql`update menu set fixed_filter = ${TRACK_EVENTS_BEFORE} where component = 'tms/CustomerService/trackEvent'`.execute(db);
  await sql`update menu set resources = ${JSON.stringify(['invoiceableWaybill'])}, lookups = ${JSON.stringify(['invoiceMessage'])} where component = 'tms/invoice/drawInvoice'`.execute(db);
  await sql`update menu set resources = ${JSON.stringify(['vehicle'])}, lookups = null where component = 'cityTransport/dispatch'`.execute(db);
  await sql`update menu set lookups = null where component = 'basic/vehicleMap'`.execute(db);
  await sql`update menu set resource = null, lookups = null where component = 'enclosure'`.execute(db);
  await sql`update menu set resource = null, standard_actions = null, lookups = null where component = 'trackOfVehicle'`.execute(db);
}
