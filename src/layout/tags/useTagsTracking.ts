import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppRoute } from '../../session/buildRoutes';
import { findShellRoute } from '../../router/shellRoutes';
import { addAffixTabs, dropUngrantedTabs, visitRoute } from '../../session/tagsStore';

/** Every visited shell view becomes a tab; affix routes are always there; a role switch drops ungranted tabs. */
export function useTagsTracking(routes: readonly AppRoute[]): void {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    dropUngrantedTabs((path) => findShellRoute(path, routes) !== undefined);
    addAffixTabs(routes);
  }, [routes]);

  useEffect(() => {
    const route = findShellRoute(pathname, routes);
    if (route) visitRoute(route, { pathname, search, hash });
  }, [pathname, search, hash, routes]);
}
