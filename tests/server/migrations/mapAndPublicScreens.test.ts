// Migration 0059: a database seeded before issue 16 gets its screens as the seed writes them
// from the pages: 车辆轨迹 and 电子围栏 over the positions and the geofences, lookups read only,
// 轨迹事件 with the fence events, 司机详情 with the signed agreements, and the new leaf 货运询价
// after 接单大厅, granted to the platform admin and the branch staff only.
import { afterEach, describe, expect, test } from 'vitest';
import { permissionCodesFor } from '../../../server/menu/permissions';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import type { Db } from '../../../server/storage/database';
import { seededDatabase, type MigrationTestDatabase } from './support/migrationDatabase';
import { SEEDED_DATABASE_MS } from './support/timeouts';

let opened: MigrationTestDatabase;
let db: Db;
afterEach(() => opened.close());

const COMPONENTS = ['trackOfVehicle', 'enclosure', 'basic/vehicleMap', 'cityTransport/dispatch', 'tms/invoice/drawInvoice',
  'tms/CustomerService/trackEvent', 'basic/DriverDetail', 'tms/order/publicEnquiry'];

/** The rows that matter to permissions and the menu, the order group's leaves in order, the grants. */
async function screens() {
  const rows = await db.selectFrom('menu').select(['component', 'path', 'title', 'resource', 'fixed_filter', 'resources', 'lookups', 'standard_actions', 'actions'])
    .where('component', 'in', COMPONENTS).orderBy('component').execute();
  const hall = await db.selectFrom('menu').select('parent_id').where('name', '=', 'orderHall').executeTakeFirstOrThrow();
  const order = (await db.selectFrom('menu').select('name').where('parent_id', '=', hall.parent_id).orderBy('sort').execute()).map((row) => row.name);
  const granted = await Promise.all(['PLAT_ADMIN', 'BRANCH_STAFF', 'SHIPPER', 'DRIVER'].map(async (role) =>
    (await permissionCodesFor(db, role)).filter((code) => code.startsWith('publicEnquiry:')).sort()));
  return { rows, order, granted };
}

describe('0059 brings the map and public-route screens to databases seeded before it', () => {
  test('the upgraded database has what the seed writes; down takes it back', async () => {
    opened = await seededDatabase();
    db = opened.db;
    const fromSeed = await screens();
    const row = (component: string) => fromSeed.rows.find((r) => r.component === component);
    expect(row('trackOfVehicle')).toMatchObject({ resource: 'vehiclePosition', standard_actions: '["view"]', lookups: '["vehicle"]' });
    expect(row('enclosure')).toMatchObject({ resource: 'geofence', resources: null, lookups: '["station","vehicleAlarm"]' });
    expect(row('tms/order/publicEnquiry')).toMatchObject({ resource: 'publicEnquiry', actions: '["contact","close"]' });
    expect(fromSeed.order.indexOf('publicEnquiry')).toBe(fromSeed.order.indexOf('orderHall') + 1);
    expect(fromSeed.granted).toEqual([
      ['publicEnquiry:close', 'publicEnquiry:contact', 'publicEnquiry:export', 'publicEnquiry:view'],
      ['publicEnquiry:close', 'publicEnquiry:contact', 'publicEnquiry:export', 'publicEnquiry:view'], [], [],
    ]);

    await migratorOf(db).migrateTo('0058_alarm_fence');
    const before = await screens();
    expect(before.rows.find((r) => r.component === 'enclosure')).toMatchObject({ resource: null });
    expect(before.order).not.toContain('publicEnquiry');
    expect(before.granted).toEqual([[], [], [], []]);
    await migrateToLatest(db);
    expect(await screens()).toEqual(fromSeed);
  }, SEEDED_DATABASE_MS);
});
