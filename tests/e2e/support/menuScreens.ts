// The seeded menu's leaves of some groups with their route paths (parent path + own), and the
// check that a screen renders a real page; a wave's "every screen opens" tests (describeWaveScreens).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newSession, type Session } from './browser';
import { signInAt, zh } from './shell';

interface MenuNode { name: string; path: string; component: string; meta?: { hidden?: boolean }; children?: MenuNode[] }

export interface MenuScreen { name: string; route: string; component: string }

export const repoFile = (file: string) => path.resolve(import.meta.dirname, '../../..', file);

/** The leaves whose component starts with one of `groups` (`tms/order/`, or a whole component),
 * visible ones, or with `hidden` the detail pages their rows open. */
export function menuScreens(groups: readonly string[], hidden = false): MenuScreen[] {
  const menu = JSON.parse(readFileSync(repoFile('server/seed/data/menu.json'), 'utf8')) as MenuNode[];
  const out: MenuScreen[] = [];
  const walk = (nodes: MenuNode[], parent: string) => {
    for (const node of nodes) {
      const route = node.path.startsWith('/') ? node.path : `${parent}/${node.path}`;
      if (node.children?.length) walk(node.children, route);
      else if (!!node.meta?.hidden === hidden && groups.some((group) => node.component === group || node.component.startsWith(group))) {
        out.push({ name: node.name, route, component: node.component });
      }
    }
  };
  walk(menu, '');
  return out;
}

/** Opens the screen and expects a real page: a table row or card, a chart, or a form field —
 * never the 功能暂未开放 placeholder, an alert or an uncaught error. */
export async function expectScreenRenders(page: Page, baseUrl: string, screen: MenuScreen): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(`${baseUrl}${screen.route}`);
    const main = page.locator('main');
    await main.locator('tbody tr, [data-record-card], canvas, form input, form select').first().waitFor({ timeout: 15_000 });
    expect(await main.getByText(zh('errorPage.notAvailableTitle')).count()).toBe(0);
    expect(await main.getByRole('alert').count()).toBe(0);
  } finally {
    page.off('pageerror', onError);
  }
  expect(errors).toEqual([]);
}

/** A wave's screens: every leaf of `groups` (at least `minimum` of them) renders for the platform
 * admin, and each account's granted `components` render for that account. */
export function describeWaveScreens(wave: string, baseUrl: string, browser: () => Browser, groups: readonly string[], minimum: number,
  accounts: readonly (readonly [string, readonly string[]])[]): void {
  const signedIn = (account: string) => {
    const holder: { session?: Session } = {};
    beforeAll(async () => {
      holder.session = await newSession(browser(), { width: 1440 });
      await signInAt(holder.session.page, baseUrl, account, '/home');
    });
    afterAll(async () => {
      await holder.session?.context.close();
    });
    return holder;
  };

  describe(`every ${wave} screen opens for the platform admin`, () => {
    const admin = signedIn('admin');
    const screens = menuScreens(groups);
    it(`the groups hold at least ${minimum} screens`, () => {
      expect(screens.length).toBeGreaterThanOrEqual(minimum);
    });
    it.each(screens.map((screen) => [screen.component, screen] as const))('%s renders its page', async (_component, screen) => {
      await expectScreenRenders(admin.session!.page, baseUrl, screen);
    });
  });

  describe.each(accounts)(`the %s opens his ${wave} screens`, (account, components) => {
    const own = signedIn(account);
    it.each(menuScreens(components).map((screen) => [screen.component, screen] as const))('%s', async (_component, screen) => {
      await expectScreenRenders(own.session!.page, baseUrl, screen);
    });
  });
}
