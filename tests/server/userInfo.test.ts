// getUserInfo and switchRole: the menu tree and permissions come from data, per active role.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResourceNode, UserInfo } from '../../src/core/generated/api';
import { Status } from '../../src/core/api/status';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function infoOf(token: string): Promise<UserInfo> {
  const answer = await api.call<UserInfo>('/ntocc-basic-api/getUserInfo', { method: 'POST', token });
  expect(answer.status).toBe(Status.OK);
  return answer.data;
}

const infoOfUser = async (username: string) => infoOf(await api.signIn(username));

function leaves(nodes: ResourceNode[]): ResourceNode[] {
  return nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
}

const menuLeaves = (info: UserInfo) => leaves(info.resourceList[0].children ?? []);

describe('the answer shape of docs/contracts.md', () => {
  test('party, roleList, activeRole, profiles, one root resource and permission codes', async () => {
    const info = await infoOfUser('admin');
    expect(info.party).toMatchObject({ partyType: 'PLAT_ADMIN', code: 'PA000001', name: '周明远', branchCode: 'SD0001', headImg: '' });
    expect(info.roleList).toEqual([
      { roleName: expect.any(String), roles: 'PLAT_ADMIN' },
      { roleName: expect.any(String), roles: 'BRANCH_STAFF' },
    ]);
    expect(info.activeRole).toBe('PLAT_ADMIN');
    expect(info).toMatchObject({ driver: null, shipment: null });
    expect(info.resourceList).toHaveLength(1);
    expect(info.resourceList[0]).toMatchObject({ name: 'root', path: '/', component: 'Layout' });
    expect(info.permissionlist).toContain('waybillManage:load');
  });

  test('every node has a name, an i18n title route.<name> and a component; directories have children', async () => {
    const info = await infoOfUser('admin');
    const check = (node: ResourceNode, depth: number): void => {
      expect(node.meta.title).toBe(`route.${node.name}`);
      if (node.component === 'Layout' || node.component === 'ParentView') {
        expect(node.component).toBe(depth === 0 ? 'Layout' : 'ParentView');
        expect(node.children?.length).toBeGreaterThan(0);
        node.children?.forEach((child) => check(child, depth + 1));
      } else {
        expect(node.children).toBeUndefined();
      }
    };
    info.resourceList[0].children?.forEach((node) => check(node, 0));
  });

  test('the five kept-alive views are flagged keepAlive', async () => {
    const kept = menuLeaves(await infoOfUser('admin')).filter((leaf) => leaf.meta.keepAlive).map((leaf) => leaf.name);
    expect(kept.sort()).toEqual(['DriverManage', 'DriverTeamManage', 'Ordermanage', 'ShipmentCompanyManage', 'ShipmentManage']);
  });

  test('a driver gets its driver profile (his driver record), a shipper its shipper profile', async () => {
    const driver = await infoOfUser('driver');
    expect(driver.driver).toMatchObject({
      driverCode: driver.party.code, driverName: '王建国', vehicleClass: 'A2', telephone: '15822055005', reviewStatus: 'approved', branchCode: 'SD0001',
    });
    expect(driver.shipment).toBeNull();
    const company = await infoOfUser('shipperco');
    expect(company.shipment).toMatchObject({ shipperName: '天津恒通物流有限公司', shipperType: 'enterprise' });
    expect(company.driver).toBeNull();
  });
});

describe('menus per role', () => {
  test('the administrator sees every menu, more than staff, who see more than a shipper', async () => {
    const total = await server.db.selectFrom('menu').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const admin = menuLeaves(await infoOfUser('admin'));
    const staff = menuLeaves(await infoOfUser('staff'));
    const shipper = menuLeaves(await infoOfUser('shipper'));
    const directories = await server.db.selectFrom('menu').select('id').where('component', 'in', ['Layout', 'ParentView']).execute();
    expect(admin).toHaveLength(Number(total.n) - directories.length);
    expect(admin.length).toBeGreaterThan(staff.length);
    expect(staff.length).toBeGreaterThan(shipper.length);
  });

  test('a shipper sees the shipper home but neither the driver home nor system management', async () => {
    const names = menuLeaves(await infoOfUser('shipper')).map((leaf) => leaf.name);
    expect(names).toContain('shipperHome');
    expect(names).not.toContain('driverHome');
    expect(names).not.toContain('appUpdate');
  });

  test('permission codes honour the role\'s denials', async () => {
    const shipper = await infoOfUser('shipper');
    expect(shipper.permissionlist).toContain('waybillManage:view');
    expect(shipper.permissionlist).not.toContain('waybillManage:load');
    expect(shipper.permissionlist).not.toContain('Ordermanage:dispatch');
    const staff = await infoOfUser('staff');
    expect(staff.permissionlist).toContain('waybillManage:load');
  });

  test('a screen\'s own actions become permission codes', async () => {
    const admin = await infoOfUser('admin');
    const leaf = menuLeaves(admin).find((l) => l.name === 'waybillManage');
    expect(leaf?.actions).toEqual(expect.arrayContaining(['load', 'unload', 'cancel', 'exchange']));
    for (const action of leaf?.actions ?? []) expect(admin.permissionlist).toContain(`waybillManage:${action}`);
  });
});

describe('switchRole: the token acts as another role the user holds', () => {
  test('admin switches to BRANCH_STAFF and sees the staff menus', async () => {
    const token = await api.signIn('admin');
    const staffNames = menuLeaves(await infoOfUser('staff')).map((leaf) => leaf.name);
    const answer = await api.call('/ntocc-basic-api/party/switchRole', { method: 'POST', query: { role: 'BRANCH_STAFF' }, token });
    expect(answer).toMatchObject({ status: Status.OK, data: { activeRole: 'BRANCH_STAFF' } });
    const after = await infoOf(token);
    expect(after.activeRole).toBe('BRANCH_STAFF');
    expect(menuLeaves(after).map((leaf) => leaf.name)).toEqual(staffNames);
  });

  test('a role the user does not hold answers 403', async () => {
    const token = await api.signIn('staff');
    const answer = await api.call('/ntocc-basic-api/party/switchRole', { method: 'POST', query: { role: 'PLAT_ADMIN' }, token });
    expect(answer.status).toBe(Status.FORBIDDEN);
    expect((await infoOf(token)).activeRole).toBe('BRANCH_STAFF');
  });

  test('without a role parameter: 422', async () => {
    const token = await api.signIn('staff');
    const answer = await api.call('/ntocc-basic-api/party/switchRole', { method: 'POST', token });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});
