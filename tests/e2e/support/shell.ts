// Driving the layout shell in the browser: sign-in at a path, the sidebar, the tabs bar.
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../src/core/api/client';
import { readCatalogue } from '../../../server/http/catalogues';

type Catalogue = { [key: string]: string | Catalogue };
const catalogues = new Map<string, Catalogue>();

/** A text of the console's catalogue in one language, by its dotted i18n key (`route.DriverManage`). */
export function text(lang: string, key: string): string {
  if (!catalogues.has(lang)) {
    catalogues.set(lang, readCatalogue(lang) as Catalogue);
  }
  const found = key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogues.get(lang));
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return found;
}

/** Chinese, the users' primary language and the browser sessions' default. */
export const zh = (key: string): string => text('zh', key);

/** Signs in on the login page and waits for the shell at `target` (the redirect), default /home. */
export async function signInAt(page: Page, baseUrl: string, username: string, target = '/home', lang = 'zh'): Promise<void> {
  const redirect = target === '/home' ? '' : `?redirect=${encodeURIComponent(target)}`;
  await page.goto(`${baseUrl}/login${redirect}`);
  await page.getByLabel(text(lang, 'login.username')).fill(username);
  await page.getByLabel(text(lang, 'login.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'login.signIn') }).click();
  const { pathname } = new URL(target, baseUrl);
  await page.waitForURL((url) => url.pathname === pathname);
  await page.getByRole('button', { name: text(lang, 'navbar.toggleSidebar') }).waitFor();
}

export function sidebar(page: Page): Locator {
  return page.locator('aside').getByRole('navigation');
}

/** Opens a menu entry through the sidebar: its group (only when closed, a click would close it), then the entry. */
export async function openFromSidebar(page: Page, groupTitle: string, entryTitle: string): Promise<void> {
  const group = sidebar(page).getByRole('button', { name: groupTitle, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await sidebar(page).getByRole('link', { name: entryTitle, exact: true }).click();
}

export function tabsBar(page: Page): Locator {
  return page.getByRole('tablist');
}

export function tab(page: Page, title: string): Locator {
  return tabsBar(page).getByRole('tab').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The titles of the open tabs, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return tabsBar(page).getByRole('tab').getByRole('link').allInnerTexts();
}

/** The title of the selected tab (aria-selected), or undefined when none is. */
export async function activeTabTitle(page: Page): Promise<string | undefined> {
  const selected = tabsBar(page).locator('[role="tab"][aria-selected="true"]');
  return (await selected.count()) === 1 ? selected.getByRole('link').innerText() : undefined;
}

/** Switches tabs the way a user does: a click on the tab's title. */
export async function switchToTab(page: Page, title: string): Promise<void> {
  await tab(page, title).getByRole('link').click();
}

/** The records of the list on screen below 992 px, where each row is a card. */
export function listCards(page: Page, lang = 'zh'): Locator {
  return page.locator(`main [aria-label="${text(lang, 'renderer.table.cards')}"] > li`).filter({ visible: true });
}

/** The first record of the list on screen (kept-alive tabs hide theirs), a table row or (below 992 px) a card. */
export function firstRecord(page: Page, lang = 'zh'): Locator {
  return page.locator('main tbody tr').or(listCards(page, lang)).filter({ visible: true }).first();
}
