// Issue 10 (Lists) in a real browser: one date-range picker with its shortcuts inside, Radix
// selects with 全部 first, a filter panel that folds to one row (展开/收起), and below 992 px cards
// with a 筛选 drawer, on the waybill list.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { chooseOption, filterPanel, foldToggle, pickRange, pickShortcut, rangeTrigger, selectTrigger, unfoldFor } from './support/filters';
import { firstRecord, listCards, signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const LIST_PATH = /\/ntocc-(tms|basic)-api\/(waybill|vehicle)\/list$/;
const WAYBILLS_PATH = '/transport/waybillManage';
const STATE = zh('entity.waybill.field.status');
const LOADING_TIME = zh('entity.waybill.field.despatchActualDateTime');
const CONSIGNOR = zh('entity.waybill.field.consignor');
const SEARCH = zh('renderer.filter.search');
const RESET = zh('renderer.filter.refresh');
const SCREENSHOTS = process.env.REVIEW_SCREENSHOTS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The list call `act` causes, picked by its query. */
async function listCall(page: Page, act: () => Promise<unknown>, wanted: (query: URLSearchParams) => boolean) {
  const response = page.waitForResponse((r) => LIST_PATH.test(new URL(r.url()).pathname) && r.request().method() === 'GET' && wanted(new URL(r.url()).searchParams));
  response.catch(() => undefined);
  await act();
  const answer = await response;
  return { query: new URL(answer.url()).searchParams, data: ((await answer.json()) as { data: { records: Record<string, unknown>[] } }).data };
}

async function openWaybills(width: number): Promise<Session> {
  const session = await newSession(browser(), { width });
  await signInAt(session.page, baseUrl, 'staff', WAYBILLS_PATH);
  await firstRecord(session.page).waitFor();
  return session;
}

describe('the date-range picker of a list filter (1440 px)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openWaybills(1440);
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('opens from its trigger, named by the filter label, with a two-month calendar in Chinese and the shortcuts inside', async () => {
    const { page } = session;
    const trigger = rangeTrigger(page, LOADING_TIME);
    await unfoldFor(page, trigger);
    expect((await trigger.innerText()).trim()).toContain(zh('renderer.filter.rangePlaceholder'));
    await trigger.click();
    const calendar = page.getByRole('dialog', { name: LOADING_TIME });
    await expect.poll(() => calendar.getByRole('grid').count()).toBe(2);
    expect(await calendar.getByRole('grid').first().getAttribute('aria-label')).toMatch(/^\d{4}年\d{1,2}月$/);
    for (const key of ['lastWeek', 'lastMonth', 'lastThreeMonths']) await calendar.getByRole('button', { name: zh(`page.shortcut.${key}`) }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/filters-range-1440.png` });
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('最近一个月 fills the range as yyyy-MM-dd and the list query carries both ends', async () => {
    const { page } = session;
    await pickShortcut(page, LOADING_TIME, zh('page.shortcut.lastMonth'));
    const shown = (await rangeTrigger(page, LOADING_TIME).innerText()).trim();
    const [, start, end] = /^(\d{4}-\d{2}-\d{2}) ~ (\d{4}-\d{2}-\d{2})$/.exec(shown) ?? [];
    expect(start).toBeDefined();
    expect((Date.parse(end!) - Date.parse(start!)) / DAY_MS).toBe(30);
    const { query } = await listCall(page, () => filterPanel(page).getByRole('button', { name: SEARCH, exact: true }).click(), (q) => q.has('despatchActualDateTimeStart'));
    expect([query.get('despatchActualDateTimeStart'), query.get('despatchActualDateTimeEnd')]).toEqual([`${start} 00:00:00`, `${end} 23:59:59`]);
    expect(query.get('pageNum')).toBe('1');
  });

  it('two days clicked in the calendar are the range, in either order', async () => {
    const { page } = session;
    await pickRange(page, LOADING_TIME, '2026-09-20', '2026-08-03');
    expect((await rangeTrigger(page, LOADING_TIME).innerText()).trim()).toBe('2026-08-03 ~ 2026-09-20');
    const { query } = await listCall(page, () => filterPanel(page).getByRole('button', { name: SEARCH, exact: true }).click(), (q) => q.get('despatchActualDateTimeStart')?.startsWith('2026-08-03') ?? false);
    expect(query.get('despatchActualDateTimeEnd')).toBe('2026-09-20 23:59:59');
  });

  it('清除 empties the range, and the query no longer carries it', async () => {
    const { page } = session;
    await rangeTrigger(page, LOADING_TIME).click();
    await page.getByRole('dialog', { name: LOADING_TIME }).getByRole('button', { name: zh('renderer.filter.clear') }).click();
    const { query } = await listCall(page, () => filterPanel(page).getByRole('button', { name: SEARCH, exact: true }).click(), (q) => !q.has('despatchActualDateTimeStart'));
    expect(query.get('despatchActualDateTimeEnd')).toBeNull();
  });
});

describe('a dictionary filter is a Radix select', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openWaybills(1440);
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('offers 全部 first, then the statuses; choosing 已派车 filters the list', async () => {
    const { page } = session;
    const trigger = selectTrigger(page, STATE);
    expect((await trigger.innerText()).trim()).toBe(zh('renderer.filter.all'));
    await trigger.click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options[0]).toBe(zh('renderer.filter.all'));
    expect(options.slice(1)).toContain(zh('dict.waybill_status.dispatched'));
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/filters-select-1440.png` });
    await page.keyboard.press('Escape');
    await chooseOption(page, STATE, zh('dict.waybill_status.dispatched'));
    expect((await trigger.innerText()).trim()).toBe(zh('dict.waybill_status.dispatched'));
    const { query, data } = await listCall(page, () => filterPanel(page).getByRole('button', { name: SEARCH, exact: true }).click(), (q) => q.get('status') === 'dispatched');
    expect(query.get('status')).toBe('dispatched');
    expect(data.records.every((record) => record.status === 'dispatched')).toBe(true);
  });

  it('全部 clears the choice', async () => {
    const { page } = session;
    await chooseOption(page, STATE, zh('renderer.filter.all'));
    const { query } = await listCall(page, () => filterPanel(page).getByRole('button', { name: SEARCH, exact: true }).click(), (q) => !q.has('status'));
    expect(query.get('status')).toBeNull();
  });
});

