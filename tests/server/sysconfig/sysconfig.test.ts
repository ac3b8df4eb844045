// Issue 12, system configuration: required fields per branch (systemManage/fieldRequired), the
// approval levels of reviews (systemManage/auditConfig), the menu resources edited as a tree
// (systemManage/authorityCreation) and the dictionaries (basic/dict).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DictType, ResourceNode, UserInfo } from '../../../src/core/generated/api';
import { auditLevelsOf, nextLevelFor } from '../../../server/sysconfig/auditLevels';
import { entityRows, startFixture, type Fixture } from '../entities/support';

const FIELD_REQUIREMENT = '/ntocc-basic-api/fieldRequirement';
const AUDIT_CONFIG = '/ntocc-basic-api/auditConfig';
const MENU = '/ntocc-basic-api/menuResource';
const DICT_TYPE = '/ntocc-basic-api/dictType';
const DICT_ITEM = '/ntocc-basic-api/dictItem';
const DEPARTMENT = '/ntocc-basic-api/department';

interface Answer<T = Record<string, unknown>> { status: number; msg: string; data: T }
type Errors = { errors: { field: string; key: string }[] };

let f: Fixture;
beforeAll(async () => {
  f = await startFixture();
});
afterAll(() => f.server.close());

async function call<T = Record<string, unknown>>(token: 'admin' | 'staff', path: string, options: { method?: string; json?: unknown; query?: Record<string, string | number>; language?: string } = {}): Promise<Answer<T>> {
  return f.api.call(path, { ...options, token: f.tokens[token] }) as Promise<Answer<T>>;
}

const fieldsOf = (answer: Answer<unknown>) => (answer.data as Errors).errors.map((error) => `${error.field} ${error.key}`);

async function userInfo(token: 'admin' | 'staff'): Promise<UserInfo> {
  return (await call<UserInfo>(token, '/ntocc-basic-api/getUserInfo', { method: 'POST' })).data;
}

function findNode(nodes: readonly ResourceNode[] | undefined, name: string): ResourceNode | undefined {
  for (const node of nodes ?? []) {
    if (node.name === name) return node;
    const found = findNode(node.children, name);
    if (found) return found;
  }
  return undefined;
}

describe('fieldRequired: a branch requires fields beyond the schema, in its forms and on the server at once', () => {
  let requirement: number;

  test('the demo data holds realistic requirements of the branch', async () => {
    // Test servers drop the demo's requirements (testServer.ts): this one keeps them, as seeded.
    const seeded = await startFixture({ demoFieldRequirements: true });
    try {
      const list = await seeded.api.call<{ records: Record<string, unknown>[]; total: number }>(`${FIELD_REQUIREMENT}/list`, { token: seeded.tokens.admin, query: { pageSize: 100 } });
      expect(list.data.total).toBeGreaterThanOrEqual(30);
      expect(new Set(list.data.records.map((record) => record.entityName))).toEqual(new Set(['driver', 'vehicle', 'waybill', 'department']));
    } finally {
      await seeded.server.close();
    }
    expect((await call<{ total: number }>('admin', `${FIELD_REQUIREMENT}/list`)).data.total).toBe(0);
  });

  test('before the requirement a department without a leader is accepted; requiredFields names nothing of it', async () => {
    await f.server.db.deleteFrom('sys_field_requirement' as never).where('entity_name' as never, '=', 'department' as never).execute();
    expect((await call<string[]>('staff', `${DEPARTMENT}/requiredFields`)).data).toEqual([]);
    const created = await call('staff', DEPARTMENT, { json: { name: '无负责人组', status: 'enabled' } });
    expect(created.status).toBe(0);
  });

  test('requiring the leader: the form learns it and the server refuses a department without one', async () => {
    const made = await call('admin', FIELD_REQUIREMENT, { json: { entityName: 'department', fieldName: 'leader', mandatory: true, remark: '部门须有负责人' } });
    expect(made.status).toBe(0);
    requirement = Number(made.data.id);
    expect(made.data.branchName).toBe('顺达网络货运有限公司');
    expect((await call<string[]>('staff', `${DEPARTMENT}/requiredFields`)).data).toEqual(['leader']);
    const refused = await call('staff', DEPARTMENT, { json: { name: '调度二组', status: 'enabled' } });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual(['/leader validation.required']);
    const accepted = await call('staff', DEPARTMENT, { json: { name: '调度二组', status: 'enabled', leader: '王建国' } });
    expect(accepted.status).toBe(0);
  });

  test('an update may not leave a record made before the requirement without the field', async () => {
    const old = await entityRows(f).selectFrom('basic_department').select('id').where('name', '=', '无负责人组').executeTakeFirstOrThrow();
    const refused = await call('staff', `${DEPARTMENT}/${Number(old.id)}`, { method: 'PUT', json: { remark: '改名前' } });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual(['/leader validation.required']);
    expect((await call('staff', `${DEPARTMENT}/${Number(old.id)}`, { method: 'PUT', json: { leader: '李卫东' } })).status).toBe(0);
  });

  test('one requirement per entity and field; switching it off requires nothing', async () => {
    const twice = await call('admin', FIELD_REQUIREMENT, { json: { entityName: 'department', fieldName: 'leader', mandatory: true } });
    expect(twice.status).toBe(422);
    expect(fieldsOf(twice)).toEqual(['/fieldName entityApi.error.duplicate']);
    expect((await call('admin', `${FIELD_REQUIREMENT}/${requirement}`, { method: 'PUT', json: { mandatory: false } })).status).toBe(0);
    expect((await call<string[]>('staff', `${DEPARTMENT}/requiredFields`)).data).toEqual([]);
    expect((await call('staff', DEPARTMENT, { json: { name: '调度三组', status: 'enabled' } })).status).toBe(0);
  });

  test('the entity comes from its dictionary; branch staff do not hold the screen', async () => {
    const unknown = await call('admin', FIELD_REQUIREMENT, { json: { entityName: 'nothing', fieldName: 'leader', mandatory: true } });
    expect(fieldsOf(unknown)).toEqual(['/entityName entityApi.error.unknownCode']);
    expect((await call('staff', `${FIELD_REQUIREMENT}/list`)).status).toBe(403);
  });
});

