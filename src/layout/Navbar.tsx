import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { toggleSidebar } from '../session/appStore';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { findShellRoute, HOME_ROUTE, shellRoutes } from '../router/shellRoutes';
import { LanguageSelect } from '../ui/LanguageSelect';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLogBadge } from './errorLog/ErrorLogBadge';
import { ExtraLinks } from './navbar/ExtraLinks';
import { FullscreenToggle } from './navbar/FullscreenToggle';
import { ERROR_LOG_COMPONENT, pathOfComponent } from './navbar/navbarRules';
import { RoleSwitch } from './RoleSwitch';
import { HeaderSearch } from './search/HeaderSearch';
import { SettingsPanel } from './settings/SettingsPanel';
import { TodoBadges } from './todo/TodoBadges';
import { useElementWidth } from './useElementWidth';
import { UserMenu } from './UserMenu';

/** What the breadcrumb keeps (sm:min-w-16) however many to-do items want the room, and the gap beside it. */
const BREADCRUMB_MIN_PX = 64;
const MIDDLE_GAP_PX = 12;

/** The top bar: hamburger, breadcrumb, to-do list, search, tools, role and the avatar menu. */
export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sessionRoutes = useSessionRoutes();
  const routes = shellRoutes(sessionRoutes);
  const route = findShellRoute(pathname, routes);
  // The breadcrumb and the to-do bar share what the fixed parts leave; the bar measures its part.
  const middle = useRef<HTMLDivElement>(null);
  const middleWidth = useElementWidth(middle);
  // On a phone every part must still fit in 375 px (the avatar menu holds log-out): tighter
  // spacing, no breadcrumb, narrow selects.
  return (
    <header className="flex h-[50px] shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 shadow-sm sm:px-4 min-[1600px]:gap-3">
      <button
        type="button"
        onClick={toggleSidebar}
        aria-label={t('navbar.toggleSidebar')}
        className="rounded px-2 py-1 text-lg text-slate-600 hover:bg-slate-100"
      >
        ☰
      </button>
      <div ref={middle} className="flex min-w-0 flex-1 items-center justify-end" style={{ gap: MIDDLE_GAP_PX }}>
        {/* On a phone the breadcrumb is not shown and keeps no room. */}
        <div className="min-w-0 flex-1 basis-0 overflow-hidden sm:min-w-16">
          <Breadcrumb sessionRoutes={sessionRoutes} route={route} home={findShellRoute(HOME_ROUTE.path, routes)} />
        </div>
        <TodoBadges room={middleWidth - BREADCRUMB_MIN_PX - MIDDLE_GAP_PX} />
      </div>
      <ErrorLogBadge to={pathOfComponent(ERROR_LOG_COMPONENT, sessionRoutes)} />
      <HeaderSearch sessionRoutes={sessionRoutes} />
      <div className="hidden shrink-0 items-center gap-2 lg:flex min-[1600px]:gap-3">
        <ExtraLinks sessionRoutes={sessionRoutes} />
        <FullscreenToggle />
      </div>
      {/* Compact selects: their labels stay for screen readers only. */}
      <div className="flex shrink-0 items-center gap-2 [&_label]:sr-only [&_select]:max-w-16 sm:[&_select]:max-w-28">
        <LanguageSelect inline />
        <RoleSwitch />
      </div>
      <SettingsPanel />
      <UserMenu />
    </header>
  );
}
