import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { routeTitle } from '../i18n/routeTitle';
import { pageTitle } from '../session/pageTitle';
import { partyGroup } from '../session/partyGroupStore';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { STANDALONE_TITLES } from './publicScreens';
import { findShellRoute, shellRoutes } from './shellRoutes';

/** Keeps document.title at `{translated title} - {groupName}` on navigation and language change. */
export function PageTitle() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { groupName } = useSnapshot(partyGroup);
  const routes = useSessionRoutes();

  useEffect(() => {
    const route = findShellRoute(pathname, shellRoutes(routes));
    const standalone = STANDALONE_TITLES[pathname];
    const title = route ? routeTitle(t, route) : standalone ? t(standalone) : '';
    document.title = pageTitle(title, groupName || t('common.appName'));
  }, [t, i18n.language, pathname, groupName, routes]);

  return null;
}
