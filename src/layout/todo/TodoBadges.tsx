import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useRealtime } from '../../realtime/useRealtime';
import { useSessionRoutes } from '../../session/useSessionRoutes';
import { useWindowWidth } from '../useWindowWidth';
import { badgeText, ITEM_CAP, MORE_CAP, splitTodoItems, todoItems } from './todoModel';
import { reloadTodoCounts, todo } from './todoStore';

export const REFRESH_TODO_MESSAGE = 'refreshToDoList';

function Badge({ count, cap }: { count: number; cap: number }) {
  if (count <= 0) return null;
  return <span className="ml-1 shrink-0 rounded-full bg-red-500 px-1.5 text-[11px] leading-4 text-white">{badgeText(count, cap)}</span>;
}

/** The to-do list in the navbar: each count opens the screen that resolves it. */
export function TodoBadges() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const { counts } = useSnapshot(todo);
  const width = useWindowWidth();

  useEffect(() => {
    void reloadTodoCounts();
  }, [routes]);
  useRealtime((message) => {
    if (message.type === REFRESH_TODO_MESSAGE) void reloadTodoCounts();
  });

  const items = useMemo(() => todoItems(counts, routes), [counts, routes]);
  const { visible, more, moreTotal } = splitTodoItems(items, width);
  if (items.length === 0) return null;
  // With no single items shown, the menu holds the whole list.
  const moreLabel = visible.length === 0 ? t('todo.label') : t('todo.more');

  return (
    // The one navbar part that gives way when the header runs out of room (long names in en/es):
    // names are cut with an ellipsis, the counts stay whole.
    <nav aria-label={t('todo.label')} className="flex min-w-0 items-center gap-2 text-xs">
      {visible.map((item) => (
        <Link key={item.key} to={item.path} title={item.name} className="flex min-w-0 items-center whitespace-nowrap text-slate-600 hover:text-primary">
          <span className="truncate">{item.name}</span>
          <Badge count={item.count} cap={ITEM_CAP} />
        </Link>
      ))}
      {more.length > 0 && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger title={moreLabel} className="flex shrink-0 items-center whitespace-nowrap text-slate-600 hover:text-primary">
            {/* On a phone an icon stands for the label (kept for screen readers), which has no room there. */}
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current sm:hidden">
              <path d="M2 3h12v1.5H2V3Zm0 4.25h12v1.5H2v-1.5ZM2 11.5h12V13H2v-1.5Z" />
            </svg>
            <span className="sr-only sm:not-sr-only">{moreLabel}</span>
            <Badge count={moreTotal} cap={MORE_CAP} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" className="z-[3000] min-w-40 rounded border border-slate-200 bg-white py-1 shadow-md">
              {more.map((item) => (
                <DropdownMenu.Item
                  key={item.key}
                  onSelect={() => navigate(item.path)}
                  className="flex cursor-pointer items-center justify-between px-3 py-1.5 text-xs text-slate-700 outline-none data-[highlighted]:bg-slate-100"
                >
                  {item.name}
                  <Badge count={item.count} cap={ITEM_CAP} />
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </nav>
  );
}
