// Issue 15 in a real browser: a fill paid by oil card. Branch staff open 油卡管理 and read a demo
// card's balance, record a fill paid by that card at a fuel station on 加油消费记录 (the create
// form: vehicle, time, grade, litres, payment 油卡, the card, the station), and see the card's
// balance on 油卡管理 fall by exactly the fill's amount — litres × the station's current price, to
// the fen — posted once to the ledger (card → the station's merchant).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toFen } from '../../src/core/money/fen';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { menuScreens } from './support/menuScreens';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const BASIC = '/ntocc-basic-api';
const TMS = '/ntocc-tms-api';
type Row = Record<string, unknown>;

const routeOf = (component: string) => menuScreens([component])[0]!.route;
const money = (yuan: number) => yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const LITRES = 42.5;

async function ok<T = Row>(answer: Promise<{ status: number; msg: string; data: T }>): Promise<T> {
  const done = await answer;
  expect(done.status, done.msg).toBe(0);
  return done.data;
}

const records = async (token: string, path: string) => (await ok(call<{ records: Row[] }>(baseUrl, 'GET', path, token))).records;

/** The card's row on 油卡管理, filtered by its number. */
async function cardRow(page: Page, cardNumber: string) {
  await page.goto(`${baseUrl}${routeOf('oilCard/manage')}?cardNumber=${cardNumber}`);
  const row = page.locator('main tbody tr').filter({ hasText: cardNumber }).first();
  await row.waitFor({ timeout: 15_000 });
  return row;
}

describe('油卡加油: a fill paid by oil card lowers the card\'s balance by its amount', () => {
  let staff: Session;
  let staffToken: string;
  let card: Row;
  let station: { code: string; name: string; price: number };

  beforeAll(async () => {
    staffToken = await apiSignIn(baseUrl, 'staff');
    const adminToken = await apiSignIn(baseUrl, 'admin');
    // An active demo card of a driver, allocated to his vehicle, with money on it, and a station
    // whose merchant he is authorized at with a price of 0# diesel.
    const stations = await records(adminToken, `${TMS}/fuelStation/list?pageNum=1&pageSize=100&status=open`);
    const cards = (await records(staffToken, `${BASIC}/oilCard/list?pageNum=1&pageSize=100&status=active&holderType=driver`))
      .filter((row) => row.vehicleNumber && Number(row.balance) >= 500);
    for (const candidate of cards) {
      const authorized = await records(adminToken, `${TMS}/merchantAuthorization/list?pageNum=1&pageSize=100&partyCode=${String(candidate.holderCode)}&status=active`);
      for (const found of stations) {
        if (!authorized.some((a) => a.merchantCode === found.merchantCode && Number(a.singleLimit) >= 500)) continue;
        const prices = await records(adminToken, `${TMS}/fuelStationPrice/list?pageNum=1&pageSize=10&stationCode=${String(found.stationCode)}&fuelType=diesel_0&sortField=effectiveFrom&sortType=desc`);
        const nowText = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
        const price = Number(prices.find((p) => String(p.effectiveFrom) <= nowText)?.price ?? 0);
        if (price > 0 && toFen(LITRES * price) <= toFen(Number(candidate.balance))) {
          card = candidate;
          station = { code: String(found.stationCode), name: String(found.stationName), price };
          break;
        }
      }
      if (card) break;
    }
    expect(card, 'a demo card that can pay a fill').toBeDefined();
    staff = await newSession(browser(), { width: 1440 });
    await signInAt(staff.page, baseUrl, 'staff', '/home');
  }, 120_000);

  afterAll(async () => {
    await staff?.context.close();
  });

  it('油卡管理 → 加油消费记录 → 油卡管理: the balance falls by exactly litres × the station\'s price', async () => {
    const { page } = staff;
    const cardNumber = String(card.cardNumber);
    const before = Number(card.balance);
    // 油卡管理 shows the card's balance (its wallet in the ledger).
    const row = await cardRow(page, cardNumber);
    await row.getByText(money(before)).waitFor();

    // 加油消费记录: a new fill paid by the card at the station.
    await page.goto(`${baseUrl}${routeOf('fuel/consumption')}`);
    await page.locator('main').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const field = (name: string) => dialog.locator(`#root_${name}`);
    await field('vehicleNumber').fill(String(card.vehicleNumber));
    await dialog.getByRole('option', { name: String(card.vehicleNumber) }).first().click();
    const now = new Date(Date.now() + 8 * 3_600_000 - 5 * 60_000).toISOString().slice(0, 16);
    await field('refuelTime').fill(now);
    await field('fuelType').selectOption('diesel_0');
    await field('litres').fill(String(LITRES));
    await field('mileage').fill('998877');
    await field('paymentMethod').selectOption('fuel_card');
    await field('cardNumber').fill(cardNumber);
    await dialog.getByRole('option', { name: cardNumber }).first().click();
    await field('stationCode').fill(station.name.slice(0, 6));
    await dialog.getByRole('option', { name: station.name }).first().click();
    await field('unitPrice').fill(String(station.price));
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

    const fills = await records(staffToken, `${BASIC}/refuelConsumption/list?pageNum=1&pageSize=10&cardNumber=${cardNumber}&sortField=refuelTime&sortType=desc`);
    const fill = fills.find((f) => Number(f.litres) === LITRES && f.mileage === 998877)!;
    const amountFen = toFen(LITRES * station.price);
    expect(fill).toMatchObject({ paymentStatus: 'posted', stationCode: station.code, unitPrice: station.price, amount: amountFen / 100 });
    const postings = await records(staffToken, `${TMS}/fundPosting/list?pageNum=1&pageSize=10&journalNumber=${String(fill.journalNumber)}`);
    expect(postings.map((p) => [p.partyType, Number(p.amount)]).sort()).toEqual([['merchant', amountFen / 100], ['oilCard', -amountFen / 100]]);

    // 油卡管理 again: the balance fell by exactly the fill's amount.
    const after = (toFen(before) - amountFen) / 100;
    const again = await cardRow(page, cardNumber);
    await again.getByText(money(after)).waitFor({ timeout: 15_000 });
    const listed = await records(staffToken, `${BASIC}/oilCard/list?pageNum=1&pageSize=10&cardNumber=${cardNumber}`);
    expect(toFen(Number(listed[0]!.balance))).toBe(toFen(before) - amountFen);
  });
});
