// The moment a person sees the home dashboard after signing in, shared by the browser benches.
import type { Page } from 'playwright-core';
import { text } from '../../tests/e2e/support/shell';

/** The home dashboard is visible: the shell's navbar and the page's figures (stats block). */
export async function dashboardVisible(page: Page, timeout = 120_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/home', { timeout });
  await page.getByRole('button', { name: text('zh', 'navbar.toggleSidebar') }).waitFor({ timeout });
  await page.locator('main [data-block="stats"]').first().waitFor({ state: 'visible', timeout });
}
