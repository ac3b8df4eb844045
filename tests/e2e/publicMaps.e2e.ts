// The public map pages of issue 16 on a phone (390 px), each opened with a link staff mint
// through the API (as 分享轨迹 / 分享围栏地图 do): /trackOfVehicleForMobile (a waybill's track),
// /enclosure (a branch's fences, read-only) and /ctmsTrackMap (a city order's track and drops).
// The maps work offline: no request leaves the machine. A forged and an expired link show the
// refusal and none of the record.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { expiredToken, mintLink, outsideRequests } from './support/publicLinks';
import { screenshotsOf } from './support/shots';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
type Row = Record<string, unknown>;

let staff = '';
let db: Database.Database;
const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row | undefined;

const mint = async (kind: string, subject?: unknown) => (await mintLink(baseUrl, staff, kind, subject)).token;
const shot = screenshotsOf('publicMaps');


async function phone() {
  const session = await newSession(browser(), { width: 390 });
  return { ...session, outside: outsideRequests(session.page, baseUrl) };
}

async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.locator('aside').count()).toBe(0);
}

beforeAll(async () => {
  staff = await apiSignIn(baseUrl, 'staff');
  db = new Database(dbFile, { readonly: true, fileMustExist: true });
});
afterAll(() => db?.close());

describe('public maps at 390 px', () => {
  it('/trackOfVehicleForMobile draws a loaded waybill\'s track with its current position, the plate and phone masked', async () => {
    // The waybill on the road loaded last whose vehicle has reported since loading.
    const waybill = one(`SELECT * FROM (SELECT w.id, w.shipping_note_number, w.place_of_loading, w.vehicle_number, w.driver_telephone, w.despatch_actual_date_time,
        (SELECT COUNT(*) FROM basic_vehicle_position p WHERE p.vehicle_number = w.vehicle_number AND p.position_time >= w.despatch_actual_date_time) AS points
      FROM tms_waybill w WHERE w.branch_code = 'SD0001' AND w.status = 'loaded' AND w.despatch_actual_date_time IS NOT NULL) WHERE points > 1
      ORDER BY despatch_actual_date_time DESC, id LIMIT 1`)!;
    expect(Number(waybill.points)).toBeGreaterThan(1);
    const { context, page, outside } = await phone();
    try {
      await page.goto(`${baseUrl}/trackOfVehicleForMobile?t=${await mint('waybillTrack', waybill.id)}`);
      const canvas = page.locator('[data-map="track"] [data-status="loaded"]');
      await canvas.waitFor();
      expect(Number(await canvas.getAttribute('data-points'))).toBeGreaterThan(1);
      expect(await page.locator('[data-map="track"] path.map-track').count()).toBe(1);
      expect(await page.locator('[data-map="track"] .leaflet-marker-icon').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('[data-map="track"] .leaflet-marker-icon[title^="当前位置"]').count()).toBe(1);
      const text = await page.locator('main').innerText();
      expect(text).toContain(String(waybill.shipping_note_number));
      expect(text).toContain('已行驶');
      expect(text).toContain('距卸货地（直线）');
      expect(text).not.toContain(String(waybill.vehicle_number));
      expect(text).toContain(`${String(waybill.vehicle_number).slice(0, 2)}·`);
      if (waybill.driver_telephone) expect(text).not.toContain(String(waybill.driver_telephone));
      expect(await page.getByRole('link', { name: '拨打客服电话' }).getAttribute('href')).toMatch(/^tel:[\d-]+$/);
      await fitsPhone(page);
      await shot(page, 'trackOfVehicleForMobile');
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/enclosure draws the branch\'s fences with their names and sites, read-only', async () => {
    const fences = db.prepare("SELECT fence_name, station_name FROM basic_geofence WHERE branch_code = 'SD0001' AND status = 'enabled' ORDER BY id").all() as Row[];
    expect(fences.length).toBeGreaterThan(0);
    const { context, page, outside } = await phone();
    try {
      await page.goto(`${baseUrl}/enclosure?t=${await mint('fenceMap')}`);
      const canvas = page.locator(`[data-map="fences"] [data-fences="${fences.length}"]`);
      await canvas.waitFor();
      await page.locator('[data-map="fences"] path.map-fence-dot').first().waitFor();
      expect(await page.locator('[data-map="fences"] path.map-fence').count()).toBe(fences.length);
      expect(await page.locator('[data-map="fences"] path.map-fence-dot').count()).toBe(fences.length);
      const list = page.getByRole('list', { name: '围栏列表' });
      expect(await list.locator('li').count()).toBe(fences.length);
      const listed = await list.innerText();
      for (const fence of fences) {
        expect(listed).toContain(String(fence.fence_name));
        if (fence.station_name) expect(listed).toContain(String(fence.station_name));
      }
      // read-only: nothing to draw, edit or remove
      for (const name of ['绘制多边形', '绘制圆形', '编辑', '删除']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
      await fitsPhone(page);
      await shot(page, 'enclosure');
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/ctmsTrackMap draws a city order\'s drops as numbered markers, lists them, and draws the van\'s track', async () => {
    const order = one(`SELECT o.id, o.order_number, o.vehicle_number, o.driver_telephone, o.freight_amount, o.drop_count,
        (SELECT COUNT(*) FROM basic_vehicle_position p WHERE p.vehicle_number = o.vehicle_number AND p.position_time >= o.started_date_time) AS points
      FROM city_order o WHERE o.branch_code = 'SD0001' AND o.status = 'delivering' ORDER BY points DESC, o.id LIMIT 1`)!;
    const drops = db.prepare('SELECT sequence, address, status FROM city_order_drop WHERE order_number = ? ORDER BY sequence').all(order.order_number) as Row[];
    const { context, page, outside } = await phone();
    try {
      await page.goto(`${baseUrl}/ctmsTrackMap?t=${await mint('cityOrderTrack', order.id)}`);
      const canvas = page.locator('[data-map="track"] [data-status="loaded"]');
      await canvas.waitFor();
      expect(Number(await canvas.getAttribute('data-waypoints'))).toBe(drops.length);
      expect(Number(await canvas.getAttribute('data-points'))).toBe(Number(order.points));
      expect(Number(order.points)).toBeGreaterThan(1);
      expect(await page.locator('[data-map="track"] path.map-track').count()).toBe(1);
      expect(await page.locator('[data-map="track"] .leaflet-marker-icon[title^="当前位置"]').count()).toBe(1);
      // each drop on a numbered marker (drops at one place share one, titled by each)
      for (const drop of drops) {
        expect(await page.locator(`[data-map="track"] .leaflet-marker-icon[title*="${String(drop.address)}"]`).count()).toBe(1);
      }
      const rows = page.locator('[data-source-table="drops"] tbody tr');
      expect(await rows.count()).toBe(drops.length);
      const table = await page.locator('[data-source-table="drops"]').innerText();
      expect(table).toContain('已签收');
      expect(table).toContain('待送达');
      const text = await page.locator('main').innerText();
      expect(text).toContain(String(order.order_number));
      expect(text).not.toContain(String(order.vehicle_number));
      if (order.driver_telephone) expect(text).not.toContain(String(order.driver_telephone));
      await fitsPhone(page);
      await shot(page, 'ctmsTrackMap');
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('sharing from the console', () => {
  it('分享围栏地图 on 电子围栏 gives a link that opens the fence map on a phone', async () => {
    const desk = await newSession(browser(), { width: 1440 });
    let url = '';
    try {
      await signInAt(desk.page, baseUrl, 'staff', '/monitoring/enclosure');
      await desk.page.getByRole('button', { name: '分享围栏地图' }).click();
      const field = desk.page.locator('[data-share-dialog] [data-share-url]');
      await field.waitFor();
      url = await field.inputValue();
    } finally {
      await desk.context.close();
    }
    expect(new URL(url).pathname).toBe('/enclosure');
    const { context, page, outside } = await phone();
    try {
      await page.goto(`${baseUrl}/enclosure${new URL(url).search}`);
      await page.locator('[data-map="fences"] path.map-fence-dot').first().waitFor();
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('refused map links', () => {
  it('a forged signature shows 链接无效 and none of the waybill', async () => {
    const waybill = one("SELECT id, shipping_note_number, place_of_loading FROM tms_waybill WHERE branch_code = 'SD0001' AND status = 'loaded' ORDER BY id LIMIT 1")!;
    const token = await mint('waybillTrack', waybill.id);
    const forged = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/trackOfVehicleForMobile?t=${forged}`);
      const refusal = page.locator('[data-refusal="invalid"]');
      await refusal.waitFor();
      expect(await refusal.getByRole('heading', { name: '链接无效' }).isVisible()).toBe(true);
      const body = await page.locator('body').innerText();
      expect(body).not.toContain(String(waybill.shipping_note_number));
      expect(await page.locator('[data-block], [data-map]').count()).toBe(0);
      await shot(page, 'refused-invalid');
    } finally {
      await context.close();
    }
  });

  it('an expired link shows 链接已过期 and none of the order', async () => {
    const order = one("SELECT id, order_number FROM city_order WHERE branch_code = 'SD0001' AND status = 'delivering' ORDER BY id LIMIT 1")!;
    const token = expiredToken(db, 'cityOrderTrack', order.id);
    const { context, page } = await phone();
    try {
      await page.goto(`${baseUrl}/ctmsTrackMap?t=${token}`);
      const refusal = page.locator('[data-refusal="expired"]');
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain('链接已过期，请联系发送方重新获取');
      expect(await page.locator('body').innerText()).not.toContain(String(order.order_number));
      expect(await page.locator('[data-block], [data-map]').count()).toBe(0);
      await shot(page, 'refused-expired');
    } finally {
      await context.close();
    }
  });
});
