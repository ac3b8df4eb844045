// Staff, accounts and roles (issue 12, "Staff and accounts sign in", "Roles are edited, not
// seeded"): an account made on basic/account (or from a staff member, 开通账号) signs in with the
// password staff set and must change it first; it sees the menus of its roles; disabling it ends
// its sessions; the roles screen edits a role's permission codes and data scope.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { PASSWORD_NEVER_CHOSEN, verifyPassword } from '../../../server/auth/password';
import { DRIVER, entityRows, startFixture, VEHICLE, type Fixture } from '../entities/support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const ACCOUNT = '/ntocc-basic-api/account';
const STAFF = '/ntocc-basic-api/staff';
const ROLE = '/ntocc-basic-api/role';
const FIRST_PASSWORD = 'Start#2026a';
const OWN_PASSWORD = 'Mine#2026bq';

interface MenuNode { name: string; children?: MenuNode[] }

/** The leaf names of a user-info menu. */
function leaves(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? leaves(node.children) : [node.name]));
}

async function createRole(code: string, permissions: string[], dataScope = 'branch') {
  return fx.api.call(ROLE, { method: 'POST', token: fx.tokens.admin, json: { code, name: `角色${code}`, dataScope, permissions } });
}

async function createAccount(body: Record<string, unknown>, token = fx.tokens.admin) {
  return fx.api.call(ACCOUNT, { method: 'POST', token, json: { name: '孙志强', password: FIRST_PASSWORD, ...body } });
}

async function partyRow(username: string) {
  return fx.server.db.selectFrom('party').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

/** Signs in with the first password, changes it, signs in again: the token of a usable session. */
async function firstSignIn(username: string): Promise<string> {
  const first = await fx.api.authorize(fx.api.signInForm(username, FIRST_PASSWORD));
  expect(first.status).toBe(Status.OK);
  expect(first.data.passWordOverdue).toBe(true);
  const changed = await fx.api.call('/ntocc-basic-api/party/updatePass', {
    method: 'POST', token: first.data.access_token, json: { oldPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD },
  });
  expect(changed.status).toBe(Status.OK);
  return fx.api.signIn(username, OWN_PASSWORD);
}

async function menuOf(token: string): Promise<string[]> {
  const info = await fx.api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token });
  expect(info.status).toBe(Status.OK);
  return leaves(info.data.resourceList).filter((name) => name !== 'root');
}

describe('the roles screen edits permission codes on the menu tree', () => {
  test('the resource tree lists directories, leaves and each leaf\'s actions', async () => {
    const answer = await fx.api.call(`${ROLE}/resources`, { token: fx.tokens.admin });
    expect(answer.status).toBe(Status.OK);
    const basic = answer.data.find((node: MenuNode) => node.name === 'BasicInfo');
    const driver = basic.children.find((node: MenuNode) => node.name === 'DriverManage');
    expect(driver.actions).toEqual(expect.arrayContaining(['view', 'edit', 'remove', 'approve']));
  });

  test('granted codes become the role\'s menus and denials, and read back the same', async () => {
    const created = await createRole('DRIVER_CLERK', ['DriverManage:view', 'DriverManage:edit']);
    expect(created.status).toBe(Status.OK);
    const role = await fx.api.call(`${ROLE}/DRIVER_CLERK`, { token: fx.tokens.admin });
    expect(role.data.permissions.sort()).toEqual(['DriverManage:edit', 'DriverManage:view']);
    const list = await fx.api.call(`${ROLE}/list`, { token: fx.tokens.admin, query: { pageNum: 1, pageSize: 10, code: 'DRIVER_CLERK' } });
    expect(list.data).toMatchObject({ total: 1, pageNum: 1 });
    expect(list.data.records[0]).toMatchObject({ code: 'DRIVER_CLERK', menus: ['DriverManage'], menuCount: 1, accountCount: 0 });
    expect(list.data.records[0].deny.sort()).toEqual(['DriverManage:add', 'DriverManage:approve', 'DriverManage:export', 'DriverManage:reject', 'DriverManage:remove']);
  });

  test('a code of no menu is refused on /permissions', async () => {
    const answer = await createRole('BAD_ROLE', ['DriverManage:fly']);
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors.map((e: { field: string }) => e.field)).toContain('/permissions');
  });

  test('a role an account holds is not removed; an unused one is', async () => {
    expect((await fx.api.call(`${ROLE}/BRANCH_STAFF`, { method: 'DELETE', token: fx.tokens.admin })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await createRole('SPARE', ['vehicle:view'])).status).toBe(Status.OK);
    expect((await fx.api.call(`${ROLE}/SPARE`, { method: 'DELETE', token: fx.tokens.admin })).status).toBe(Status.OK);
    expect(await fx.server.db.selectFrom('role').select('code').where('code', '=', 'SPARE').executeTakeFirst()).toBeUndefined();
  });
});

