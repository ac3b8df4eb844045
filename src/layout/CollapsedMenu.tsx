import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeTitle } from '../i18n/routeTitle';
import { MenuIcon } from './menuIcons';
import { groupsContaining, type MenuItem } from './menuModel';

const STRIP_ENTRY = 'flex h-12 w-full items-center justify-center outline-none hover:bg-menu-hover focus-visible:bg-menu-hover';
// Long groups scroll inside the room Radix measures beside the strip.
const FLY_OUT = 'z-[3000] max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-44 overflow-y-auto rounded bg-menu-bg py-1 shadow-lg';
const FLY_OUT_ENTRY = 'flex cursor-pointer items-center justify-between px-4 py-2 text-sm outline-none data-[highlighted]:bg-menu-hover';

/** The entry's title beside the strip on hover or keyboard focus. */
function WithTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="right" sideOffset={6} className="z-[3001] rounded bg-slate-800 px-2 py-1 text-xs text-white shadow">
          {title}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** A group's entries in its fly-out; nested groups open as sub-menus. */
function FlyOutEntries({ items, activePath }: { items: readonly MenuItem[]; activePath: string }) {
  const { t } = useTranslation();
  return items.map((item) => {
    const title = routeTitle(t, item.route);
    if (item.kind === 'group') {
      return (
        <DropdownMenu.Sub key={item.key}>
          <DropdownMenu.SubTrigger className={`${FLY_OUT_ENTRY} text-menu-text`}>
            {title}
            <span aria-hidden="true">›</span>
          </DropdownMenu.SubTrigger>
          <DropdownMenu.Portal>
            <DropdownMenu.SubContent sideOffset={2} className={FLY_OUT}>
              <FlyOutEntries items={item.children} activePath={activePath} />
            </DropdownMenu.SubContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Sub>
      );
    }
    const active = item.kind === 'link' && item.path === activePath;
    return (
      <DropdownMenu.Item key={item.key} asChild className={`${FLY_OUT_ENTRY} ${active ? 'text-menu-active' : 'text-menu-text'}`}>
        {item.kind === 'external' ? (
          <a href={item.href} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        ) : (
          <Link to={item.path} aria-current={active ? 'page' : undefined}>
            {title}
          </Link>
        )}
      </DropdownMenu.Item>
    );
  });
}

/** The collapsed sidebar (vue-element-admin): one icon per top-level entry, its title as a
 * tooltip; a group opens its entries in a fly-out beside the strip. */
export function CollapsedMenu({ items, activePath }: { items: readonly MenuItem[]; activePath: string }) {
  const { t } = useTranslation();
  const activeGroups = groupsContaining(items, activePath);
  return (
    <Tooltip.Provider delayDuration={150}>
      <ul>
        {items.map((item) => {
          const title = routeTitle(t, item.route);
          const active = item.kind === 'group' ? activeGroups[0] === item.key : item.kind === 'link' && item.path === activePath;
          const tone = active ? 'text-menu-active' : 'text-menu-text';
          if (item.kind !== 'group') {
            return (
              <li key={item.key}>
                <WithTooltip title={title}>
                  {item.kind === 'external' ? (
                    <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={title} className={`${STRIP_ENTRY} ${tone}`}>
                      <MenuIcon name={item.icon} />
                    </a>
                  ) : (
                    <Link to={item.path} aria-label={title} aria-current={active ? 'page' : undefined} className={`${STRIP_ENTRY} ${tone}`}>
                      <MenuIcon name={item.icon} />
                    </Link>
                  )}
                </WithTooltip>
              </li>
            );
          }
          return (
            <li key={item.key}>
              <DropdownMenu.Root modal={false}>
                <WithTooltip title={title}>
                  <DropdownMenu.Trigger aria-label={title} className={`${STRIP_ENTRY} ${tone}`}>
                    <MenuIcon name={item.icon} />
                  </DropdownMenu.Trigger>
                </WithTooltip>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content side="right" align="start" sideOffset={0} className={FLY_OUT}>
                    <DropdownMenu.Label className="border-b border-white/10 px-4 pb-2 pt-1 text-xs text-slate-400">{title}</DropdownMenu.Label>
                    <FlyOutEntries items={item.children} activePath={activePath} />
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
          );
        })}
      </ul>
    </Tooltip.Provider>
  );
}
