// Turns the server's menu tree (docs/contracts.md, "Menu tree") into the console's routes:
// full paths, the roles filter of spec section 2, and the catch-all to /noPermission.
import type { ResourceMeta, ResourceNode } from '../core/generated/api';

export interface AppRoute {
  /** Full path: parent paths joined (`/basic/DriverManage`), or the node's own absolute path. */
  path: string;
  name: string;
  /** `Layout` / `ParentView` for directories; a page path or fixed view name for leaves. */
  component: string;
  meta: ResourceMeta;
  hidden: boolean;
  /** Present on directories only. */
  children?: AppRoute[];
  /** Set on the catch-all only. */
  redirect?: string;
}

export const NO_PERMISSION_PATH = '/noPermission';
const DIRECTORY_COMPONENTS = new Set(['Layout', 'ParentView']);

/** Last route of every session: unknown paths go to /noPermission (spec section 2). */
export const CATCH_ALL_ROUTE: AppRoute = {
  path: '*',
  name: 'NoPermissionCatchAll',
  component: '',
  meta: { title: '' },
  hidden: true,
  redirect: NO_PERMISSION_PATH,
};

export function joinRoutePath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

/** A route is kept when it names no roles or the user has any of them. */
export function isAllowedForRoles(meta: ResourceMeta, roles: readonly string[]): boolean {
  return !meta.roles?.length || meta.roles.some((role) => roles.includes(role));
}

export function isDirectoryNode(node: ResourceNode): boolean {
  return DIRECTORY_COMPONENTS.has(node.component) || (node.children?.length ?? 0) > 0;
}

function toRoute(node: ResourceNode, parentPath: string, roles: readonly string[]): AppRoute | null {
  if (!isAllowedForRoles(node.meta, roles)) return null;
  const path = joinRoutePath(parentPath, node.path);
  const base = { path, name: node.name, component: node.component, meta: node.meta, hidden: node.meta.hidden === true };
  if (!isDirectoryNode(node)) return base;
  const children = (node.children ?? []).flatMap((child) => toRoute(child, path, roles) ?? []);
  // A directory whose every child was filtered out has nothing to open.
  return children.length > 0 ? { ...base, children } : null;
}

/** The menus of `resourceList[0].children` as routes, followed by the catch-all. */
export function buildRoutes(resourceList: readonly ResourceNode[], roles: readonly string[]): AppRoute[] {
  const menus = resourceList[0]?.children ?? [];
  const routes = menus.flatMap((node) => toRoute(node, '', roles) ?? []);
  return [...routes, CATCH_ALL_ROUTE];
}

/** Every routable leaf (directories left out), in menu order; the catch-all stays last. */
export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => (route.children ? flattenRoutes(route.children) : [route]));
}

/** Menu title key -> route name, for every node of the tree (the session's `translatelist`). */
export function buildTranslateList(routes: readonly AppRoute[]): Record<string, string> {
  const entries: Record<string, string> = {};
  const visit = (list: readonly AppRoute[]) =>
    list.forEach((route) => {
      if (route.meta.title) entries[route.meta.title] = route.name;
      if (route.children) visit(route.children);
    });
  visit(routes);
  return entries;
}
