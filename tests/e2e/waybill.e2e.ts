// Issue 5 in a real browser: the waybill screen is one page definition rendered by the generic
// list and form renderers against the generic entity API.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { usccCheckChar } from '../../src/core/validation';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { chooseOption, pickShortcut } from './support/filters';

const baseUrl = inject('baseUrl');
const WAYBILL_PATH = '/transport/waybillManage';
const LIST = '/ntocc-tms-api/waybill/list';
const browser = useSharedBrowser();

interface ListData {
  records: Record<string, unknown>[];
  total: number;
}


async function openWaybills(username: string): Promise<Session> {
  const session = await newSession(browser(), { width: 1600 });
  const { page } = session;
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(WAYBILL_PATH)}`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  const firstList = page.waitForResponse((r) => r.url().includes(LIST));
  await page.getByRole('button', { name: '登录' }).click();
  await firstList;
  await page.locator('tbody tr').first().waitFor();
  return session;
}

/** Runs `act` and answers the list call it causes, with its query and data. */
/** The list answer to `act`; `wanted` picks it by its query, so a late answer to an earlier
 * action (a reset's reload) is not taken for it. */
async function listAfter(
  page: Page,
  act: () => Promise<unknown>,
  wanted: (query: URLSearchParams) => boolean = () => true,
): Promise<{ query: URLSearchParams; data: ListData }> {
  const response = page.waitForResponse(
    (r: Response) => r.url().includes(LIST) && r.request().method() === 'GET' && wanted(new URL(r.url()).searchParams),
  );
  await act();
  const res = await response;
  return { query: new URL(res.url()).searchParams, data: ((await res.json()) as { data: ListData }).data };
}

describe('waybill list as branch staff', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openWaybills('staff');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('filtering by status and the "last three months" shortcut sends the query from page 1', async () => {
    const { page } = session;
    await chooseOption(page, '运单状态', '已装货');
    await pickShortcut(page, '装货时间', '最近三个月');
    const { query, data } = await listAfter(page, () => page.getByRole('button', { name: '查询' }).click(), (sent) => sent.has('status'));
    expect(query.get('status')).toBe('loaded');
    expect(query.get('pageNum')).toBe('1');
    expect(query.get('despatchActualDateTimeStart')).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(query.get('despatchActualDateTimeEnd')).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(data.total).toBeGreaterThan(0);
    expect(data.records.every((r) => r.status === 'loaded')).toBe(true);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(20, data.total));
    await page.getByText(`共 ${data.total} 条`).waitFor({ timeout: 10_000 });
  });

  it('sorting by amount cycles ascending, descending, and none (which clears the sort)', async () => {
    const { page } = session;
    const header = page.getByRole('button', { name: /运费金额/ });
    const asc = await listAfter(page, () => header.click());
    expect([asc.query.get('sortField'), asc.query.get('sortType')]).toEqual(['totalMonetaryAmount', 'asc']);
    const amounts = asc.data.records.map((r) => Number(r.totalMonetaryAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = await listAfter(page, () => header.click());
    expect(desc.query.get('sortType')).toBe('desc');
    const none = await listAfter(page, () => header.click());
    expect(none.query.get('sortField')).toBeNull();
  });

  it('changing the page size to 50 goes back to page 1 with 50 rows', async () => {
    const { page } = session;
    await page.getByRole('button', { name: '重置' }).click();
    await page.locator('tbody tr').first().waitFor();
    const pager = page.getByRole('navigation', { name: '分页' });
    await listAfter(page, () => pager.getByRole('button', { name: '下一页' }).click(), (query) => query.get('pageNum') === '2');
    const { query, data } = await listAfter(page, () => pager.locator('select').selectOption('50'), (query) => query.get('pageSize') === '50');
    expect([query.get('pageNum'), query.get('pageSize')]).toEqual(['1', '50']);
    expect(data.records).toHaveLength(50);
    // From 50 rows the table renders only those in view (issue 19); it holds all 50.
    await expect.poll(() => page.locator('table[data-rows]').getAttribute('data-rows')).toBe('50');
  });

  it('a waybill with a wrong consignor ID is refused on its field; with a right one it is created and listed', async () => {
    const { page } = session;
    const shipper = (await call<{ party: { code: string; name: string } }>(baseUrl, 'POST', '/ntocc-basic-api/getUserInfo', await apiSignIn(baseUrl, 'shipperco'))).data.party;
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const field = (name: string) => dialog.locator(`#root_${name}`);
    await field('serialNumber').fill('0000');
    await field('vehicleAmount').fill('1');
    await field('transportTypeCode').selectOption({ index: 1 });
    await field('businessTypeCode').selectOption({ index: 1 });
    await field('shipperCode').fill(shipper.code);
    await field('shipperName').fill(shipper.name);
    await field('consignor').fill(shipper.name);
    await field('consignorID').fill('91370100MA3C8XY27Z');
    for (const area of ['loadingCountrySubdivisionCode', 'receiptCountrySubdivisionCode']) {
      for (const level of ['省份', '城市', '区县']) await field(area).getByLabel(level).selectOption({ index: 1 });
    }
    await field('placeOfLoading').fill('历城区工业北路 88 号');
    await field('consignee').fill('天津港散货物流中心');
    await field('goodsReceiptPlace').fill('滨海新区新港四号路 1 号');
    await field('descriptionOfGoods').fill('热轧卷板');
    await field('cargoTypeClassificationCode').selectOption({ index: 1 });
    await field('goodsItemGrossWeight').fill('32.5');
    await field('totalMonetaryAmount').fill('6800');
    await field('policyNumber').fill('none');

    let posted = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/ntocc-tms-api/waybill') && (posted += 1));
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入正确的身份证号或统一社会信用代码').waitFor();
    expect(posted).toBe(0);

    await field('consignorID').fill(`91370100MA3C8XY27${usccCheckChar('91370100MA3C8XY27')}`);
    const created = page.waitForResponse((r) => r.url().endsWith('/ntocc-tms-api/waybill') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: '确定' }).click();
    const answer = (await (await created).json()) as { status: number; data: { shippingNoteNumber: string } };
    expect(answer.status).toBe(0);
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('运单号').first().fill(answer.data.shippingNoteNumber);
    const { data } = await listAfter(
      page,
      () => page.getByRole('button', { name: '查询' }).click(),
      (query) => [...query.values()].includes(answer.data.shippingNoteNumber),
    );
    expect(data.total).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toContain(answer.data.shippingNoteNumber);
  });

  it('the load action offers now and the waybill weight, and moves a dispatched waybill to 已装货', async () => {
    const { page } = session;
    await page.getByRole('button', { name: '重置' }).click();
    await chooseOption(page, '运单状态', '已派车');
    const { data } = await listAfter(page, () => page.getByRole('button', { name: '查询' }).click(), (query) => query.get('status') === 'dispatched');
    const target = data.records[0]!;
    const row = page.locator('tbody tr').filter({ hasText: String(target.shippingNoteNumber) });
    await row.getByRole('button', { name: '装货' }).click();
    const dialog = page.getByRole('dialog');
    // The dialog offers now as the loading time and the waybill's weight as the loading weight.
    const offered = await dialog.locator('#root_despatchActualDateTime').inputValue();
    expect(Math.abs(Date.parse(`${offered.replace(" ", "T").slice(0, 16)}:00+08:00`) - Date.now())).toBeLessThan(5 * 60_000);
    expect(Number(await dialog.locator('#root_loadingWeight').inputValue())).toBe(Number(target.goodsItemGrossWeight));
    await dialog.locator('#root_despatchActualDateTime').fill('2026-11-20T08:30');
    await dialog.locator('#root_loadingWeight').fill('31.2');
    const done = page.waitForResponse((r) => r.url().endsWith(`/waybill/${target.id}/load`));
    await dialog.getByRole('button', { name: '确定' }).click();
    // 装货 asks before it moves the waybill (the action's confirm), once the form is checked.
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: '提示' }));
    await confirm.getByRole('button', { name: '确定' }).click();
    expect(((await (await done).json()) as { status: number }).status).toBe(0);
    const token = await apiSignIn(baseUrl, 'staff');
    const record = await call<{ status: string; loadingWeight: number }>(baseUrl, 'GET', `/ntocc-tms-api/waybill/${target.id}`, token);
    expect([record.data.status, record.data.loadingWeight]).toEqual(['loaded', 31.2]);
  });

  it("a row's actions past the third are under 更多; choosing 取消运单 there opens its form", async () => {
    const { page } = session;
    await page.getByRole('button', { name: '重置' }).click();
    await chooseOption(page, '运单状态', '待派车');
    const { data } = await listAfter(page, () => page.getByRole('button', { name: '查询' }).click(), (query) => query.get('status') === 'pending_dispatch');
    const row = page.locator('tbody tr').filter({ hasText: String(data.records[0]!.shippingNoteNumber) });
    expect(await row.getByRole('button').allTextContents()).toEqual(['详情', '编辑', '派车', '更多▾']);
    await row.getByRole('button', { name: '更多' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['取消运单', '删除']);
    await menu.getByRole('menuitem', { name: '取消运单' }).click();
    const dialog = page.getByRole('dialog', { name: '取消运单' });
    await dialog.getByLabel('取消原因').waitFor();
    await dialog.getByRole('button', { name: '取消', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports the current query as xlsx and csv whose headers and rows match the list', async () => {
    const { page } = session;
    await page.getByRole('button', { name: '重置' }).click();
    await chooseOption(page, '运单状态', '已取消');
    const { data } = await listAfter(page, () => page.getByRole('button', { name: '查询' }).click(), (query) => query.get('status') === 'cancelled');
    const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.replace(/[↕▲▼]/g, '').trim()).filter((h) => h && h !== '操作');

    for (const format of ['xlsx', 'csv'] as const) {
      await page.getByRole('button', { name: '导出', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('文件格式').selectOption(format);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: '导出', exact: true }).click();
      const file = await (await download).path();
      const bytes = await readFile(file);
      let rows: string[][];
      if (format === 'xlsx') {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        rows = [];
        sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      } else {
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        rows = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/).map((line) => line.split(','));
      }
      expect(rows[0]).toEqual(headers);
      expect(rows).toHaveLength(data.total + 1);
      const numbers = rows.slice(1).map((r) => r[0]).sort();
      expect(numbers[0]).toMatch(/^YD\d{14}$/);
      await dialog.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => page.keyboard.press('Escape'));
    }
  });
});

describe('data scope in the browser', () => {
  it('a shipper sees only its own waybills', async () => {
    const { page, context } = await openWaybills('shipper');
    const { data } = await listAfter(page, () => page.getByRole('button', { name: '查询' }).click());
    const staffTotal = (await call<ListData>(baseUrl, 'GET', `${LIST}?pageNum=1&pageSize=10`, await apiSignIn(baseUrl, 'staff'))).data.total;
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(staffTotal);
    const me = (await call<{ party: { code: string } }>(baseUrl, 'POST', '/ntocc-basic-api/getUserInfo', await apiSignIn(baseUrl, 'shipper'))).data.party.code;
    expect(data.records.every((r) => r.shipperCode === me)).toBe(true);
    expect(await page.getByRole('button', { name: '新增' }).count()).toBe(0);
    await context.close();
  });
});
