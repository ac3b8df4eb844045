import { describe, expect, it } from 'vitest';
import type { ResourceNode } from '../../../src/core/generated/api';
import { CATCH_ALL_ROUTE, buildRoutes, buildTranslateList, flattenRoutes } from '../../../src/session/buildRoutes';

const leaf = (name: string, path: string, component: string, meta: Partial<ResourceNode['meta']> = {}): ResourceNode => ({
  name,
  path,
  component,
  meta: { title: `route.${name}`, ...meta },
});
const dir = (name: string, path: string, children: ResourceNode[], meta: Partial<ResourceNode['meta']> = {}, component = 'Layout'): ResourceNode => ({
  name,
  path,
  component,
  meta: { title: `route.${name}`, ...meta },
  children,
});

const tree: ResourceNode[] = [
  dir('Root', '/', [
    leaf('Dashboard', '/home', 'home', { affix: true }),
    dir('Basic', '/basic', [
      leaf('DriverManage', 'DriverManage', 'basic/DriverManage', { keepAlive: true }),
      leaf('DriverDetail', 'DriverDetail', 'basic/DriverDetail', { hidden: true, activeMenu: '/basic/DriverManage' }),
      dir('Review', 'review', [leaf('DriverReview', 'driverReview', 'tms/review/driverReview')], {}, 'ParentView'),
      leaf('TrackOfVehicle', '/trackOfVehicle', 'trackOfVehicle'),
    ]),
    dir('Admin', '/systemManage', [leaf('UpdatePassword', 'updatePassword', 'systemManage/updatePassword')], { roles: ['PLAT_ADMIN'] }),
    dir('Finance', '/finance', [
      leaf('ProfitFee', 'profitFee', 'finance/profitFee', { roles: ['PLAT_ADMIN', 'BRANCH_STAFF'] }),
      leaf('SecretReport', 'secret', 'finance/secret', { roles: ['PLAT_ADMIN'] }),
    ]),
    leaf('Help', 'help', 'help', { link: 'https://help.example.com' }),
  ]),
];

describe('contracts: leaf route path = its parent paths joined; absolute leaf paths are kept', () => {
  const paths = flattenRoutes(buildRoutes(tree, ['PLAT_ADMIN'])).map((route) => route.path);

  it('joins relative paths under their directories, at any depth', () => {
    expect(paths).toContain('/basic/DriverManage');
    expect(paths).toContain('/basic/review/driverReview');
  });

  it('keeps absolute paths of fixed views', () => {
    expect(paths).toContain('/home');
    expect(paths).toContain('/trackOfVehicle');
  });

  it('gives a top-level leaf with a relative path a root path', () => {
    expect(paths).toContain('/help');
  });
});

describe('spec 2: the first resource entry’s children become routes', () => {
  it('ignores the root node itself and keeps name, component and meta', () => {
    const routes = buildRoutes(tree, ['PLAT_ADMIN']);
    expect(routes.map((route) => route.name)).toEqual(['Dashboard', 'Basic', 'Admin', 'Finance', 'Help', 'NoPermissionCatchAll']);
    const driverManage = flattenRoutes(routes).find((route) => route.name === 'DriverManage');
    expect(driverManage).toMatchObject({ component: 'basic/DriverManage', meta: { title: 'route.DriverManage', keepAlive: true }, hidden: false });
  });

  it('marks hidden routes but still routes them', () => {
    const detail = flattenRoutes(buildRoutes(tree, ['PLAT_ADMIN'])).find((route) => route.name === 'DriverDetail');
    expect(detail).toMatchObject({ path: '/basic/DriverDetail', hidden: true, meta: { activeMenu: '/basic/DriverManage' } });
  });

  it('an empty tree still has the catch-all', () => {
    expect(buildRoutes([], ['SHIPPER'])).toEqual([CATCH_ALL_ROUTE]);
  });
});

describe('spec 2: a route is kept if the user has any of its roles', () => {
  it('a branch staff user keeps routes naming its role and routes naming none', () => {
    const names = flattenRoutes(buildRoutes(tree, ['BRANCH_STAFF'])).map((route) => route.name);
    expect(names).toContain('ProfitFee');
    expect(names).toContain('DriverManage');
    expect(names).not.toContain('SecretReport');
    expect(names).not.toContain('UpdatePassword');
  });

  it('a directory whose roles the user lacks is dropped with its children', () => {
    expect(buildRoutes(tree, ['BRANCH_STAFF']).map((route) => route.name)).not.toContain('Admin');
  });

  it('a directory left without children is dropped', () => {
    const onlySecret = [dir('Root', '/', [dir('Finance', '/finance', [leaf('SecretReport', 'secret', 'finance/secret', { roles: ['PLAT_ADMIN'] })])])];
    expect(buildRoutes(onlySecret, ['DRIVER'])).toEqual([CATCH_ALL_ROUTE]);
  });
});

describe('spec 2: a catch-all sends unknown paths to /noPermission', () => {
  it('is the last route', () => {
    const routes = buildRoutes(tree, ['PLAT_ADMIN']);
    expect(routes.at(-1)).toEqual({ path: '*', name: 'NoPermissionCatchAll', component: '', meta: { title: '' }, hidden: true, redirect: '/noPermission' });
    expect(flattenRoutes(routes).at(-1)).toBe(CATCH_ALL_ROUTE);
  });
});

describe('spec 3: translatelist maps menu titles to route names', () => {
  it('covers directories and leaves', () => {
    const list = buildTranslateList(buildRoutes(tree, ['PLAT_ADMIN']));
    expect(list['route.Basic']).toBe('Basic');
    expect(list['route.DriverReview']).toBe('DriverReview');
    expect(Object.keys(list)).not.toContain('');
  });
});
