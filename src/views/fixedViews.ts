// Hand-written screens by the `component` name the menu tree gives them (docs/contracts.md).
// The home, shipper and driver dashboards and the statistics routes are page JSON (pages/).
import { lazy, type ComponentType } from 'react';
import type { FixedViewComponent } from '../core/page/fixedViewComponents';
import type { RouteViewProps } from './routeViewProps';

export const fixedViews: Readonly<Record<FixedViewComponent, ComponentType<RouteViewProps>>> = {
  'profile/index': lazy(() => import('./profile/ProfileView')),
  'systemManage/errorLog': lazy(() => import('./errorLog/ErrorLogView')),
  'systemManage/updatePassword': lazy(() => import('./profile/UpdatePasswordView')),
};
