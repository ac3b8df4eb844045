// The data router: fixed routes of spec section 2 outside the shell, the session's routes
// inside it, and the guard as the root loader (it runs again on every navigation).
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import i18next from 'i18next';
import { getFeedback } from '../api/feedback';
import { ERROR_MESSAGE_DURATION_MS } from '../core/api/client';
import { resetToken } from '../session/sessionReset';
import { isInfoLoaded } from '../session/sessionState';
import { getToken } from '../session/tokenCookie';
import { loadUserInfo } from '../session/userStore';
import { movedAddressOf } from './fullScreen';
import { createGuardLoader } from './guardLoader';
import { PageLoading } from './PageLoading';
import { PUBLIC_SCREEN_PATHS } from './publicScreens';
import { RootLayout } from './RootLayout';
import { RouteErrorView } from './RouteErrorView';
import { firstScreenOf, type FirstScreen } from './firstScreen';
import { loadShellLayout } from './shellLoader';

export const guardLoader = createGuardLoader({
  hasToken: () => Boolean(getToken()),
  infoLoaded: () => isInfoLoaded(),
  loadUserInfo,
  resetToken,
  showError: ({ key, text }) =>
    getFeedback().message('error', key ? i18next.t(key, { defaultValue: text }) : text, ERROR_MESSAGE_DURATION_MS),
});

/** A moved address goes to its new place first; then the guard decides. */
async function rootLoader(args: LoaderFunctionArgs): Promise<null> {
  const { pathname, search } = new URL(args.request.url);
  const moved = movedAddressOf(pathname, search);
  if (moved) throw redirect(moved);
  return guardLoader(args);
}

const lazyDefault = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const loadLoginView = () => import('../views/login/LoginView');
const loadRegisterView = () => import('../views/register/RegisterView');

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: rootLoader,
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorView />,
    children: [
      { path: '/login', lazy: lazyDefault(loadLoginView) },
      { path: '/register', lazy: lazyDefault(loadRegisterView) },
      { path: '/auth-redirect', lazy: lazyDefault(() => import('../views/redirect/AuthRedirectView')) },
      { path: '/404', lazy: lazyDefault(() => import('../views/errorPage/NotFoundView')) },
      { path: '/401', lazy: lazyDefault(() => import('../views/errorPage/UnauthorizedView')) },
      { path: '/noPermission', lazy: lazyDefault(() => import('../views/errorPage/NoPermissionView')) },
      // The public mobile pages: pages/public/<route>.json with the data of their signed link.
      ...PUBLIC_SCREEN_PATHS.map((path) => ({
        path,
        lazy: async () => {
          const { PublicPageView } = await import('../views/publicPage/PublicPageView');
          return { Component: () => <PublicPageView route={path} /> };
        },
      })),
      { path: '/', element: <Navigate to="/home" replace /> },
      // The shell also serves /redirect/* (src/layout/AppMain.tsx) so a tab refresh keeps the other tabs alive.
      { path: '*', lazy: lazyDefault(loadShellLayout) },
    ],
  },
];

const FIRST_SCREEN_CODE: Record<FirstScreen, () => Promise<unknown>> = { login: loadLoginView, register: loadRegisterView, shell: loadShellLayout };

/** Starts fetching the code of the first screen while the runtime config and the texts load
 * (main.tsx), so the route's lazy() finds it fetched instead of starting after the first render.
 * The route imports the same module, so nothing is fetched twice; it also reports a failure. */
export function preloadFirstScreen(pathname: string, hasToken: boolean): void {
  const screen = firstScreenOf(pathname, hasToken);
  if (screen) void FIRST_SCREEN_CODE[screen]().catch(() => undefined);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
