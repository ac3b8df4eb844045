import type { AppRoute } from '../session/buildRoutes';

/** Every routed screen receives the route it was opened for. */
export interface RouteViewProps {
  route: AppRoute;
}
