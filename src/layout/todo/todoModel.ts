// Badge rules of the layout issue: counts cap at 99 per item and 999 for the More total;
// 6 to 9 items are visible depending on width (measured between 992 and 1280 px), the rest go
// under More; below 992 px one badge opens the whole list in a sheet.
import type { AppRoute } from '../../session/buildRoutes';
import type { TodoCount } from './todoApi';
import { todoRoutePath } from './todoRoutes';

export const ITEM_CAP = 99;
export const MORE_CAP = 999;

export interface TodoItem {
  key: string;
  name: string;
  count: number;
  /** The screen's route path with the filters of its count as the query. */
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

/** Below this window width (the mobile layout) the to-do list is one badge that opens a sheet. */
export const TODO_SHEET_WIDTH = 992;
/** From this window width at least 6 items show, their names cut short if the navbar is tight. */
export const TODO_FULL_WIDTH = 1280;
export const MIN_VISIBLE_ITEMS = 6;

/** The most items shown at a window width: 6 below 1700 px, 7 from 1700, 8 from 1800, 9 from 1900. */
export function todoItemCap(width: number): number {
  if (width < 1700) return 6;
  if (width < 1800) return 7;
  if (width < 1900) return 8;
  return 9;
}

/** Measured sizes of the to-do bar, in px: each item's natural width, the More menu's, the gap. */
export interface TodoBarMeasure {
  room: number;
  itemWidths: readonly number[];
  moreWidth: number;
  gap: number;
}

/** How many leading items fit whole in `room`, keeping room for More when some are left over. */
export function fittingTodoCount({ room, itemWidths, moreWidth, gap }: TodoBarMeasure): number {
  const total = itemWidths.length;
  for (let count = total; count > 0; count -= 1) {
    const items = itemWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * (count - 1);
    if (items + (count < total ? gap + moreWidth : 0) <= room) return count;
  }
  return 0;
}

/** Items shown beside More (spec section 9: 6 to 9 by width): from 1280 px at least 6 and up to
 * the width's cap, as many as fit above 6; from 992 to 1280 px as many as fit, at most 6; none
 * below 992 px, where one badge opens the whole list. */
export function visibleTodoCount(width: number, fitting: number, total: number): number {
  if (width < TODO_SHEET_WIDTH) return 0;
  const floor = width >= TODO_FULL_WIDTH ? MIN_VISIBLE_ITEMS : 0;
  return Math.min(total, todoItemCap(width), Math.max(floor, fitting));
}

export function splitTodoItems(items: readonly TodoItem[], visibleCount: number): { visible: TodoItem[]; more: TodoItem[]; moreTotal: number } {
  const visible = items.slice(0, visibleCount);
  const more = items.slice(visibleCount);
  return { visible, more, moreTotal: more.reduce((sum, item) => sum + item.count, 0) };
}

/** The sum of all counts (the single badge below 992 px), capped like the More total. */
export function totalCount(items: readonly TodoItem[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}
