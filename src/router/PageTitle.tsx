import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeTitle } from '../i18n/routeTitle';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { DocumentTitle } from './DocumentTitle';
import { STANDALONE_TITLES } from './publicScreens';
import { findShellRoute, shellRoutes } from './shellRoutes';

/** The document title of the router's current address: its menu title or its standalone screen's,
 * kept on navigation and language change. */
export function PageTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useSessionRoutes();
  const route = findShellRoute(pathname, shellRoutes(routes));
  const standalone = STANDALONE_TITLES[pathname];
  return <DocumentTitle title={route ? routeTitle(t, route) : standalone ? t(standalone) : ''} />;
}
