import { describe, expect, it } from 'vitest';
import { CATCH_ALL_ROUTE, type AppRoute } from '../../../src/session/buildRoutes';
import { HOME_ROUTE, PROFILE_ROUTE, findShellRoute, shellRoutes } from '../../../src/router/shellRoutes';

const leaf = (path: string, meta: Partial<AppRoute['meta']> = {}): AppRoute => ({ path, name: path, component: path.slice(1), meta: { title: 't', ...meta }, hidden: false });

describe('spec 2: fixed routes / -> /home and /profile/index live beside the menu routes', () => {
  it('adds /home and /profile/index when the menu lacks them', () => {
    expect(shellRoutes([leaf('/basic/a'), CATCH_ALL_ROUTE]).map((route) => route.path)).toEqual(['/basic/a', '/home', '/profile/index']);
  });

  it('a menu entry for /home takes precedence over the fixed one', () => {
    const menuHome = leaf('/home');
    const routes = shellRoutes([menuHome, CATCH_ALL_ROUTE]);
    expect(routes.filter((route) => route.path === '/home')).toEqual([menuHome]);
  });

  it('external links are not routed', () => {
    expect(shellRoutes([leaf('/help', { link: 'https://x' })]).map((route) => route.path)).toEqual([HOME_ROUTE.path, PROFILE_ROUTE.path]);
  });

  it('finds the route of a path', () => {
    const routes = shellRoutes([leaf('/basic/a')]);
    expect(findShellRoute('/basic/a', routes)?.path).toBe('/basic/a');
    expect(findShellRoute('/profile/index', routes)).toBe(PROFILE_ROUTE);
    expect(findShellRoute('/basic', routes)).toBeUndefined();
  });
});
