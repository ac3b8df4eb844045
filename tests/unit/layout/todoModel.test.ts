// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { badgeText, splitTodoItems, todoItems, visibleTodoCount } from '../../../src/layout/todo/todoModel';
import { TODO_COMPONENTS, todoRoutePath } from '../../../src/layout/todo/todoRoutes';
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
];
const count = (configKey: string, configValue: string) => ({ configKey, configName: configKey, configValue });

describe('each to-do key opens the page that resolves it', () => {
  it('maps all 16 counts', () => expect(Object.keys(TODO_COMPONENTS)).toHaveLength(16));

  it('resolves the route path of the mapped component from the session routes', () => {
    expect(todoRoutePath('auth_driver_count', routes)).toBe('/tms/review/driverReview');
    expect(todoRoutePath('certificate_expiry', routes)).toBe('/basic/DriverManage');
  });

  it('a key whose route the user lacks is not shown', () => {
    const items = todoItems([count('auth_driver_count', '3'), count('remit_count', '5'), count('unknown', '1')], routes);
    expect(items.map((item) => item.key)).toEqual(['auth_driver_count']);
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

describe('6 to 9 items are visible depending on width, the rest under More', () => {
  it.each([
    [1600, 6],
    [1699, 6],
    [1700, 7],
    [1800, 8],
    [1900, 9],
    [2560, 9],
  ])('width %i shows %i items', (width, visible) => expect(visibleTodoCount(width)).toBe(visible));

  it('below 1600 px (no room in the navbar) every count goes under the one menu', () => {
    expect(visibleTodoCount(1599)).toBe(0);
    expect(visibleTodoCount(375)).toBe(0);
  });

  it('puts the rest under More with their total', () => {
    const items = Array.from({ length: 12 }, (_, index) => ({ key: `k${index}`, name: 'n', count: index, path: '/p' }));
    const split = splitTodoItems(items, 1650);
    expect(split.visible).toHaveLength(6);
    expect(split.more.map((item) => item.key)).toEqual(['k6', 'k7', 'k8', 'k9', 'k10', 'k11']);
    expect(split.moreTotal).toBe(6 + 7 + 8 + 9 + 10 + 11);
  });
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
