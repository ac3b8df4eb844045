// Screenshots of single screens, signed in as admin on a fresh demo database in Debian's Chromium,
// at 1440 and 390 px: `npm run build && npx tsx scripts/screenshots-screens.ts [OUT_DIR] [path,...]`.
// Without paths it takes the wave-1 screens the README shows (docs/screenshots/screen-*.png, at
// 1440 px); with paths, any screens at both widths, for looking at them while building.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, newSession } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { signInAt } from '../tests/e2e/support/shell';

const README_SCREENS = ['/basic/role', '/basic/DriverTeamManage', '/basic/vehicleService/refuelConsumption', '/order/hall', '/review/shipperReview', '/customerService/orderStatistics'];
const WIDTHS = { desktop: 1440, mobile: 390 } as const;

const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../docs/screenshots'));
const screens = process.argv[3]?.split(',') ?? README_SCREENS;
const widths = process.argv[3] ? Object.entries(WIDTHS) : [['desktop', WIDTHS.desktop] as const];
const server = await startServer();
const browser = await launchBrowser();
try {
  await mkdir(outDir, { recursive: true });
  for (const [layout, width] of widths) {
    const { context, page } = await newSession(browser, { width });
    await page.setViewportSize({ width, height: layout === 'desktop' ? 900 : 844 });
    await signInAt(page, server.baseUrl, 'admin');
    for (const screen of screens) {
      await page.goto(`${server.baseUrl}${screen}`);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `screen-${screen.split('/').filter(Boolean).join('-')}-${layout}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(process.cwd(), file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