describe('the filter panel folds to one row', () => {
  it.each([1440])('at %i px: filters past the first row wait behind 展开; 收起 folds them again; 查询/重置 stay visible', async (width) => {
    const { page, context } = await openWaybills(width);
    try {
      const panel = filterPanel(page);
      const toggle = foldToggle(page);
      const consignor = panel.getByLabel(CONSIGNOR, { exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await consignor.isVisible()).toBe(false);
      expect(await panel.getByRole('button', { name: SEARCH, exact: true }).isVisible()).toBe(true);
      expect(await panel.getByRole('button', { name: RESET, exact: true }).isVisible()).toBe(true);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/filters-folded-${width}.png` });

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await consignor.waitFor();
      expect((await toggle.innerText()).trim()).toContain(zh('renderer.filter.collapse'));
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/filters-open-${width}.png` });

      await toggle.click();
      await consignor.waitFor({ state: 'hidden' });
      expect(await panel.getByRole('button', { name: SEARCH, exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('below 992 px the list is cards and the filters wait in a 筛选 drawer', () => {
  it('at 390 px: each waybill is a card with its state; 筛选 opens every filter, 查询 closes the drawer and the button counts the filter', async () => {
    const { page, context } = await openWaybills(390);
    try {
      const name = String((await listCall(page, () => page.reload(), () => true)).data.records[0]!.consignor);
      const cards = listCards(page);
      await cards.first().waitFor();
      expect(await page.locator('main table').count()).toBe(0);
      const first = cards.first();
      expect(await first.getByRole('checkbox').count()).toBe(1);
      expect((await first.innerText()).length).toBeGreaterThan(0);
      expect((await first.boundingBox())!.width).toBeLessThanOrEqual(390);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/list-cards-390.png` });

      const open = page.locator('main').getByRole('button', { name: zh('renderer.filter.open'), exact: true });
      await open.click();
      const drawer = page.getByRole('dialog', { name: zh('renderer.filter.title') });
      const consignor = drawer.getByLabel(CONSIGNOR, { exact: true });
      await consignor.waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/filters-drawer-390.png` });
      await consignor.fill(name);
      const { query, data } = await listCall(page, () => drawer.getByRole('button', { name: SEARCH, exact: true }).click(), (q) => q.has('consignor'));
      expect(query.get('consignor')).toBe(name);
      await drawer.waitFor({ state: 'hidden' });
      await page.locator('main').getByRole('button', { name: `${zh('renderer.filter.open')} 1`, exact: true }).waitFor();
      await expect.poll(() => cards.count()).toBe(data.records.length);
    } finally {
      await context.close();
    }
  });
});

describe('a long dictionary is a select with a search box', () => {
  it('车辆类型 (more than 20 types): typing part of a name narrows the options, and the chosen code is sent', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'staff', '/basic/vehicle');
      await page.locator('main tbody tr').first().waitFor();
      const label = zh('entity.vehicle.field.vehicleType');
      const trigger = selectTrigger(page, label);
      await unfoldFor(page, trigger);
      await trigger.click();
      const options = page.getByRole('listbox', { name: label }).getByRole('option');
      const all = await options.count();
      expect(all).toBeGreaterThan(21);
      await page.getByRole('searchbox', { name: label }).fill('半挂牵引');
      const narrowed = await options.allInnerTexts();
      expect(narrowed[0]).toBe(zh('renderer.filter.all'));
      expect(narrowed.length).toBeLessThan(all);
      expect(narrowed.slice(1).every((name) => name.includes('半挂牵引'))).toBe(true);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/filters-combobox-1440.png` });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect((await trigger.innerText()).trim()).toBe(narrowed[1]);
      const code = await trigger.getAttribute('data-value');
      const { query, data } = await listCall(page, () => filterPanel(page).getByRole('button', { name: SEARCH, exact: true }).click(), (q) => q.has('vehicleType'));
      expect(query.get('vehicleType')).toBe(code);
      expect(data.records.every((record) => record.vehicleType === code)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
