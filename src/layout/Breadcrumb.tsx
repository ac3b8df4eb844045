import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeTitle } from '../i18n/routeTitle';
import type { AppRoute } from '../session/buildRoutes';
import { breadcrumbFor, routeChain } from './breadcrumbModel';

export interface BreadcrumbProps {
  sessionRoutes: readonly AppRoute[];
  /** The matched shell route (menu leaf or fixed view). */
  route: AppRoute | undefined;
  /** The Dashboard route as the shell routes it (the menu's entry when there is one). */
  home: AppRoute | undefined;
}

export function Breadcrumb({ sessionRoutes, route, home }: BreadcrumbProps) {
  const { t } = useTranslation();
  if (!route) return null;
  const chain = routeChain(sessionRoutes, route.path);
  const items = breadcrumbFor(chain.length > 0 ? chain : [route], home);
  return (
    <nav aria-label={t('navbar.breadcrumb')} className="hidden min-w-0 truncate text-sm sm:block">
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <span className="mx-2 text-slate-400">/</span>}
          {item.to ? (
            <Link to={item.to} className="font-semibold text-slate-700 hover:text-primary">
              {routeTitle(t, item.route)}
            </Link>
          ) : (
            <span className="text-slate-500" aria-current={index === items.length - 1 ? 'page' : undefined}>
              {routeTitle(t, item.route)}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
