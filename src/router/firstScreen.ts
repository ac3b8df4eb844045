// Which screen the first render of an address shows, as the guard will decide it
// (src/session/guard.ts): main.tsx fetches its code while the config and the texts load.
import { decideNavigation, LOGIN_PATH, PUBLIC_PATHS } from '../session/guard';
import { movedAddressOf } from './movedAddresses';

export type FirstScreen = 'login' | 'register' | 'shell';

/** Addresses outside the shell besides the public ones (src/router/index.tsx). */
const STANDALONE_PATHS: readonly string[] = [...PUBLIC_PATHS, '/auth-redirect', '/404', '/401', '/noPermission'];

/** The login form without a session (the guard sends every private address there), the shell
 * with one (it redirects /login to the home); null for the other standalone screens. */
export function firstScreenOf(pathname: string, hasToken: boolean): FirstScreen | null {
  if (hasToken) return pathname === LOGIN_PATH || !STANDALONE_PATHS.includes(pathname) ? 'shell' : null;
  if (pathname === '/register') return 'register';
  return pathname === LOGIN_PATH || !(PUBLIC_PATHS as readonly string[]).includes(pathname) ? 'login' : null;
}

/** Without a session, the address of the login form a first load of `pathname` ends on, as the
 * root loader (src/router/index.tsx) would send it: the login form itself, or a private address
 * (after its move, if it moved) sent to `/login?redirect=…`. Null with a session or for a public
 * screen. main.tsx then shows the form before the data router is fetched. */
export function signedOutLoginAddress(pathname: string, search: string, hasToken: boolean): string | null {
  if (hasToken) return null;
  if (pathname === LOGIN_PATH) return `${pathname}${search}`;
  const moved = movedAddressOf(pathname, search);
  const target = moved ? new URL(moved, 'http://console.invalid') : { pathname, search };
  const decision = decideNavigation({ path: target.pathname, search: target.search, hasToken: false, infoLoaded: false });
  return decision.action === 'redirect' ? decision.to : null;
}
