// Screens bound to resources, roles with a data scope, and masking (issue 8 sections 1 and 2):
// an entity is a resource that several screens work over, each with its own grants and maybe a
// fixed filter; a role's data scope is stored on the role; other parties' personal data is
// masked for shippers and drivers in lists, details and exports.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { hashPassword } from '../../../server/auth/password';
import { permissionCodesFor } from '../../../server/menu/permissions';
import { screensGranting } from '../../../server/entities/screens';
import { createParty } from '../../../server/party/create';
import { DRIVER, startFixture, WAYBILL, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const ROLE = '/ntocc-basic-api/role';
const PASSWORD = 'Review@2026x';

/** A staff account of `branch` holding only `role`, signed in. */
async function accountWith(username: string, role: string, branch = 'SD0001'): Promise<string> {
  const passwordHash = await hashPassword(PASSWORD);
  await fx.server.db.transaction().execute((trx) => createParty(trx, {
    username, passwordHash, partyType: 'BRANCH_STAFF', name: '周敏', mobile: null, branchCode: branch, roles: [role],
  }, fx.server.clock.now()));
  return fx.api.signIn(username, PASSWORD);
}

async function createRole(body: Record<string, unknown>, token = fx.tokens.admin) {
  return fx.api.call(ROLE, { method: 'POST', token, json: body });
}

async function count(table: 'basic_driver' | 'tms_waybill', where: Record<string, string>): Promise<number> {
  let query = fx.server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function driverIdWith(reviewStatus: string): Promise<number> {
  const row = await fx.server.db.selectFrom('basic_driver').select('id')
    .where('review_status', '=', reviewStatus).where('branch_code', '=', 'SD0001').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('a screen\'s lookups (the entities its forms pick from) grant listing and reading, never a write', () => {
  test('a shipper holding 保单查询 (its form picks a waybill) may not create, change or remove a waybill through it', async () => {
    for (const action of ['add', 'edit', 'remove', 'export']) {
      const granted = (await screensGranting(fx.server.db, 'SHIPPER', 'waybill', action)).map((grant) => grant.leaf);
      expect(granted, action).not.toContain('insurancePolicy');
    }
    expect((await screensGranting(fx.server.db, 'SHIPPER', 'waybill', 'view')).map((grant) => grant.leaf)).toContain('insurancePolicy');
  });

  test('staff drawing fences on 电子围栏 (its events block lists warnings, a lookup) may read the warnings but not write them through it', async () => {
    for (const action of ['add', 'edit', 'remove']) {
      const granted = (await screensGranting(fx.server.db, 'BRANCH_STAFF', 'vehicleAlarm', action)).map((grant) => grant.leaf);
      expect(granted, action).not.toContain('enclosure');
      expect((await screensGranting(fx.server.db, 'BRANCH_STAFF', 'geofence', action)).map((grant) => grant.leaf), action).toContain('enclosure');
    }
    expect((await screensGranting(fx.server.db, 'BRANCH_STAFF', 'vehicleAlarm', 'view')).map((grant) => grant.leaf)).toContain('enclosure');
  });
});

describe('an action is allowed when the role holds it on any screen over the entity', () => {
  const RESOURCES = ['waybill', 'driver', 'vehicle'];
  const ACTIONS = ['view', 'add', 'edit', 'remove', 'export', 'dispatch', 'load', 'approve', 'reject', 'fly'];

  test.each(['PLAT_ADMIN', 'BRANCH_STAFF', 'SHIPPER', 'DRIVER'])('agrees with the permission list of %s', async (role) => {
    const codes = new Set(await permissionCodesFor(fx.server.db, role));
    const leaves = await fx.server.db.selectFrom('menu').select(['name', 'resource', 'resources', 'lookups']).where('resource', 'is not', null).execute();
    // A leaf is over its page's entity and over the further entities its page works over (a
    // detail's related tables); over the entities its forms pick from (lookups) to view only.
    const listed = (list: string | null | undefined, resource: string) => (JSON.parse(list ?? '[]') as string[]).includes(resource);
    const over = (leaf: (typeof leaves)[number], resource: string, action: string) =>
      leaf.resource === resource || listed(leaf.resources, resource) || (action === 'view' && listed(leaf.lookups, resource));
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        const expected = leaves.filter((leaf) => over(leaf, resource, action) && codes.has(`${leaf.name}:${action}`)).map((leaf) => leaf.name).sort();
        const granted = (await screensGranting(fx.server.db, role, resource, action)).map((grant) => grant.leaf).sort();
        expect([resource, action, granted]).toEqual([resource, action, expected]);
      }
    }
  });

  test('the driver records are one resource of two screens: 驾驶员管理 and 司机审核', async () => {
    const leaves = await fx.server.db.selectFrom('menu').select(['name', 'fixed_filter']).where('resource', '=', 'driver').execute();
    expect(leaves.map((leaf) => leaf.name).sort()).toEqual(['DriverDetail', 'DriverManage', 'driverReview']);
    expect(JSON.parse(leaves.find((leaf) => leaf.name === 'driverReview')!.fixed_filter!)).toEqual({ reviewStatus: 'pending' });
  });
});

describe('a role that has only the review screen', () => {
  let token: string;
  beforeAll(async () => {
    const created = await createRole({ code: 'DRIVER_REVIEWER', name: '司机审核员', dataScope: 'branch', menus: ['driverReview'] });
    expect(created.status).toBe(Status.OK);
    token = await accountWith('reviewer', 'DRIVER_REVIEWER');
  });

  test('lists exactly the pending drivers of its branch: the screen\'s fixed filter is the server\'s', async () => {
    const answer = await fx.api.call(`${DRIVER}/list`, { token, query: { pageSize: 100 } });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data.total).toBe(await count('basic_driver', { branch_code: 'SD0001', review_status: 'pending' }));
    expect(answer.data.records.every((r: { reviewStatus: string }) => r.reviewStatus === 'pending')).toBe(true);
    // Asking for approved drivers does not widen the screen.
    const approved = await fx.api.call(`${DRIVER}/list`, { token, query: { reviewStatus: 'approved' } });
    expect(approved.data.total).toBe(0);
  });

  test('can approve a pending driver', async () => {
    const id = await driverIdWith('pending');
    const record = (await fx.api.call(`${DRIVER}/${id}`, { token })).data;
    const approval = Object.fromEntries(['drivingLicense', 'vehicleClass', 'issuingOrganizations', 'validPeriodFrom', 'validPeriodTo', 'qualificationCertificate']
      .map((field) => [field, record[field] ?? (field === 'vehicleClass' ? 'A2' : field.startsWith('valid') ? '20300101' : '北京市公安局公安交通管理局')]));
    approval.drivingLicense ??= '110105194912310021';
    approval.qualificationCertificate = approval.drivingLicense;
    const answer = await fx.api.call(`${DRIVER}/${id}/approve`, { method: 'POST', token, json: approval });
    expect(answer).toMatchObject({ status: Status.OK, data: { reviewStatus: 'approved' } });
  });

  test('cannot edit, add or remove drivers', async () => {
    const id = await driverIdWith('pending');
    expect((await fx.api.call(`${DRIVER}/${id}`, { method: 'PUT', token, json: { remark: '改' } })).status).toBe(Status.FORBIDDEN);
    expect((await fx.api.call(DRIVER, { method: 'POST', token, json: { driverName: '王强', telephone: '13700001111' } })).status).toBe(Status.FORBIDDEN);
    expect((await fx.api.call(`${DRIVER}/${id}`, { method: 'DELETE', token })).status).toBe(Status.FORBIDDEN);
  });

  test('does not reach an approved driver: outside the screen it answers 404', async () => {
    const id = await driverIdWith('approved');
    expect((await fx.api.call(`${DRIVER}/${id}`, { token })).status).toBe(Status.NOT_FOUND);
    expect((await fx.api.call(`${DRIVER}/${id}/reject`, { method: 'POST', token, json: { reviewRemark: '资料不全' } })).status).toBe(Status.NOT_FOUND);
  });

  test('reaches no waybill: no screen over waybills is granted', async () => {
    expect((await fx.api.call(`${WAYBILL}/list`, { token })).status).toBe(Status.FORBIDDEN);
  });

  test('branch staff hold both screens and reach every driver of the branch', async () => {
    const answer = await fx.api.call(`${DRIVER}/list`, { token: fx.tokens.staff });
    expect(answer.data.total).toBe(await count('basic_driver', { branch_code: 'SD0001' }));
  });
});

