import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeTitle } from '../i18n/routeTitle';
import { toggleSidebar } from '../session/appStore';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { findShellRoute, shellRoutes } from '../router/shellRoutes';
import { LanguageSelect } from '../ui/LanguageSelect';
import { RoleSwitch } from './RoleSwitch';
import { UserMenu } from './UserMenu';

/** The top bar: sidebar toggle, current page title, language, role and user. */
export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findShellRoute(pathname, shellRoutes(useSessionRoutes()));
  return (
    <header className="flex h-[50px] shrink-0 items-center gap-4 border-b border-slate-200 bg-white px-4 shadow-sm">
      <button
        type="button"
        onClick={toggleSidebar}
        aria-label={t('navbar.toggleSidebar')}
        className="rounded px-2 py-1 text-lg text-slate-600 hover:bg-slate-100"
      >
        ☰
      </button>
      <h1 className="min-w-0 flex-1 truncate text-base font-medium text-slate-800">{route ? routeTitle(t, route) : ''}</h1>
      <LanguageSelect inline />
      <RoleSwitch />
      <UserMenu />
    </header>
  );
}
