// Saved list views and list layouts (server/views/routes.ts): kept per user, one default per
// screen, shared read-only with the users of the owner's role in his branch.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../src/core/api/status';
import type { SavedView, SavedViewState } from '../../src/core/generated/api';
import { startFixture, type Fixture } from './entities/support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

const SCREEN = 'tms/transportManage/waybillManage';
const state = (filters: Record<string, string> = {}): SavedViewState => ({
  filters, ranges: { consignmentDateTime: { start: '2026-11-01', end: '2026-11-30' } }, areas: {},
  sortField: 'consignmentDateTime', sortType: 'desc', columns: { order: ['shippingNoteNumber', 'status'], hidden: ['status'] }, density: 'compact',
});
const list = async (token: string, screen = SCREEN) => (await fx.api.call<SavedView[]>('/ntocc-basic-api/savedView', { token, query: { screen } })).data;
const create = (token: string, body: Record<string, unknown>) => fx.api.call<SavedView>('/ntocc-basic-api/savedView', { token, json: { screen: SCREEN, ...body } });
const change = (token: string, id: number, json: Record<string, unknown>) => fx.api.call<SavedView>(`/ntocc-basic-api/savedView/${id}`, { token, method: 'PUT', json });
const remove = (token: string, id: number) => fx.api.call(`/ntocc-basic-api/savedView/${id}`, { token, method: 'DELETE' });

describe('saved views', () => {
  test('a view keeps what was saved and is the owner\'s alone until shared', async () => {
    const made = await create(fx.tokens.shipper, { name: '本月装货', state: state({ status: 'loaded' }) });
    expect(made.status).toBe(Status.OK);
    expect(made.data).toMatchObject({ name: '本月装货', own: true, isDefault: false, shared: false, state: state({ status: 'loaded' }) });
    expect((await list(fx.tokens.shipper)).map((view) => view.name)).toEqual(['本月装货']);
    expect(await list(fx.tokens.shipperco)).toEqual([]);
    expect(await list(fx.tokens.shipper, 'basic/vehicle')).toEqual([]);
  });

  test('shared: offered read-only to the same role, not to another role', async () => {
    const made = await create(fx.tokens.shipper, { name: '共享视图', state: state(), shared: true });
    const seen = await list(fx.tokens.shipperco);
    expect(seen.map((view) => [view.name, view.own, view.ownerName !== ''])).toEqual([['共享视图', false, true]]);
    expect(await list(fx.tokens.driver)).toEqual([]);
    expect(await list(fx.tokens.staff)).toEqual([]);
    // Read-only for the others: changing or deleting it is refused as not found, nothing changes.
    expect((await change(fx.tokens.shipperco, made.data.id, { name: '被改' })).status).toBe(Status.NOT_FOUND);
    expect((await remove(fx.tokens.shipperco, made.data.id)).status).toBe(Status.NOT_FOUND);
    expect((await list(fx.tokens.shipperco))[0]!.name).toBe('共享视图');
    await change(fx.tokens.shipper, made.data.id, { shared: false });
    expect(await list(fx.tokens.shipperco)).toEqual([]);
  });

  test('one default per user and screen: choosing another clears the first', async () => {
    const first = await create(fx.tokens.staff, { name: '默认一', state: state(), isDefault: true });
    const second = await create(fx.tokens.staff, { name: '默认二', state: state(), isDefault: true });
    let views = await list(fx.tokens.staff);
    expect(views.filter((view) => view.isDefault).map((view) => view.id)).toEqual([second.data.id]);
    await change(fx.tokens.staff, first.data.id, { isDefault: true });
    views = await list(fx.tokens.staff);
    expect(views.filter((view) => view.isDefault).map((view) => view.id)).toEqual([first.data.id]);
  });

  test('names are unique per user and screen; bad payloads are refused with the field', async () => {
    await create(fx.tokens.driver, { name: '我的运单', state: state() });
    const again = await create(fx.tokens.driver, { name: '我的运单', state: state() });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    expect(again.msg).toContain('我的运单');
    const noName = await create(fx.tokens.driver, { name: '', state: state() });
    expect(noName.status).toBe(Status.INVALID_PAYLOAD);
    const badDensity = await create(fx.tokens.driver, { name: '行高', state: { ...state(), density: 'huge' } });
    expect(badDensity.status).toBe(Status.INVALID_PAYLOAD);
    const badScreen = await fx.api.call('/ntocc-basic-api/savedView', { token: fx.tokens.driver, json: { screen: '../etc', name: 'x', state: state() } });
    expect(badScreen.status).toBe(Status.INVALID_PAYLOAD);
    expect((await list(fx.tokens.driver)).map((view) => view.name)).toEqual(['我的运单']);
  });

  test('renaming, overwriting and deleting one\'s own view', async () => {
    const made = await create(fx.tokens.admin, { name: '旧名', state: state() });
    const renamed = await change(fx.tokens.admin, made.data.id, { name: '新名', state: state({ shippingNoteNumber: 'YD2026' }) });
    expect(renamed.data).toMatchObject({ name: '新名', state: state({ shippingNoteNumber: 'YD2026' }) });
    expect((await remove(fx.tokens.admin, made.data.id)).status).toBe(Status.OK);
    expect(await list(fx.tokens.admin)).toEqual([]);
  });

  test('without a session: 401', async () => {
    expect((await fx.api.call('/ntocc-basic-api/savedView', { query: { screen: SCREEN } })).status).toBe(Status.UNAUTHENTICATED);
  });
});

describe('list layouts', () => {
  test('kept per user and screen, answered null before any is kept', async () => {
    const read = (token: string) => fx.api.call('/ntocc-basic-api/listLayout', { token, query: { screen: 'basic/vehicle' } });
    expect((await read(fx.tokens.staff)).data).toBeNull();
    const layout = { columns: { order: ['vehicleNumber', 'vehicleType'], hidden: ['vehicleType'] }, density: 'compact' };
    const kept = await fx.api.call('/ntocc-basic-api/listLayout', { token: fx.tokens.staff, method: 'PUT', query: { screen: 'basic/vehicle' }, json: layout });
    expect(kept.status).toBe(Status.OK);
    expect((await read(fx.tokens.staff)).data).toEqual(layout);
    const replaced = { ...layout, density: 'comfortable' };
    await fx.api.call('/ntocc-basic-api/listLayout', { token: fx.tokens.staff, method: 'PUT', query: { screen: 'basic/vehicle' }, json: replaced });
    expect((await read(fx.tokens.staff)).data).toEqual(replaced);
    expect((await read(fx.tokens.driver)).data).toBeNull();
    // A related table of a detail page is named by its page and entity.
    const related = await fx.api.call('/ntocc-basic-api/listLayout', { token: fx.tokens.staff, query: { screen: 'oilCard/detail#oilCardAllocation' } });
    expect(related).toMatchObject({ status: Status.OK, data: null });
    const bad = await fx.api.call('/ntocc-basic-api/listLayout', { token: fx.tokens.staff, method: 'PUT', query: { screen: 'basic/vehicle' }, json: { columns: { order: [] } } });
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
  });
});
