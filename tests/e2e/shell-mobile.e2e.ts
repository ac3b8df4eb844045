// Issue 4 in a real browser, the mobile layout: below 992 px the sidebar is a drawer over an
// overlay, closed on route change.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, useSharedBrowser } from './support/browser';
import { openFromSidebar, signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();


const PHONE_WIDTH = 375;
const drawer = (page: Page) => page.locator('aside');
const hamburger = (page: Page) => page.getByRole('button', { name: zh('navbar.toggleSidebar') });

describe('mobile layout at 375 px: the sidebar is a drawer with an overlay', () => {
  it('the drawer starts closed; the hamburger opens it (210 px wide, at the left edge) over an overlay that covers the page', async () => {
    const { page, context } = await newSession(browser(), { width: PHONE_WIDTH });
    await signInAt(page, baseUrl, 'staff');
    await drawer(page).waitFor({ state: 'hidden' });

    await hamburger(page).click();
    await drawer(page).waitFor();
    expect(await drawer(page).boundingBox()).toMatchObject({ x: 0, width: 210 });
    // Right of the drawer the page is covered: what lies under that point is neither header nor content.
    const covered = await page.evaluate(() => {
      const under = document.elementFromPoint(300, 400);
      return under !== null && !under.closest('header, main, aside');
    });
    expect(covered).toBe(true);
    await context.close();
  });

  it('a tap on the overlay closes the drawer', async () => {
    const { page, context } = await newSession(browser(), { width: PHONE_WIDTH });
    await signInAt(page, baseUrl, 'staff');
    await hamburger(page).click();
    await drawer(page).waitFor();
    await page.mouse.click(300, 400);
    await drawer(page).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('choosing a menu entry in the drawer navigates there and closes the drawer', async () => {
    const { page, context } = await newSession(browser(), { width: PHONE_WIDTH });
    await signInAt(page, baseUrl, 'staff');
    await hamburger(page).click();
    await openFromSidebar(page, zh('route.TransportManagement'), zh('route.waybillManage'));
    await page.waitForURL((url) => url.pathname === '/transport/waybillManage');
    await drawer(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: zh('route.waybillManage') }).waitFor();
    await context.close();
  });

  it('widening the window to desktop turns the drawer back into a sidebar beside the content, without an overlay', async () => {
    const { page, context } = await newSession(browser(), { width: PHONE_WIDTH });
    await signInAt(page, baseUrl, 'staff');
    await page.setViewportSize({ width: 1366, height: 800 });
    await hamburger(page).click();
    await drawer(page).waitFor();
    // The sidebar's width animates open: poll until the content has moved beside it.
    await expect
      .poll(async () => (await page.locator('main').boundingBox())?.x ?? 0, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(210);
    // A click on the content reaches it (no overlay in between) and leaves the sidebar open.
    await page.locator('main').click({ position: { x: 5, y: 5 }, timeout: 2_000 });
    expect(await drawer(page).isVisible()).toBe(true);
    await context.close();
  });
});
