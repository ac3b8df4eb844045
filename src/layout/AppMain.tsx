import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tagFor, tagKey } from '../session/tagsModel';
import { tags } from '../session/tagsStore';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { PageLoading } from '../router/PageLoading';
import { resolveRouteComponent } from '../router/resolveRouteComponent';
import { findShellRoute, shellRoutes } from '../router/shellRoutes';
import { KeptAliveViews } from './KeptAliveViews';
import { UnknownPath } from './UnknownPath';
import { useTagsTracking } from './tags/useTagsTracking';

// Inside the shell, so refreshing one tab through /redirect keeps the other kept-alive views.
const RedirectView = lazy(() => import('../views/redirect/RedirectView'));

/** The routed content area: kept-alive views stay mounted; every other view mounts on each visit. */
export function AppMain() {
  const location = useLocation();
  const sessionRoutes = useSessionRoutes();
  // Stable between renders, so the tab tracking runs only when the routes really change.
  const routes = useMemo(() => shellRoutes(sessionRoutes), [sessionRoutes]);
  const { views } = useSnapshot(tags);
  useTagsTracking(routes);

  const currentKey = tagKey(location.pathname, location.search);
  const current = findShellRoute(location.pathname, routes);
  const kept = views.filter((view) => view.keepAlive);
  // The current view is kept from its first render, before the visit effect records its tab.
  const currentTag = current ? tagFor(current, location) : undefined;
  const currentIsKept = currentTag?.keepAlive === true;
  // Another query of the same page, or a refresh, is a new mount of a non-kept view.
  const generation = views.find((view) => view.key === currentKey)?.generation ?? 0;
  const viewKey = `${currentKey}#${generation}`;
  const keptViews = currentIsKept && !kept.some((view) => view.key === currentKey) ? [...kept, currentTag] : kept;

  return (
    <>
      <KeptAliveViews views={keptViews} currentKey={currentKey} routes={routes} />
      {!currentIsKept && (
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/redirect/*" element={<RedirectView />} />
            {routes.map((route) => {
              const View = resolveRouteComponent(route.component);
              return <Route key={route.path} path={route.path} element={<View key={viewKey} route={route} />} />;
            })}
            <Route path="*" element={<UnknownPath />} />
          </Routes>
        </Suspense>
      )}
    </>
  );
}
