// Trees (x-parent, issue 9 section 4), on the department entity and its demo tree: children one
// level at a time in sibling order with hasChildren, create a child, move with cycles refused,
// removal of a node with children refused, the caller's scope and permissions.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { entityRows, otherBranchStaff, startFixture, type Fixture } from './support';

const DEPARTMENT = '/ntocc-basic-api/department';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

interface Node { id: number; name: string; parentId?: number; sortOrder: number; branchCode: string; hasChildren: boolean }

async function children(parentId?: number, token = fx.tokens.staff): Promise<Node[]> {
  const answer = await fx.api.call<Node[]>(`${DEPARTMENT}/children`, { token, query: parentId === undefined ? {} : { parentId } });
  expect(answer.status).toBe(Status.OK);
  return answer.data;
}

/** The database as the entity API sees it (entity tables are not in the typed schema). */
const rows = () => entityRows(fx);

const names = (nodes: Node[]) => nodes.map((node) => node.name);

async function nodeNamed(name: string): Promise<Node> {
  const row = await rows().selectFrom('basic_department').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const answer = await fx.api.call<Node>(`${DEPARTMENT}/${row.id}`, { token: fx.tokens.staff });
  return answer.data;
}

const move = (id: number, json: unknown, token = fx.tokens.staff, language?: string) =>
  fx.api.call(`${DEPARTMENT}/${id}/move`, { method: 'POST', json, token, language });

