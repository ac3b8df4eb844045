// todo: the caller's to-do items with their counts, each opening the screen that resolves it
// (with the matching filter); the same counts as the to-do bar, refreshed with the page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { TodoBlock as TodoBlockType } from '../../../src/core/generated/page-language';
import { ITEM_CAP, todoItems } from '../../../src/layout/todo/todoModel';
import { TodoCountBadge } from '../../../src/layout/todo/TodoCountBadge';
import { reloadTodoCounts, todo } from '../../../src/layout/todo/todoStore';
import { session } from '../../../src/session/sessionState';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';

export function TodoBlock({ block }: BlockProps<TodoBlockType>) {
  const { t } = useTranslation();
  const { reloads } = usePageQuery();
  const { counts } = useSnapshot(todo);
  const { routes } = useSnapshot(session);
  useEffect(() => {
    void reloadTodoCounts();
  }, [reloads]);
  const items = todoItems(counts, routes as typeof session.routes);
  const title = t(block.title ?? 'todo.label');
  return (
    <section aria-label={title} className="flex h-full flex-col gap-2 rounded bg-white p-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('renderer.todo.none')}</p>
      ) : (
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.path} className="flex items-center justify-between border-b border-slate-100 py-2 text-sm text-slate-700 hover:text-primary">
                {item.name}
                <TodoCountBadge count={item.count} cap={ITEM_CAP} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
