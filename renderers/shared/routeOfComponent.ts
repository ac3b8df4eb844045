// The route path that opens a page: the menu route whose component it is, else `/<component>`.
import type { AppRoute } from '../../src/session/buildRoutes';

export function routeOfComponent(routes: readonly AppRoute[], component: string): string {
  const stack = [...routes];
  while (stack.length > 0) {
    const route = stack.shift()!;
    if (route.component === component && !route.children) return route.path;
    stack.push(...(route.children ?? []));
  }
  return `/${component.replace(/^\/+/, '')}`;
}
