// Screens opened full-screen, outside the shell (no sidebar, header or tabs): wall displays.
// Which path they have is the menu's; which components they are is fixed here.
import type { AppRoute } from '../session/buildRoutes';
import { findShellRoute } from './shellRoutes';

/** Menu components the shell shows alone on the whole screen. */
export const FULL_SCREEN_COMPONENTS: ReadonlySet<string> = new Set(['bigData']);

/** The route of a full-screen screen at `pathname`, among the routes the user holds; else undefined. */
export function fullScreenRouteOf(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  const route = findShellRoute(pathname, routes);
  return route && FULL_SCREEN_COMPONENTS.has(route.component) ? route : undefined;
}
