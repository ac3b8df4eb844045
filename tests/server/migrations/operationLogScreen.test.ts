// Migration 0014: a database seeded before the operation log existed gets the 操作日志 leaf
// (systemManage/operationLog, a screen over operationLog offering view and export), granted to
// the platform administrator and the branch staff, and the operation_kind dictionary; the same
// rows the seed writes on a new database.
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
    .select(['leaf.path', 'leaf.component', 'leaf.title', 'leaf.resource', 'leaf.standard_actions', 'leaf.actions', 'parent.name as parent'])
    .where('leaf.name', '=', 'operationLog').executeTakeFirst();
  const granted = await Promise.all(['PLAT_ADMIN', 'BRANCH_STAFF', 'SHIPPER', 'DRIVER'].map(async (role) =>
    (await permissionCodesFor(db, role)).filter((code) => code.startsWith('operationLog:')).sort()));
  const kinds = (await db.selectFrom('dict_item').select(['code', 'name']).where('type', '=', 'operation_kind').orderBy('sort').execute());
  return { leaf, granted, kinds };
}

describe('0014 adds the operation log screen to databases seeded before it', () => {
  test('the upgraded database has what the seed writes; down takes it back', async () => {
    await seeded();
    const fromSeed = await screen();
    expect(fromSeed.leaf).toEqual({
      path: 'operationLog', component: 'systemManage/operationLog', title: 'route.operationLog', resource: 'operationLog',
      standard_actions: '["view","export"]', actions: '[]', parent: 'SystemManage',
    });
    expect(fromSeed.granted).toEqual([['operationLog:export', 'operationLog:view'], ['operationLog:export', 'operationLog:view'], [], []]);
    expect(fromSeed.kinds.map((kind) => kind.code)).toEqual(['create', 'update', 'remove', 'stateAction', 'signIn', 'signOut', 'passwordChange', 'roleChange', 'permissionChange']);

    await migratorOf(db).migrateTo('0013_department_screen');
    expect((await screen()).leaf).toBeUndefined();
    expect((await screen()).kinds).toEqual([]);
    await migrateToLatest(db);
    expect(await screen()).toEqual(fromSeed);
  }, SEEDED_DATABASE_MS);
});
