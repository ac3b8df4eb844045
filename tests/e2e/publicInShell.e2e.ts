// Issue 10, found broken 4: 电子围栏 is a public route (spec section 2) and an entry of the menu;
// chosen from the menu it opens inside the shell, with the sidebar, the header and its tab.
import { describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser } from './support/browser';
import { openFromSidebar, sidebar, signInAt, tab, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('a public route that is also a menu entry', () => {
  it('电子围栏 chosen from the menu opens as a tab of the shell', async () => {
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'staff');
      await openFromSidebar(page, zh('route.Monitoring'), zh('route.enclosure'));
      await page.waitForURL((url) => url.pathname === '/monitoring/enclosure');
      await tab(page, zh('route.enclosure')).waitFor();
      expect(await sidebar(page).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('opened without signing in, /enclosure stays a public screen outside the shell, refused without its link', async () => {
    const { context, page } = await newSession(browser(), { width: 390 });
    try {
      await page.goto(`${baseUrl}/enclosure`);
      // without its signed link (分享围栏地图) the public fence map is refused, and shows no fence
      const refusal = page.locator('[data-refusal="missing"]');
      await refusal.waitFor();
      expect(await page.getByRole('heading', { name: zh('route.public.enclosure') }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/enclosure');
      expect(await page.locator('aside').count()).toBe(0);
      expect(await page.locator('[data-map]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