/** Every department row, to prove a refusal changed nothing. */
const lastLogId = async () => Number((await fx.server.db.selectFrom('operation_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
const allRows = () => rows().selectFrom('basic_department').selectAll().orderBy('id').execute();

describe('children: one level at a time, in sibling order', () => {
  test('without parentId the roots of the branch come in their order, each saying whether it has children', async () => {
    const roots = await children();
    expect(names(roots)).toEqual(['总经理办公室', '运营部', '财务部', '安全管理部', '市场部', '综合管理部']);
    expect(roots.map((node) => node.sortOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(roots.find((node) => node.name === '总经理办公室')!.hasChildren).toBe(false);
    expect(roots.find((node) => node.name === '运营部')!.hasChildren).toBe(true);
    expect(roots.every((node) => node.parentId === undefined)).toBe(true);
  });

  test('parentId answers that node’s children only (loaded lazily when it is expanded)', async () => {
    const operations = await nodeNamed('运营部');
    const under = await children(operations.id);
    expect(names(under)).toEqual(['调度组', '客服组', '车辆管理组']);
    expect(under.every((node) => node.parentId === operations.id && !node.hasChildren)).toBe(true);
    expect(await children((await nodeNamed('调度组')).id)).toEqual([]);
  });

  test('an unknown query parameter or a parentId that is no id is refused with 422', async () => {
    const unknown = await fx.api.call(`${DEPARTMENT}/children`, { token: fx.tokens.staff, query: { parent: 1 } });
    expect(unknown.status).toBe(Status.INVALID_PAYLOAD);
    const bad = await fx.api.call(`${DEPARTMENT}/children`, { token: fx.tokens.staff, query: { parentId: 'x' } });
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('create a child: an ordinary create naming the parent', () => {
  test('the new child goes last among its siblings and its parent now has children', async () => {
    const office = await nodeNamed('总经理办公室');
    const created = await fx.api.call<Node>(DEPARTMENT, { method: 'POST', token: fx.tokens.staff, json: { name: '秘书组', parentId: office.id, status: 'enabled' } });
    expect(created.status).toBe(Status.OK);
    expect(created.data).toMatchObject({ name: '秘书组', parentId: office.id, sortOrder: 1, branchCode: 'SD0001' });
    const second = await fx.api.call<Node>(DEPARTMENT, { method: 'POST', token: fx.tokens.staff, json: { name: '档案组', parentId: office.id, status: 'enabled' } });
    expect(second.data.sortOrder).toBe(2);
    expect(names(await children(office.id))).toEqual(['秘书组', '档案组']);
    expect((await children()).find((node) => node.id === office.id)!.hasChildren).toBe(true);
  });

  test('a parent that does not exist is refused on the parent field', async () => {
    const answer = await fx.api.call(DEPARTMENT, { method: 'POST', token: fx.tokens.staff, json: { name: '幽灵组', parentId: 999999, status: 'enabled' } });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/parentId' })]);
  });
});

describe('move: under another node or to the top, never under itself', () => {
  test('a node moves under another parent at the given position; the siblings there are renumbered', async () => {
    const billing = await nodeNamed('开票组');
    const operations = await nodeNamed('运营部');
    const answer = await move(billing.id, { parentId: operations.id, index: 1 });
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ id: billing.id, parentId: operations.id, sortOrder: 2 });
    const under = await children(operations.id);
    expect(names(under)).toEqual(['调度组', '开票组', '客服组', '车辆管理组']);
    expect(under.map((node) => node.sortOrder)).toEqual([1, 2, 3, 4]);
    expect(names(await children((await nodeNamed('财务部')).id))).toEqual(['结算组']);
  });

  test('without index the node goes last; parentId null makes it a root', async () => {
    const billing = await nodeNamed('开票组');
    const finance = await nodeNamed('财务部');
    expect((await move(billing.id, { parentId: finance.id })).data).toMatchObject({ parentId: finance.id, sortOrder: 2 });
    const top = await move(billing.id, { parentId: null });
    expect(top.status).toBe(Status.OK);
    expect(top.data.parentId).toBeUndefined();
    expect(names(await children()).at(-1)).toBe('开票组');
    expect((await move(billing.id, { parentId: finance.id, index: 0 })).data.sortOrder).toBe(1);
    expect(names(await children(finance.id))).toEqual(['开票组', '结算组']);
  });

  test('a move is logged like an update (the parent before and after), and a refused one is not', async () => {
    const billing = await nodeNamed('开票组');
    const operations = await nodeNamed('运营部');
    const since = await lastLogId();
    expect((await move(billing.id, { parentId: operations.id })).status).toBe(Status.OK);
    expect((await move(operations.id, { parentId: billing.id })).status).toBe(Status.INVALID_PAYLOAD);
    const logged = await fx.server.db.selectFrom('operation_log').selectAll().where('id', '>', since).execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ operation_kind: 'update', action: 'move', resource: 'department', record_id: String(billing.id) });
    expect(JSON.parse(logged[0]!.after_values!)).toMatchObject({ parentId: operations.id });
  });

  test('a node moved under itself is refused with a message naming both, and nothing changes', async () => {
    const market = await nodeNamed('市场部');
    const before = await allRows();
    const answer = await move(market.id, { parentId: market.id });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.msg).toBe('不能把“市场部”移到“市场部”下：那是它自己或它的下级');
    expect(await allRows()).toEqual(before);
  });

  test('a node moved under its child is refused, in the caller’s language', async () => {
    const market = await nodeNamed('市场部');
    const north = await nodeNamed('华北大区');
    const before = await allRows();
    const answer = await move(market.id, { parentId: north.id }, fx.tokens.staff, 'en');
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.msg).toBe('“市场部” cannot go under “华北大区”: that is itself or one of its descendants');
    expect(await allRows()).toEqual(before);
  });

  test('a node moved under its grandchild is refused', async () => {
    const safety = await nodeNamed('安全管理部');
    const monitoring = await nodeNamed('安全监控组');
    const grandchild = await fx.api.call<Node>(DEPARTMENT, { method: 'POST', token: fx.tokens.staff, json: { name: '夜班监控', parentId: monitoring.id, status: 'enabled' } });
    const before = await allRows();
    const answer = await move(safety.id, { parentId: grandchild.data.id });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.msg).toContain('安全管理部');
    expect(await allRows()).toEqual(before);
  });

  test('an update that names a descendant as the parent is refused on the parent field', async () => {
    const market = await nodeNamed('市场部');
    const east = await nodeNamed('华东大区');
    const answer = await fx.api.call(`${DEPARTMENT}/${market.id}`, { method: 'PUT', token: fx.tokens.staff, json: { parentId: east.id } });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/parentId', key: 'entityApi.error.parentCycle' })]);
    expect((await nodeNamed('市场部')).parentId).toBeUndefined();
  });

  test('a body without parentId, or with more, is refused with 422', async () => {
    const market = await nodeNamed('市场部');
    expect((await move(market.id, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect((await move(market.id, { parentId: null, extra: 1 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await move(market.id, { parentId: 'x' })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('remove: a node with children stays', () => {
  test('removing a node that has children is refused with a message naming it', async () => {
    const operations = await nodeNamed('运营部');
    const answer = await fx.api.call(`${DEPARTMENT}/${operations.id}`, { method: 'DELETE', token: fx.tokens.staff });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.msg).toBe('“运营部”下还有下级，请先移走或删除下级');
    expect((await nodeNamed('运营部')).id).toBe(operations.id);
  });

  test('a leaf is removed', async () => {
    const leaf = await nodeNamed('人事行政组');
    const answer = await fx.api.call(`${DEPARTMENT}/${leaf.id}`, { method: 'DELETE', token: fx.tokens.staff });
    expect(answer.status).toBe(Status.OK);
    expect((await children((await nodeNamed('综合管理部')).id))).toEqual([]);
  });
});

describe('scope: another branch’s nodes are out of reach', () => {
  test('another branch sees none of these nodes; their children and moves answer as if they did not exist', async () => {
    const token = await otherBranchStaff(fx);
    expect(await children(undefined, token)).toEqual([]);
    const operations = await nodeNamed('运营部');
    expect(await children(operations.id, token)).toEqual([]);
    expect((await move(operations.id, { parentId: null }, token)).status).toBe(Status.NOT_FOUND);
    const own = await fx.api.call<Node>(DEPARTMENT, { method: 'POST', token, json: { name: '捷运调度部', status: 'enabled' } });
    expect(own.data).toMatchObject({ name: '捷运调度部', sortOrder: 1, branchCode: 'JY0002' });
    // Under a node of the other branch: refused, as an unknown parent.
    const across = await move(own.data.id, { parentId: operations.id }, token);
    expect(across.status).toBe(Status.INVALID_PAYLOAD);
    expect(names(await children(undefined, token))).toEqual(['捷运调度部']);
    // The demo branch's staff do not see it either.
    expect(names(await children())).not.toContain('捷运调度部');
  });
});

describe('permissions: the list’s view for children, edit for a move', () => {
  test('a caller without the department screen is refused with 403', async () => {
    const answer = await fx.api.call(`${DEPARTMENT}/children`, { token: fx.tokens.shipper });
    expect(answer.status).toBe(Status.FORBIDDEN);
    const market = await nodeNamed('市场部');
    expect((await move(market.id, { parentId: null }, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });

  test('a role denied department:edit may list children but not move', async () => {
    await fx.server.db.insertInto('role_permission_deny').values({ role_code: 'BRANCH_STAFF', code: 'department:edit' }).execute();
    try {
      expect((await children()).length).toBeGreaterThan(0);
      const market = await nodeNamed('市场部');
      expect((await move(market.id, { parentId: null })).status).toBe(Status.FORBIDDEN);
    } finally {
      await fx.server.db.deleteFrom('role_permission_deny').where('role_code', '=', 'BRANCH_STAFF').where('code', '=', 'department:edit').execute();
    }
  });
});
