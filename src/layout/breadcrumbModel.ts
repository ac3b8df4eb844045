// The breadcrumb of spec section 2 as a pure function of the matched route chain.
import type { AppRoute } from '../session/buildRoutes';
import { HOME_ROUTE } from '../router/shellRoutes';

export interface BreadcrumbItem {
  key: string;
  route: Pick<AppRoute, 'name' | 'meta'>;
  /** Where the item links to; absent on directories (they have no page) and on the last item. */
  to?: string;
}

/** The chain of routes from the top of the menu tree down to `path`, or [] when it is not in the tree. */
export function routeChain(routes: readonly AppRoute[], path: string): AppRoute[] {
  for (const route of routes) {
    if (route.path === path && !route.children) return [route];
    if (route.children) {
      const inner = routeChain(route.children, path);
      if (inner.length > 0) return [route, ...inner];
    }
  }
  return [];
}

/**
 * Dashboard first, then the matched titles; only leaves before the last item are links. On the
 * Dashboard itself it is the only item. `home` is the menu's Dashboard entry when there is one.
 */
export function breadcrumbFor(chain: readonly AppRoute[], home: AppRoute = HOME_ROUTE): BreadcrumbItem[] {
  const current = chain[chain.length - 1];
  const withHome = current?.path === home.path ? [current] : [home, ...chain];
  return withHome
    .filter((route) => route.meta.title)
    .map((route, index, list) => ({
      key: route.path,
      route,
      to: index < list.length - 1 && !route.children ? route.path : undefined,
    }));
}
