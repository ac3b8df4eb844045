// Issue 13, the cargo flow in a real browser, three accounts in three browser profiles side by
// side: the shipper (货主 李秀英) publishes an order on 发布货源, branch staff audit it from their to-do
// (订单审核 rises and falls live), the driver (王建国) takes it in 抢单大厅 with his vehicle, the
// shipper accepts his bid on the order's details and the dispatched waybill appears there; the
// driver loads and unloads it (a receipt photo uploaded), staff sign it, and both parties rate
// each other on 评价管理 (待评价 rises by two on signing and falls as each rates). Last, a second
// order saved with 保存草稿 stays a 草稿.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiSignIn, call, userInfo } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { filterPanel, unfoldFor } from './support/filters';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const ORDER = '/ntocc-tms-api/cargoOrder';
const WAYBILL = '/ntocc-tms-api/waybill';
const EVALUATION = '/ntocc-tms-api/evaluation';
const TODO = '/ntocc-tms-api/todo/list';
// A goods name no demo order has: the hall is filtered by it.
// The to-do items' names, as the server names them.
const AUTH_ORDER = '订单审核';
const GOODS = '镀锌钢卷（DX51D）';
// The second order's goods, saved as a draft only.
const DRAFT_GOODS = '冷轧板卷（SPCC）';
// A 1 x 1 PNG: the receipt photo the driver uploads on unloading.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Row = Record<string, unknown>;
const entity = (key: string) => zh(`entity.${key}`);
const dict = (name: string, code: string) => zh(`dict.${name}.${code}`);

async function json<T = Row>(method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { status: number; msg: string; data: T };
  if (answer.status !== 0) throw new Error(`${method} ${url}: ${answer.status} ${answer.msg}`);
  return answer.data;
}

/** A to-do count as the server answers it to `token`'s caller. */
async function todoOf(token: string, key: string): Promise<number> {
  const items = await call<{ configKey: string; configValue: string }[]>(baseUrl, 'GET', TODO, token);
  return Number(items.data.find((item) => item.configKey === key)?.configValue ?? 0);
}

/** The count the navbar's to-do bar shows after `name` (on the bar or under 更多); '' when none. */
async function todoBadge(page: Page, name: string): Promise<string> {
  const bar = page.getByRole('navigation', { name: zh('todo.label') });
  await bar.getByText(/\d/).first().waitFor();
  const pattern = new RegExp(`^\\s*${name}`);
  const link = bar.getByRole('link', { name: pattern });
  let text: string;
  if ((await link.count()) > 0) text = await link.innerText();
  else {
    await bar.getByRole('button', { name: new RegExp(`^(${zh('todo.more')}|${zh('todo.label')})`) }).click();
    const item = page.getByRole('menu').getByRole('menuitem', { name: pattern });
    text = await item.innerText();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }
  return text.replace(name, '').trim();
}

/** Types `value` into the text filter labelled `label` and runs the query. */
async function filterBy(page: Page, label: string, value: string): Promise<void> {
  const input = filterPanel(page).getByRole('textbox', { name: label, exact: true });
  await unfoldFor(page, input);
  await input.fill(value);
  await filterPanel(page).getByRole('button', { name: zh('renderer.filter.search') }).click();
}

/** The visible table row holding `text` (kept-alive screens hide theirs). */
const rowWith = (page: Page, text: string, scope: Locator = page.locator('main')) =>
  scope.locator('tbody tr').filter({ visible: true }).filter({ hasText: text });

/** Answers the question an action asks (提示 … 确定). */
async function confirmQuestion(page: Page): Promise<void> {
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: '提示' }));
  await question.getByRole('button', { name: '确定' }).click();
}

/** Clicks a state action on a row, fills its form (`fill`), answers its question (all but 评价
 * ask one, `asks`) and waits for the call's answer. */
async function runRowAction(page: Page, row: Locator, label: string, urlEnd: string, fill?: (dialog: Locator) => Promise<void>, asks = true): Promise<void> {
  const done = page.waitForResponse((r) => r.url().endsWith(urlEnd) && r.request().method() === 'POST');
  await row.getByRole('button', { name: label, exact: true }).click();
  if (fill) {
    const dialog = page.getByRole('dialog', { name: label });
    await dialog.waitFor();
    await fill(dialog);
    await dialog.getByRole('button', { name: '确定' }).click();
  }
  if (asks) await confirmQuestion(page);
  const answer = (await (await done).json()) as { status: number; msg: string };
  expect(answer.status, answer.msg).toBe(0);
}

