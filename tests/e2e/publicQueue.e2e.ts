// The public queueing routes and the collection agreement (issue 16) in a phone's browser (390 px;
// the queue screen also at 1440 px): links minted by staff through the API, data read from the
// server's database file (read-only) to pick free vehicles and drivers. A driver takes a number
// and keeps his ticket; the queue screen updates live when staff call the next number; the kiosk
// checks a driver in by his ID card; a driver signs the collection agreement with the SMS code;
// a forged or expired link shows a refusal and no data.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, callJson } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { expiredToken, mintLink } from './support/publicLinks';
import { screenshotsOf } from './support/shots';
import { latestSmsCode } from './support/registration';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
type Row = Record<string, unknown>;

let staff = '';
let db: Database.Database;
const rows = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

const mint = async (kind: string, subject: unknown) => new URL((await mintLink(baseUrl, staff, kind, subject)).url).search;
const shot = screenshotsOf('publicQueue');

/** Enabled sites of SD0001 without a queue today, used one per test. */
let sites: Row[] = [];
/** Approved vehicles whose driver has a mobile, neither queued nor on a dispatched waybill. */
let vehicles: Row[] = [];

beforeAll(async () => {
  staff = await apiSignIn(baseUrl, 'staff');
  db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const used = new Set(rows('SELECT station_code FROM tms_loading_queue WHERE queue_date = ?', today()).map((r) => r.station_code));
  sites = rows("SELECT id, station_code, name FROM basic_station WHERE status = 'enabled' AND branch_code = 'SD0001' ORDER BY id DESC").filter((s) => !used.has(s.station_code));
  vehicles = rows(`SELECT v.vehicle_number, d.telephone FROM basic_vehicle v JOIN basic_driver d ON d.driver_code = v.driver_code
    WHERE v.review_status = 'approved' AND d.telephone IS NOT NULL AND v.branch_code = 'SD0001'
      AND v.vehicle_number NOT IN (SELECT vehicle_number FROM tms_loading_queue WHERE status IN ('waiting', 'called', 'loading'))
      AND v.vehicle_number NOT IN (SELECT vehicle_number FROM tms_waybill WHERE status = 'dispatched' AND vehicle_number IS NOT NULL)
    ORDER BY v.id DESC`);
});
afterAll(() => db?.close());

describe('/queueingSystem and /queList', () => {
  it('a driver takes a number on his phone and keeps the ticket; the queue screen shows it and follows staff calling it', async () => {
    const site = sites.shift()!;
    const vehicle = vehicles.shift()!;
    const { context, page } = await newSession(browser(), { width: 390 });
    try {
      await page.goto(`${baseUrl}/queueingSystem${await mint('queueSite', site.id)}`);
      await page.getByText(String(site.name)).first().waitFor();
      await shot(page, 'queueingSystem-form-390');
      await page.getByLabel('车牌号').fill(String(vehicle.vehicle_number));
      await page.getByLabel('司机手机号').fill(String(vehicle.telephone));
      await page.getByRole('button', { name: '取号' }).click();
      const figure = page.locator('[data-spotlight-card] [data-figure]').first();
      await figure.waitFor();
      expect(await figure.textContent()).toBe('1');
      expect(await page.locator('[data-spotlight-card] [data-caption]').first().textContent()).toBe(vehicle.vehicle_number);
      expect(await page.getByText('请保留本页面').count()).toBe(1);
      await shot(page, 'queueingSystem-ticket-390');
      // The ticket is kept: its own link opens it again.
      const ticketToken = new URL(page.url()).searchParams.get('t')!;
      expect(JSON.parse(Buffer.from(ticketToken.split('.')[0]!, 'base64url').toString('utf8'))).toMatchObject({ k: 'queueSite', s: expect.stringMatching(/^ticket:\d+$/) });
      await page.reload();
      await page.locator('[data-spotlight-card] [data-figure]').first().waitFor();
      expect(await page.locator('[data-spotlight-card] [data-figure]').first().textContent()).toBe('1');
      // A second driver's number at the same site.
      const other = vehicles.shift()!;
      await page.goto(`${baseUrl}/queueingSystem${await mint('queueSite', site.id)}`);
      await page.getByLabel('车牌号').fill(String(other.vehicle_number));
      await page.getByLabel('司机手机号').fill(String(other.telephone));
      await page.getByRole('button', { name: '取号' }).click();
      await page.locator('[data-spotlight-card] [data-figure]').first().waitFor();
      expect(await page.locator('[data-spotlight-card] [data-figure]').first().textContent()).toBe('2');
      // Taken again: refused with the number.
      await page.goto(`${baseUrl}/queueingSystem${await mint('queueSite', site.id)}`);
      await page.getByLabel('车牌号').fill(String(other.vehicle_number));
      await page.getByLabel('司机手机号').fill(String(other.telephone));
      await page.getByRole('button', { name: '取号' }).click();
      await page.getByText(`已在排队中：${String(site.name)} 第 2 号`).waitFor();
    } finally {
      await context.close();
    }

    // The wall screen and a phone on the queue list: staff call number 1 and both show it at once.
    const list = await mint('queueList', site.id);
    const wall = await newSession(browser(), { width: 1440 });
    const phone = await newSession(browser(), { width: 390 });
    try {
      await wall.page.goto(`${baseUrl}/queList${list}`);
      await phone.page.goto(`${baseUrl}/queList${list}`);
      for (const { page } of [wall, phone]) {
        await page.getByText('暂无叫号').waitFor();
        // Plates are masked on the list.
        await page.getByText(`${String(vehicle.vehicle_number).slice(0, 2)}·${String(vehicle.vehicle_number).slice(2, 4)}`).first().waitFor();
        expect(await page.getByText(String(vehicle.vehicle_number), { exact: true }).count()).toBe(0);
      }
      await shot(wall.page, 'queList-before-1440');
      const entry = rows("SELECT id FROM tms_loading_queue WHERE vehicle_number = ? AND status = 'waiting'", vehicle.vehicle_number)[0]!;
      const called = await callJson(baseUrl, 'POST', `/ntocc-tms-api/loadingQueue/${String(entry.id)}/call`, staff);
      expect(called.status, called.msg).toBe(0);
      for (const { page } of [wall, phone]) {
        const calling = page.locator('[data-spotlight] [data-spotlight-card] [data-figure]').first();
        await calling.waitFor({ timeout: 5000 });
        expect(await calling.textContent()).toBe('1');
      }
      await shot(wall.page, 'queList-called-1440');
      await shot(phone.page, 'queList-called-390');
    } finally {
      await wall.context.close();
      await phone.context.close();
    }
  });
});

