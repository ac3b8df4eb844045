// Issue 8 in a real browser: 司机审核 is a second screen over the driver records of 驾驶员管理,
// with its own grants and a fixed filter the server enforces. Branch staff approve a pending
// driver from the queue; the record leaves the queue and shows as approved on 驾驶员管理.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { listCards, signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const REVIEW_PATH = '/review/driverReview';
const LIST = '/ntocc-basic-api/driver/list';
const browser = useSharedBrowser();
const SCREENSHOTS = process.env.REVIEW_SCREENSHOTS;

interface ListData { records: Record<string, string>[]; total: number }

async function listAnswer(page: Page, act: () => Promise<unknown>): Promise<{ query: URLSearchParams; data: ListData }> {
  const response = page.waitForResponse((r) => r.url().includes(LIST) && r.request().method() === 'GET');
  await act();
  const res = await response;
  return { query: new URL(res.url()).searchParams, data: ((await res.json()) as { data: ListData }).data };
}

describe('the driver review queue as branch staff', () => {
  let session: Session;
  let first: { query: URLSearchParams; data: ListData };
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    first = await listAnswer(session.page, () => signInAt(session.page, baseUrl, 'staff', REVIEW_PATH));
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('lists only pending drivers: the page sends its fixed filter and shows the records it answers', async () => {
    expect(first.query.get('reviewStatus')).toBe('pending');
    expect(first.data.total).toBeGreaterThan(0);
    expect(first.data.records.every((r) => r.reviewStatus === 'pending')).toBe(true);
    const rows = await session.page.locator('main tbody tr').filter({ visible: true }).allInnerTexts();
    expect(rows.length).toBe(Math.min(first.data.total, 20));
    expect(rows[0]).toContain(first.data.records[0].telephone);
    if (SCREENSHOTS) await session.page.screenshot({ path: `${SCREENSHOTS}/review-desktop.png` });
  });

  it('offers approve and reject on each row and no create or edit (the queue declares view and export only)', async () => {
    const { page } = session;
    const row = page.locator('main tbody tr').filter({ visible: true }).first();
    expect(await row.getByRole('button').allTextContents()).toEqual(['详情', '审核通过', '驳回']);
    await expect(page.getByRole('button', { name: '新增' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: '导出' }).count()).resolves.toBe(1);
  });

  it('approving a driver takes him out of the queue; 驾驶员管理 shows him approved', async () => {
    const { page } = session;
    const target = first.data.records[0];
    const row = page.locator('main tbody tr').filter({ hasText: target.telephone });
    await row.getByRole('button', { name: '审核通过' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/review-approve-dialog.png` });
    // A pending record may lack licence details: fill what the approval asks for.
    const fill = async (field: string, value: string) => {
      const input = dialog.locator(`#root_${field}`);
      if ((await input.count()) > 0 && (await input.inputValue()) === '') await input.fill(value);
    };
    await fill('issuingOrganizations', '石家庄市公安局交通警察支队');
    await fill('validPeriodFrom', '2020-01-01');
    await fill('validPeriodTo', '2030-01-01');
    const vehicleClass = dialog.locator('#root_vehicleClass');
    if ((await vehicleClass.count()) > 0 && (await vehicleClass.inputValue()) === '') await vehicleClass.selectOption('A2');
    const license = await dialog.locator('#root_drivingLicense').inputValue();
    await fill('qualificationCertificate', license);
    const done = page.waitForResponse((r) => r.url().endsWith(`/driver/${target.id}/approve`));
    const reload = listAnswer(page, async () => {
      await dialog.getByRole('button', { name: '确定' }).click();
      // The action's confirmation question (确认审核通过该司机？) comes after its form.
      const confirm = page.getByRole('dialog').filter({ hasText: '提示' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      expect(((await (await done).json()) as { status: number }).status).toBe(0);
    });
    const after = await reload;
    expect(after.data.total).toBe(first.data.total - 1);
    expect(after.data.records.some((r) => r.id === target.id)).toBe(false);
    const token = await apiSignIn(baseUrl, 'staff');
    const record = await call<{ reviewStatus: string; reviewDateTime: string }>(baseUrl, 'GET', `/ntocc-basic-api/driver/${target.id}`, token);
    expect(record.data.reviewStatus).toBe('approved');
    expect(record.data.reviewDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('the queue on a phone', () => {
  it('opens at 390 px with its records as cards', async () => {
    const session = await newSession(browser(), { width: 390 });
    try {
      await session.page.setViewportSize({ width: 390, height: 844 });
      await signInAt(session.page, baseUrl, 'staff', REVIEW_PATH);
      // Below 992 px each record is a card, and no table is wider than the screen.
      await listCards(session.page).first().waitFor();
      if (SCREENSHOTS) await session.page.screenshot({ path: `${SCREENSHOTS}/review-mobile.png` });
      expect(await listCards(session.page).count()).toBeGreaterThan(0);
      expect(await session.page.locator('main table').count()).toBe(0);
    } finally {
      await session.context.close();
    }
  });
});