describe('roles with a data scope, created through the API', () => {
  let jyWaybillId: number;
  beforeAll(async () => {
    await fx.server.db.insertInto('branch').values({ code: 'JY0002', name: '捷运网络货运有限公司', soft_version: 'CTMS-3.2' }).execute();
    // One waybill of the second branch: a copy of a demo waybill moved there.
    const { id: _id, ...row } = await fx.server.db.selectFrom('tms_waybill').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const inserted = await fx.server.db.insertInto('tms_waybill')
      .values({ ...row, branch_code: 'JY0002', shipping_note_number: 'YD20260101999999' }).returning('id').executeTakeFirstOrThrow();
    jyWaybillId = Number(inserted.id);
  });

  test('a custom role with scope "own branch" sees exactly its branch', async () => {
    expect((await createRole({ code: 'DISPATCHER', name: '调度员', dataScope: 'branch', menus: ['waybillManage'] })).status).toBe(Status.OK);
    const token = await accountWith('dispatcher', 'DISPATCHER');
    const answer = await fx.api.call(`${WAYBILL}/list`, { token });
    expect(answer.data.total).toBe(await count('tms_waybill', { branch_code: 'SD0001' }));
    expect((await fx.api.call(`${WAYBILL}/${jyWaybillId}`, { token })).status).toBe(Status.NOT_FOUND);
  });

  test('scope "chosen branches" sees the chosen branches only, and "all" sees every branch', async () => {
    expect((await createRole({ code: 'JY_AUDITOR', name: '捷运稽核', dataScope: 'branches', branches: ['JY0002'], menus: ['waybillManage'] })).status).toBe(Status.OK);
    const auditor = await accountWith('jyauditor', 'JY_AUDITOR');
    const chosen = await fx.api.call(`${WAYBILL}/list`, { token: auditor });
    expect(chosen.data.total).toBe(1);
    expect(chosen.data.records[0].id).toBe(jyWaybillId);
    const all = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.admin });
    expect(all.data.total).toBe(await count('tms_waybill', {}));
  });

  test('editing a role changes the server\'s checks at once', async () => {
    const token = await accountWith('dispatcher2', 'DISPATCHER');
    expect((await fx.api.call(`${DRIVER}/list`, { token })).status).toBe(Status.FORBIDDEN);
    const edited = await fx.api.call(`${ROLE}/DISPATCHER`, {
      method: 'PUT', token: fx.tokens.admin, json: { name: '调度员', dataScope: 'branch', menus: ['waybillManage', 'DriverManage'], deny: ['DriverManage:remove'] },
    });
    expect(edited.status).toBe(Status.OK);
    expect((await fx.api.call(`${DRIVER}/list`, { token })).status).toBe(Status.OK);
    const id = await driverIdWith('rejected');
    expect((await fx.api.call(`${DRIVER}/${id}`, { method: 'DELETE', token })).status).toBe(Status.FORBIDDEN);
  });

  test('a role is refused with field errors for unknown menus, stray codes and a taken code', async () => {
    const answer = await createRole({ code: 'DISPATCHER', name: '调度员', dataScope: 'branch', menus: ['noSuchMenu'], deny: ['waybillManage:fly'] });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/code', '/deny', '/menus']);
  });

  test('branch staff cannot make a role that reaches beyond their branch', async () => {
    // Staff are granted the roles screen in the seed (basic/*).
    const answer = await createRole({ code: 'WIDE', name: '全局', dataScope: 'all', menus: ['waybillManage'] }, fx.tokens.staff);
    expect(answer.status).toBe(Status.FORBIDDEN);
    expect(await fx.server.db.selectFrom('role').select('code').where('code', '=', 'WIDE').executeTakeFirst()).toBeUndefined();
  });

  test('a role given to a party is the role its next session acts as when it is the first', async () => {
    const answer = await fx.api.call(`${ROLE}/DISPATCHER/assign`, { method: 'POST', token: fx.tokens.admin, json: { partyCode: 'NOPE0001' } });
    expect(answer.status).toBe(Status.NOT_FOUND);
  });
});

