import { Suspense, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useRealtime } from '../../realtime/useRealtime';
import { useSessionRoutes } from '../../session/useSessionRoutes';
import { deferredComponent } from '../../ui/deferred/deferredComponent';
import { useWindowWidth } from '../useWindowWidth';
import { TodoBar } from './TodoBar';
import { TODO_SHEET_WIDTH, todoItems } from './todoModel';
import { reloadTodoCounts, todo } from './todoStore';

// Below 992 px only: the desktop shell does not carry the sheet's code.
const todoSheet = deferredComponent(() => import('./TodoSheet').then((module) => module.TodoSheet));

export const REFRESH_TODO_MESSAGE = 'refreshToDoList';

/** The to-do list in the navbar: each count opens the screen that resolves it. `room` is the
 * width the bar may take from 992 px; below that one badge opens the list as a sheet. */
export function TodoBadges({ room }: { room: number }) {
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
  if (items.length === 0) return null;
  return width < TODO_SHEET_WIDTH ? (
    <Suspense fallback={null}>
      <todoSheet.Deferred items={items} />
    </Suspense>
  ) : (
    <TodoBar items={items} room={room} />
  );
}
