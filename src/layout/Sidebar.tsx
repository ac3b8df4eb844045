import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { partyGroup } from '../session/partyGroupStore';
import { settings } from '../session/settingsStore';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { findShellRoute, shellRoutes } from '../router/shellRoutes';
import { deferredComponent } from '../ui/deferred/deferredComponent';
import { useIdlePreload } from '../ui/deferred/useIdlePreload';
import { activeMenuPath, groupsContaining, toMenuItems } from './menuModel';
import { SidebarMenu } from './SidebarMenu';

// The icon strip (Radix's tooltips and fly-outs) is fetched once the browser is idle, not with the shell.
const collapsedMenu = deferredComponent(() => import('./CollapsedMenu').then((module) => module.CollapsedMenu));

/** The granted menus (spec section 2), with the logo linking to /; `collapsed` (desktop, closed
 * by the hamburger) leaves the icon strip. */
export function Sidebar({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useSessionRoutes();
  const group = useSnapshot(partyGroup);
  const { sidebarLogo } = useSnapshot(settings);
  const items = useMemo(() => toMenuItems(routes), [routes]);
  useIdlePreload(collapsedMenu.preload);
  const activePath = activeMenuPath(findShellRoute(pathname, shellRoutes(routes)), pathname);
  const [open, setOpen] = useState(() => ({ forPath: activePath, keys: groupsContaining(items, activePath) }));

  // Navigating elsewhere (a link, the browser) opens the groups holding the new entry; adjusting
  // state while rendering avoids a second pass through an effect.
  if (open.forPath !== activePath) {
    const holding = groupsContaining(items, activePath);
    setOpen({ forPath: activePath, keys: holding.length > 0 ? holding : open.keys });
  }

  const toggle = (key: string, depth: number) =>
    setOpen((current) => ({
      ...current,
      keys: current.keys[depth] === key ? current.keys.slice(0, depth) : [...current.keys.slice(0, depth), key],
    }));

  const title = group.groupName || t('common.appName');
  return (
    <aside className={`flex h-full shrink-0 flex-col overflow-hidden bg-menu-bg transition-[width] ${collapsed ? 'w-[54px]' : 'w-[210px]'}`}>
      {sidebarLogo && (
        <Link to="/" aria-label={collapsed ? title : undefined} className={`flex h-[50px] shrink-0 items-center gap-2 text-white ${collapsed ? 'justify-center' : 'px-4'}`}>
          {group.logoUrl && <img src={group.logoUrl} alt="" className="size-8 object-contain" />}
          {collapsed && !group.logoUrl && <span className="text-base font-semibold">{Array.from(title)[0]}</span>}
          {!collapsed && <span className="truncate text-sm font-semibold">{title}</span>}
        </Link>
      )}
      <nav aria-label={t('navbar.menu')} className="flex-1 overflow-y-auto overflow-x-hidden">
        {collapsed ? (
          <Suspense fallback={null}>
            <collapsedMenu.Deferred items={items} activePath={activePath} />
          </Suspense>
        ) : (
          <SidebarMenu items={items} depth={0} openKeys={open.keys} onToggle={toggle} activePath={activePath} />
        )}
      </nav>
    </aside>
  );
}