describe('auditConfig: one or two levels of approval per review, followed through auditLevelsOf', () => {
  test('a review without a configuration needs one level by any approver', async () => {
    await f.server.db.deleteFrom('sys_audit_config' as never).where('review_type' as never, '=', 'invoice' as never).execute();
    expect(await auditLevelsOf(f.server.db, 'SD0001', 'invoice')).toEqual([{ level: 1, role: null }]);
  });

  test('two levels need the second level\'s role; the review then follows both levels in order', async () => {
    const missing = await call('admin', AUDIT_CONFIG, { json: { reviewType: 'invoice', levels: '2', firstRoleCode: 'BRANCH_STAFF', enabled: true } });
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing)).toEqual(['/secondRoleCode validation.required']);
    const made = await call('admin', AUDIT_CONFIG, { json: { reviewType: 'invoice', levels: '2', firstRoleCode: 'BRANCH_STAFF', secondRoleCode: 'PLAT_ADMIN', enabled: true } });
    expect(made.status).toBe(0);
    const levels = await auditLevelsOf(f.server.db, 'SD0001', 'invoice');
    expect(levels).toEqual([{ level: 1, role: 'BRANCH_STAFF' }, { level: 2, role: 'PLAT_ADMIN' }]);
    expect(nextLevelFor(levels, 0, 'BRANCH_STAFF')).toBe(1);
    expect(nextLevelFor(levels, 0, 'PLAT_ADMIN')).toBeNull();
    expect(nextLevelFor(levels, 1, 'PLAT_ADMIN')).toBe(2);
    expect(nextLevelFor(levels, 2, 'PLAT_ADMIN')).toBeNull();
    // One record per review and branch.
    const twice = await call('admin', AUDIT_CONFIG, { json: { reviewType: 'invoice', levels: '1', firstRoleCode: 'BRANCH_STAFF', enabled: true } });
    expect(fieldsOf(twice)).toEqual(['/reviewType entityApi.error.duplicate']);
    // Switched off: the default again.
    expect((await call('admin', `${AUDIT_CONFIG}/${Number(made.data.id)}`, { method: 'PUT', json: { enabled: false } })).status).toBe(0);
    expect(await auditLevelsOf(f.server.db, 'SD0001', 'invoice')).toEqual([{ level: 1, role: null }]);
  });

  test('branch staff do not hold the screen', async () => {
    expect((await call('staff', `${AUDIT_CONFIG}/list`)).status).toBe(403);
  });
});