describe('an account made on basic/account signs in and sees the menus of its roles', () => {
  test('its password is kept hashed, overdue at once, and never answered', async () => {
    const answer = await createAccount({ username: 'zhiqiang', mobile: '13612345678', roles: ['DRIVER_CLERK'] });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ username: 'zhiqiang', partyType: 'BRANCH_STAFF', status: 'ENABLED', roles: ['DRIVER_CLERK'], roleNames: '角色DRIVER_CLERK' });
    expect(answer.data.code).toMatch(/^BS\d{6}$/);
    expect(answer.data).not.toHaveProperty('passwordHash');
    expect(answer.data).not.toHaveProperty('password');
    const row = await partyRow('zhiqiang');
    expect(await verifyPassword(FIRST_PASSWORD, row.password_hash)).toBe(true);
    expect(row.password_changed_at).toBe(PASSWORD_NEVER_CHOSEN);
    const list = await fx.api.call(`${ACCOUNT}/list`, { token: fx.tokens.admin, query: { username: 'zhiqiang' } });
    expect(list.data.records).toHaveLength(1);
    expect(list.data.records[0]).toMatchObject({ roles: ['DRIVER_CLERK'] });
    expect(JSON.stringify(list.data)).not.toMatch(/scrypt|passwordHash|passwordChangedAt/);
  });

  test('until the user changes the password staff set, the API answers only the change', async () => {
    const first = await fx.api.authorize(fx.api.signInForm('zhiqiang', FIRST_PASSWORD));
    expect(first.data.passWordOverdue).toBe(true);
    const token = first.data.access_token;
    expect((await fx.api.call(`${DRIVER}/list`, { token })).status).toBe(Status.FORBIDDEN);
    const token2 = await firstSignIn('zhiqiang');
    expect((await fx.api.call(`${DRIVER}/list`, { token: token2 })).status).toBe(Status.OK);
    const again = await fx.api.authorize(fx.api.signInForm('zhiqiang', OWN_PASSWORD));
    expect(again.data.passWordOverdue).toBe(false);
  });

  test('the menu holds only the role\'s menus, and the server refuses what the role lacks', async () => {
    const token = await fx.api.signIn('zhiqiang', OWN_PASSWORD);
    expect(await menuOf(token)).toEqual(['DriverManage']);
    const id = (await entityRows(fx).selectFrom('basic_driver').select('id').where('branch_code', '=', 'SD0001').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    expect((await fx.api.call(`${DRIVER}/${id}`, { method: 'DELETE', token })).status).toBe(Status.FORBIDDEN);
    expect((await fx.api.call(`${VEHICLE}/list`, { token })).status).toBe(Status.FORBIDDEN);
  });

  test('a role changed on the roles screen: the checks at once, the menu at the next sign-in', async () => {
    const token = await fx.api.signIn('zhiqiang', OWN_PASSWORD);
    const edited = await fx.api.call(`${ROLE}/DRIVER_CLERK`, {
      method: 'PUT', token: fx.tokens.admin,
      json: { code: 'DRIVER_CLERK', name: '司机专员', dataScope: 'branch', permissions: ['DriverManage:view', 'DriverManage:edit', 'vehicle:view'] },
    });
    expect(edited.status).toBe(Status.OK);
    expect((await fx.api.call(`${VEHICLE}/list`, { token })).status).toBe(Status.OK);
    const next = await fx.api.signIn('zhiqiang', OWN_PASSWORD);
    expect(await menuOf(next)).toEqual(['DriverManage', 'vehicle']);
  });

  test('branch staff cannot give a role that reaches all data', async () => {
    const answer = await createAccount({ username: 'widerole', roles: ['PLAT_ADMIN'] }, fx.tokens.staff);
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors.map((e: { field: string }) => e.field)).toEqual(['/roles']);
    expect(await fx.server.db.selectFrom('party').select('id').where('username', '=', 'widerole').executeTakeFirst()).toBeUndefined();
  });

  test('a weak password, a taken username and an unknown role are refused with field errors', async () => {
    const weak = await createAccount({ username: 'weakpass', password: 'abcdefgh', roles: ['DRIVER_CLERK'] });
    expect(weak.status).toBe(Status.INVALID_PAYLOAD);
    const taken = await createAccount({ username: 'zhiqiang', roles: ['DRIVER_CLERK'] });
    expect(taken.status).toBe(Status.INVALID_PAYLOAD);
    expect(taken.data.errors.map((e: { field: string }) => e.field)).toEqual(['/username']);
    const unknown = await createAccount({ username: 'norole', roles: ['NO_SUCH_ROLE'] });
    expect(unknown.data.errors.map((e: { field: string }) => e.field)).toEqual(['/roles']);
  });

  test('an edit cannot set the password, and an account is never removed', async () => {
    const { id } = await partyRow('zhiqiang');
    const edit = await fx.api.call(`${ACCOUNT}/${id}`, { method: 'PUT', token: fx.tokens.admin, json: { password: 'Other#2026zz' } });
    expect(edit.status).toBe(Status.INVALID_PAYLOAD);
    expect((await fx.api.call(`${ACCOUNT}/${id}`, { method: 'DELETE', token: fx.tokens.admin })).status).toBe(Status.FORBIDDEN);
  });
});

