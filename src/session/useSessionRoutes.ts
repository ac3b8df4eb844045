import { useSnapshot } from 'valtio';
import type { AppRoute } from './buildRoutes';
import { session } from './sessionState';

/** The session routes, re-rendering the caller when they are rebuilt (sign-in, role switch). */
export function useSessionRoutes(): AppRoute[] {
  return useSnapshot(session).routes as AppRoute[];
}
