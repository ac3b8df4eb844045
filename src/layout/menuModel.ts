// The sidebar rules of spec section 2 as pure functions over the session routes.
import type { AppRoute } from '../session/buildRoutes';

interface MenuEntryBase {
  /** Unique within the menu: the route's full path. */
  key: string;
  route: AppRoute;
  /** The `meta.icon` name: the entry's own, else (a directory shown as its one leaf) the directory's. */
  icon?: string;
}

export type MenuItem =
  | (MenuEntryBase & { kind: 'link'; path: string })
  | (MenuEntryBase & { kind: 'external'; href: string })
  | (MenuEntryBase & { kind: 'group'; path: string; children: MenuItem[] });

function leafItem(route: AppRoute, icon = route.meta.icon): MenuItem {
  return route.meta.link
    ? { kind: 'external', key: route.path, route, icon, href: route.meta.link }
    : { kind: 'link', key: route.path, route, icon, path: route.path };
}

/** Hidden routes are skipped; a directory with one visible leaf shows as that leaf; others are submenus. */
export function toMenuItems(routes: readonly AppRoute[]): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    if (route.hidden) return [];
    if (!route.children) return [leafItem(route)];
    const visible = route.children.filter((child) => !child.hidden);
    if (visible.length === 0) return [];
    if (visible.length === 1 && !visible[0].children) return [leafItem(visible[0], visible[0].meta.icon ?? route.meta.icon)];
    return [{ kind: 'group', key: route.path, route, icon: route.meta.icon, path: route.path, children: toMenuItems(route.children) }];
  });
}

/** The sidebar entry to highlight: the route's activeMenu, else its path. */
export function activeMenuPath(route: Pick<AppRoute, 'meta'> | undefined, pathname: string): string {
  return route?.meta.activeMenu || pathname;
}

/** Keys of the groups that contain the entry `path` (outermost first), to open them. */
export function groupsContaining(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.kind !== 'group') continue;
    if (item.children.some((child) => child.kind !== 'group' && child.key === path)) return [item.key];
    const inner = groupsContaining(item.children, path);
    if (inner.length > 0) return [item.key, ...inner];
  }
  return [];
}