describe('disabling an account ends its sessions; a reset password is changed first', () => {
  test('a disabled account\'s open session is refused at its next call and it cannot sign in', async () => {
    const token = await fx.api.signIn('zhiqiang', OWN_PASSWORD);
    const { id } = await partyRow('zhiqiang');
    expect((await fx.api.call(`${ACCOUNT}/${id}/disable`, { method: 'POST', token: fx.tokens.admin })).status).toBe(Status.OK);
    expect((await fx.api.call(`${DRIVER}/list`, { token })).status).toBe(Status.TOKEN_REVOKED);
    expect((await fx.api.authorize(fx.api.signInForm('zhiqiang', OWN_PASSWORD))).status).toBe(Status.FORBIDDEN);
    expect((await fx.api.call(`${ACCOUNT}/${id}/enable`, { method: 'POST', token: fx.tokens.admin })).status).toBe(Status.OK);
    // The session ended for good: enabling the account again does not bring it back.
    expect((await fx.api.call(`${DRIVER}/list`, { token })).status).toBe(Status.TOKEN_REVOKED);
    expect((await fx.api.authorize(fx.api.signInForm('zhiqiang', OWN_PASSWORD))).status).toBe(Status.OK);
  });

  test('a password reset ends the sessions and must be changed at the next sign-in', async () => {
    const token = await fx.api.signIn('zhiqiang', OWN_PASSWORD);
    const { id } = await partyRow('zhiqiang');
    const reset = await fx.api.call(`${ACCOUNT}/${id}/resetPassword`, { method: 'POST', token: fx.tokens.admin, json: { password: FIRST_PASSWORD } });
    expect(reset.status).toBe(Status.OK);
    expect((await fx.api.call(`${DRIVER}/list`, { token })).status).toBe(Status.TOKEN_REVOKED);
    await firstSignIn('zhiqiang');
  });

  test('the reset needs account:resetPassword', async () => {
    const { id } = await partyRow('zhiqiang');
    const token = await fx.api.signIn('zhiqiang', OWN_PASSWORD);
    const answer = await fx.api.call(`${ACCOUNT}/${id}/resetPassword`, { method: 'POST', token, json: { password: FIRST_PASSWORD } });
    expect(answer.status).toBe(Status.FORBIDDEN);
  });
});

describe('开通账号 makes a staff member\'s account', () => {
  test('the account takes the staff member\'s name, mobile and department and is linked to him, once', async () => {
    const staff = await entityRows(fx).selectFrom('basic_staff').selectAll().where('status', '=', 'on_job').where('account_code', 'is', null)
      .orderBy('id').limit(1).executeTakeFirstOrThrow();
    const opened = await fx.api.call(`${STAFF}/${staff.id}/openAccount`, {
      method: 'POST', token: fx.tokens.admin, json: { username: 'staffuser1', password: FIRST_PASSWORD, roles: ['DRIVER_CLERK'] },
    });
    expect(opened.status).toBe(Status.OK);
    const party = await partyRow('staffuser1');
    expect(party).toMatchObject({ name: staff.name, mobile: staff.mobile, department_id: staff.department_id, party_type: 'BRANCH_STAFF' });
    const linked = await entityRows(fx).selectFrom('basic_staff').select('account_code').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(linked.account_code).toBe(party.code);
    const again = await fx.api.call(`${STAFF}/${staff.id}/openAccount`, {
      method: 'POST', token: fx.tokens.admin, json: { username: 'staffuser2', password: FIRST_PASSWORD, roles: ['DRIVER_CLERK'] },
    });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    await firstSignIn('staffuser1');
  });

  test('a staff create or edit cannot carry account fields', async () => {
    const staff = await entityRows(fx).selectFrom('basic_staff').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const answer = await fx.api.call(`${STAFF}/${staff.id}`, { method: 'PUT', token: fx.tokens.admin, json: { username: 'sneaky' } });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});
