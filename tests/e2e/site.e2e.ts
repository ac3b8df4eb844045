// Issue 12 (site and branch configuration) in a real browser: a banner added and released on
// 轮播图 shows on the home page, and is gone once taken off (下架); a change of
// exportExcel_exportableQuantity on 企业配置 becomes the export limit after signing in again.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const SCREENSHOTS = process.env.REVIEW_SCREENSHOTS;
const BANNER_TITLE = '端到端测试横幅';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function confirmAction(page: Page, row: ReturnType<Page['locator']>, label: string, path: string): Promise<void> {
  const done = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await row.getByRole('button', { name: label }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: zh('renderer.confirm.title') });
  await confirm.getByRole('button', { name: zh('renderer.confirm.ok') }).click();
  expect((await (await done).json()).status).toBe(0);
}

async function homeBannerTitles(page: Page): Promise<string[]> {
  const answer = page.waitForResponse((r) => r.url().includes('/banner/type/HTSY'));
  await page.goto(`${baseUrl}/home`);
  const banners = (await (await answer).json()).data as { title: string }[];
  const strip = page.getByRole('region', { name: zh('common.home.banners') });
  await strip.getByRole('img').waitFor();
  const dots = await strip.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(dots).toEqual(banners.map((b) => b.title));
  return dots;
}

describe('site banners', () => {
  it('a released HTSY banner added on 轮播图 shows on the home page; unreleased, it is gone', async () => {
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'admin', '/systemManage/site/banner');
      await page.locator('main tbody tr').first().waitFor();
      await page.getByRole('button', { name: zh('page.action.create') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#root_title').fill(BANNER_TITLE);
      await dialog.locator('#root_type').selectOption('HTSY');
      await dialog.locator('#root_sort').fill('9');
      const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/upload'));
      await dialog.locator('#root_imageUrl').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await uploaded;
      await dialog.locator('li img').waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/site-banner-create.png` });
      const created = page.waitForResponse((r) => r.url().endsWith('/ntocc-basic-api/banner') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: zh('renderer.form.submit') }).click();
      const record = (await (await created).json()).data as { id: number; isRelease: string };
      expect(record.isRelease).toBe('0');

      const row = page.locator('main tbody tr').filter({ hasText: BANNER_TITLE });
      await row.waitFor();
      expect(await homeBannerTitles(page)).not.toContain(BANNER_TITLE);

      await page.goto(`${baseUrl}/systemManage/site/banner`);
      await row.waitFor();
      await confirmAction(page, row, zh('entity.banner.action.publish'), `/banner/${record.id}/publish`);
      await row.getByText(zh('dict.isRelease.1')).waitFor();
      expect(await homeBannerTitles(page)).toContain(BANNER_TITLE);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/site-home-banner.png` });

      await page.goto(`${baseUrl}/systemManage/site/banner`);
      await row.waitFor();
      await confirmAction(page, row, zh('entity.banner.action.unpublish'), `/banner/${record.id}/unpublish`);
      expect(await homeBannerTitles(page)).not.toContain(BANNER_TITLE);
    } finally {
      await context.close();
    }
  });
});

describe('branch configuration', () => {
  async function exportLimitShown(page: Page): Promise<string> {
    await page.locator('main tbody tr').first().waitFor();
    await page.getByRole('button', { name: zh('page.action.export') }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const text = await dialog.innerText();
    await dialog.getByRole('button', { name: zh('renderer.dialog.cancel') }).or(dialog.getByRole('button', { name: zh('renderer.dialog.close') })).first().click();
    return text;
  }

  it('a new exportExcel_exportableQuantity is the export limit after signing in again', async () => {
    const limitText = (limit: number) => zh('renderer.export.limit').replace('{{limit}}', String(limit));
    const token = await apiSignIn(baseUrl, 'admin');
    const list = await fetch(`${baseUrl}/ntocc-basic-api/partyGroupConfig/list?configKey=exportExcel_exportableQuantity`, { headers: { authorization: `Bearer ${token}` } });
    const stored = ((await list.json()) as { data: { records: { id: number; configValue: string }[] } }).data.records[0]!;
    const first = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(first.page, baseUrl, 'admin', '/systemManage/site/news');
      expect(await exportLimitShown(first.page)).toContain(limitText(Number(stored.configValue)));

      await first.page.goto(`${baseUrl}/systemManage/partyGroupConfig`);
      const row = first.page.locator('main tbody tr').filter({ hasText: zh('dict.branch_config_key.exportExcel_exportableQuantity') });
      await row.getByRole('button', { name: zh('page.action.edit') }).click();
      const dialog = first.page.getByRole('dialog');
      await dialog.locator('#root_configValue').fill('60001');
      await dialog.getByRole('button', { name: zh('renderer.form.submit') }).click();
      await dialog.locator('#root_configValue[aria-invalid="true"], #root_configValue ~ *').first().waitFor();
      expect(await dialog.isVisible()).toBe(true);
      await dialog.locator('#root_configValue').fill('50');
      const saved = first.page.waitForResponse((r) => r.url().endsWith(`/partyGroupConfig/${stored.id}`) && r.request().method() === 'PUT');
      await dialog.getByRole('button', { name: zh('renderer.form.submit') }).click();
      expect((await (await saved).json()).status).toBe(0);
      if (SCREENSHOTS) await first.page.screenshot({ path: `${SCREENSHOTS}/site-config.png` });
    } finally {
      await first.context.close();
    }
    const second = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(second.page, baseUrl, 'admin', '/systemManage/site/news');
      expect(await exportLimitShown(second.page)).toContain(limitText(50));
    } finally {
      await second.context.close();
      await fetch(`${baseUrl}/ntocc-basic-api/partyGroupConfig/${stored.id}`, {
        method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ configKey: 'exportExcel_exportableQuantity', configValue: stored.configValue }),
      });
    }
  });
});
