import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Sheet } from '../../ui/Sheet';
import { TodoCountBadge, TodoListIcon } from './TodoCountBadge';
import { ITEM_CAP, MORE_CAP, totalCount, type TodoItem } from './todoModel';

/** Below 992 px: one badge with the total that opens the whole list as a sheet from the bottom. */
export function TodoSheet({ items }: { items: readonly TodoItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label={t('todo.label')} className="flex shrink-0 items-center text-xs">
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="bottom"
        title={t('todo.label')}
        closeLabel={t('todo.close')}
        triggerClassName="flex items-center whitespace-nowrap text-slate-600 hover:text-primary"
        trigger={
          <>
            {/* On a phone an icon stands for the label (kept for screen readers). */}
            <TodoListIcon />
            <span className="sr-only sm:not-sr-only">{t('todo.label')}</span>
            <TodoCountBadge count={totalCount(items)} cap={MORE_CAP} />
          </>
        }
      >
        <ul className="overflow-y-auto px-4 pb-4">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.path}
                onClick={() => setOpen(false)}
                className="flex items-center justify-between border-b border-slate-100 py-3 text-sm text-slate-700 hover:text-primary"
              >
                {item.name}
                <TodoCountBadge count={item.count} cap={ITEM_CAP} />
              </Link>
            </li>
          ))}
        </ul>
      </Sheet>
    </nav>
  );
}
