// Screens opened full-screen, outside the shell (no sidebar, header or tabs): wall displays.
// Which path they have is the menu's; which components they are is fixed here.
import { BIG_DATA_CENTRE_PATH } from '../layout/navbar/navbarRules';
import type { AppRoute } from '../session/buildRoutes';
import { findShellRoute } from './shellRoutes';

/** Menu components the shell shows alone on the whole screen. */
export const FULL_SCREEN_COMPONENTS: ReadonlySet<string> = new Set(['bigData']);

/** The route of a full-screen screen at `pathname`, among the routes the user holds; else undefined. */
export function fullScreenRouteOf(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  const route = findShellRoute(pathname, routes);
  return route && FULL_SCREEN_COMPONENTS.has(route.component) ? route : undefined;
}

/** Addresses that moved: the navbar once opened the big-data centre as `/home?screen=bigData`. */
export function movedAddressOf(pathname: string, search: string): string | undefined {
  if (pathname === '/home' && new URLSearchParams(search).get('screen') === 'bigData') return BIG_DATA_CENTRE_PATH;
  return undefined;
}
