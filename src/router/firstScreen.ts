// Which screen the first render of an address shows, as the guard will decide it
// (src/session/guard.ts): main.tsx fetches its code while the config and the texts load.
import { LOGIN_PATH, PUBLIC_PATHS } from '../session/guard';

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
