// The grants a role holds are kept in the server process (server/entities/roleGrants.ts) and read
// again when the access version (migration 0065: a counter the grant tables' triggers bump) moves.
// A change made outside the server (another instance, or by hand on the database) takes effect at
// the next call, with no time-to-live to wait for.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { hashToken } from '../../../server/auth/tokens';
import { readAccessVersion } from '../../../server/entities/roleGrants';
import { screensGranting } from '../../../server/entities/screens';
import type { Db } from '../../../server/storage/database';
import { openAsAnotherProcess } from '../support/testServer';
import { startFixture, WAYBILL, type Fixture } from './support';

let fx: Fixture;
let other: Db;
let role: string;
let leaves: string[];

beforeAll(async () => {
  fx = await startFixture();
  other = openAsAnotherProcess(fx.server);
  const token = await fx.server.db.selectFrom('access_token').select('active_role')
    .where('token_hash', '=', hashToken(fx.tokens.staff)).executeTakeFirstOrThrow();
  role = token.active_role;
  leaves = (await screensGranting(fx.server.db, role, 'waybill', 'view')).map((grant) => grant.leaf);
});
afterAll(async () => {
  await other.destroy();
  await fx.server.close();
});

const listStatus = async () => (await fx.api.call(WAYBILL + '/list', { token: fx.tokens.staff, query: { pageNum: 1, pageSize: 10 } })).status;

describe('grants changed by another process take effect at the next call', () => {
  test('a denied code written on the database refuses the list at once; removing it allows it again', async () => {
    expect(leaves.length).toBeGreaterThan(0);
    expect(await listStatus()).toBe(Status.OK);
    await other.insertInto('role_permission_deny').values(leaves.map((leaf) => ({ role_code: role, code: `${leaf}:view` }))).execute();
    expect(await listStatus()).toBe(Status.FORBIDDEN);
    await other.deleteFrom('role_permission_deny').where('role_code', '=', role).where('code', 'in', leaves.map((leaf) => `${leaf}:view`)).execute();
    expect(await listStatus()).toBe(Status.OK);
  });

  test('screens taken from the role on the database refuse the list at once; given back, it is allowed', async () => {
    const menuIds = (await other.selectFrom('menu').select('id').where('name', 'in', leaves).execute()).map((row) => row.id);
    const granted = await other.selectFrom('role_menu').selectAll().where('role_code', '=', role).where('menu_id', 'in', menuIds).execute();
    expect(await listStatus()).toBe(Status.OK);
    await other.deleteFrom('role_menu').where('role_code', '=', role).where('menu_id', 'in', menuIds).execute();
    expect(await listStatus()).toBe(Status.FORBIDDEN);
    await other.insertInto('role_menu').values(granted).execute();
    expect(await listStatus()).toBe(Status.OK);
  });

  test('a screen\'s actions changed on the database apply at once', async () => {
    const before = await other.selectFrom('menu').select(['name', 'standard_actions']).where('name', 'in', leaves).execute();
    await other.updateTable('menu').set({ standard_actions: JSON.stringify(['add']) }).where('name', 'in', leaves).execute();
    try {
      expect(await listStatus()).toBe(Status.FORBIDDEN);
    } finally {
      for (const leaf of before) await other.updateTable('menu').set({ standard_actions: leaf.standard_actions }).where('name', '=', leaf.name).execute();
    }
    expect(await listStatus()).toBe(Status.OK);
  });
});

describe('the access version', () => {
  test('counts every insert, change and removal of the grant tables, and nothing else', async () => {
    const start = await readAccessVersion(fx.server.db);
    await other.insertInto('role_permission_deny').values({ role_code: role, code: 'nowhere:view' }).execute();
    const afterInsert = await readAccessVersion(fx.server.db);
    await other.updateTable('role_permission_deny').set({ code: 'nowhere:edit' }).where('code', '=', 'nowhere:view').execute();
    const afterUpdate = await readAccessVersion(fx.server.db);
    await other.deleteFrom('role_permission_deny').where('code', '=', 'nowhere:edit').execute();
    const afterDelete = await readAccessVersion(fx.server.db);
    expect([afterInsert > start, afterUpdate > afterInsert, afterDelete > afterUpdate]).toEqual([true, true, true]);
    await fx.api.call(WAYBILL, { method: 'POST', token: fx.tokens.staff, json: {} });
    await other.updateTable('party').set({ name: '周敏' }).where('username', '=', 'staff').execute();
    expect(await readAccessVersion(fx.server.db)).toBe(afterDelete);
  });
});
