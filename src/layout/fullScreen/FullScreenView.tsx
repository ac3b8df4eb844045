// A screen shown alone on the whole screen (src/router/fullScreen.ts): its view, no sidebar,
// header or tabs, with the clock in the corner of its title row.
import { createElement, Suspense } from 'react';
import type { AppRoute } from '../../session/buildRoutes';
import { PageLoading } from '../../router/PageLoading';
import { resolveRouteComponent } from '../../router/resolveRouteComponent';
import { WallClock } from './WallClock';

export function FullScreenView({ route }: { route: AppRoute }) {
  return (
    // A chart's table for screen readers is visually hidden but, as a table, keeps its height:
    // each block clips it, so the wall fills the screen without an empty scroll below.
    <main className="relative h-screen overflow-auto bg-slate-950 [&_[data-block]]:overflow-hidden" data-full-screen={route.component}>
      <div className="absolute right-4 top-4 z-10">
        <WallClock />
      </div>
      <Suspense fallback={<PageLoading />}>
        {/* The resolver answers one stable component per name (lazy views keep their identity). */}
        {createElement(resolveRouteComponent(route.component), { route })}
      </Suspense>
    </main>
  );
}
