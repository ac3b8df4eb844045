// The operation log (issue 11, finding 13): every write the server accepts — create, update,
// removal, state action, sign-in, sign-out, password change, role and permission change — leaves
// one row saying who (user, role, branch), when, from where, on which record, and the changed
// fields before and after (masked fields masked). The log is read through the entity API
// (systemManage/operationLog, view and export only) and cannot be written through it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { XLSX_MEDIA_TYPE } from '../../../server/entities/exportXlsx';
import type { OperationLogTable } from '../../../server/storage/schema';
import { newWaybill, otherBranchStaff, startFixture, VEHICLE, WAYBILL, type Fixture } from '../entities/support';

const LOG = '/ntocc-basic-api/operationLog';
const ROLE = '/ntocc-basic-api/role';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

type LogRow = Omit<OperationLogTable, 'id' | 'before_values' | 'after_values'> & {
  id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null;
};

/** The log rows newer than `afterId`, oldest first, with before / after parsed. */
async function rowsAfter(afterId: number): Promise<LogRow[]> {
  const rows = await fx.server.db.selectFrom('operation_log').selectAll().where('id', '>', afterId).orderBy('id').execute();
  return rows.map(({ before_values, after_values, ...row }) => ({
    ...row, before: before_values === null ? null : JSON.parse(before_values), after: after_values === null ? null : JSON.parse(after_values),
  }));
}