describe('personal data of other parties is masked for shippers and drivers', () => {
  const MASKED_ID = /^\d{6}\*{8}[\dX]{4}$/;
  const MASKED_MOBILE = /^1\d{2}\*{4}\d{4}$/;

  async function waybillWithDriver(shipperCode: string): Promise<Record<string, string>> {
    const row = await fx.server.db.selectFrom('tms_waybill').select('id')
      .where('shipper_code', '=', shipperCode).where('driving_license', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    return (await fx.api.call(`${WAYBILL}/${row.id}`, { token: fx.tokens.staff })).data;
  }

  test('a shipper sees the driver of its waybill masked, and its own consignor in full, in list and detail', async () => {
    const full = await waybillWithDriver(fx.codes.shipper);
    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.shipper, query: { shippingNoteNumber: full.shippingNoteNumber } });
    const listed = list.data.records[0];
    expect(listed.drivingLicense).toMatch(MASKED_ID);
    expect(listed.drivingLicense.slice(0, 6)).toBe(full.drivingLicense.slice(0, 6));
    expect(listed.driverTelephone).toMatch(MASKED_MOBILE);
    expect(listed.consignorID).toBe(full.consignorID);
    const detail = (await fx.api.call(`${WAYBILL}/${full.id}`, { token: fx.tokens.shipper })).data;
    expect(detail.drivingLicense).toBe(listed.drivingLicense);
  });

  test('a driver sees his own ID number in full and the shipper\'s consignor ID masked', async () => {
    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.driver, query: { pageSize: 10 } });
    const record = list.data.records.find((r: Record<string, string>) => r.consignorID?.length === 18 && /^\d/.test(r.consignorID));
    const full = (await fx.api.call(`${WAYBILL}/${record.id}`, { token: fx.tokens.staff })).data;
    expect(record.drivingLicense).toBe(full.drivingLicense);
    expect(record.consignorID).not.toBe(full.consignorID);
    expect(record.consignorID).toMatch(/\*{8}/);
  });

  test('staff see everything in full', async () => {
    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { pageSize: 50 } });
    expect(list.data.records.some((r: Record<string, string>) => r.drivingLicense?.includes('*'))).toBe(false);
  });

  test('a shipper\'s export masks the same fields', async () => {
    const url = new URL(`${WAYBILL}/export`, fx.server.url);
    url.searchParams.set('pageSize', '200');
    const response = await fetch(url, { headers: { authorization: `Bearer ${fx.tokens.shipper}`, deviceId: DEVICE_ID } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const column = header.indexOf('司机身份证号') + 1;
    expect(column).toBeGreaterThan(0);
    const values = [];
    for (let n = 2; n <= sheet.rowCount; n += 1) values.push(sheet.getRow(n).getCell(column).value);
    const present = values.filter((value): value is string => typeof value === 'string');
    expect(present.length).toBeGreaterThan(0);
    for (const value of present) expect(value).toMatch(MASKED_ID);
  });
});
