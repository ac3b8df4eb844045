// The entity API's permission check answers exactly what the session's permission list says:
// `<leafName>:<action>` granted to the role and not denied.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mayPerformOnScreen } from '../../../server/entities/permissions';
import { permissionCodesFor } from '../../../server/menu/permissions';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());

const SCREENS = ['tms/transportManage/waybillManage', 'basic/DriverManage', 'basic/vehicle'];
const ACTIONS = ['view', 'add', 'edit', 'remove', 'export', 'dispatch', 'load', 'unload', 'sign', 'complete', 'cancel', 'exchange', 'approve', 'reject', 'fly'];

describe('permission of an entity screen', () => {
  test.each(['PLAT_ADMIN', 'BRANCH_STAFF', 'SHIPPER', 'DRIVER'])('agrees with the permission list of %s for every screen and action', async (role) => {
    const codes = new Set(await permissionCodesFor(server.db, role));
    const leaves = await server.db.selectFrom('menu').select(['name', 'component']).where('component', 'in', SCREENS).execute();
    for (const { name, component } of leaves) {
      for (const action of ACTIONS) {
        expect([component, action, await mayPerformOnScreen(server.db, role, component, action)]).toEqual([component, action, codes.has(`${name}:${action}`)]);
      }
    }
  });
});
