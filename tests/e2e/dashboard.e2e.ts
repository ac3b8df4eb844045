// Issue 9 (sections 2 and 3): the home dashboard shows figures equal to the database's (computed
// here with SQL on the server's file), and a report grouped by month over a date range draws its
// chart, lists its groups and exports them to an .xlsx file read back here. The home's charts are
// the server's SVG until the user points at one (issue 18).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import { MANIFEST_FILE } from '../../scripts/budgets/chunkManifestPlugin';
import type { ChunkManifest } from '../../scripts/budgets/manifest';
import { ECHARTS_RUNTIME, one } from '../../scripts/budgets/screens';
import { formatFigure } from '../../src/core/format/figure';
import { newSession, useSharedBrowser } from './support/browser';
import { pickRange } from './support/filters';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
const manifest = () => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist', MANIFEST_FILE), 'utf8')) as ChunkManifest;

/** Today and the first day of this month, China time (how waybill times are stored). */
function chinaDays(): { today: string; monthStart: string } {
  const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 10);
  return { today, monthStart: `${today.slice(0, 7)}-01` };
}

function query<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

describe('the home dashboard shows the figures of the database', () => {
  it('staff of SD0001: today\'s and this month\'s waybills and freight, waiting for dispatch, and a 30-day trend of 30 points', async () => {
    const { today, monthStart } = chinaDays();
    const inBranch = "branch_code = 'SD0001'";
    const todays = query<{ n: number }>(`SELECT count(*) AS n FROM tms_waybill WHERE ${inBranch} AND consignment_date_time BETWEEN ? AND ?`, `${today} 00:00:00`, `${today} 23:59:59`).n;
    const month = query<{ n: number; freight: number }>(
      `SELECT count(*) AS n, coalesce(sum(total_monetary_amount), 0) AS freight FROM tms_waybill WHERE ${inBranch} AND consignment_date_time BETWEEN ? AND ?`,
      `${monthStart} 00:00:00`, `${today} 23:59:59`,
    );
    const waiting = query<{ n: number }>(`SELECT count(*) AS n FROM tms_waybill WHERE ${inBranch} AND status = 'pending_dispatch'`).n;
    expect(month.n).toBeGreaterThan(0);

    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'staff');
      const card = (key: string) => page.locator(`[data-figure="${zh(key)}"]`);
      await expect.poll(() => card('page.home.monthWaybills').innerText()).toBe(formatFigure(month.n));
      expect(await card('page.home.todayWaybills').innerText()).toBe(formatFigure(todays));
      await expect.poll(() => card('page.home.monthFreight').innerText()).toBe(formatFigure(month.freight, 'money'));
      expect(await card('page.home.waitingDispatch').innerText()).toBe(formatFigure(waiting));

      const trend = zh('page.home.trend');
      await page.locator(`[role=img][aria-label="${trend}"] svg`).waitFor();
      await expect.poll(() => page.getByRole('table', { name: trend }).locator('tbody tr').count()).toBe(30);
      if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: `${process.env.REVIEW_SCREENSHOTS}/dashboard.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('the home\'s charts are drawn by the server until the user points at one', () => {
  it('the 30-day trend shows the server\'s SVG with no ECharts fetched; pointing at it fetches ECharts, the same points are drawn live and a tooltip names the measure', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      const echartsFiles = new Set(one(manifest(), ECHARTS_RUNTIME).map((chunk) => chunk.file));
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname.replace(/^\//, ''));
      });
      await signInAt(page, baseUrl, 'staff');
      const trend = page.locator(`[role=img][aria-label="${zh('page.home.trend')}"]`);
      const points = () => trend.locator('svg path[d^="M1 0A1 1 0 1 1"]').count();
      await trend.and(page.locator('[data-drawn-by="server"]')).locator('svg path[d^="M1 0A1 1 0 1 1"]').first().waitFor({ state: 'attached' });
      const serverPoints = await points();
      expect(serverPoints).toBeGreaterThan(0);
      expect(fetched.filter((file) => echartsFiles.has(file))).toEqual([]);

      await trend.scrollIntoViewIfNeeded();
      const box = (await trend.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
      await trend.and(page.locator('[data-drawn-by="browser"]')).waitFor();
      await expect.poll(() => fetched.filter((file) => echartsFiles.has(file)).length).toBeGreaterThan(0);
      await expect.poll(points).toBe(serverPoints);
      const measure = await page.getByRole('table', { name: zh('page.home.trend') }).locator('thead th').nth(1).textContent();
      await expect.poll(async () => {
        await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2);
        return trend.locator('div').filter({ hasText: measure! }).last().isVisible();
      }).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('when the server cannot draw (a refusal in place of the SVG), the charts are drawn live at once, with no message shown', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      await page.route('**/ntocc-basic-api/chart/draw', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 429, msg: '请求过于频繁', data: null }) }));
      await signInAt(page, baseUrl, 'staff');
      const trend = page.locator(`[role=img][aria-label="${zh('page.home.trend')}"]`);
      await trend.and(page.locator('[data-drawn-by="browser"]')).locator('svg path[d^="M1 0A1 1 0 1 1"]').first().waitFor({ state: 'attached' });
      expect(await page.getByText('请求过于频繁').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a report grouped by month over a date range', () => {
  it('月度利润 over three full months of freight accounting: one row and one point per month, equal to SQL over the postings, and the same groups in the .xlsx', async () => {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    const charged = (from: string, to: string) => db.prepare(
      `SELECT substr(j.gmt_created, 1, 7) AS month, sum(CASE WHEN j.business_type = 'freightCharged' AND a.party_type = 'shipper' THEN 1 ELSE 0 END) AS n,
         -sum(CASE WHEN a.kind = 'due' THEN p.amount_fen ELSE 0 END) AS revenueFen
       FROM fin_journal j JOIN fin_posting p ON p.journal_id = j.id JOIN fin_account a ON a.id = p.account_id
       WHERE j.business_type IN ('freightCharged', 'freightAdjusted') AND j.gmt_created BETWEEN ? AND ? GROUP BY month ORDER BY month`,
    ).all(from, to) as { month: string; n: number; revenueFen: number }[];
    const all = charged('0000', '9999');
    db.close();
    // Three full months before the last month with charges.
    expect(all.length).toBeGreaterThan(3);
    const first = all.at(-4)!.month;
    const last = all.at(-2)!.month;
    const lastDay = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const months = all.filter((m) => m.month >= first && m.month <= last);
    expect(months).toHaveLength(3);

    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'admin', '/profitFeeMonth');
      const range = zh('page.financeStatistics.period');
      await pickRange(page, range, `${first}-01`, lastDay);
      await page.getByRole('button', { name: zh('renderer.filter.search') }).click();

      const table = page.locator('[data-block=table] table');
      // The months of the period, once the report over the postings has answered.
      await expect.poll(() => table.locator('tbody tr td:first-child').allInnerTexts(), { timeout: 15_000 }).toEqual(months.map((m) => m.month));
      expect(await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(months.map((m) => formatFigure(m.n)));
      expect(await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).toEqual(months.map((m) => formatFigure(m.revenueFen / 100, 'money')));

      const chartTitle = zh('page.financeStatistics.monthlyProfit');
      await page.locator(`[role=img][aria-label="${chartTitle}"] svg`).waitFor();
      await expect.poll(() => page.getByRole('table', { name: chartTitle }).locator('tbody tr').count()).toBe(months.length);

      const download = page.waitForEvent('download');
      await page.locator('[data-block=table]').getByRole('button', { name: zh('page.action.export') }).click();
      const bytes = await readFile(await (await download).path());
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      // Header, one row per month, the totals row.
      expect(rows).toHaveLength(months.length + 2);
      expect(rows.slice(1, -1).map((row) => [row[0], row[1]])).toEqual(months.map((m) => [m.month, m.n]));
      expect(rows.at(-1)![0]).toBe(zh('entityApi.aggregate.totalsRow'));
      if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: `${process.env.REVIEW_SCREENSHOTS}/report.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
