// xlsx export from the console (issue 18): the server writes the file and the browser saves it;
// read back with exceljs it is deflated, its header row is the list's headers, bold and frozen,
// its columns have widths, and it holds the list's rows. An export of more than one batch (the
// branch's exportable quantity, set to 100 here) is a server job: the dialog shows its progress
// and its batches "第 X 行至第 Y 行" as they are written; after a reload the 导出任务 panel of the
// avatar menu lists it with the same links.
import { readFile } from 'node:fs/promises';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BranchConfigKey } from '../../src/core/api/client';
import { zipEntries } from '../server/support/zipEntries';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
const WAYBILL_PATH = '/transport/waybillManage';
const LIST = '/ntocc-tms-api/waybill/list';
const SMALL_BATCH = 100;

function exportableQuantity(value: string | null): string | null {
  const db = new Database(dbFile);
  try {
    const where = "branch_code = 'SD0001' and config_key = ?";
    const before = (db.prepare(`select config_value from branch_config where ${where}`).get(BranchConfigKey.exportableQuantity) as { config_value: string | null } | undefined)?.config_value ?? null;
    db.prepare(`update branch_config set config_value = ? where ${where}`).run(value, BranchConfigKey.exportableQuantity);
    return before;
  } finally {
    db.close();
  }
}

async function openWaybills(): Promise<{ session: Session; total: number }> {
  const session = await newSession(browser(), { width: 1600 });
  const firstList = session.page.waitForResponse((r) => r.url().includes(LIST));
  await signInAt(session.page, baseUrl, 'staff', WAYBILL_PATH);
  const total = ((await (await firstList).json()) as { data: { total: number } }).data.total;
  await session.page.locator('tbody tr').first().waitFor();
  return { session, total };
}

async function openExportDialog(page: Page) {
  await page.getByRole('button', { name: zh('renderer.export.start'), exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: zh('renderer.export.title') });
  await dialog.getByLabel(zh('renderer.export.format')).selectOption('xlsx');
  return dialog;
}

async function workbookOf(file: string): Promise<{ bytes: Buffer; sheet: ExcelJS.Worksheet }> {
  const bytes = await readFile(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { bytes, sheet: book.worksheets[0]! };
}

describe('xlsx export through the server', () => {
  it('saves a deflated file with the list\'s headers, a bold frozen header row, widths and every row', async () => {
    const { session, total } = await openWaybills();
    const { page } = session;
    try {
      const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.replace(/[↕▲▼]/g, '').trim()).filter((h) => h && h !== '操作');
      const dialog = await openExportDialog(page);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: zh('renderer.export.start'), exact: true }).click();
      const { bytes, sheet } = await workbookOf(await (await download).path());
      expect(zipEntries(bytes).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')?.method).toBe(8);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getColumn(1).width).toBeGreaterThan(8);
      expect(sheet.rowCount).toBe(total + 1);
      expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^YD\d{14}$/);
    } finally {
      await session.context.close();
    }
  });
});

describe('an export of more than one batch is a server job', () => {
  let before: string | null = null;
  beforeAll(() => {
    before = exportableQuantity(String(SMALL_BATCH));
  });
  afterAll(() => {
    exportableQuantity(before);
  });

  it('shows its progress and batch links, downloads a batch, and lists it again after a reload', async () => {
    const { session, total } = await openWaybills();
    const { page } = session;
    try {
      expect(total).toBeGreaterThan(2 * SMALL_BATCH);
      const dialog = await openExportDialog(page);
      await dialog.getByRole('button', { name: zh('renderer.export.start'), exact: true }).click();
      const progress = dialog.getByRole('progressbar');
      await progress.waitFor();
      expect(Number(await progress.getAttribute('aria-valuemax'))).toBe(total);
      const batches = dialog.getByRole('list', { name: zh('renderer.export.batches') });
      const second = batches.getByRole('button', { name: `第 ${SMALL_BATCH + 1} 行至第 ${2 * SMALL_BATCH} 行` });
      await second.waitFor({ timeout: 30_000 });
      await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBe(total);
      expect(await batches.getByRole('listitem').count()).toBe(Math.ceil(total / SMALL_BATCH));

      const download = page.waitForEvent('download');
      await second.click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`excel-list-${SMALL_BATCH + 1}-${2 * SMALL_BATCH}.xlsx`);
      const { sheet } = await workbookOf(await saved.path());
      expect(sheet.rowCount).toBe(SMALL_BATCH + 1);

      await page.reload();
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: zh('navbar.userMenu') }).click();
      await page.getByRole('menuitem', { name: zh('renderer.export.jobs') }).click();
      const panel = page.getByRole('dialog', { name: zh('renderer.export.jobs') });
      await panel.getByRole('button', { name: `第 1 行至第 ${SMALL_BATCH} 行` }).first().waitFor();
      expect(await panel.getByText(zh('renderer.export.jobDone')).count()).toBeGreaterThanOrEqual(1);
    } finally {
      await session.context.close();
    }
  });
});
