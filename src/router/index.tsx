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
import { movedAddressOf } from './movedAddresses';
import { createGuardLoader } from './guardLoader';
import { PageLoading } from './PageLoading';
import { PUBLIC_SCREEN_PATHS } from './publicScreens';
import { RootLayout } from './RootLayout';
import { RouteErrorView } from './RouteErrorView';
import { loadLoginRoute, loadRegisterView } from './screenLoaders';
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


export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: rootLoader,
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorView />,
    children: [
      { path: '/login', lazy: lazyDefault(loadLoginRoute) },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
