// Badge rules of the layout issue: counts cap at 99 per item and 999 for the More total;
// 6 to 9 items are visible depending on width, the rest go under More.
import type { AppRoute } from '../../session/buildRoutes';
import type { TodoCount } from './todoApi';
import { todoRoutePath } from './todoRoutes';

export const ITEM_CAP = 99;
export const MORE_CAP = 999;

export interface TodoItem {
  key: string;
  name: string;
  count: number;
  path: string;
}

/** `99+` above the cap, else the number. */
export function badgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

/** Counts of the screens the user has, in the server's order; unparsable values count as 0. */
export function todoItems(counts: readonly TodoCount[], sessionRoutes: readonly AppRoute[]): TodoItem[] {
  return counts.flatMap((entry) => {
    const path = todoRoutePath(entry.configKey, sessionRoutes);
    if (!path) return [];
    const count = Number.parseInt(entry.configValue, 10);
    return [{ key: entry.configKey, name: entry.configName, count: Number.isFinite(count) && count > 0 ? count : 0, path }];
  });
}

/** Below this window width the navbar has no room for single items: all counts go under one menu. */
export const COMPACT_TODO_WIDTH = 1600;

/** Visible items by window width: 6 from 1600 px, 7 from 1700, 8 from 1800, 9 from 1900; none below 1600. */
export function visibleTodoCount(width: number): number {
  if (width < COMPACT_TODO_WIDTH) return 0;
  if (width < 1700) return 6;
  if (width < 1800) return 7;
  if (width < 1900) return 8;
  return 9;
}

export function splitTodoItems(items: readonly TodoItem[], width: number): { visible: TodoItem[]; more: TodoItem[]; moreTotal: number } {
  const limit = visibleTodoCount(width);
  const visible = items.slice(0, limit);
  const more = items.slice(limit);
  return { visible, more, moreTotal: more.reduce((sum, item) => sum + item.count, 0) };
}
