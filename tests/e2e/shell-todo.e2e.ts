// Issue 10, found-broken 8: the to-do bar shows 6 to 9 items by width, the rest under 更多
// (spec section 9): 6 at 1280–1440 px, as many as fit (measured) at 992–1280 px, and below
// 992 px one badge that opens the whole list as a sheet.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const todoBar = (page: Page) => page.getByRole('navigation', { name: zh('todo.label') });
const items = (page: Page) => todoBar(page).getByRole('link');

/** Waits for the counts, then answers how many single items the bar shows. */
async function visibleItems(page: Page): Promise<number> {
  await todoBar(page).getByText(/\d/).first().waitFor();
  return items(page).count();
}

/** Names cut with an ellipsis: the name's box is narrower than its text. */
async function cutNames(page: Page): Promise<string[]> {
  return items(page).evaluateAll((links) =>
    links.flatMap((link) => {
      const name = link.querySelector('span');
      return name && name.scrollWidth > name.clientWidth ? [name.textContent ?? ''] : [];
    }),
  );
}

async function headerOverflow(page: Page): Promise<number> {
  return page.locator('header').first().evaluate((header) => header.scrollWidth - header.clientWidth);
}

describe('at 1440 px six items show, whole, and 更多 holds the rest', () => {
  it('admin (the fullest navbar) sees 6 single items and the others under 更多', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'admin');
    await expect.poll(() => visibleItems(page)).toBe(6);
    expect(await cutNames(page)).toEqual([]);
    expect(await headerOverflow(page)).toBe(0);

    await todoBar(page).getByRole('button', { name: new RegExp(`^${zh('todo.more')}`) }).click();
    const rest = page.getByRole('menu').getByRole('menuitem');
    await rest.first().waitFor();
    expect(await rest.count()).toBeGreaterThan(0);
    const shown = await items(page).allInnerTexts();
    const listed = await rest.allInnerTexts();
    // No item is both on the bar and in the menu.
    expect(listed.filter((entry) => shown.includes(entry))).toEqual([]);
    await context.close();
  });
});

describe('from 992 to 1280 px the bar shows as many items as fit in the room it has', () => {
  it('at 1100 px the items shown are whole and the navbar does not overflow; collapsing the sidebar gives room for more', async () => {
    const { page, context } = await newSession(browser(), { width: 1100 });
    await signInAt(page, baseUrl, 'staff');
    const before = await visibleItems(page);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(6);
    expect(await cutNames(page)).toEqual([]);
    expect(await headerOverflow(page)).toBe(0);

    // The window keeps its width; only the room changes (the sidebar becomes a 54 px strip).
    await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).click();
    await expect.poll(() => items(page).count()).toBeGreaterThan(before);
    expect(await items(page).count()).toBeLessThanOrEqual(6);
    expect(await cutNames(page)).toEqual([]);
    expect(await headerOverflow(page)).toBe(0);
    await context.close();
  });
});

describe('below 992 px the to-do list is one badge that opens a sheet', () => {
  it('at 390 px: one button with a count; it opens the whole list, and an entry opens its screen and closes the sheet', async () => {
    const { page, context } = await newSession(browser(), { width: 390 });
    await signInAt(page, baseUrl, 'staff');
    await todoBar(page).getByText(/\d/).first().waitFor();
    expect(await items(page).count()).toBe(0);
    const badge = todoBar(page).getByRole('button', { name: new RegExp(`^${zh('todo.label')}`) });
    expect(await todoBar(page).getByRole('button').count()).toBe(1);
    expect(await badge.innerText()).toMatch(/\d/);

    await badge.click();
    const sheet = page.getByRole('dialog', { name: zh('todo.label') });
    await sheet.waitFor();
    const entries = sheet.getByRole('link');
    expect(await entries.count()).toBeGreaterThan(6);
    // The sheet rises from the bottom edge, the full width of the screen.
    const box = await sheet.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);

    const first = entries.first();
    const target = new URL((await first.getAttribute('href')) ?? '', baseUrl).pathname;
    await first.click();
    await page.waitForURL((url) => url.pathname === target);
    await sheet.waitFor({ state: 'hidden' });
    await context.close();
  });
});

// Issue 13: every to-do key opens its screen with the filter of its count.
describe('a to-do entry opens its screen filtered to what it counts', () => {
  it('超时未派单 opens 运单管理 with 运单状态 待派车 in the filter form and only such waybills listed', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'admin');
    await todoBar(page).getByText(/\d/).first().waitFor();
    const name = new RegExp(`^${zh('server.todo.miss_order_count')}`);
    const listed = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/waybill/list') && r.request().method() === 'GET' && url.searchParams.get('status') === 'pending_dispatch';
    });
    listed.catch(() => undefined);
    const entry = todoBar(page).getByRole('link', { name });
    if (await entry.count()) await entry.click();
    else {
      await todoBar(page).getByRole('button', { name: new RegExp(`^${zh('todo.more')}`) }).click();
      await page.getByRole('menu').getByRole('menuitem', { name }).click();
    }
    await page.waitForURL((url) => url.pathname === '/transport/waybillManage' && url.searchParams.get('status') === 'pending_dispatch');
    await page.getByRole('heading', { name: zh('route.waybillManage') }).first().waitFor();

    // The first query already sends the filter, and the list holds only waybills waiting for dispatch.
    const answer = await listed;
    const { records } = ((await answer.json()) as { data: { records: { status: string }[] } }).data;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.status === 'pending_dispatch')).toBe(true);
    const state = page.locator('main').getByRole('search').filter({ visible: true }).first().getByRole('combobox', { name: zh('entity.waybill.field.status'), exact: true });
    await expect.poll(async () => (await state.innerText()).trim()).toBe(zh('dict.waybill_status.pending_dispatch'));
    const statusCells = page.locator('main tbody tr').filter({ visible: true });
    await statusCells.first().waitFor();
    const rows = await statusCells.allInnerTexts();
    expect(rows.every((row) => row.includes(zh('dict.waybill_status.pending_dispatch')))).toBe(true);
    await context.close();
  });
});
