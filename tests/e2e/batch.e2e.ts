// Issue 9 section 5 in a real browser: a batch approve of 3 selected rows where one is refused.
// On 司机审核 branch staff select three pending drivers, one of which someone else approves
// meanwhile (through the API); the batch approves the other two and lists the third as refused
// with the server's reason; the queue reloads without all three.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const REVIEW_PATH = '/review/driverReview';
const LIST = '/ntocc-basic-api/driver/list';
const LICENCE = ['drivingLicense', 'vehicleClass', 'issuingOrganizations', 'validPeriodFrom', 'validPeriodTo', 'qualificationCertificate'];
const browser = useSharedBrowser();
const SCREENSHOTS = process.env.BATCH_SCREENSHOTS;

type Driver = Record<string, string>;
interface ListData { records: Driver[]; total: number }

async function listAnswer(page: Page, act: () => Promise<unknown>): Promise<ListData> {
  const response = page.waitForResponse((r) => r.url().includes(LIST) && r.request().method() === 'GET');
  await act();
  return ((await (await response).json()) as { data: ListData }).data;
}

/** POST /driver/<id>/approve with the record's own licence details, as another reviewer would. */
async function approveThroughApi(token: string, driver: Driver): Promise<{ status: number; msg: string }> {
  const res = await fetch(`${baseUrl}/ntocc-basic-api/driver/${driver.id}/approve`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(Object.fromEntries(LICENCE.map((field) => [field, driver[field]]))),
  });
  return (await res.json()) as { status: number; msg: string };
}

describe('a batch approve of 3 selected rows where one is refused', () => {
  let session: Session;
  let first: ListData;
  let token: string;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    token = await apiSignIn(baseUrl, 'staff');
    first = await listAnswer(session.page, () => signInAt(session.page, baseUrl, 'staff', REVIEW_PATH));
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('the result lists 2 done and 1 refused with the reason; the list reloads', async () => {
    const { page } = session;
    // Pending drivers of the demo data carry their licence details (x-demo "early"): the batch
    // sends each record's own.
    const complete = first.records.filter((driver) => LICENCE.every((field) => driver[field]));
    expect(complete.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = complete as [Driver, Driver, Driver];

    const rowOf = (driver: Driver) => page.locator('main tbody tr').filter({ hasText: driver.telephone });
    for (const driver of [a, b, c]) await rowOf(driver).getByLabel('选择此行').check();
    const bar = page.getByRole('region', { name: '已选择的行' });
    await expect(bar.textContent()).resolves.toContain('已选择 3 项');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/batch-selection.png` });

    // Someone else approves c while it is still on this reviewer's screen.
    expect((await approveThroughApi(token, c)).status).toBe(0);

    await bar.getByRole('button', { name: '审核通过' }).click();
    const fields = page.getByRole('dialog').filter({ hasText: '留空的项' });
    await fields.waitFor();
    await fields.getByRole('button', { name: '确定' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '提示' });
    await confirm.waitFor();
    await expect(confirm.textContent()).resolves.toContain('确定对选中的 3 项执行“审核通过”吗？');
    const reload = listAnswer(page, () => confirm.getByRole('button', { name: '确定' }).click());

    const results = page.getByRole('list', { name: '处理结果' });
    await page.getByRole('dialog').getByRole('status').filter({ hasText: '已完成 2 项，被拒绝 1 项' }).waitFor();
    // The reason shown is the server's: the same call again answers it.
    const refusal = await approveThroughApi(token, c);
    expect(refusal.status).not.toBe(0);
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      `${a.driverName}已完成`,
      `${b.driverName}已完成`,
      `${c.driverName}被拒绝：${refusal.msg}`,
    ]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/batch-result.png` });

    const after = await reload;
    expect(after.total).toBe(first.total - 3);
    expect(after.records.some((driver) => [a.id, b.id, c.id].includes(driver.id))).toBe(false);
    for (const driver of [a, b]) {
      const record = await call<{ reviewStatus: string }>(baseUrl, 'GET', `/ntocc-basic-api/driver/${driver.id}`, token);
      expect(record.data.reviewStatus).toBe('approved');
    }
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();
    await expect(bar.count()).resolves.toBe(0);
  });
});
