// Issue 10, found broken 3: an empty answer is seen where the user looks, with its reason; when
// the filters are the reason, a 重置筛选条件 link brings the rows back.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('an empty list', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1280 });
    await session.page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(session.page, baseUrl, 'staff', '/transport/waybillManage');
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('says that nothing matches the filters, inside the visible part of a table wider than the window', async () => {
    const { page } = session;
    await page.getByLabel('运单号').first().fill('YD19990101000000');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const empty = page.getByRole('status').filter({ hasText: '没有符合筛选条件的数据' });
    await empty.waitFor();
    const box = await empty.boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(box).not.toBeNull();
    // The message is centred in what the user sees of the table, not across its whole width.
    const centre = box!.x + box!.width / 2;
    expect(centre).toBeGreaterThan(main!.x);
    expect(centre).toBeLessThan(main!.x + main!.width);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    expect(await page.locator('main tbody tr').count()).toBe(0);
    if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: `${process.env.REVIEW_SCREENSHOTS}/list-empty.png` });
  });

  it('重置筛选条件 clears the filters and the rows come back', async () => {
    const { page } = session;
    await page.getByRole('button', { name: '重置筛选条件' }).click();
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.getByLabel('运单号').first().inputValue()).toBe('');
  });
});
