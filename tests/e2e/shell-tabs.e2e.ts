// Issue 4 in a real browser, the tags view: keep-alive, the tab context menu, tabs that survive a
// reload, and one tab per query.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, useSharedBrowser } from './support/browser';
import { activeTabTitle, openFromSidebar, signInAt, switchToTab, tab, tabTitles, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();


const HOME = zh('route.Dashboard');
const BASIC = zh('route.BasicInfo');
const DRIVERS = zh('route.DriverManage');
const TRANSPORT = zh('route.TransportManagement');
const WAYBILLS = zh('route.waybillManage');
const VEHICLES = zh('route.vehicle');
const DRIVERS_PATH = '/basic/DriverManage';
const WAYBILLS_PATH = '/transport/waybillManage';

/** A filter input of the view on screen (kept-alive views that are hidden hold the same labels). */
const visibleFilter = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true }).filter({ visible: true });

describe('keep-alive: ShipmentManage, ShipmentCompanyManage, DriverTeamManage, DriverManage and Ordermanage keep their state', () => {
  it('text typed into a DriverManage filter is still there after switching to another tab and back', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff', DRIVERS_PATH);
    await visibleFilter(page, zh('entity.driver.field.driverName')).fill('刘德胜');
    await openFromSidebar(page, TRANSPORT, WAYBILLS);
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH);
    await visibleFilter(page, zh('entity.waybill.field.shippingNoteNumber')).waitFor();

    await switchToTab(page, DRIVERS);
    await page.waitForURL((url) => url.pathname === DRIVERS_PATH);
    await expect.poll(() => visibleFilter(page, zh('entity.driver.field.driverName')).inputValue()).toBe('刘德胜');
    await context.close();
  });

  it('a view that is not kept alive (the waybill list) is fresh after switching away and back', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff', WAYBILLS_PATH);
    const waybillNumber = () => visibleFilter(page, zh('entity.waybill.field.shippingNoteNumber'));
    await waybillNumber().fill('YD2026');
    await openFromSidebar(page, BASIC, DRIVERS);
    await page.waitForURL((url) => url.pathname === DRIVERS_PATH);

    await switchToTab(page, WAYBILLS);
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH);
    await waybillNumber().waitFor();
    expect(await waybillNumber().inputValue()).toBe('');
    await context.close();
  });

  it('刷新 from the context menu remounts a kept-alive view through /redirect: its typed text is gone', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff', DRIVERS_PATH);
    const driverName = () => visibleFilter(page, zh('entity.driver.field.driverName'));
    await driverName().fill('刘德胜');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));

    await tab(page, DRIVERS).click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tagsView.refresh') }).click();
    await page.waitForURL((url) => url.pathname === DRIVERS_PATH);
    await expect.poll(() => driverName().inputValue()).toBe('');
    expect(visited).toContain(`/redirect${DRIVERS_PATH}`);
    await context.close();
  });
});

