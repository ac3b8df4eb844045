// What the console's route resolver (src/router/resolveRouteComponent.ts) asks: the routed view
// of a page component.
import { memo } from 'react';
import type { RouteViewProps } from '../src/views/routeViewProps';
import { PageView, hasPage } from './PageView';

/** The routed screen of a page definition: the route's component names the page. Rendered again
 * only for another route: the shell's own updates (a visit recorded as a tab, right after the
 * route's render) re-rendered the whole screen (issue 19). */
export const PageRouteView = memo(function PageRouteView({ route }: RouteViewProps) {
  return <PageView component={route.component} screen={route.name} />;
});

/** `PageRouteView` for a component that has a page definition, else undefined (another resolver may know it). */
export function pageComponentFor(component: string): typeof PageRouteView | undefined {
  return hasPage(component) ? PageRouteView : undefined;
}
