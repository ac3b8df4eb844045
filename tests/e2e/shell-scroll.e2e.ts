// Issue 10, found broken 2: scrolling a long list moves only the content; the header and the tabs
// stay put (a visually hidden label of the pager used to make the document taller than the
// window, so the wheel scrolled the whole shell away).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt, tabsBar, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('only the content scrolls', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await session.page.setViewportSize({ width: 1440, height: 800 });
    await signInAt(session.page, baseUrl, 'staff', '/transport/waybillManage');
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('the document is no taller than the window', async () => {
    const { scrollHeight, innerHeight } = await session.page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
  });

  it('the wheel over a long list scrolls the list, and the header and tabs stay where they were', async () => {
    const { page } = session;
    const toggle = page.getByRole('button', { name: zh('navbar.toggleSidebar') });
    const headerBefore = await tabsBar(page).boundingBox();
    await page.mouse.move(800, 600);
    for (let i = 0; i < 10; i += 1) await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => (document.querySelector('main')?.scrollTop ?? 0) > 0);
    const headerAfter = await tabsBar(page).boundingBox();
    expect(headerAfter?.y).toBe(headerBefore?.y);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await toggle.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    // The pager at the end of the list is reachable inside the content.
    await expect(page.getByRole('navigation', { name: '分页' }).isVisible()).resolves.toBe(true);
  });
});