describe('the tab context menu: refresh, close, close others, close left and right, close all', () => {
  async function openThreeTabs(page: Page): Promise<void> {
    await signInAt(page, baseUrl, 'staff');
    await openFromSidebar(page, BASIC, DRIVERS);
    await openFromSidebar(page, TRANSPORT, WAYBILLS);
    await openFromSidebar(page, BASIC, VEHICLES);
    await expect.poll(() => tabTitles(page)).toEqual([HOME, DRIVERS, WAYBILLS, VEHICLES]);
  }

  it('the menu is 105 px wide; 关闭其他 keeps the affix tab and the chosen one, and shows the chosen one', async () => {
    const { page, context } = await newSession(browser());
    await openThreeTabs(page);
    await tab(page, WAYBILLS).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await menu.boundingBox())?.width).toBe(105);

    await menu.getByRole('menuitem', { name: zh('tagsView.closeOthers') }).click();
    await expect.poll(() => tabTitles(page)).toEqual([HOME, WAYBILLS]);
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH);
    await expect.poll(() => activeTabTitle(page)).toBe(WAYBILLS);
    await context.close();
  });

  it('关闭右侧 and 关闭左侧 close the tabs on one side of the chosen one; the affix tab stays', async () => {
    const { page, context } = await newSession(browser());
    await openThreeTabs(page);
    await tab(page, WAYBILLS).click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tagsView.closeRight') }).click();
    await expect.poll(() => tabTitles(page)).toEqual([HOME, DRIVERS, WAYBILLS]);
    // The active tab (平台车辆) was closed: the chosen one is shown.
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH);
    await tab(page, WAYBILLS).click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tagsView.closeLeft') }).click();
    await expect.poll(() => tabTitles(page)).toEqual([HOME, WAYBILLS]);
    await expect.poll(() => activeTabTitle(page)).toBe(WAYBILLS);
    await context.close();
  });

  it('关闭所有 keeps only the affix tab and goes to /home', async () => {
    const { page, context } = await newSession(browser());
    await openThreeTabs(page);
    await tab(page, DRIVERS).click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tagsView.closeAll') }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => tabTitles(page)).toEqual([HOME]);
    await expect.poll(() => activeTabTitle(page)).toBe(HOME);
    await context.close();
  });

  it('the affix tab has no close entry in its menu and no × button', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff');
    await tab(page, HOME).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(
      ['refresh', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'].map((key) => zh(`tagsView.${key}`)),
    );
    expect(await tab(page, HOME).getByRole('button').count()).toBe(0);
    await context.close();
  });
});

describe('beyond the template: open tabs survive a reload; the same page with another query is its own tab', () => {
  it('after a browser reload the same tabs are back in the same order, and the active one is still active', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff');
    await openFromSidebar(page, TRANSPORT, WAYBILLS);
    await openFromSidebar(page, BASIC, VEHICLES);
    await openFromSidebar(page, BASIC, DRIVERS);
    await switchToTab(page, WAYBILLS);
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH);
    const before = await tabTitles(page);
    expect(before).toEqual([HOME, WAYBILLS, VEHICLES, DRIVERS]);

    await page.reload();
    await tab(page, DRIVERS).waitFor();
    expect(await tabTitles(page)).toEqual(before);
    await expect.poll(() => activeTabTitle(page)).toBe(WAYBILLS);
    expect(new URL(page.url()).pathname).toBe(WAYBILLS_PATH);
    await context.close();
  });

  it('the waybill list opened with ?status=loaded is a second tab next to the plain one; each opens its own query', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff', WAYBILLS_PATH);
    await page.goto(`${baseUrl}${WAYBILLS_PATH}?status=loaded`);
    await expect.poll(() => tabTitles(page)).toEqual([HOME, WAYBILLS, WAYBILLS]);
    const waybillTabs = tab(page, WAYBILLS);
    await expect.poll(() => waybillTabs.nth(1).getAttribute('aria-selected')).toBe('true');

    await waybillTabs.nth(0).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH && url.search === '');
    await expect.poll(() => waybillTabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await waybillTabs.nth(1).getByRole('link').click();
    await page.waitForURL((url) => url.search === '?status=loaded');
    await context.close();
  });
});

describe('a detail tab names its record (issue 10)', () => {
  it('详情 on a waybill opens 运单详情 <its number>, kept after a reload', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff', WAYBILLS_PATH);
    const row = page.locator('main tbody tr').filter({ visible: true }).first();
    const number = (await row.locator('td').filter({ hasText: /^YD\d{14}$/ }).first().innerText()).trim();
    await row.getByRole('button', { name: zh('page.action.detail'), exact: true }).click();
    const title = `${zh('route.waybillDetail')} ${number}`;
    await expect.poll(() => activeTabTitle(page)).toBe(title);
    await page.reload();
    await expect.poll(() => activeTabTitle(page)).toBe(title);
    await context.close();
  });
});
