import { Activity, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppRoute } from '../session/buildRoutes';
import type { TagView } from '../session/tagsModel';
import { PageLoading } from '../router/PageLoading';
import { resolveRouteComponent } from '../router/resolveRouteComponent';
import { findShellRoute } from '../router/shellRoutes';

export interface KeptAliveViewsProps {
  /** Kept-alive tabs, the current one included even before it is recorded as a tab. */
  views: readonly Pick<TagView, 'key' | 'path' | 'fullPath' | 'generation'>[];
  currentKey: string;
  routes: readonly AppRoute[];
}

/**
 * React has no keep-alive: each kept view stays mounted inside `<Activity>`, hidden while another
 * tab is active, so its state survives. It is keyed by its tab key (path + query, not menu
 * nesting, so any menu depth works) and the refresh generation, so refresh and close remount or
 * drop it. Each view sees its own frozen location, not the one of the tab on screen.
 */
export function KeptAliveViews({ views, currentKey, routes }: KeptAliveViewsProps) {
  return views.map((view) => {
    const route = findShellRoute(view.path, routes);
    if (!route) return null;
    const View = resolveRouteComponent(route.component);
    return (
      <Activity key={`${view.key}#${view.generation}`} mode={view.key === currentKey ? 'visible' : 'hidden'}>
        <Suspense fallback={<PageLoading />}>
          <Routes location={view.fullPath}>
            <Route path={route.path} element={<View route={route} />} />
          </Routes>
        </Suspense>
      </Activity>
    );
  });
}
