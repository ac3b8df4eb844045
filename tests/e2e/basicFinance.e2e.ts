// Issue 12 (basicFinance) in a real browser: branch staff add an upstream customer on 上游客户;
// a wrong unified social credit code is refused on its field before anything is sent, the right
// one saves the customer and the list shows it; then on 开票信息 they add the customer's billing
// details by choosing the customer, and the new row names the customer it is linked to.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { usccCheckChar } from '../../src/core/validation';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const CUSTOMER_API = '/ntocc-basic-api/upstreamCustomer';
const INVOICE_API = '/ntocc-basic-api/invoiceMessage';
const NAME = '沧州瑞丰化工有限公司';
const USCC_STEM = '91130902MA0FQ3R5T';

interface Saved { status: number; msg: string; data: Record<string, string> }

/** The answer of the create POST the action triggers. */
async function created(page: Page, api: string, act: () => Promise<unknown>): Promise<Saved> {
  const response = page.waitForResponse((r: Response) => r.url().endsWith(api) && r.request().method() === 'POST');
  await act();
  return (await (await response).json()) as Saved;
}

describe('上游客户 and 开票信息: a customer with a checked USCC, and its billing details linked to it', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'staff', '/basic/upstreamCustomer');
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('a wrong USCC is shown on its field and nothing is sent; the right one saves the customer', async () => {
    const { page } = session;
    await page.locator('main').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const field = (name: string) => dialog.locator(`#root_${name}`);
    await field('customerName').fill(NAME);
    // A well-formed code whose check character is wrong.
    await field('uscc').fill(USCC_STEM + (usccCheckChar(USCC_STEM) === 'A' ? 'B' : 'A'));
    await field('industry').selectOption('chemical');
    await field('contactName').fill('孙国强');
    await field('contactPhone').fill('0317-3025566');
    for (const level of ['省份', '城市', '区县']) await field('areaCode').getByLabel(level).selectOption({ index: 1 });
    await field('address').fill('渤海新区化工产业园区东区 18 号');
    await field('creditDays').fill('45');
    await field('contractEndDate').fill('2027-06-30');

    let posted = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(CUSTOMER_API) && (posted += 1));
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入正确的 18 位统一社会信用代码').waitFor();
    expect(posted).toBe(0);

    await field('uscc').fill(USCC_STEM + usccCheckChar(USCC_STEM));
    const answer = await created(page, CUSTOMER_API, () => dialog.getByRole('button', { name: '确定' }).click());
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ customerName: NAME, status: 'enabled', customerCode: expect.stringMatching(/^KH\d{14}$/) });
    await dialog.waitFor({ state: 'detached' });
    // The newest customer heads the list, 合作中.
    const row = page.locator('main tbody tr').filter({ hasText: NAME });
    await row.waitFor();
    expect(await row.innerText()).toContain('合作中');
  });

  it('its invoice message is added by choosing the customer, and the row names the customer', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/basic/invoiceMessage`);
    await page.locator('main tbody tr').first().waitFor();
    await page.locator('main').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const field = (name: string) => dialog.locator(`#root_${name}`);
    await field('ownerType').selectOption('customer');
    const customer = dialog.getByRole('combobox', { name: '上游客户' });
    await customer.fill('瑞丰化工');
    await dialog.getByRole('option', { name: new RegExp(NAME) }).click();
    await field('invoiceTitle').fill(NAME);
    await field('taxNumber').fill(USCC_STEM + usccCheckChar(USCC_STEM));
    await field('registeredAddress').fill('河北省沧州市渤海新区化工产业园区东区 18 号');
    await field('registeredPhone').fill('0317-3025566');
    await field('bankName').fill('中国工商银行沧州渤海新区支行');
    await field('bankAccount').fill('0408020309024512345');
    await field('receiverEmail').fill('caiwu@rfhg.com.cn');
    const answer = await created(page, INVOICE_API, () => dialog.getByRole('button', { name: '确定' }).click());
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ ownerType: 'customer', customerName: NAME, customerCode: expect.stringMatching(/^KH\d{14}$/) });
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('main tbody tr').filter({ hasText: NAME }).first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(NAME);
    expect(text).toContain('上游客户');
    expect(text).toContain('增值税专用发票');
  });
});
