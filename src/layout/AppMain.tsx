import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NO_PERMISSION_PATH } from '../session/buildRoutes';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { PageLoading } from '../router/PageLoading';
import { resolveRouteComponent } from '../router/resolveRouteComponent';
import { shellRoutes } from '../router/shellRoutes';

/** The routed content area: one route per granted screen; any other path goes to /noPermission. */
export function AppMain() {
  const routes = shellRoutes(useSessionRoutes());
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {routes.map((route) => {
          const View = resolveRouteComponent(route.component);
          return <Route key={route.path} path={route.path} element={<View route={route} />} />;
        })}
        <Route path="*" element={<Navigate to={NO_PERMISSION_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}
