// Debian's Chromium driven by playwright-core, with the flags this machine needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One Chromium for the calling test file: launched before its tests, closed after them. */
export function useSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the shared browser is used outside a test');
    return browser;
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser profile (no cookies, no storage) in Chinese, the users' primary language. */
export async function newSession(browser: Browser, options: { locale?: string; width?: number } = {}): Promise<Session> {
  const context = await browser.newContext({
    locale: options.locale ?? 'zh-CN',
    viewport: { width: options.width ?? 1366, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}