describe('authorityCreation: the menu tree edited as records; getUserInfo serves what it holds', () => {
  let added: number;
  let systemManage: number;

  test('the tree: roots in menu order, a directory\'s children one level at a time', async () => {
    const roots = await call<{ id: number; title: string; name: string; hasChildren: boolean }[]>('admin', `${MENU}/children`);
    expect(roots.data[0]).toMatchObject({ name: 'Home', title: 'route.Home', hasChildren: true });
    systemManage = roots.data.find((node) => node.name === 'SystemManage')!.id;
    const leaves = await call<{ name: string }[]>('admin', `${MENU}/children`, { query: { parentId: systemManage } });
    expect(leaves.data.map((node) => node.name)).toContain('authorityCreation');
  });

  test('a screen added under a directory goes last, keeps its titles, and shows in the sidebar once a role holds it', async () => {
    const made = await call('admin', MENU, {
      json: { parentId: systemManage, title: '运力看板', titleEn: 'Capacity board', titleEs: 'Panel de capacidad', titleJa: '輸送力ボード', name: 'capacityBoard', path: 'capacityBoard', component: 'home', icon: 'chart', actions: ['approve'] },
    });
    expect(made.status).toBe(0);
    added = Number(made.data.id);
    const siblings = await f.server.db.selectFrom('menu').select(['id', 'sort']).where('parent_id', '=', systemManage).orderBy('sort').execute();
    expect(siblings.at(-1)!.id).toBe(added);
    expect(findNode((await userInfo('staff')).resourceList, 'capacityBoard')).toBeUndefined();
    await f.server.db.insertInto('role_menu').values({ role_code: 'BRANCH_STAFF', menu_id: added }).execute();
    const info = await userInfo('staff');
    const node = findNode(info.resourceList, 'capacityBoard');
    expect(node?.meta).toEqual({ title: '运力看板', titles: { en: 'Capacity board', es: 'Panel de capacidad', ja: '輸送力ボード' }, icon: 'chart' });
    expect(info.permissionlist).toEqual(expect.arrayContaining(['capacityBoard:view', 'capacityBoard:approve']));
  });

  test('hide, reorder and change its action codes: the next user-info load follows', async () => {
    expect((await call('admin', `${MENU}/${added}`, { method: 'PUT', json: { hidden: true, actions: ['approve', 'reject'], standardActions: ['view'] } })).status).toBe(0);
    const info = await userInfo('staff');
    expect(findNode(info.resourceList, 'capacityBoard')?.meta.hidden).toBe(true);
    expect(info.permissionlist.filter((code) => code.startsWith('capacityBoard:')).sort()).toEqual(['capacityBoard:approve', 'capacityBoard:reject', 'capacityBoard:view']);
    const moved = await call('admin', `${MENU}/${added}/move`, { json: { parentId: systemManage, index: 0 } });
    expect(moved.status).toBe(0);
    const first = await f.server.db.selectFrom('menu').select('id').where('parent_id', '=', systemManage).orderBy('sort').executeTakeFirstOrThrow();
    expect(first.id).toBe(added);
  });

  test('names stay unique; a directory with children is not removed; branch staff cannot edit menus', async () => {
    const twice = await call('admin', MENU, { json: { parentId: systemManage, title: '重复', name: 'capacityBoard', path: 'x', component: 'home' } });
    expect(fieldsOf(twice)).toEqual(['/name entityApi.error.duplicate']);
    expect((await call('admin', `${MENU}/${systemManage}`, { method: 'DELETE' })).status).toBe(422);
    expect((await call('staff', `${MENU}/list`)).status).toBe(403);
    expect((await call('admin', `${MENU}/${added}`, { method: 'DELETE' })).status).toBe(0);
    expect(findNode((await userInfo('staff')).resourceList, 'capacityBoard')).toBeUndefined();
  });
});

