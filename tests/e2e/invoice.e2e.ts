// 申请开票 in a real browser (issue 14, wave 3): the shipper chooses three of his accounted waybills
// in the form's multiple remote select and his invoice title, the server computes the invoice;
// staff approve and issue it; the shipper downloads the PDF from the row.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVICE_ID } from '../../src/core/api/client';
import { apiSignIn } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const SCREENSHOTS = process.env.INVOICE_SCREENSHOTS;
const INVOICE = '/ntocc-tms-api/invoiceApplication';

async function post(url: string, token: string, json: unknown): Promise<{ status: number; msg: string; data: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return (await res.json()) as { status: number; msg: string; data: Record<string, unknown> };
}

describe('申请开票 as the demo shipper', () => {
  let session: Session;
  let made: Record<string, unknown>;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'shipper', '/invoice/drawInvoice');
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('chooses three waybills and his invoice title; the server answers the computed invoice', async () => {
    const { page } = session;
    await page.getByRole('button', { name: '申请开票' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Each remote select's options are its own listbox (aria-controls).
    const optionsOf = async (input: ReturnType<typeof dialog.locator>) => dialog.locator(`[id="${String(await input.getAttribute('aria-controls'))}"]`).getByRole('option');
    const waybills = dialog.locator('#root_shippingNoteNumbers');
    const chosen: string[] = [];
    await waybills.click();
    // The list stays open while several waybills are chosen.
    for (let i = 0; i < 3; i += 1) {
      const option = (await optionsOf(waybills)).nth(i);
      await option.waitFor();
      chosen.push((await option.innerText()).slice(0, 16));
      await option.click();
    }
    // Leaving the field closes its list.
    await waybills.blur();
    await (await optionsOf(waybills)).first().waitFor({ state: 'detached' });
    const title = dialog.locator('#root_invoiceMessageId');
    await title.click();
    const titles = await optionsOf(title);
    await titles.first().waitFor();
    await titles.first().click();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/drawInvoice-dialog.png` });
    const answer = page.waitForResponse((r) => r.url().endsWith(INVOICE) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: '确定' }).click();
    const body = (await (await answer).json()) as { status: number; msg: string; data: Record<string, unknown> };
    expect(body.status, body.msg).toBe(0);
    made = body.data;
    expect(made.waybillCount).toBe(3);
    expect(made.shippingNoteNumbers).toEqual(chosen);
    expect(Number(made.freightAmount)).toBeCloseTo(Number(made.freightTotal) + Number(made.serviceFeeAmount), 2);
    expect(Number(made.taxAmount) + Number(made.amountExcludingTax)).toBeCloseTo(Number(made.freightAmount), 2);
    await page.locator('main tbody tr').filter({ hasText: String(made.applicationNumber) }).waitFor();
  });

  it('once staff approve and issue it, the shipper downloads the invoice PDF from its row', async () => {
    const { page } = session;
    const staff = await apiSignIn(baseUrl, 'staff');
    expect((await post(`${INVOICE}/${String(made.id)}/approve`, staff, {})).status).toBe(0);
    const issued = await post(`${INVOICE}/${String(made.id)}/issue`, staff, { invoiceNumber: '26372000000099990001' });
    expect(issued.status, issued.msg).toBe(0);
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.locator('main tbody tr').filter({ hasText: String(made.applicationNumber) });
    await row.getByText('已开票').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/drawInvoice-issued.png` });
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载发票' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('发票_26372000000099990001.pdf');
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