describe('the cargo flow: publish, audit, take, accept, transport, sign, evaluate', () => {
  let shipper: Session;
  let staff: Session;
  let driver: Session;
  const tokens: Record<string, string> = {};
  let vehicleNumber: string;
  let order: { id: number; orderNumber: string };
  let waybill: { id: number; shippingNoteNumber: string };
  let files: string;
  let authBefore: number;
  let valuatingBefore: number;

  beforeAll(async () => {
    for (const name of ['shipper', 'staff', 'driver']) tokens[name] = await apiSignIn(baseUrl, name);
    // The driver takes the order with his own approved vehicle (the demo gives him one).
    const me = (await userInfo(baseUrl, tokens.driver)).party.code;
    const vehicles = await json<{ records: Row[] }>('GET', '/ntocc-basic-api/vehicle/list?pageNum=1&pageSize=10&reviewStatus=approved', tokens.driver);
    vehicleNumber = String(vehicles.records.find((v) => v.driverCode === me)!.vehicleNumber);
    files = await mkdtemp(path.join(tmpdir(), 'cargo-flow-'));
    await writeFile(path.join(files, '回单.png'), PNG);
    [shipper, staff, driver] = await Promise.all([0, 1, 2].map(() => newSession(browser(), { width: 1440 })));
    // A step that does not come fails within the test's time, not after 30 s per look.
    for (const session of [shipper, staff, driver]) session.page.setDefaultTimeout(10_000);
    await Promise.all([
      signInAt(shipper.page, baseUrl, 'shipper', '/order/Ordermanage'),
      signInAt(staff.page, baseUrl, 'staff', '/order/cargoAudit'),
      signInAt(driver.page, baseUrl, 'driver', '/order/hall'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([shipper, staff, driver].map((session) => session?.context.close()));
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('the shipper publishes his order on 发布货源: 待审核 in 订单管理, and staff see 订单审核 rise by one at once', async () => {
    authBefore = await todoOf(tokens.staff, 'auth_order_count');
    await expect.poll(() => todoBadge(staff.page, AUTH_ORDER)).toBe(String(authBefore));
    const { page } = shipper;
    await page.goto(`${baseUrl}/order/publish`);
    const form = await fillPublishForm(page, GOODS);
    const created = page.waitForResponse((r) => r.url().endsWith(ORDER) && r.request().method() === 'POST');
    const published = page.waitForResponse((r) => /\/cargoOrder\/\d+\/publish$/.test(r.url()) && r.request().method() === 'POST');
    await form.getByRole('button', { name: entity('cargoOrder.action.publish'), exact: true }).click();
    const draft = ((await (await created).json()) as { data: Row }).data;
    // The server names the shipper himself: the form did not ask.
    expect(draft).toMatchObject({ shipperName: '李秀英', loadingCountrySubdivisionCode: '120116', receiptCountrySubdivisionCode: '370112', goodsItemGrossWeight: 32, priceMode: 'per_ton', unitPrice: 120 });
    order = { id: Number(draft.id), orderNumber: String(draft.orderNumber) };
    expect(((await (await published).json()) as { status: number }).status).toBe(0);

    // Saved, it opens 订单管理, where the order waits for the audit.
    await page.waitForURL((url) => url.pathname === '/order/Ordermanage');
    await filterBy(page, entity('cargoOrder.field.orderNumber'), order.orderNumber);
    const row = rowWith(page, order.orderNumber);
    await expect.poll(() => row.textContent()).toContain(dict('order_status', 'pending_audit'));
    // Staff's bar follows the push (no reload).
    await expect.poll(() => todoBadge(staff.page, AUTH_ORDER), { timeout: 10_000 }).toBe(String(authBefore + 1));
  });

  it('staff approve it on 货源审核: it leaves the queue and 订单审核 falls back', async () => {
    const { page } = staff;
    await filterBy(page, entity('cargoOrder.field.orderNumber'), order.orderNumber);
    const row = rowWith(page, order.orderNumber);
    await row.waitFor();
    await runRowAction(page, row, entity('cargoOrder.action.approve'), `${ORDER}/${order.id}/approve`);
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => todoBadge(page, AUTH_ORDER), { timeout: 10_000 }).toBe(String(authBefore));
    expect((await json<Row>('GET', `${ORDER}/${order.id}`, tokens.staff)).status).toBe('published');
  });

  it('the driver finds it in 抢单大厅 and takes it with his vehicle', async () => {
    const { page } = driver;
    await filterBy(page, entity('cargoOrder.field.descriptionOfGoods'), GOODS);
    const row = rowWith(page, order.orderNumber);
    await row.waitFor();
    await runRowAction(page, row, entity('cargoOrder.action.take'), `${ORDER}/${order.id}/take`, async (dialog) => {
      const vehicle = dialog.locator('#root_takeVehicleNumber');
      await vehicle.fill(vehicleNumber);
      await dialog.getByRole('option', { name: vehicleNumber }).click();
      await expect.poll(() => vehicle.inputValue()).toBe(vehicleNumber);
    });
    // His bid waits for the shipper at the order's price.
    const bids = await json<{ records: Row[] }>('GET', `/ntocc-tms-api/orderBid/list?pageNum=1&pageSize=10&orderNumber=${order.orderNumber}`, tokens.driver);
    // Per tonne: 32 t x 120 yuan.
    expect(bids.records).toEqual([expect.objectContaining({ status: 'pending', vehicleNumber, bidPrice: 3840 })]);
  });

  it('the shipper accepts the bid on the order details: 已成交, and its waybill is listed there', async () => {
    const { page } = shipper;
    const row = rowWith(page, order.orderNumber);
    await row.getByRole('button', { name: zh('page.action.detail'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/order/orderDetail');
    // The bids table: the block under the heading 报价 (the waybills' table also names the vehicle).
    const bids = page.locator('main').getByRole('heading', { name: zh('page.orderDetail.bids'), exact: true }).locator('xpath=..');
    const bid = rowWith(page, vehicleNumber, bids);
    await expect.poll(() => bid.textContent()).toContain(dict('order_bid_status', 'pending'));
    expect(await detailValue(page, entity('cargoOrder.field.status'))).toBe(dict('order_status', 'published'));
    const waybills = page.locator('main').getByRole('heading', { name: zh('page.orderDetail.waybills'), exact: true }).locator('xpath=..');
    expect(await waybills.locator('tbody tr').filter({ hasText: /YD\d{14}/ }).count()).toBe(0);
    expect(await bid.textContent()).toContain('王建国');
    await runRowAction(page, bid, zh('entity.orderBid.action.accept'), '/accept');
    await expect.poll(() => bid.textContent()).toContain(dict('order_bid_status', 'accepted'));
    const found = await json<{ records: Row[] }>('GET', `${WAYBILL}/list?pageNum=1&pageSize=10&originalDocumentNumber=${order.orderNumber}`, tokens.shipper);
    expect(found.records).toHaveLength(1);
    waybill = { id: Number(found.records[0]!.id), shippingNoteNumber: String(found.records[0]!.shippingNoteNumber) };
    const waybillRow = rowWith(page, waybill.shippingNoteNumber, waybills);
    await expect.poll(() => waybillRow.textContent()).toContain(dict('waybill_status', 'dispatched'));
    expect(await waybillRow.textContent()).toContain(vehicleNumber);
    // The order above the tables follows the accept (the page's blocks reload after it).
    await expect.poll(() => detailValue(page, entity('cargoOrder.field.status'))).toBe(dict('order_status', 'dealt'));
    expect(await detailValue(page, entity('cargoOrder.field.acceptedCount'))).toBe('1');
  });

  it('the driver loads and unloads it on 运单管理, with a receipt photo', async () => {
    const { page } = driver;
    await page.goto(`${baseUrl}/transport/waybillManage`);
    await filterBy(page, entity('waybill.field.shippingNoteNumber'), waybill.shippingNoteNumber);
    const row = rowWith(page, waybill.shippingNoteNumber);
    await expect.poll(() => row.textContent()).toContain(dict('waybill_status', 'dispatched'));

    await runRowAction(page, row, entity('waybill.action.load'), `${WAYBILL}/${waybill.id}/load`, async (dialog) => {
      // Offered: now as the loading time, the waybill's weight as the loading weight.
      expect(await dialog.locator('#root_despatchActualDateTime').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(Number(await dialog.locator('#root_loadingWeight').inputValue())).toBe(32);
    });
    await expect.poll(() => row.textContent()).toContain(dict('waybill_status', 'loaded'));

    await runRowAction(page, row, entity('waybill.action.unload'), `${WAYBILL}/${waybill.id}/unload`, async (dialog) => {
      expect(Number(await dialog.locator('#root_unloadingWeight').inputValue())).toBe(32);
      await dialog.locator('#root_unloadingWeight').fill('31.9');
      const uploaded = page.waitForResponse((r) => r.url().includes('/file/upload'));
      await dialog.locator('#root_receiptImages').setInputFiles(path.join(files, '回单.png'));
      expect(((await (await uploaded).json()) as { status: number }).status).toBe(0);
      await dialog.locator('img').first().waitFor();
    });
    await expect.poll(() => row.textContent()).toContain(dict('waybill_status', 'unloaded'));
    const stored = await json<Row>('GET', `${WAYBILL}/${waybill.id}`, tokens.driver);
    expect(stored).toMatchObject({ status: 'unloaded', unloadingWeight: 31.9 });
    expect(stored.receiptImages).toEqual([expect.any(String)]);
  });

  it('staff sign it: two evaluations open (待评价 +2) and the order is complete', async () => {
    valuatingBefore = await todoOf(tokens.staff, 'valuating_count');
    const { page } = staff;
    await page.goto(`${baseUrl}/transport/waybillManage`);
    await filterBy(page, entity('waybill.field.shippingNoteNumber'), waybill.shippingNoteNumber);
    const row = rowWith(page, waybill.shippingNoteNumber);
    await expect.poll(() => row.textContent()).toContain(dict('waybill_status', 'unloaded'));
    await runRowAction(page, row, entity('waybill.action.sign'), `${WAYBILL}/${waybill.id}/sign`, async (dialog) => {
      expect(await dialog.locator('#root_signedDateTime').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    });
    await expect.poll(() => row.textContent()).toContain(dict('waybill_status', 'signed'));
    expect(await todoOf(tokens.staff, 'valuating_count')).toBe(valuatingBefore + 2);
    expect((await json<Row>('GET', `${ORDER}/${order.id}`, tokens.shipper)).status).toBe('completed');

    // 评价管理 as staff: the waybill's two evaluations, both pending.
    await page.goto(`${baseUrl}/customerService/evaluation`);
    await filterBy(page, entity('evaluation.field.shippingNoteNumber'), waybill.shippingNoteNumber);
    await expect.poll(() => rowWith(page, waybill.shippingNoteNumber).count()).toBe(2);
    await expect.poll(() => tabCounts(page)).toMatchObject({ [zh('page.evaluation.tab.pending')]: 2, [zh('page.evaluation.tab.rated')]: 0 });
  });

  it('the shipper rates the driver and the driver rates the shipper; 待评价 falls with each', async () => {
    const rate = async (session: Session, direction: string, score: string, tag: string, content: string) => {
      const { page } = session;
      await page.goto(`${baseUrl}/customerService/evaluation`);
      await filterBy(page, entity('evaluation.field.shippingNoteNumber'), waybill.shippingNoteNumber);
      const row = rowWith(page, waybill.shippingNoteNumber).filter({ hasText: dict('evaluation_direction', direction) });
      await expect.poll(() => row.textContent()).toContain(dict('evaluation_status', 'pending'));
      await runRowAction(page, row, entity('evaluation.action.rate'), '/rate', async (dialog) => {
        await dialog.locator('#root_score').fill(score);
        await dialog.locator('#root_tags').fill(tag);
        await dialog.locator('#root_tags').press('Enter');
        await dialog.locator('#root_content').fill(content);
      }, false);
      await expect.poll(() => row.textContent()).toContain(dict('evaluation_status', 'rated'));
      expect(await row.textContent()).toContain(content);
    };
    await rate(shipper, 'shipper_to_driver', '5', '准时到达', '提前到场装货，卸货点沟通顺畅。');
    expect(await todoOf(tokens.staff, 'valuating_count')).toBe(valuatingBefore + 1);
    await rate(driver, 'driver_to_shipper', '4', '结款及时', '装货现场有序，排队约一小时。');
    expect(await todoOf(tokens.staff, 'valuating_count')).toBe(valuatingBefore);

    const evaluations = await json<{ records: Row[] }>('GET', `${EVALUATION}/list?pageNum=1&pageSize=10&shippingNoteNumber=${waybill.shippingNoteNumber}`, tokens.staff);
    expect(evaluations.records.map((e) => [e.direction, e.status, e.score]).sort()).toEqual([['driver_to_shipper', 'rated', 4], ['shipper_to_driver', 'rated', 5]]);
    // Staff's screen, opened again, counts them rated.
    const { page } = staff;
    await page.goto(`${baseUrl}/customerService/evaluation`);
    await filterBy(page, entity('evaluation.field.shippingNoteNumber'), waybill.shippingNoteNumber);
    await expect.poll(() => tabCounts(page)).toMatchObject({ [zh('page.evaluation.tab.pending')]: 0, [zh('page.evaluation.tab.rated')]: 2 });
  });

  it('保存草稿 on 发布货源 keeps a second order as a draft (草稿 in 订单管理), not sent to the audit', async () => {
    const { page } = shipper;
    await page.goto(`${baseUrl}/order/publish`);
    const form = await fillPublishForm(page, DRAFT_GOODS);
    let publishCalls = 0;
    page.on('request', (r) => /\/cargoOrder\/\d+\/publish$/.test(r.url()) && (publishCalls += 1));
    const created = page.waitForResponse((r) => r.url().endsWith(ORDER) && r.request().method() === 'POST');
    await form.getByRole('button', { name: zh('renderer.form.saveDraft'), exact: true }).click();
    const draft = ((await (await created).json()) as { data: Row }).data;
    expect(draft).toMatchObject({ status: 'draft', descriptionOfGoods: DRAFT_GOODS });
    await page.waitForURL((url) => url.pathname === '/order/Ordermanage');
    await filterBy(page, entity('cargoOrder.field.orderNumber'), String(draft.orderNumber));
    await expect.poll(() => rowWith(page, String(draft.orderNumber)).textContent()).toContain(dict('order_status', 'draft'));
    expect(publishCalls).toBe(0);
  });
});

/** Fills every required field of 发布货源 (and a few others) as the shipper; answers the form. */
async function fillPublishForm(page: Page, goods: string): Promise<Locator> {
  const form = page.locator('main form').filter({ visible: true });
  const field = (name: string) => form.locator(`#root_${name}`);
  await field('placeOfLoading').waitFor();
  // No 货主 lookup for a shipper: the server fills it (renderers/form/ownScopeFields.ts).
  expect(await form.locator('label').getByText(entity('cargoOrder.field.shipperCode'), { exact: true }).count()).toBe(0);
  // Province, city, county: each level's options come with the level above.
  const area = async (name: string, codes: string[]) => {
    for (const [index, level] of ['province', 'city', 'county'].entries()) await field(name).getByLabel(zh(`renderer.area.${level}`)).selectOption(codes[index]!);
  };
  await area('loadingCountrySubdivisionCode', ['120000', '120100', '120116']);
  await field('placeOfLoading').fill('天津市滨海新区临港经济区渤海十路 88 号');
  await field('consignorContact').fill('李秀英');
  await field('consignorTelephone').fill('13602033003');
  await area('receiptCountrySubdivisionCode', ['370000', '370100', '370112']);
  await field('goodsReceiptPlace').fill('济南市历城区工业北路 166 号');
  await field('consignee').fill('济南恒达建材有限公司');
  await field('consigneeContact').fill('张伟');
  await field('consigneeTelephone').fill('13905311234');
  await field('descriptionOfGoods').fill(goods);
  await field('cargoTypeClassificationCode').selectOption({ label: dict('cargo_type_classification_code', '0400') });
  await field('goodsItemGrossWeight').fill('32');
  await field('vehicleCount').fill('1');
  // The loading window: in three days, 08:00 to 18:00 (the pickers take yyyy-MM-ddTHH:mm).
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await field('loadingStart').fill(`${day}T08:00`);
  await field('loadingEnd').fill(`${day}T18:00`);
  await field('priceMode').selectOption({ label: dict('price_mode', 'per_ton') });
  await field('unitPrice').fill('120');
  await field('paymentTerms').selectOption({ label: dict('payment_terms', 'on_receipt') });
  return form;
}

/** The value a detail block shows for the field labelled `label`. */
async function detailValue(page: Page, label: string): Promise<string> {
  return (await page.locator('main dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd').innerText()).trim();
}

/** The count each status tab shows, by its title. */
async function tabCounts(page: Page): Promise<Record<string, number>> {
  const tabs = page.locator('main [role="tablist"]').filter({ visible: true }).first().getByRole('tab');
  const counts: Record<string, number> = {};
  for (const tab of await tabs.all()) {
    const match = /^(.*?)(\d[\d,]*)$/.exec(((await tab.textContent()) ?? '').trim());
    if (match) counts[match[1].trim()] = Number(match[2].replace(/,/g, ''));
  }
  return counts;
}
