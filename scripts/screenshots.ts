// Screenshots of the layout shell for the README (docs/screenshots/shell-{zh,en}-{desktop,mobile}.png):
// the real server on a fresh database, signed in as admin in Debian's Chromium, a few tabs open and
// the waybill list on screen; on mobile with the drawer open. Run after a build:
// `npm run build && npx tsx scripts/screenshots.ts`.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newSession } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { firstRecord, openFromSidebar, signInAt, text } from '../tests/e2e/support/shell';

const OUT_DIR = path.resolve(import.meta.dirname, '../docs/screenshots');
/** Above this a screenshot is too heavy to commit. */
const MAX_BYTES = 400 * 1024;

const LANGUAGES = { zh: 'zh-CN', en: 'en-US' } as const;
// 1600 px is the narrowest desktop width with single to-do items in the navbar.
const VIEWPORTS = { desktop: { width: 1600, height: 900 }, mobile: { width: 375, height: 812 } } as const;
/** Opened in this order through the sidebar (menu group, entry); the waybill list ends on screen. */
const TABS = [
  ['BasicInfo', 'DriverManage'],
  ['BasicInfo', 'vehicle'],
  ['TransportManagement', 'waybillManage'],
] as const;

type Language = keyof typeof LANGUAGES;
type Layout = keyof typeof VIEWPORTS;

async function openTabs(page: Page, lang: Language, mobile: boolean): Promise<void> {
  const hamburger = page.getByRole('button', { name: text(lang, 'navbar.toggleSidebar') });
  for (const [group, entry] of TABS) {
    // On mobile the drawer closes after each navigation.
    if (mobile) await hamburger.click();
    await openFromSidebar(page, text(lang, `route.${group}`), text(lang, `route.${entry}`));
  }
  await page.waitForURL((url) => url.pathname === '/transport/waybillManage');
  await firstRecord(page, lang).waitFor();
  if (mobile) {
    await hamburger.click();
    await page.locator('aside').waitFor();
  }
  await page.waitForLoadState('networkidle');
}

async function capture(browser: Browser, baseUrl: string, lang: Language, layout: Layout): Promise<string> {
  const { context, page } = await newSession(browser, { locale: LANGUAGES[lang], width: VIEWPORTS[layout].width });
  try {
    await page.setViewportSize(VIEWPORTS[layout]);
    await signInAt(page, baseUrl, 'admin', '/home', lang);
    await openTabs(page, lang, layout === 'mobile');
    const file = path.join(OUT_DIR, `shell-${lang}-${layout}.png`);
    await page.screenshot({ path: file });
    return file;
  } finally {
    await context.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const lang of Object.keys(LANGUAGES) as Language[]) {
    for (const layout of Object.keys(VIEWPORTS) as Layout[]) {
      const file = await capture(browser, server.baseUrl, lang, layout);
      const { size } = await stat(file);
      console.log(`${path.relative(process.cwd(), file)}  ${Math.round(size / 1024)} KB`);
      if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over ${MAX_BYTES}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
