// Issue 9 (section 3): the 大数据中心 button of a platform administrator opens the big-data centre,
// a dark wall display outside the shell: its map of China draws the month's freight by province
// of loading (equal to SQL on the server's file), its figures are all branches', it reloads its
// data every minute, and /home?screen=bigData (the button's former address) leads there.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatFigure } from '../../src/core/format/figure';
import { formatMoney } from '../../src/core/format/money';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();

/** Today and the first day of this month, China time (how waybill times are stored). */
function chinaDays(): { today: string; monthStart: string } {
  const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 10);
  return { today, monthStart: `${today.slice(0, 7)}-01` };
}

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const yuan = (amount: number) => zh('chart.unit.yuan').replace('{{value}}', formatMoney(amount, 2));
const card = (page: Page, key: string) => page.locator(`[data-figure="${zh(key)}"]`);
const screenshot = async (page: Page, name: string) => {
  if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: `${process.env.REVIEW_SCREENSHOTS}/${name}.png` });
};

describe('the big-data centre, a full-screen wall display of all branches', () => {
  it('the admin\'s 大数据中心 button opens it in a new tab, without the shell, its map and figures equal to SQL', async () => {
    const { today, monthStart } = chinaDays();
    const monthRange = [`${monthStart} 00:00:00`, `${today} 23:59:59`];
    const provinces = rows<{ province: string; freight: number }>(
      `SELECT substr(loading_country_subdivision_code, 1, 2) || '0000' AS province, sum(total_monetary_amount) AS freight FROM tms_waybill
       WHERE consignment_date_time BETWEEN ? AND ? AND loading_country_subdivision_code IS NOT NULL GROUP BY province`,
      ...monthRange,
    );
    const [month] = rows<{ n: number; branches: number }>(
      'SELECT count(*) AS n, count(DISTINCT branch_code) AS branches FROM tms_waybill WHERE consignment_date_time BETWEEN ? AND ?',
      ...monthRange,
    );
    expect(provinces.length).toBeGreaterThan(0);

    const { page, context } = await newSession(browser(), { width: 1920 });
    try {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await signInAt(page, baseUrl, 'admin');
      const opened = context.waitForEvent('page');
      await page.getByRole('link', { name: zh('navbar.bigDataCentre') }).click();
      const wall = await opened;
      await wall.setViewportSize({ width: 1920, height: 1080 });
      await wall.waitForURL((url) => url.pathname === '/bigData');
      await wall.getByRole('heading', { name: zh('page.bigData.title') }).waitFor();
      expect(await wall.locator('aside').count()).toBe(0);
      expect(await wall.getByRole('button', { name: zh('navbar.toggleSidebar') }).count()).toBe(0);
      expect(await wall.getByRole('tablist').count()).toBe(0);
      expect(await wall.locator('[data-tone=dark][data-kind=dashboard]').count()).toBe(1);
      await wall.getByRole('timer', { name: zh('page.bigData.clock') }).waitFor();

      await expect.poll(() => card(wall, 'page.bigData.monthWaybills').innerText()).toBe(formatFigure(month!.n));
      const mapTitle = zh('page.bigData.provinceFreight');
      await wall.locator(`[role=img][aria-label="${mapTitle}"] svg`).waitFor();
      const mapTable = wall.getByRole('table', { name: mapTitle });
      await expect.poll(() => mapTable.locator('tbody tr').count()).toBe(provinces.length);
      const shown = (await mapTable.locator('tbody tr td').allInnerTexts()).sort();
      expect(shown).toEqual(provinces.map((row) => yuan(row.freight)).sort());
      const branchTitle = zh('page.bigData.branchWaybills');
      await expect.poll(() => wall.getByRole('table', { name: branchTitle }).locator('tbody tr').count()).toBe(month!.branches);
      // The dark wall fills 1920 × 1080 without a scrollbar.
      await screenshot(wall, 'bigData-1920');
      const height = await wall.locator('[data-full-screen]').evaluate((element) => [element.scrollHeight, element.clientHeight]);
      expect(height[0]).toBeLessThanOrEqual(height[1]!);
      await wall.setViewportSize({ width: 1440, height: 900 });
      await wall.locator(`[role=img][aria-label="${mapTitle}"] svg`).waitFor();
      await screenshot(wall, 'bigData-1440');
    } finally {
      await context.close();
    }
  });

  it('reloads its data every minute', async () => {
    const { page, context } = await newSession(browser(), { width: 1920 });
    try {
      await page.clock.install();
      await signInAt(page, baseUrl, 'admin');
      await page.goto(`${baseUrl}/bigData`);
      const mapTitle = zh('page.bigData.provinceFreight');
      await page.locator(`[role=img][aria-label="${mapTitle}"] svg`).waitFor();
      await page.waitForLoadState('networkidle');
      let aggregates = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/aggregate')) aggregates += 1;
      });
      await page.clock.fastForward(30_000);
      expect(aggregates).toBe(0);
      await page.clock.fastForward(31_000);
      // Every chart and measure card asks again: at least the four charts.
      await expect.poll(() => aggregates).toBeGreaterThanOrEqual(4);
    } finally {
      await context.close();
    }
  });

  it('/home?screen=bigData leads there; a user without the screen gets 无访问权限', async () => {
    const admin = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(admin.page, baseUrl, 'admin');
      await admin.page.goto(`${baseUrl}/home?screen=bigData`);
      await admin.page.waitForURL((url) => url.pathname === '/bigData');
      await admin.page.getByRole('heading', { name: zh('page.bigData.title') }).waitFor();
    } finally {
      await admin.context.close();
    }
    const staff = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(staff.page, baseUrl, 'staff');
      await staff.page.goto(`${baseUrl}/bigData`);
      await staff.page.waitForURL((url) => url.pathname === '/noPermission');
    } finally {
      await staff.context.close();
    }
  });
});