async function lastId(): Promise<number> {
  const row = await fx.server.db.selectFrom('operation_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Runs `write` and answers the one log row it left. */
async function theRowOf(write: () => Promise<unknown>): Promise<LogRow> {
  const since = await lastId();
  await write();
  const rows = await rowsAfter(since);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function partyOf(username: string) {
  return fx.server.db.selectFrom('party').select(['code', 'name', 'username']).where('username', '=', username).executeTakeFirstOrThrow();
}

describe('every write through the entity API leaves a row with who, when, where and what changed', () => {
  let waybillId: number;
  let number: string;

  test('a create: the operator, role, branch, address and time; every filled field after, masked ones masked', async () => {
    const staff = await partyOf('staff');
    const row = await theRowOf(async () => {
      const answer = await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill(), token: fx.tokens.staff });
      expect(answer.status).toBe(Status.OK);
      waybillId = answer.data.id;
      number = answer.data.shippingNoteNumber;
    });
    expect(row).toMatchObject({
      operator_code: staff.code, operator_name: staff.name, role_code: 'BRANCH_STAFF', role_name: '分公司运营财务',
      branch_code: 'SD0001', client_address: '127.0.0.1', gmt_created: '2026-03-02 10:00:00',
      operation_kind: 'create', action: 'create', resource: 'waybill', record_id: String(waybillId), record_number: number,
      before: null,
    });
    expect(row.after).toMatchObject({ consignee: '武汉华晟建材有限公司', shippingNoteNumber: number, status: 'pending_dispatch', goodsItemGrossWeight: 32.5 });
    // The record's own id and times are the row's, not changes.
    expect(row.after).not.toHaveProperty('id');
    expect(row.after).not.toHaveProperty('gmtCreated');
    // x-mask fields are kept masked in the log, whoever wrote them.
    expect(row.after?.consignorTelephone).toBe('139****2266');
    expect(row.after?.consignorID).toMatch(/^911302\*{8}[\dA-Z]{4}$/);
  });

  test('an update: only the changed fields, each with its value before and after', async () => {
    const row = await theRowOf(async () => {
      const answer = await fx.api.call(`${WAYBILL}/${waybillId}`, { method: 'PUT', json: { consignee: '武汉恒信建材有限公司', remark: '改收货单位' }, token: fx.tokens.staff });
      expect(answer.status).toBe(Status.OK);
    });
    expect(row).toMatchObject({ operation_kind: 'update', action: 'update', resource: 'waybill', record_id: String(waybillId), record_number: number });
    expect(row.before).toEqual({ consignee: '武汉华晟建材有限公司', remark: null });
    expect(row.after).toEqual({ consignee: '武汉恒信建材有限公司', remark: '改收货单位' });
  });

  test('a state action: its name, the state and the fields it wrote before and after', async () => {
    const vehicle = await fx.server.db.selectFrom('basic_vehicle').select(['id', 'vehicle_number']).where('review_status', '=', 'pending')
      .orderBy('id').limit(1).executeTakeFirstOrThrow();
    const row = await theRowOf(async () => {
      const answer = await fx.api.call(`${VEHICLE}/${vehicle.id}/reject`, { method: 'POST', json: { reviewRemark: '行驶证照片不清晰' }, token: fx.tokens.staff });
      expect(answer.status).toBe(Status.OK);
    });
    expect(row).toMatchObject({
      operation_kind: 'stateAction', action: 'reject', resource: 'vehicle', record_id: String(vehicle.id), record_number: vehicle.vehicle_number,
    });
    expect(row.before).toMatchObject({ reviewStatus: 'pending' });
    expect(row.after).toMatchObject({ reviewStatus: 'rejected', reviewRemark: '行驶证照片不清晰', reviewDateTime: '2026-03-02 10:00:00' });
  });

  test('a removal: every field the record held before, nothing after', async () => {
    const row = await theRowOf(async () => {
      expect((await fx.api.call(`${WAYBILL}/${waybillId}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.OK);
    });
    expect(row).toMatchObject({ operation_kind: 'remove', action: 'remove', resource: 'waybill', record_id: String(waybillId), record_number: number, after: null });
    expect(row.before).toMatchObject({ consignee: '武汉恒信建材有限公司', shippingNoteNumber: number });
  });

  test('a refused write leaves no row', async () => {
    const since = await lastId();
    const refused = await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill({ consignee: '' }), token: fx.tokens.staff });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(await rowsAfter(since)).toEqual([]);
  });
});

describe('sessions: sign-in, sign-out and password change are logged without any secret', () => {
  test('a sign-in names the party, the role it acts as and the grant', async () => {
    const driver = await partyOf('driver');
    const row = await theRowOf(() => fx.api.signIn('driver'));
    expect(row).toMatchObject({
      operator_code: driver.code, operator_name: driver.name, role_code: 'DRIVER', branch_code: 'SD0001', client_address: '127.0.0.1',
      operation_kind: 'signIn', action: 'signIn', resource: 'party', record_id: driver.code, record_number: 'driver', before: null,
    });
    expect(row.after).toMatchObject({ grantType: 'password' });
  });

  test('a refused sign-in is no write and leaves no row', async () => {
    const since = await lastId();
    const refused = await fx.api.authorize(fx.api.signInForm('driver', 'Wrong#Password1'));
    expect(refused.status).not.toBe(Status.OK);
    expect(await rowsAfter(since)).toEqual([]);
  });

  test('a sign-out', async () => {
    const token = await fx.api.signIn('shipper');
    const shipper = await partyOf('shipper');
    const row = await theRowOf(() => fx.api.call('/ntocc-basic-api/logout', { token }));
    expect(row).toMatchObject({ operator_code: shipper.code, role_code: 'SHIPPER', operation_kind: 'signOut', resource: 'party', record_id: shipper.code });
  });

  test('a password change, with neither password in the row', async () => {
    const token = await fx.api.signIn('shipperco');
    const party = await partyOf('shipperco');
    const newPassword = 'Qz7#Freight-2027';
    const row = await theRowOf(async () => {
      const answer = await fx.api.call('/ntocc-basic-api/party/updatePass', {
        method: 'POST', token, query: { oldPassword: DEMO_PASSWORD, newPassword },
      });
      expect(answer.status).toBe(Status.OK);
    });
    expect(row).toMatchObject({ operator_code: party.code, operation_kind: 'passwordChange', action: 'updatePassword', record_id: party.code, before: null, after: null });
    expect(JSON.stringify(row)).not.toContain(newPassword);
    expect(JSON.stringify(row)).not.toContain(DEMO_PASSWORD);
  });
});

describe('roles and permissions', () => {
  test('a role made: its grants after', async () => {
    const row = await theRowOf(async () => {
      const answer = await fx.api.call(ROLE, { method: 'POST', token: fx.tokens.admin, json: { code: 'AUDITOR', name: '稽核员', dataScope: 'branch', menus: ['waybillManage'] } });
      expect(answer.status).toBe(Status.OK);
    });
    expect(row).toMatchObject({ role_code: 'PLAT_ADMIN', operation_kind: 'roleChange', action: 'create', resource: 'role', record_id: 'AUDITOR', before: null });
    expect(row.after).toEqual({ name: '稽核员', dataScope: 'branch', menus: ['waybillManage'] });
  });

  test('a role changed: the permissions it gained and lost, before and after', async () => {
    const row = await theRowOf(async () => {
      const answer = await fx.api.call(`${ROLE}/AUDITOR`, {
        method: 'PUT', token: fx.tokens.admin, json: { name: '稽核员', dataScope: 'branch', menus: ['waybillManage', 'DriverManage'], deny: ['DriverManage:remove'] },
      });
      expect(answer.status).toBe(Status.OK);
    });
    expect(row).toMatchObject({ operation_kind: 'roleChange', action: 'update', record_id: 'AUDITOR' });
    expect(row.before).toEqual({ menus: ['waybillManage'], deny: null });
    expect(row.after).toEqual({ menus: ['DriverManage', 'waybillManage'], deny: ['DriverManage:remove'] });
  });

  test('a role given to a party: the party\'s roles before and after', async () => {
    const driver = await partyOf('driver');
    const row = await theRowOf(async () => {
      const answer = await fx.api.call(`${ROLE}/AUDITOR/assign`, { method: 'POST', token: fx.tokens.admin, json: { partyCode: driver.code } });
      expect(answer.status).toBe(Status.OK);
    });
    expect(row).toMatchObject({ operation_kind: 'permissionChange', action: 'assign', resource: 'party', record_id: driver.code, record_number: 'AUDITOR' });
    expect(row.before).toEqual({ roles: ['DRIVER'] });
    expect(row.after).toEqual({ roles: ['DRIVER', 'AUDITOR'] });
  });
});

describe('the log is read through the API and cannot be written, edited or removed', () => {
  test('the platform administrator lists it, newest first, filtered by user, record, action and date range', async () => {
    const staff = await partyOf('staff');
    const all = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { pageSize: 100 } });
    expect(all.status).toBe(Status.OK);
    expect(all.data.total).toBe(Number((await fx.server.db.selectFrom('operation_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    const ids = all.data.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byUser = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { operatorCode: staff.code } });
    expect(byUser.data.total).toBeGreaterThan(0);
    expect(byUser.data.records.every((r: { operatorCode: string }) => r.operatorCode === staff.code)).toBe(true);

    const byKind = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { operationKind: 'signIn', operatorName: staff.name } });
    expect(byKind.data.records.length).toBeGreaterThan(0);
    expect(byKind.data.records.every((r: { operationKind: string; operatorName: string }) => r.operationKind === 'signIn' && r.operatorName === staff.name)).toBe(true);

    const byRecord = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { resource: 'role', recordNumber: 'AUDIT' } });
    expect(byRecord.data.records.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'update']);

    const inRange = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { gmtCreatedStart: '2026-03-02 00:00:00', gmtCreatedEnd: '2026-03-02 23:59:59' } });
    expect(inRange.data.total).toBe(all.data.total);
    const outOfRange = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { gmtCreatedStart: '2026-03-03 00:00:00' } });
    expect(outOfRange.data.total).toBe(0);
  });

  test('it exports as a spreadsheet', async () => {
    const response = await fetch(new URL(`${LOG}/export`, fx.server.url), { headers: { authorization: `Bearer ${fx.tokens.admin}` } });
    expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    const body = Buffer.from(await response.arrayBuffer());
    // An xlsx is a zip archive.
    expect(body.subarray(0, 2).toString()).toBe('PK');
  });

  test('create, update and delete answer 403 even for the platform administrator, and change nothing', async () => {
    const before = await fx.server.db.selectFrom('operation_log').selectAll().orderBy('id').execute();
    const someId = before[0]!.id;
    const writes = [
      fx.api.call(LOG, { method: 'POST', json: {}, token: fx.tokens.admin }),
      fx.api.call(LOG, { method: 'POST', json: { operatorCode: 'X', operatorName: 'X', roleCode: 'X', branchCode: 'SD0001', clientAddress: 'x', operationKind: 'create', action: 'x', resource: 'x' }, token: fx.tokens.admin }),
      fx.api.call(`${LOG}/${someId}`, { method: 'PUT', json: { afterValues: '{}' }, token: fx.tokens.admin }),
      fx.api.call(`${LOG}/${someId}`, { method: 'DELETE', token: fx.tokens.admin }),
      fx.api.call(`${LOG}/${someId}`, { method: 'DELETE', token: fx.tokens.staff }),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.status).toBe(Status.FORBIDDEN);
    expect(await fx.server.db.selectFrom('operation_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  test('even a screen that offered every standard action would not open it to writes', async () => {
    await fx.server.db.updateTable('menu').set({ standard_actions: null }).where('name', '=', 'operationLog').execute();
    try {
      const before = await fx.server.db.selectFrom('operation_log').selectAll().orderBy('id').execute();
      expect((await fx.api.call(LOG, { method: 'POST', json: {}, token: fx.tokens.admin })).status).toBe(Status.FORBIDDEN);
      expect((await fx.api.call(`${LOG}/${before[0]!.id}`, { method: 'DELETE', token: fx.tokens.admin })).status).toBe(Status.FORBIDDEN);
      expect(await fx.server.db.selectFrom('operation_log').selectAll().orderBy('id').execute()).toEqual(before);
    } finally {
      await fx.server.db.updateTable('menu').set({ standard_actions: '["view","export"]' }).where('name', '=', 'operationLog').execute();
    }
  });

  test('the screen offers view and export only; shippers and drivers cannot read it', async () => {
    const codes = (await fx.api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token: fx.tokens.admin })).data.permissionlist as string[];
    expect(codes.filter((code) => code.startsWith('operationLog:')).sort()).toEqual(['operationLog:export', 'operationLog:view']);
    expect((await fx.api.call(`${LOG}/list`, { token: fx.tokens.shipper })).status).toBe(Status.FORBIDDEN);
    expect((await fx.api.call(`${LOG}/list`, { token: fx.tokens.driver })).status).toBe(Status.FORBIDDEN);
  });
});

describe('data scope: a branch\'s staff see its rows only', () => {
  test('the other branch\'s sign-in is seen by the administrator and by that branch, not by this one', async () => {
    const jyToken = await otherBranchStaff(fx);
    const jy = await partyOf('jystaff');
    const jyRows = await fx.api.call(`${LOG}/list`, { token: jyToken, query: { pageSize: 100 } });
    expect(jyRows.status).toBe(Status.OK);
    expect(jyRows.data.records.length).toBeGreaterThan(0);
    expect(jyRows.data.records.every((r: { branchCode: string }) => r.branchCode === 'JY0002')).toBe(true);
    expect(jyRows.data.records.map((r: { operatorCode: string }) => r.operatorCode)).toContain(jy.code);

    const ours = await fx.api.call(`${LOG}/list`, { token: fx.tokens.staff, query: { operatorCode: jy.code } });
    expect(ours.data.total).toBe(0);
    const admin = await fx.api.call(`${LOG}/list`, { token: fx.tokens.admin, query: { operatorCode: jy.code } });
    expect(admin.data.total).toBeGreaterThan(0);
    const jyRowId = admin.data.records[0].id;
    expect((await fx.api.call(`${LOG}/${jyRowId}`, { token: fx.tokens.staff })).status).toBe(Status.NOT_FOUND);
  });
});
