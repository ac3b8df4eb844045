// Migration 0016: a database seeded before the big-data centre was a screen gets the hidden
// 大数据中心 leaf (bigData under 首页, a screen over the waybill offering view only), granted to
// the platform administrator alone; the same rows the seed writes on a new database.
import { afterEach, describe, expect, test } from 'vitest';
import { permissionCodesFor } from '../../../server/menu/permissions';
import { migrateToLatest, migratorOf } from '../../../server/migrations';
import { SEEDED_DATABASE_MS } from './support/timeouts';
import type { Db } from '../../../server/storage/database';
import { seededDatabase, type MigrationTestDatabase } from './support/migrationDatabase';

let opened: MigrationTestDatabase;
let db: Db;
afterEach(() => opened.close());

async function seeded(): Promise<Db> {
  opened = await seededDatabase();
  db = opened.db;
  return db;
}

/** What the screen is, by the rows that matter to permissions and the menu. */
async function screen() {
  const leaf = await db.selectFrom('menu as leaf').innerJoin('menu as parent', 'parent.id', 'leaf.parent_id')
    .select(['leaf.path', 'leaf.component', 'leaf.title', 'leaf.hidden', 'leaf.resource', 'leaf.standard_actions', 'leaf.actions', 'parent.name as parent'])
    .where('leaf.name', '=', 'bigData').executeTakeFirst();
  const granted = await Promise.all(['PLAT_ADMIN', 'BRANCH_STAFF', 'SHIPPER', 'DRIVER'].map(async (role) =>
    (await permissionCodesFor(db, role)).filter((code) => code.startsWith('bigData:')).sort()));
  return { leaf, granted };
}

describe('0016 adds the big-data centre screen to databases seeded before it', () => {
  test('the upgraded database has what the seed writes; down takes it back', async () => {
    await seeded();
    const fromSeed = await screen();
    expect(fromSeed.leaf).toEqual({
      path: '/bigData', component: 'bigData', title: 'route.bigData', hidden: 1, resource: 'waybill',
      standard_actions: '["view"]', actions: '[]', parent: 'Home',
    });
    expect(fromSeed.granted).toEqual([['bigData:view'], [], [], []]);

    await migratorOf(db).migrateTo('0015_dashboards_and_reports');
    expect((await screen()).leaf).toBeUndefined();
    expect((await screen()).granted).toEqual([[], [], [], []]);
    await migrateToLatest(db);
    expect(await screen()).toEqual(fromSeed);
  }, SEEDED_DATABASE_MS);
});
