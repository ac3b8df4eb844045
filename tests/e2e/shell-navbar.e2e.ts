// Issue 4 in a real browser, the navbar: header search (title, path, pinyin initials), the
// driver-review badge moved by the real websocket, and layout settings kept across a reload.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { badgeText, ITEM_CAP } from '../../src/layout/todo/todoModel';
import { newSession, useSharedBrowser } from './support/browser';
import { freshMobile, registerDriver } from './support/registration';
import { signInAt, tabsBar, text, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();


const WAYBILLS_PATH = '/transport/waybillManage';
const WAYBILLS_ENTRY = `${zh('route.TransportManagement')} > ${zh('route.waybillManage')}`;

describe('header search over the permitted routes (fuse.js, with pinyin in zh)', () => {
  const search = (page: Page) => page.getByRole('combobox', { name: zh('search.label') });
  const options = (page: Page) => page.getByRole('listbox').getByRole('option');

  for (const [how, query] of [
    ['a Chinese title fragment', '运单'],
    ['a path fragment', 'waybillManage'],
    ['pinyin initials', 'ydgl'],
  ] as const) {
    it(`finds 运单管理 by ${how} ("${query}"), listed with its title path`, async () => {
      const { page, context } = await newSession(browser());
      await signInAt(page, baseUrl, 'staff');
      await search(page).fill(query);
      // Pinyin is loaded on first need, so the answer may come a moment later.
      await expect.poll(() => options(page).allInnerTexts()).toContain(WAYBILLS_ENTRY);
      await context.close();
    });
  }

  it('choosing an entry navigates there and empties the search', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff');
    await search(page).fill('ydgl');
    await options(page).filter({ hasText: WAYBILLS_ENTRY }).first().click();
    await page.waitForURL((url) => url.pathname === WAYBILLS_PATH);
    expect(await search(page).inputValue()).toBe('');
    expect(await options(page).count()).toBe(0);
    await context.close();
  });
});

describe('to-do badges in real time (websocket, spec section 9)', () => {
  const DRIVER_REVIEW = zh('server.todo.auth_driver_count');
  /** The count a to-do link shows after its name: its badge, or 0 when it has none. */
  async function badgeOf(link: Locator): Promise<string> {
    return (await link.innerText()).replace(DRIVER_REVIEW, '').trim() || '0';
  }

  it('registering a new driver through the API raises the driver-review badge of signed-in staff within 2 s, without a reload', async () => {
    // Wide enough for single to-do items (auth_driver_count comes first).
    const { page, context } = await newSession(browser(), { width: 1700 });
    const pushes: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => pushes.push(String(payload))));
    await signInAt(page, baseUrl, 'staff');
    const driverReview = page.getByRole('navigation', { name: zh('todo.label') }).getByRole('link', { name: new RegExp(`^${DRIVER_REVIEW}`) });
    await driverReview.waitFor();
    const before = Number.parseInt(await badgeOf(driverReview), 10);
    expect(before).toBeLessThan(ITEM_CAP);
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    await registerDriver(baseUrl, dbFile, freshMobile());
    const registeredAt = Date.now();
    await expect.poll(() => badgeOf(driverReview), { timeout: 2_000, interval: 50 }).toBe(badgeText(before + 1, ITEM_CAP));
    expect(Date.now() - registeredAt).toBeLessThan(2_000);
    // The push may land just after the badge (the home page's to-do block can refresh first).
    await expect.poll(() => pushes.map((frame) => JSON.parse(frame) as { type: string }), { timeout: 2_000, interval: 50 }).toContainEqual({ type: 'refreshToDoList' });
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    await context.close();
  });
});

describe('the navbar fits its width, so every part stays reachable', () => {
  // admin has the most navbar parts (role switch, big-data centre); English and phones are the tightest.
  for (const [lang, locale, width] of [
    ['zh', 'zh-CN', 375],
    ['en', 'en-US', 375],
    ['en', 'en-US', 1600],
    ['en', 'en-US', 1900],
  ] as const) {
    it(`${lang} at ${width} px: nothing runs past the right edge and the avatar menu is on screen`, async () => {
      const { page, context } = await newSession(browser(), { locale, width });
      await signInAt(page, baseUrl, 'admin', '/home', lang);
      // Measured once the to-do counts are in, the widest part.
      await page.getByRole('navigation', { name: text(lang, 'todo.label') }).getByText(/\d/).first().waitFor();
      const header = page.locator('header').first();
      const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBe(0);
      const avatar = await page.getByRole('button', { name: text(lang, 'navbar.userMenu') }).boundingBox();
      expect((avatar?.x ?? Infinity) + (avatar?.width ?? 0)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
});

describe('layout settings are kept across a reload (spec section 3)', () => {
  it('tags view off, fixed header off and a theme colour survive a reload and take effect', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff', WAYBILLS_PATH);
    await page.getByRole('button', { name: zh('settings.title') }).click();
    const panel = page.getByRole('dialog', { name: zh('settings.title') });
    await panel.getByLabel(zh('settings.tagsView')).uncheck();
    await panel.getByLabel(zh('settings.fixedHeader')).uncheck();
    await panel.getByLabel(zh('settings.theme')).fill('#e6a23c');
    await page.keyboard.press('Escape');

    await page.reload();
    const query = page.getByRole('button', { name: zh('renderer.filter.search'), exact: true });
    await query.waitFor();
    expect(await tabsBar(page).count()).toBe(0);
    expect(await query.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(230, 162, 60)');
    // Without a fixed header the header scrolls away with the content (the default keeps it:
    // shell-scroll.e2e.ts).
    const column = page.locator('main').locator('..');
    await column.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    expect(await column.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    expect((await page.locator('header').first().boundingBox())?.y).toBeLessThan(0);

    await page.getByRole('button', { name: zh('settings.title') }).click();
    expect(await panel.getByLabel(zh('settings.tagsView')).isChecked()).toBe(false);
    expect(await panel.getByLabel(zh('settings.fixedHeader')).isChecked()).toBe(false);
    await context.close();
  });
});

describe('the navbar menus and panels work from the keyboard (their code is fetched apart from the shell)', () => {
  it('Enter on the avatar opens its menu with focus inside; Escape closes it and the focus is back on the avatar; the settings panel likewise', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff');
    const avatar = page.getByRole('button', { name: zh('navbar.userMenu') });
    await avatar.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: zh('navbar.logOut') }).waitFor();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(zh('navbar.userMenu'));

    const settings = page.getByRole('button', { name: zh('settings.title') });
    await settings.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: zh('settings.title') });
    await panel.getByLabel(zh('settings.tagsView')).waitFor();
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(zh('settings.title'));
    await context.close();
  });
});
