import i18next, { type TFunction } from 'i18next';
import type { AppRoute } from '../session/buildRoutes';

/** A title the catalogues hold (`route.<name>`), not a title typed on systemManage/authorityCreation. */
const TITLE_KEY = /^[A-Za-z]+\.[A-Za-z0-9_.]+$/;

/** A route's translated title; the route name while its `route.<name>` key has no text. A menu
 * added on systemManage/authorityCreation carries its Chinese title and maybe the others
 * (`meta.titles`): the one of the current language, else the Chinese. */
export function routeTitle(t: TFunction, route: Pick<AppRoute, 'name' | 'meta'>): string {
  const { title, titles } = route.meta;
  if (!title) return route.name;
  if (TITLE_KEY.test(title)) return t(title, { defaultValue: route.name });
  const language = (t as TFunction & { lng?: string }).lng ?? i18next.language;
  return titles?.[language as keyof typeof titles] ?? title;
}
