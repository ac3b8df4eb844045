// Issue 4 in a real browser, the error log of the production build (dist/ is one): a view that
// throws while rendering is recorded and listed on the error log screen, with a navbar badge.
import { describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();


const WAYBILLS_PATH = '/transport/waybillManage';
const ERROR_LOG_PATH = '/systemManage/errorLog';

describe('error log in a production build', () => {
  it('a view that throws while rendering shows the error page in place of the view; the error is listed on the error log screen, reached by the navbar badge', async () => {
    const { page, context } = await newSession(browser());
    // A malformed page of records (an object where the list expects an array), as a broken
    // gateway might answer: the list renderer fails while rendering it.
    await page.route('**/ntocc-tms-api/waybill/list?**', (route) =>
      route.fulfill({ json: { status: 0, msg: '', data: { records: { broken: true }, total: 1, pageNum: 1, pageSize: 20 } } }),
    );
    await signInAt(page, baseUrl, 'admin', WAYBILLS_PATH);
    await page.getByText(zh('errorPage.crashTitle')).waitFor();
    // The shell stays: navbar, sidebar and tabs are still there around the error page.
    expect(await page.locator('aside').isVisible()).toBe(true);

    const badge = page.getByRole('link', { name: zh('errorLog.badge') });
    await badge.waitFor();
    const counted = Number(await badge.innerText().then((label) => label.replace(/\D/g, '')));
    expect(counted).toBeGreaterThanOrEqual(1);
    await badge.click();
    await page.waitForURL((url) => url.pathname === ERROR_LOG_PATH);

    const rows = page.locator('main table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(counted);
    const columns = await rows.first().locator('td').allInnerTexts();
    const [message, url, , time] = columns;
    expect(message).not.toBe('');
    expect(url).toBe(`${baseUrl}${WAYBILLS_PATH}`);
    expect(time).toMatch(/\d{4}/);
    await rows.first().getByText(zh('errorLog.showStack')).click();
    expect(await rows.first().locator('pre').innerText()).toContain(message.split(' ')[0]);
    await context.close();
  });

  it('signing in and opening a list records nothing: the browser notice of a ResizeObserver loop is no error', async () => {
    const { page, context } = await newSession(browser());
    const windowErrors: string[] = [];
    await page.exposeFunction('reportWindowError', (message: string) => windowErrors.push(message));
    await page.addInitScript(() => window.addEventListener('error', (event) => (window as unknown as { reportWindowError: (message: string) => void }).reportWindowError(event.message)));
    await signInAt(page, baseUrl, 'admin', WAYBILLS_PATH);
    await page.locator('main table tbody tr').first().waitFor();
    await page.setViewportSize({ width: 900, height: 700 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const unexpected = windowErrors.filter((message) => !message.startsWith('ResizeObserver loop'));
    expect(unexpected).toEqual([]);
    expect(await page.getByRole('link', { name: zh('errorLog.badge') }).count()).toBe(0);
    await context.close();
  });

  it('清空 empties the log and the badge disappears', async () => {
    const { page, context } = await newSession(browser());
    await page.route('**/ntocc-tms-api/waybill/list?**', (route) =>
      route.fulfill({ json: { status: 0, msg: '', data: { records: { broken: true }, total: 1, pageNum: 1, pageSize: 20 } } }),
    );
    await signInAt(page, baseUrl, 'admin', WAYBILLS_PATH);
    const badge = page.getByRole('link', { name: zh('errorLog.badge') });
    await badge.click();
    await page.waitForURL((url) => url.pathname === ERROR_LOG_PATH);
    await page.getByRole('button', { name: zh('errorLog.clearAll') }).click();
    await page.getByText(zh('errorLog.empty')).waitFor();
    expect(await badge.count()).toBe(0);
    await context.close();
  });
});
