// x-view entities (reports over joined data): the API reads them like any entity, within the
// caller's scope, and refuses every write even when a role's screen grants add, edit and remove.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from './support';

const REPORT_QUALITY = '/ntocc-tms-api/reportQuality';
let fx: Fixture;

beforeAll(async () => {
  fx = await startFixture();
  // The screen over the view grants every standard action to the roles holding it.
  await fx.server.db.updateTable('menu').set({ standard_actions: JSON.stringify(['view', 'add', 'edit', 'remove', 'export']) })
    .where('resource', '=', 'reportQuality').execute();
});

afterAll(async () => {
  await fx?.server.close();
});

describe('a view entity', () => {
  test('lists its rows in the caller\'s scope: a driver given the screen sees only his own line', async () => {
    const screen = await fx.server.db.selectFrom('menu').select('id').where('resource', '=', 'reportQuality').executeTakeFirstOrThrow();
    const driver = await fx.server.db.selectFrom('party').innerJoin('party_role', 'party_role.party_id', 'party.id')
      .select('party_role.role_code').where('party.username', '=', 'driver').executeTakeFirstOrThrow();
    await fx.server.db.insertInto('role_menu').values({ role_code: driver.role_code, menu_id: screen.id }).execute();
    const all = await fx.api.call<{ records: { driverCode: string }[]; total: number }>(`${REPORT_QUALITY}/list`, { query: { pageSize: 100 }, token: fx.tokens.admin });
    expect(all.status).toBe(Status.OK);
    expect(all.data.total).toBeGreaterThan(1);
    const own = await fx.api.call<{ records: { driverCode: string }[] }>(`${REPORT_QUALITY}/list`, { query: { pageSize: 100 }, token: fx.tokens.driver });
    expect(own.status).toBe(Status.OK);
    expect(own.data.records.length).toBeGreaterThan(0);
    expect(new Set(own.data.records.map((row) => row.driverCode))).toEqual(new Set([fx.codes.driver]));
  });

  test('refuses a create, an update and a removal whatever the role holds, and the view is unchanged', async () => {
    const first = (await fx.api.call<{ records: Record<string, unknown>[] }>(`${REPORT_QUALITY}/list`, { query: { pageSize: 10 }, token: fx.tokens.admin })).data.records[0]!;
    const created = await fx.api.call(REPORT_QUALITY, { method: 'POST', json: { driverName: '张三' }, token: fx.tokens.admin });
    const updated = await fx.api.call(`${REPORT_QUALITY}/${String(first.id)}`, { method: 'PUT', json: { ...first, driverName: '改名' }, token: fx.tokens.admin });
    const removed = await fx.api.call(`${REPORT_QUALITY}/${String(first.id)}`, { method: 'DELETE', token: fx.tokens.admin });
    for (const answer of [created, updated, removed]) expect(answer.status).toBe(Status.FORBIDDEN);
    const again = await fx.api.call<Record<string, unknown>>(`${REPORT_QUALITY}/${String(first.id)}`, { token: fx.tokens.admin });
    expect(again.data.driverName).toBe(first.driverName);
  });
});
