// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { badgeText, fittingTodoCount, splitTodoItems, todoItems, visibleTodoCount } from '../../../src/layout/todo/todoModel';
import { TODO_COMPONENTS, todoRoutePath } from '../../../src/layout/todo/todoRoutes';
import zhCatalogue from '../../../locales/zh.json';
import { reloadTodoCounts, todo } from '../../../src/layout/todo/todoStore';

const leaf = (component: string, path: string, meta: Partial<AppRoute['meta']> = {}): AppRoute => ({
  name: component,
  path,
  component,
  meta: { title: 'x', ...meta },
  hidden: false,
});
const routes: AppRoute[] = [
  {
    ...leaf('Layout', '/tms'),
    children: [leaf('tms/review/driverReview', '/tms/review/driverReview'), leaf('tms/order/hall', '/tms/order/hall')],
  },
  leaf('basic/DriverManage', '/basic/DriverManage'),
  leaf('tms/transportManage/waybillManage', '/transport/waybillManage'),
];
const count = (configKey: string, configValue: string) => ({ configKey, configName: configKey, configValue });

describe('each to-do key opens the page that resolves it', () => {
  // The server names each count it answers (server.todo.<key>): staff's and a party's own.
  it('maps every count the server answers', () =>
    expect(Object.keys(TODO_COMPONENTS).sort()).toEqual(Object.keys(zhCatalogue.server.todo).sort()));

  it('resolves the route path of the mapped component from the session routes', () => {
    expect(todoRoutePath('auth_driver_count', routes)).toBe('/tms/review/driverReview');
    expect(todoRoutePath('certificate_expiry', routes)).toBe('/basic/DriverManage');
  });

  it('a key whose route the user lacks is not shown', () => {
    const items = todoItems([count('auth_driver_count', '3'), count('remit_count', '5'), count('unknown', '1')], routes);
    expect(items.map((item) => item.key)).toEqual(['auth_driver_count']);
  });

  it('a key whose count is a filter of its screen opens it with that filter as the query (issue 13)', () => {
    expect(todoRoutePath('miss_order_count', routes)).toBe('/transport/waybillManage?status=pending_dispatch');
    expect(todoItems([count('miss_order_count', '4')], routes)).toEqual([
      { key: 'miss_order_count', name: 'miss_order_count', count: 4, path: '/transport/waybillManage?status=pending_dispatch' },
    ]);
    // Not the order hall any more: it counts waybills, not offers.
    expect(TODO_COMPONENTS.miss_order_count.component).toBe('tms/transportManage/waybillManage');
  });

  it('a value that is not a number counts as 0', () => {
    expect(todoItems([count('miss_order_count', 'n/a')], routes)[0].count).toBe(0);
  });
});

describe('badges cap at 99 (the More total at 999)', () => {
  it('shows 99+ above 99 and the number otherwise', () => {
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
    expect(badgeText(1000, 999)).toBe('999+');
  });
});

describe('6 to 9 items are visible by width, the rest under More (spec section 9, issue 10 item 8)', () => {
  it.each([
    [1280, 6],
    [1440, 6],
    [1699, 6],
    [1700, 7],
    [1800, 8],
    [1900, 9],
    [2560, 9],
  ])('from 1280 px: width %i shows %i items when they fit', (width, visible) => expect(visibleTodoCount(width, 16, 16)).toBe(visible));

  it('from 1280 px six show even when fewer fit whole (their names are cut instead)', () => {
    expect(visibleTodoCount(1280, 3, 16)).toBe(6);
    expect(visibleTodoCount(1440, 0, 16)).toBe(6);
  });

  it('above 1700 px the extra items show only when they fit whole', () => {
    expect(visibleTodoCount(1900, 7, 16)).toBe(7);
    expect(visibleTodoCount(1900, 4, 16)).toBe(6);
  });

  it('from 992 to 1280 px as many as fit, at most 6', () => {
    expect(visibleTodoCount(1100, 2, 16)).toBe(2);
    expect(visibleTodoCount(1279, 0, 16)).toBe(0);
    expect(visibleTodoCount(992, 9, 16)).toBe(6);
  });

  it('below 992 px no single item shows (one badge opens the list)', () => {
    expect(visibleTodoCount(991, 9, 16)).toBe(0);
    expect(visibleTodoCount(390, 9, 16)).toBe(0);
  });

  it('never more than there are', () => expect(visibleTodoCount(1900, 16, 3)).toBe(3));

  it('puts the rest under More with their total', () => {
    const items = Array.from({ length: 12 }, (_, index) => ({ key: `k${index}`, name: 'n', count: index, path: '/p' }));
    const split = splitTodoItems(items, 6);
    expect(split.visible).toHaveLength(6);
    expect(split.more.map((item) => item.key)).toEqual(['k6', 'k7', 'k8', 'k9', 'k10', 'k11']);
    expect(split.moreTotal).toBe(6 + 7 + 8 + 9 + 10 + 11);
  });
});

describe('between 992 and 1280 px the items that fit are measured', () => {
  const bar = { itemWidths: [70, 50, 40, 60], moreWidth: 50, gap: 8 };

  it('counts the leading items that fit together with More and the gaps', () => {
    // 70 + 8 + 50, then 8 + 50 for More = 186
    expect(fittingTodoCount({ ...bar, room: 186 })).toBe(2);
    expect(fittingTodoCount({ ...bar, room: 185 })).toBe(1);
  });

  it('the last item needs no room for More', () => {
    // 70 + 50 + 40 + 60 + 3 gaps = 244; three with More need 234
    expect(fittingTodoCount({ ...bar, room: 244 })).toBe(4);
    expect(fittingTodoCount({ ...bar, room: 243 })).toBe(3);
  });

  it('no room, no item', () => expect(fittingTodoCount({ ...bar, room: 0 })).toBe(0));
});

describe('reloading the counts', () => {
  it('keeps the newest answer when answers arrive out of order', async () => {
    let resolveFirst: (value: ReturnType<typeof count>[]) => void = () => undefined;
    const first = reloadTodoCounts(() => new Promise((resolve) => (resolveFirst = resolve)));
    await reloadTodoCounts(async () => [count('auth_count', '2')]);
    resolveFirst([count('auth_count', '1')]);
    await first;
    expect(todo.counts).toEqual([count('auth_count', '2')]);
  });

  it('a failed load keeps the last counts', async () => {
    await reloadTodoCounts(async () => {
      throw new Error('offline');
    });
    expect(todo.counts).toEqual([count('auth_count', '2')]);
  });
});
