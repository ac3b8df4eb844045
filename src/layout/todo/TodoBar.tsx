import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MenuButton } from '../../ui/menu/MenuButton';
import { useWindowWidth } from '../useWindowWidth';
import { TodoCountBadge } from './TodoCountBadge';
import { fittingTodoCount, ITEM_CAP, MORE_CAP, splitTodoItems, totalCount, visibleTodoCount, type TodoItem } from './todoModel';

const GAP_PX = 8;
const ITEM = 'flex items-center whitespace-nowrap text-slate-600 hover:text-primary';

interface Measured {
  itemWidths: number[];
  moreWidth: number;
}

/** Reads the natural widths of the items and of More from an invisible copy of the bar; again
 * whenever that copy changes size (names, counts, language, a late web font). */
function useMeasuredWidths(row: React.RefObject<HTMLDivElement | null>, signature: string): Measured {
  const [measured, setMeasured] = useState<Measured>({ itemWidths: [], moreWidth: 0 });
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const read = () => {
      const widths = [...element.children].map((child) => child.getBoundingClientRect().width);
      setMeasured({ itemWidths: widths.slice(0, -1), moreWidth: widths.at(-1) ?? 0 });
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, signature]);
  return measured;
}

/** The to-do bar from 992 px: as many single items as the width allows, the rest under More. */
export function TodoBar({ items, room }: { items: readonly TodoItem[]; room: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const width = useWindowWidth();
  const measureRow = useRef<HTMLDivElement>(null);
  const signature = items.map((item) => `${item.name}:${item.count}`).join('|');
  const { itemWidths, moreWidth } = useMeasuredWidths(measureRow, signature);

  const fitting = itemWidths.length === items.length ? fittingTodoCount({ room, itemWidths, moreWidth, gap: GAP_PX }) : 0;
  const { visible, more, moreTotal } = splitTodoItems(items, visibleTodoCount(width, fitting, items.length));
  // With no single items shown, the menu holds the whole list.
  const moreLabel = visible.length === 0 ? t('todo.label') : t('todo.more');

  return (
    // Names may be cut with an ellipsis (from 1280 px six items show however tight the navbar
    // is); the counts stay whole.
    <nav aria-label={t('todo.label')} className="relative flex min-w-0 items-center text-xs" style={{ gap: GAP_PX }}>
      {visible.map((item) => (
        <Link key={item.key} to={item.path} title={item.name} className={`${ITEM} min-w-0`}>
          <span className="truncate">{item.name}</span>
          <TodoCountBadge count={item.count} cap={ITEM_CAP} />
        </Link>
      ))}
      {more.length > 0 && (
        <MenuButton
          title={moreLabel}
          className={`${ITEM} shrink-0`}
          sideOffset={0}
          contentClassName="z-[3000] min-w-40 rounded border border-slate-200 bg-white py-1 shadow-md"
          entryClassName="flex cursor-pointer items-center justify-between px-3 py-1.5 text-xs text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          entries={more.map((item) => ({
            key: item.key,
            label: (
              <>
                {item.name}
                <TodoCountBadge count={item.count} cap={ITEM_CAP} />
              </>
            ),
            onSelect: () => navigate(item.path),
          }))}
        >
          {moreLabel}
          <TodoCountBadge count={moreTotal} cap={MORE_CAP} />
        </MenuButton>
      )}
      {/* The invisible copy that is measured: every item at its natural width, then More with the
          largest total it can show. Clipped to nothing, so it widens nothing. */}
      <div aria-hidden="true" className="pointer-events-none invisible absolute left-0 top-0 size-0 overflow-hidden">
        <div ref={measureRow} className="flex w-max text-xs">
          {items.map((item) => (
            <span key={item.key} className={ITEM}>
              <span>{item.name}</span>
              <TodoCountBadge count={item.count} cap={ITEM_CAP} />
            </span>
          ))}
          <span className={ITEM}>
            <span>{t('todo.more')}</span>
            <TodoCountBadge count={totalCount(items)} cap={MORE_CAP} />
          </span>
        </div>
      </div>
    </nav>
  );
}
