// The gating rules of spec section 2 as a pure decision; src/router/guardLoader.ts acts on it.

/** Routes reachable without signing in (spec section 2). */
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/queueingSystem',
  '/BrushIdCard',
  '/queList',
  '/Form',
  '/trackOfVehicleForMobile',
  '/collectionAgreement4Mobile',
  '/enclosure',
  '/ctmsTrackMap',
  '/order_info',
  '/publish_info',
  '/service_info',
  '/PrintingMobile',
] as const;

export const LOGIN_PATH = '/login';

export interface NavigationRequest {
  path: string;
  /** The query string with its leading `?`, or empty. */
  search: string;
  hasToken: boolean;
  /** User info has been loaded (roles set, routes added). */
  infoLoaded: boolean;
  publicPaths?: readonly string[];
}

export type NavigationDecision = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'loadInfo' };

/** `/login?redirect=<path with its query>`. */
export function loginRedirect(path: string, search = ''): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: `${path}${search}` })}`;
}

/** Where to land after sign-in: the redirect parameter when it is a path of this site, else `/`. */
export function redirectTarget(redirect: string | null | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

export function decideNavigation({
  path,
  search,
  hasToken,
  infoLoaded,
  publicPaths = PUBLIC_PATHS,
}: NavigationRequest): NavigationDecision {
  if (hasToken) {
    if (path === LOGIN_PATH) return { action: 'redirect', to: '/' };
    return infoLoaded ? { action: 'allow' } : { action: 'loadInfo' };
  }
  if (publicPaths.includes(path)) return { action: 'allow' };
  return { action: 'redirect', to: loginRedirect(path, search) };
}
