// A signed-out load bound for the login form gets the form's markup from the server
// (server/http/firstPage.ts, drawn at build by scripts/build/prerenderLogin.ts): it is on screen
// before any script has run, in the language the console will pick, waiting (inert, aria-busy)
// until the console's code hydrates it, which then happens without a mismatch.
import { describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser } from './support/browser';
import { text } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('the login form drawn by the server', () => {
  it.each([
    ['zh', 'zh-CN', 1366],
    ['en', 'en-US', 390],
  ] as const)('%s: shown with no script run, waiting until its code has run (%s, %i px)', async (language, locale, width) => {
    const context = await browser().newContext({ locale, viewport: { width, height: 800 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/transport/waybillManage`);
      const username = page.getByLabel(text(language, 'login.username'), { exact: true });
      await expect(username.isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: text(language, 'login.signIn') }).isVisible()).resolves.toBe(true);
      expect(await page.locator('[aria-busy="true"][inert]').count()).toBe(1);
      // The address is the console's to rewrite (to /login?redirect=…) once its code runs.
      expect(new URL(page.url()).pathname).toBe('/transport/waybillManage');
    } finally {
      await context.close();
    }
  });

  it('is hydrated without a mismatch: the form answers and the address becomes the form’s', async () => {
    const { context, page } = await newSession(browser());
    try {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${baseUrl}/transport/waybillManage`);
      await page.locator('[aria-busy="false"]').waitFor();
      expect(await page.locator('[inert]').count()).toBe(0);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/login?redirect=${encodeURIComponent('/transport/waybillManage')}`);
      await page.getByLabel(text('zh', 'login.username'), { exact: true }).fill('staff');
      expect(await page.getByLabel(text('zh', 'login.username'), { exact: true }).inputValue()).toBe('staff');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