describe('/BrushIdCard', () => {
  it('the kiosk finds the driver\'s waiting waybill by his ID card and shows the ticket; an unknown number is told clearly', async () => {
    const site = sites.shift()!;
    const waybill = rows(`SELECT w.shipping_note_number, w.vehicle_number, d.driving_license FROM tms_waybill w JOIN basic_driver d ON d.driver_code = w.driver_code
      WHERE w.status = 'dispatched' AND w.branch_code = 'SD0001'
        AND w.vehicle_number NOT IN (SELECT vehicle_number FROM tms_loading_queue WHERE status IN ('waiting', 'called', 'loading'))
      ORDER BY w.consignment_date_time, w.id`)[0]!;
    const { context, page } = await newSession(browser(), { width: 390 });
    try {
      await page.goto(`${baseUrl}/BrushIdCard${await mint('queueKiosk', site.id)}`);
      await page.getByLabel('身份证号').fill('11010519491231002X');
      await page.getByRole('button', { name: '签到排队' }).click();
      await page.getByText('未找到您待装货的运单，请到现场窗口登记').waitFor();
      await shot(page, 'BrushIdCard-miss-390');
      await page.getByLabel('身份证号').fill(String(waybill.driving_license));
      await page.getByRole('button', { name: '签到排队' }).click();
      await page.locator('[data-spotlight-card] [data-figure]').first().waitFor();
      await page.getByText(String(waybill.shipping_note_number)).first().waitFor();
      expect(await page.getByText(String(waybill.driving_license)).count()).toBe(0);
      await shot(page, 'BrushIdCard-ticket-390');
    } finally {
      await context.close();
    }
  });
});

describe('/collectionAgreement4Mobile', () => {
  it('the driver reads the agreement with the names filled, gets the code by SMS and signs; the link then shows 已签署', async () => {
    const signer = rows(`SELECT d.id, d.driver_name, d.telephone, t.team_name FROM basic_driver_team_member m JOIN basic_driver_team t ON t.team_code = m.team_code
      JOIN basic_driver d ON d.driver_code = m.driver_code
      WHERE d.telephone IS NOT NULL AND t.captain_code != m.driver_code
        AND EXISTS (SELECT 1 FROM basic_bank_card c WHERE c.driver_code = t.captain_code AND c.verify_status = 'verified')
        AND NOT EXISTS (SELECT 1 FROM sys_agreement_acceptance a WHERE a.party_code = m.driver_code AND a.agreement_kind = 'driverCollection')
        AND (SELECT COUNT(*) FROM basic_driver x WHERE x.telephone = d.telephone) = 1
      ORDER BY m.id DESC`)[0]!;
    const { context, page } = await newSession(browser(), { width: 390 });
    try {
      await page.goto(`${baseUrl}/collectionAgreement4Mobile${await mint('collectionAgreement', signer.id)}`);
      await page.getByText('运费代收授权协议').first().waitFor();
      await page.getByText(`甲方（授权人、实际承运司机）：${String(signer.driver_name)}`).waitFor();
      await shot(page, 'collectionAgreement-read-390');
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.locator('[data-code-note]').waitFor();
      const code = latestSmsCode(dbFile, String(signer.telephone));
      await page.getByLabel('短信验证码').fill(code);
      await page.getByRole('button', { name: '同意并签署' }).click();
      await page.getByText(/^已签署（\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}）$/).waitFor();
      expect(await page.getByRole('button', { name: '同意并签署' }).count()).toBe(0);
      await shot(page, 'collectionAgreement-signed-390');
      expect(rows("SELECT id FROM sys_agreement_acceptance WHERE agreement_kind = 'driverCollection' AND party_name = ?", signer.driver_name)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('refused links', () => {
  it('a forged link and an expired one show a refusal and no data', async () => {
    const site = sites[0]!;
    const { context, page } = await newSession(browser(), { width: 390 });
    try {
      const good = (await mint('queueSite', site.id)).slice(3);
      await page.goto(`${baseUrl}/queueingSystem?t=${good.slice(0, -4)}AAAA`);
      await page.getByRole('alert').getByText('链接无效').first().waitFor();
      expect(await page.getByText(String(site.name)).count()).toBe(0);
      expect(await page.getByLabel('车牌号').count()).toBe(0);
      // Expired: signed with the server's own secret, an hour past its expiry.
      const expired = expiredToken(db, 'queueList', site.id);
      await page.goto(`${baseUrl}/queList?t=${expired}`);
      await page.getByRole('alert').getByText('链接已过期').first().waitFor();
      expect(await page.getByText(String(site.name)).count()).toBe(0);
      await shot(page, 'queList-expired-390');
    } finally {
      await context.close();
    }
  });
});
