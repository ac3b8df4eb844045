import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TodoCountBadge, TodoListIcon } from './TodoCountBadge';
import { ITEM_CAP, MORE_CAP, totalCount, type TodoItem } from './todoModel';

/** Below 992 px: one badge with the total that opens the whole list as a sheet from the bottom. */
export function TodoSheet({ items }: { items: readonly TodoItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label={t('todo.label')} className="flex shrink-0 items-center text-xs">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="flex items-center whitespace-nowrap text-slate-600 hover:text-primary">
          {/* On a phone an icon stands for the label (kept for screen readers). */}
          <TodoListIcon />
          <span className="sr-only sm:not-sr-only">{t('todo.label')}</span>
          <TodoCountBadge count={totalCount(items)} cap={MORE_CAP} />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/30" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-[2001] flex max-h-[75vh] flex-col rounded-t-xl bg-white shadow-xl"
          >
            <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
              <Dialog.Title className="text-base font-semibold text-slate-800">{t('todo.label')}</Dialog.Title>
              <Dialog.Close aria-label={t('todo.close')} className="px-2 text-xl leading-none text-slate-500 hover:text-slate-800">
                ×
              </Dialog.Close>
            </div>
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
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </nav>
  );
}
