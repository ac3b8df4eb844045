// The public record pages of issue 16 on a phone (390 px): /order_info, /publish_info,
// /service_info, /PrintingMobile and /Form, each opened with a link staff mint through the API
// (as 分享链接 does); a forged and an expired link show a refusal and none of the record.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt } from './support/shell';
import { expiredToken, mintLink } from './support/publicLinks';
import { screenshotsOf } from './support/shots';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
type Row = Record<string, unknown>;

let staff = '';
let db: Database.Database;
const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row;

const mint = async (kind: string, subject?: unknown) => new URL((await mintLink(baseUrl, staff, kind, subject)).url).search;
const shot = screenshotsOf('publicRoutes');

async function phone() {
  return newSession(browser(), { width: 390 });
}

beforeAll(async () => {
  staff = await apiSignIn(baseUrl, 'staff');
  db = new Database(dbFile, { readonly: true, fileMustExist: true });
});
afterAll(() => db?.close());

describe('public record pages at 390 px', () => {
  it('/publish_info shows a published offer with the vehicles still wanted, the masked contact and a call button', async () => {
    const order = one("SELECT id, order_number, place_of_loading, consignor_telephone, vehicle_count, accepted_count FROM tms_cargo_order WHERE status = 'published' AND branch_code = 'SD0001' ORDER BY id LIMIT 1");
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/publish_info${await mint('cargoOffer', order.id)}`);
      await page.getByText(String(order.place_of_loading)).first().waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain(`${Number(order.vehicle_count) - Number(order.accepted_count)}`);
      expect(text).not.toContain(String(order.consignor_telephone));
      const call = page.getByRole('link', { name: '拨打电话' });
      expect(await call.getAttribute('href')).toMatch(/^tel:\d{11}$/);
      expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'publish_info');
    } finally {
      await context.close();
    }
  });

  it('/order_info shows the order and its state', async () => {
    const order = one("SELECT id, order_number FROM tms_cargo_order WHERE branch_code = 'SD0001' AND status = 'dealt' ORDER BY id LIMIT 1")
      ?? one("SELECT id, order_number FROM tms_cargo_order WHERE branch_code = 'SD0001' ORDER BY id LIMIT 1");
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/order_info${await mint('orderInfo', order.id)}`);
      await page.getByText(String(order.order_number)).first().waitFor();
      expect(await page.getByRole('heading', { name: '订单信息' }).isVisible()).toBe(true);
      await shot(page, 'order_info');
    } finally {
      await context.close();
    }
  });

  it('/service_info shows the station card with its prices, a call and a navigation button', async () => {
    const station = one("SELECT id, station_name, address FROM fuel_station WHERE branch_code = 'SD0001' ORDER BY id LIMIT 1");
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/service_info${await mint('servicePoint', station.id)}`);
      await page.getByText(String(station.station_name)).first().waitFor();
      expect(await page.locator('[data-source-table="prices"] tbody tr').count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: '导航' }).getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=/);
      await shot(page, 'service_info');
    } finally {
      await context.close();
    }
  });

  it('手机打印链接 on a waybill\'s detail page gives a link that opens /PrintingMobile on a phone', async () => {
    const waybill = one("SELECT id, shipping_note_number FROM tms_waybill WHERE branch_code = 'SD0001' AND status = 'signed' ORDER BY id LIMIT 1");
    const desk = await newSession(browser(), { width: 1440 });
    let url = '';
    try {
      await signInAt(desk.page, baseUrl, 'staff', `/transport/waybillDetail?id=${String(waybill.id)}`);
      await desk.page.getByRole('button', { name: '手机打印链接' }).click();
      const field = desk.page.locator('[data-share-dialog] [data-share-url]');
      await field.waitFor();
      url = await field.inputValue();
      expect(await desk.page.locator('[data-share-dialog] img').count()).toBeGreaterThan(0);
    } finally {
      await desk.context.close();
    }
    expect(new URL(url).pathname).toBe('/PrintingMobile');
    const { context, page } = await phone();
    try {
      await page.goto(url);
      await page.locator(`img[data-qrcode="${String(waybill.shipping_note_number)}"]`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('/PrintingMobile shows the waybill with a QR code of its number and a print button, drivers masked', async () => {
    const waybill = one("SELECT id, shipping_note_number, driver_telephone, driving_license FROM tms_waybill WHERE branch_code = 'SD0001' AND status = 'loaded' ORDER BY id LIMIT 1");
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/PrintingMobile${await mint('waybillPrint', waybill.id)}`);
      await page.locator(`img[data-qrcode="${String(waybill.shipping_note_number)}"]`).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(String(waybill.driver_telephone));
      expect(text).not.toContain(String(waybill.driving_license));
      expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(true);
      await shot(page, 'PrintingMobile');
    } finally {
      await context.close();
    }
  });

  it('/Form takes an enquiry, checks the mobile number and answers a reference number', async () => {
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/Form${await mint('enquiryForm')}`);
      await page.getByLabel('联系人').waitFor();
      await page.getByLabel('联系人').fill('王建国');
      await page.getByLabel('手机号').fill('1390531');
      await page.getByLabel('起运地').fill('山东省济南市历城区');
      await page.getByLabel('目的地').fill('江苏省南京市江宁区');
      await page.getByLabel('货物名称').fill('袋装水泥');
      await page.getByLabel('重量（吨）').fill('32');
      await shot(page, 'Form');
      await page.getByRole('button', { name: '提交询价' }).click();
      await page.locator('[role="alert"], .text-red-600').first().waitFor();
      expect(await page.locator('[data-public-form-done]').count()).toBe(0);
      await page.getByLabel('手机号').fill('13905310001');
      await page.getByRole('button', { name: '提交询价' }).click();
      const done = page.locator('[data-public-form-done]');
      await done.waitFor();
      const reference = (await done.locator('[data-reference]').innerText()).replace(/^.*：/, '');
      expect(reference).toMatch(/^XJ\d+/);
      expect(one('SELECT contact_phone, status FROM tms_public_enquiry WHERE enquiry_number = ?', reference)).toEqual({ contact_phone: '13905310001', status: 'new' });
      await shot(page, 'Form-done');
    } finally {
      await context.close();
    }
  });
});

describe('refused links', () => {
  it('a forged signature shows 链接无效 and no data', async () => {
    const waybill = one("SELECT id, shipping_note_number FROM tms_waybill WHERE branch_code = 'SD0001' ORDER BY id LIMIT 1");
    const search = await mint('waybillPrint', waybill.id);
    const forged = search.slice(0, -3) + (search.endsWith('AAA') ? 'BBB' : 'AAA');
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/PrintingMobile${forged}`);
      const refusal = page.locator('[data-refusal="invalid"]');
      await refusal.waitFor();
      expect(await refusal.getByRole('heading', { name: '链接无效' }).isVisible()).toBe(true);
      expect(await page.locator('body').innerText()).not.toContain(String(waybill.shipping_note_number));
      expect(await page.locator('[data-block]').count()).toBe(0);
      await shot(page, 'refused-invalid');
    } finally {
      await context.close();
    }
  });

  it('an expired link shows 链接已过期 and no data', async () => {
    const order = one("SELECT id, order_number FROM tms_cargo_order WHERE branch_code = 'SD0001' ORDER BY id LIMIT 1");
    const token = expiredToken(db, 'orderInfo', order.id);
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/order_info?t=${token}`);
      const refusal = page.locator('[data-refusal="expired"]');
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain('链接已过期，请联系发送方重新获取');
      expect(await page.locator('body').innerText()).not.toContain(String(order.order_number));
      await shot(page, 'refused-expired');
    } finally {
      await context.close();
    }
  });

  it('no token at all asks for the complete link', async () => {
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/publish_info`);
      await page.locator('[data-refusal="missing"]').waitFor();
    } finally {
      await context.close();
    }
  });
});
