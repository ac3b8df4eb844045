import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import {
  EMPTY_TAGS,
  close,
  closeAll,
  closeOthers,
  closeSide,
  keepGranted,
  nameRecord,
  parseTags,
  refresh,
  serializeTags,
  tagFor,
  visit,
  withAffixTabs,
  type TagsState,
} from '../../../src/session/tagsModel';

const route = (name: string, meta: Partial<AppRoute['meta']> = {}) => ({ name, meta: { title: `route.${name}`, ...meta } });
const home = tagFor(route('Dashboard', { affix: true }), { pathname: '/home', search: '' });
const drivers = tagFor(route('DriverManage', { keepAlive: true }), { pathname: '/basic/DriverManage', search: '' });
const orders = tagFor(route('Ordermanage', { keepAlive: true }), { pathname: '/tms/order/Ordermanage', search: '' });
const report = tagFor(route('Report', { noCache: true }), { pathname: '/report', search: '?month=5' });

function opened(...views: ReturnType<typeof tagFor>[]): TagsState {
  return views.reduce(visit, withAffixTabs(EMPTY_TAGS, [home]));
}

describe('visited views become tabs', () => {
  it('a visit adds a tab at the end and makes it active', () => {
    const state = opened(drivers, orders);
    expect(state.views.map((view) => view.key)).toEqual(['/home', '/basic/DriverManage', '/tms/order/Ordermanage']);
    expect(state.active).toBe('/tms/order/Ordermanage');
  });

  it('visiting an open tab again activates it without adding another', () => {
    const state = visit(opened(drivers, orders), drivers);
    expect(state.views).toHaveLength(3);
    expect(state.active).toBe('/basic/DriverManage');
  });

  it('visiting the active tab again leaves the state as it is', () => {
    const state = opened(drivers);
    expect(visit(state, drivers)).toBe(state);
  });

  it('the same page opened with a different query is its own tab', () => {
    const may = tagFor(route('Report'), { pathname: '/report', search: '?month=5' });
    const june = tagFor(route('Report'), { pathname: '/report', search: '?month=6' });
    expect(opened(may, june).views.map((view) => view.key)).toEqual(['/home', '/report?month=5', '/report?month=6']);
  });

  it('affix tabs open before anything else and are not added twice', () => {
    const state = withAffixTabs(opened(drivers), [home]);
    expect(state.views.filter((view) => view.key === '/home')).toHaveLength(1);
    expect(withAffixTabs(EMPTY_TAGS, [home]).views[0].affix).toBe(true);
  });
});

describe('views may be kept alive or marked no-cache', () => {
  it('a keepAlive route is kept alive', () => expect(drivers.keepAlive).toBe(true));
  it('a no-cache route is never kept alive, even when it asks for keepAlive', () => {
    expect(report.keepAlive).toBe(false);
    expect(tagFor(route('X', { keepAlive: true, noCache: true }), { pathname: '/x', search: '' }).keepAlive).toBe(false);
  });
});

describe('affix tabs cannot be closed', () => {
  it('closing an affix tab changes nothing', () => {
    const state = opened(drivers);
    expect(close(state, '/home')).toEqual({ state });
  });
});

describe('closing the active tab goes to the last remaining tab, or / if none', () => {
  it('closing the active tab activates and navigates to the last remaining tab', () => {
    const result = close(opened(drivers, orders), '/tms/order/Ordermanage');
    expect(result.state.active).toBe('/basic/DriverManage');
    expect(result.navigateTo).toBe('/basic/DriverManage');
  });

  it('closing the only tab navigates to /', () => {
    const result = close(visit(EMPTY_TAGS, drivers), drivers.key);
    expect(result.state).toEqual(EMPTY_TAGS);
    expect(result.navigateTo).toBe('/');
  });

  it('closing an inactive tab stays on the current page', () => {
    const result = close(opened(drivers, orders), drivers.key);
    expect(result.navigateTo).toBeUndefined();
    expect(result.state.views.map((view) => view.key)).toEqual(['/home', '/tms/order/Ordermanage']);
  });
});

describe('close others keeps the affix tabs and the chosen one', () => {
  it('keeps affix and chosen, and navigates to the chosen tab when it was not active', () => {
    const result = closeOthers(opened(drivers, orders, report), drivers.key);
    expect(result.state.views.map((view) => view.key)).toEqual(['/home', '/basic/DriverManage']);
    expect(result.state.active).toBe(drivers.key);
    expect(result.navigateTo).toBe('/basic/DriverManage');
  });
});

