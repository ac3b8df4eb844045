import { PUBLIC_PATHS } from '../session/guard';

/** Public mobile screens of spec section 2 (every public route but /login and /register): each
 * renders pages/public/<route>.json with the data of its signed link (src/views/publicPage). */
export const PUBLIC_SCREEN_PATHS = PUBLIC_PATHS.filter((path) => path !== '/login' && path !== '/register');

/** Title keys of the routes outside the shell, for the page title. */
export const STANDALONE_TITLES: Readonly<Record<string, string>> = {
  '/login': 'login.title',
  '/register': 'register.title',
  '/404': 'errorPage.notFoundTitle',
  '/401': 'errorPage.unauthorizedTitle',
  '/noPermission': 'errorPage.noPermissionTitle',
  ...Object.fromEntries(PUBLIC_SCREEN_PATHS.map((path) => [path, `route.public.${path.slice(1)}`])),
};
