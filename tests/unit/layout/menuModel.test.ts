import { describe, expect, it } from 'vitest';
import { activeMenuPath, groupsContaining, toMenuItems } from '../../../src/layout/menuModel';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { CATCH_ALL_ROUTE } from '../../../src/session/buildRoutes';

const leaf = (path: string, meta: Partial<AppRoute['meta']> = {}, hidden = false): AppRoute => ({
  path,
  name: path,
  component: path.slice(1),
  meta: { title: `route.${path}`, ...meta },
  hidden,
});
const dir = (path: string, children: AppRoute[]): AppRoute => ({ path, name: path, component: 'Layout', meta: { title: `route.${path}` }, hidden: false, children });

const routes: AppRoute[] = [
  leaf('/home'),
  dir('/basic', [leaf('/basic/drivers'), leaf('/basic/vehicles'), leaf('/basic/driverDetail', { activeMenu: '/basic/drivers' }, true)]),
  dir('/contract', [leaf('/contract/shipper'), leaf('/contract/hidden', {}, true)]),
  dir('/empty', [leaf('/empty/a', {}, true)]),
  dir('/review', [dir('/review/tms', [leaf('/review/tms/driver'), leaf('/review/tms/shipper')])]),
  leaf('/help', { link: 'https://help.example.com' }),
  leaf('/secret', {}, true),
  CATCH_ALL_ROUTE,
];

describe('spec 2: the sidebar is built from the permission-filtered routes', () => {
  const items = toMenuItems(routes);

  it('hidden routes (and the catch-all) are skipped', () => {
    expect(items.map((item) => item.key)).toEqual(['/home', '/basic', '/contract/shipper', '/review', '/help']);
  });

  it('a node with one visible child shows as that single item', () => {
    expect(items[2]).toMatchObject({ kind: 'link', path: '/contract/shipper' });
  });

  it('otherwise it is a submenu of its visible children', () => {
    expect(items[1]).toMatchObject({ kind: 'group', path: '/basic' });
    expect(items[1].kind === 'group' && items[1].children.map((child) => child.key)).toEqual(['/basic/drivers', '/basic/vehicles']);
  });

  it('a single visible child that is itself a directory stays a submenu', () => {
    expect(items[3]).toMatchObject({ kind: 'group', path: '/review' });
  });

  it('external links are marked to open in a new tab', () => {
    expect(items[4]).toMatchObject({ kind: 'external', href: 'https://help.example.com' });
  });
});

describe('spec 2: the active entry is the route’s activeMenu, else its path', () => {
  it.each([
    [leaf('/basic/driverDetail', { activeMenu: '/basic/drivers' }), '/basic/driverDetail', '/basic/drivers'],
    [leaf('/basic/vehicles'), '/basic/vehicles', '/basic/vehicles'],
    [undefined, '/profile/index', '/profile/index'],
  ])('%#', (route, pathname, expected) => {
    expect(activeMenuPath(route, pathname)).toBe(expected);
  });

  it('the groups holding the active entry are opened, outermost first', () => {
    const items = toMenuItems(routes);
    expect(groupsContaining(items, '/review/tms/driver')).toEqual(['/review', '/review/tms']);
    expect(groupsContaining(items, '/basic/vehicles')).toEqual(['/basic']);
    expect(groupsContaining(items, '/home')).toEqual([]);
  });
});
