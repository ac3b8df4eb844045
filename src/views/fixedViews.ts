// Hand-written screens by the `component` name the menu tree gives them (docs/contracts.md).
// Later issues add their fixed views (statistics, maps, shipper and driver homes) here.
import { lazy, type ComponentType } from 'react';
import type { RouteViewProps } from './routeViewProps';

export const fixedViews: Readonly<Record<string, ComponentType<RouteViewProps>>> = {
  home: lazy(() => import('./home/HomeView')),
  'profile/index': lazy(() => import('./profile/ProfileView')),
  'systemManage/errorLog': lazy(() => import('./errorLog/ErrorLogView')),
};