describe('basic/dict: the dictionaries are edited, listDict answers from them, national lists are read-only', () => {
  async function names(types: string, language?: string): Promise<Record<string, Record<string, { name: string; disabled?: boolean }>>> {
    const answer = await call<DictType[]>('staff', '/ntocc-basic-api/dict/listDict', { query: { types }, language });
    return Object.fromEntries(answer.data.map((dict) => [dict.type, Object.fromEntries(dict.dictList.map(({ code, ...rest }) => [code, rest]))]));
  }

  async function itemId(type: string, code: string): Promise<number> {
    const row = await f.server.db.selectFrom('dict_item').select('id').where('type', '=', type).where('code', '=', code).executeTakeFirstOrThrow();
    return Number(row.id);
  }

  test('the seed keeps the items\' names in the four languages and marks the national lists', async () => {
    const list = await call<{ records: Record<string, unknown>[] }>('admin', `${DICT_ITEM}/list`, { query: { type: 'enable_status' } });
    expect(list.data.records.map((record) => [record.code, record.name, record.nameEn, record.national])).toEqual([
      ['enabled', '启用', 'Enabled', false], ['disabled', '停用', 'Disabled', false],
    ]);
    const national = await call<{ records: Record<string, unknown>[] }>('admin', `${DICT_TYPE}/list`, { query: { type: 'plate_color_code' } });
    expect(national.data.records[0]).toMatchObject({ type: 'plate_color_code', national: true });
  });

  test('a renamed item answers its new name in Chinese and in the language it was given for', async () => {
    const id = await itemId('enable_status', 'disabled');
    expect((await call('admin', `${DICT_ITEM}/${id}`, { method: 'PUT', json: { name: '已停用', nameEn: 'Switched off' } })).status).toBe(0);
    expect((await names('enable_status')).enable_status.disabled.name).toBe('已停用');
    expect((await names('enable_status', 'en')).enable_status.disabled.name).toBe('Switched off');
    expect((await names('enable_status', 'es')).enable_status.disabled.name).toBe('Inactivo');
  });

  test('an item added to a dictionary is a valid code at once; one switched off is marked, not dropped', async () => {
    const made = await call('admin', DICT_ITEM, { json: { type: 'enable_status', code: 'suspended', name: '暂停', nameEn: 'Suspended', sort: 3, enabled: true } });
    expect(made.status).toBe(0);
    expect(made.data.national).toBe(false);
    expect((await call('staff', DEPARTMENT, { json: { name: '暂停组', status: 'suspended' } })).status).toBe(0);
    const twice = await call('admin', DICT_ITEM, { json: { type: 'enable_status', code: 'suspended', name: '重复', sort: 4, enabled: true } });
    expect(fieldsOf(twice)).toEqual(['/code entityApi.error.duplicate']);
    expect((await call('admin', `${DICT_ITEM}/${Number(made.data.id)}`, { method: 'PUT', json: { enabled: false } })).status).toBe(0);
    expect((await names('enable_status')).enable_status.suspended).toEqual({ name: '暂停', disabled: true });
  });

  test('a new dictionary with its items', async () => {
    expect((await call('admin', DICT_TYPE, { json: { type: 'dict_test_grade', name: '测试等级' } })).status).toBe(0);
    expect((await call('admin', DICT_ITEM, { json: { type: 'dict_test_grade', code: 'A', name: '甲级', sort: 1, enabled: true } })).status).toBe(0);
    expect((await names('dict_test_grade')).dict_test_grade).toEqual({ A: { name: '甲级' } });
  });

  test('national code lists: no change, no removal, no new item; their names stay as listed', async () => {
    const id = await itemId('plate_color_code', '2');
    const changed = await call('admin', `${DICT_ITEM}/${id}`, { method: 'PUT', json: { name: '金色' } });
    expect(changed.status).toBe(422);
    expect(fieldsOf(changed)).toEqual(['/name entityApi.error.locked']);
    expect((await call('admin', `${DICT_ITEM}/${id}`, { method: 'DELETE' })).status).toBe(422);
    const added = await call('admin', DICT_ITEM, { json: { type: 'plate_color_code', code: '99', name: '金色', sort: 99, enabled: true } });
    expect(fieldsOf(added)).toEqual(['/type entityApi.error.relationNotFound']);
    const type = await f.server.db.selectFrom('dict_type').select('id').where('type', '=', 'plate_color_code').executeTakeFirstOrThrow();
    expect((await call('admin', `${DICT_TYPE}/${Number(type.id)}`, { method: 'DELETE' })).status).toBe(422);
    expect((await names('plate_color_code')).plate_color_code['2'].name).toBe('黄色');
  });
});