describe('close left and close right keep the affix tabs, the chosen one and the other side', () => {
  it('close right of the chosen tab drops the tabs after it; the active tab among them gives way to the chosen one', () => {
    const state = opened(drivers, orders, report);
    const result = closeSide(state, drivers.key, 'right');
    expect(result.state.views.map((view) => view.key)).toEqual(['/home', '/basic/DriverManage']);
    expect(result.state.active).toBe(drivers.key);
    expect(result.navigateTo).toBe('/basic/DriverManage');
  });

  it('close left of the chosen tab drops the tabs before it but not the affix one; an active tab that stays stays active', () => {
    const state = { ...opened(drivers, orders, report), active: report.key };
    const result = closeSide(state, orders.key, 'left');
    expect(result.state.views.map((view) => view.key)).toEqual(['/home', orders.key, report.key]);
    expect(result.state.active).toBe(report.key);
    expect(result.navigateTo).toBeUndefined();
  });

  it('an unknown tab changes nothing', () => {
    const state = opened(drivers);
    expect(closeSide(state, '/nowhere', 'left').state).toBe(state);
  });
});

describe('close all goes to /home', () => {
  it('keeps only the affix tabs and navigates to /home', () => {
    const result = closeAll(opened(drivers, orders));
    expect(result.state.views.map((view) => view.key)).toEqual(['/home']);
    expect(result.navigateTo).toBe('/home');
  });
});

describe('refresh goes through /redirect plus the full path', () => {
  it('navigates to /redirect + fullPath and remounts the view', () => {
    const result = refresh(opened(report), report.key);
    expect(result.navigateTo).toBe('/redirect/report?month=5');
    expect(result.state.views.find((view) => view.key === report.key)?.generation).toBe(1);
  });

  it('a later visit keeps the refreshed generation', () => {
    const refreshed = refresh(opened(report), report.key).state;
    expect(visit(refreshed, report).views.find((view) => view.key === report.key)?.generation).toBe(1);
  });
});

describe('tabs no longer granted (role switch) are dropped', () => {
  it('drops them and clears the active key when it went', () => {
    const state = keepGranted(opened(drivers, orders), (path) => path !== '/tms/order/Ordermanage');
    expect(state.views.map((view) => view.key)).toEqual(['/home', '/basic/DriverManage']);
    expect(state.active).toBe('');
  });
});

describe('open tabs, their order and the active tab survive a reload', () => {
  it('a serialised state parses back to the same tabs and active tab', () => {
    const state = opened(drivers, orders, report);
    const restored = parseTags(serializeTags(state));
    expect(restored.views.map((view) => view.key)).toEqual(state.views.map((view) => view.key));
    expect(restored.active).toBe(state.active);
  });

  it('broken storage yields no tabs', () => {
    expect(parseTags('{not json')).toEqual(EMPTY_TAGS);
    expect(parseTags(JSON.stringify({ views: [{ key: 1 }], active: 'x' }))).toEqual(EMPTY_TAGS);
    expect(parseTags(null)).toEqual(EMPTY_TAGS);
  });
});

describe('a detail tab names its record', () => {
  const detail = tagFor(route('waybillDetail'), { pathname: '/transport/waybillDetail', search: '?id=7' });

  it('the record joins the tab, stays when the tab is visited again, and survives a reload', () => {
    const named = nameRecord(opened(drivers, detail), detail.key, 'YD20260531000007');
    expect(named.views.find((view) => view.key === detail.key)?.record).toBe('YD20260531000007');
    const again = visit(visit(named, drivers), detail);
    expect(again.views.find((view) => view.key === detail.key)?.record).toBe('YD20260531000007');
    expect(parseTags(serializeTags(again)).views.find((view) => view.key === detail.key)?.record).toBe('YD20260531000007');
  });

  it('naming a tab that is not open, or with the name it has, changes nothing', () => {
    const state = opened(drivers);
    expect(nameRecord(state, '/nowhere', 'x')).toBe(state);
    const named = nameRecord(opened(detail), detail.key, 'YD1');
    expect(nameRecord(named, detail.key, 'YD1')).toBe(named);
  });
});
