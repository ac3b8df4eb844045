import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { prefetchPressedScreen } from '../../renderers/PageView';
import { routeTitle } from '../i18n/routeTitle';
import { tagKey } from '../session/tagsModel';
import { tags } from '../session/tagsStore';
import { MenuIcon } from './menuIcons';
import type { MenuItem } from './menuModel';

export interface SidebarMenuProps {
  items: readonly MenuItem[];
  depth: number;
  /** The chain of open groups, outermost first: one submenu open at a time per level. */
  openKeys: readonly string[];
  onToggle(key: string, depth: number): void;
  activePath: string;
}

/** A click mounts the screen anew (and fetches its first page): not the screen on show, nor a kept-alive tab, which comes back as it was. */
const opensAnew = (path: string, activePath: string) => path !== activePath && !tags.views.some((view) => view.key === tagKey(path, '') && view.keepAlive);

const ENTRY = 'flex w-full items-center gap-3 py-3 pr-4 text-left text-sm hover:bg-menu-hover';

export function SidebarMenu({ items, depth, openKeys, onToggle, activePath }: SidebarMenuProps) {
  const { t, i18n } = useTranslation();
  // Nested entries line up with the text of the top-level entries, after their 18 px icon and gap.
  const indent = { paddingLeft: `${depth === 0 ? 20 : 50 + (depth - 1) * 16}px` };
  return (
    <ul className={depth > 0 ? 'bg-submenu-bg' : undefined}>
      {items.map((item) => {
        const title = routeTitle(t, item.route);
        // Top-level entries carry their group's icon, as in the collapsed strip.
        const icon = depth === 0 ? <MenuIcon name={item.icon} /> : null;
        if (item.kind === 'external') {
          return (
            <li key={item.key}>
              <a href={item.href} target="_blank" rel="noopener noreferrer" className={`${ENTRY} text-menu-text`} style={indent}>
                {icon}
                {title}
              </a>
            </li>
          );
        }
        if (item.kind === 'link') {
          const active = item.path === activePath;
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                // The screen's code and definitions start loading on the press, not after the route
                // change; the click asks for its first page of records too.
                onPointerDown={() => prefetchPressedScreen(item.route.component, i18n)}
                onClick={() => prefetchPressedScreen(item.route.component, i18n, opensAnew(item.path, activePath) ? { tabKey: tagKey(item.path, ''), search: '', screen: item.route.name } : undefined)}
                aria-current={active ? 'page' : undefined}
                className={`${ENTRY} ${active ? 'text-menu-active' : 'text-menu-text'}`}
                style={indent}
              >
                {icon}
                {title}
              </Link>
            </li>
          );
        }
        const open = openKeys[depth] === item.key;
        return (
          <li key={item.key}>
            <button type="button" aria-expanded={open} onClick={() => onToggle(item.key, depth)} className={`${ENTRY} text-menu-text`} style={indent}>
              {icon}
              <span className="flex-1">{title}</span>
              <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
                ▾
              </span>
            </button>
            {open && <SidebarMenu items={item.children} depth={depth + 1} openKeys={openKeys} onToggle={onToggle} activePath={activePath} />}
          </li>
        );
      })}
    </ul>
  );
}
