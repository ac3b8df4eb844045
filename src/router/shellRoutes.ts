// The screens routed inside the shell: the session's menu leaves plus the fixed shell views.
import { matchPath } from 'react-router-dom';
import { CATCH_ALL_ROUTE, flattenRoutes, type AppRoute } from '../session/buildRoutes';

/** `/home`, the Dashboard, is a fixed route (spec section 2); a menu entry for it takes precedence. */
export const HOME_ROUTE: AppRoute = {
  path: '/home',
  name: 'Dashboard',
  component: 'home',
  meta: { title: 'navbar.dashboard', affix: true },
  hidden: false,
};

export const PROFILE_ROUTE: AppRoute = {
  path: '/profile/index',
  name: 'Profile',
  component: 'profile/index',
  meta: { title: 'navbar.profile' },
  hidden: true,
};

const FIXED_SHELL_ROUTES = [HOME_ROUTE, PROFILE_ROUTE];

/** Routable leaves: menu leaves (external links and the catch-all excluded), then the fixed views not in the menu. */
export function shellRoutes(sessionRoutes: readonly AppRoute[]): AppRoute[] {
  const leaves = flattenRoutes(sessionRoutes).filter((route) => route !== CATCH_ALL_ROUTE && route.path !== '*' && !route.meta.link);
  const paths = new Set(leaves.map((route) => route.path));
  return [...leaves, ...FIXED_SHELL_ROUTES.filter((route) => !paths.has(route.path))];
}

export function findShellRoute(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
