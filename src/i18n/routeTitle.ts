import type { TFunction } from 'i18next';
import type { AppRoute } from '../session/buildRoutes';

/** A route's translated title; the route name while its `route.<name>` key has no text. */
export function routeTitle(t: TFunction, route: Pick<AppRoute, 'name' | 'meta'>): string {
  return route.meta.title ? t(route.meta.title, { defaultValue: route.name }) : route.name;
}
