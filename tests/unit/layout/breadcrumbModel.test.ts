import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { breadcrumbFor, routeChain } from '../../../src/layout/breadcrumbModel';

const node = (name: string, path: string, children?: AppRoute[]): AppRoute => ({
  name,
  path,
  component: children ? 'Layout' : path,
  meta: { title: `route.${name}` },
  hidden: false,
  ...(children ? { children } : {}),
});
const routes = [node('Tms', '/tms', [node('Order', '/tms/order', [node('Hall', '/tms/order/hall')])]), node('Home', '/home')];

describe('the breadcrumb shows the matched route titles, Dashboard first', () => {
  it('lists the chain from the top of the menu tree', () => {
    expect(routeChain(routes, '/tms/order/hall').map((route) => route.name)).toEqual(['Tms', 'Order', 'Hall']);
  });

  it('puts Dashboard first', () => {
    const items = breadcrumbFor(routeChain(routes, '/tms/order/hall'));
    expect(items.map((item) => item.key)).toEqual(['/home', '/tms', '/tms/order', '/tms/order/hall']);
    expect(items[0].route.meta.title).toBe('navbar.dashboard');
  });

  it('does not add Dashboard twice on the Dashboard itself', () => {
    expect(breadcrumbFor(routeChain(routes, '/home')).map((item) => item.key)).toEqual(['/home']);
  });

  it("uses the menu's Dashboard entry, even inside a menu directory", () => {
    const menuHome = node('Dashboard', '/home');
    const tree = [node('Home', '/dashboard', [menuHome]), ...routes];
    expect(breadcrumbFor(routeChain(tree, '/home'), menuHome).map((item) => item.route.meta.title)).toEqual(['route.Dashboard']);
    expect(breadcrumbFor(routeChain(tree, '/tms/order/hall'), menuHome)[0].route).toBe(menuHome);
  });
});

describe('the last item is not a link', () => {
  it('links Dashboard, not the directories (no page) nor the last item', () => {
    const items = breadcrumbFor(routeChain(routes, '/tms/order/hall'));
    expect(items.map((item) => item.to)).toEqual(['/home', undefined, undefined, undefined]);
  });
});
