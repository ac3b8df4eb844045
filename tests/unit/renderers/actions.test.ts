// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/core/generated/page-language';
import { entityFor } from '../../../renderers/entities';
import { actionConfirm, actionLabel, linkQuery, rowActionsFor, toolbarActions } from '../../../renderers/list/actions';
import { columnPrefsKey, dropColumn, moveColumn, readCachedLayout, writeCachedLayout } from '../../../renderers/list/columnPrefs';
import { routeOfComponent } from '../../../renderers/shared/routeOfComponent';
import waybillPage from '../../../pages/tms/transportManage/waybillManage.json';

const page = waybillPage as unknown as ListPage;
const waybill = entityFor('waybill');
const everything = () => true;
const nothing = () => false;
const names = (actions: { type: string; action?: string }[]) => actions.map((action) => action.action ?? action.type);

describe('issue 5: actions hidden when the permission helper says no', () => {
  it('toolbar', () => {
    expect(names(toolbarActions(page.toolbar, everything))).toEqual(['create', 'export']);
    expect(toolbarActions(page.toolbar, nothing)).toEqual([]);
    expect(names(toolbarActions(page.toolbar, (code) => code === 'waybillManage:export'))).toEqual(['export']);
  });

  it('an action without a permission code always shows', () => {
    // 详情 and 查看轨迹; 分享轨迹 needs waybillManage:view.
    expect(names(rowActionsFor(waybill, page.rowActions, { status: 'loaded' }, nothing))).toEqual(['link', 'link']);
  });
});

describe("page language: a row action shows when the row satisfies its `when` and the state action's from-states", () => {
  it.each([
    ['pending_dispatch', ['link', 'edit', 'dispatch', 'cancel', 'remove']],
    ['dispatched', ['link', 'edit', 'load', 'share', 'exchange', 'cancel']],
    ['loaded', ['link', 'unload', 'link', 'share', 'exchange']],
    ['completed', ['link', 'link']],
  ])('status %s -> %j', (status, expected) => {
    expect(names(rowActionsFor(waybill, page.rowActions, { status }, everything))).toEqual(expected);
  });

  it('`when` cannot widen a state action beyond its from-states', () => {
    const widened = [{ type: 'state' as const, action: 'load', when: { field: 'status', in: ['dispatched', 'completed'] as [string, ...string[]] } }];
    expect(rowActionsFor(waybill, widened, { status: 'completed' }, everything)).toEqual([]);
  });
});

describe('action texts', () => {
  it('label: the page label, else the state action label, else page.action.<type>', () => {
    expect(actionLabel(waybill, { type: 'link', to: 'x', label: 'page.action.detail' })).toBe('page.action.detail');
    expect(actionLabel(waybill, { type: 'state', action: 'load' })).toBe('entity.waybill.action.load');
    expect(actionLabel(waybill, { type: 'create' })).toBe('page.action.create');
  });
  it("confirmation: the page's, else the state action's", () => {
    expect(actionConfirm(waybill, { type: 'state', action: 'load' })).toBe('entity.waybill.confirm.load');
    expect(actionConfirm(waybill, { type: 'state', action: 'dispatch' })).toBeUndefined();
    expect(actionConfirm(waybill, { type: 'remove', confirm: 'page.confirm.remove' })).toBe('page.confirm.remove');
  });
});

describe('links open the page of the menu component with the row values as query', () => {
  it('query parameters come from the named row fields', () => {
    expect(linkQuery({ type: 'link', params: { id: 'id', no: 'shippingNoteNumber' } }, { id: 7, shippingNoteNumber: 'YD1' }).toString()).toBe('id=7&no=YD1');
  });
  it('the route is the menu path of the component, else /<component>', () => {
    const routes = [
      { path: '/tms', name: 'tms', component: 'Layout', meta: { title: '' }, hidden: false, children: [{ path: '/tms/waybillDetail', name: 'waybillDetail', component: 'tms/transportManage/waybillDetail', meta: { title: '' }, hidden: true }] },
    ];
    expect(routeOfComponent(routes, 'tms/transportManage/waybillDetail')).toBe('/tms/waybillDetail');
    expect(routeOfComponent(routes, 'basic/DriverDetail')).toBe('/basic/DriverDetail');
  });
});

describe('issue 5 / issue 10: column show/hide, order and density cached per user in local storage', () => {
  const key = columnPrefsKey('U001', 'basic/vehicle');
  it('the key names the user and the screen', () => {
    expect(key).toBe('listColumns:U001:basic/vehicle');
  });
  it('stored choices are reconciled with the columns of today', () => {
    writeCachedLayout(key, { columns: { order: ['b', 'gone', 'a'], hidden: ['a', 'gone'] }, density: 'compact' });
    expect(readCachedLayout(key, ['a', 'b', 'c'])).toEqual({ columns: { order: ['b', 'a', 'c'], hidden: ['a'] }, density: 'compact' });
  });
  it('nothing stored: page order, nothing hidden, default density', () => {
    localStorage.setItem(key, 'not json');
    expect(readCachedLayout(key, ['a', 'b'])).toEqual({ columns: { order: ['a', 'b'], hidden: [] }, density: 'comfortable' });
  });
  it('dropping a dragged column puts it where the target was, both ways', () => {
    expect(dropColumn(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropColumn(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropColumn(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(dropColumn(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
  it('moving a column swaps it with its neighbour, not past the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
