// 油卡与加油 (issue 15, server/routes/fuel): an oil card is a party of the ledger. A top-up moves
// money from the holder's wallet to the card once (refused with the available balance when short,
// nothing moved; a retry moves nothing); a fill paid by the card at a station is charged at the
// station's price, authorized at its merchant and posted card → merchant payable once; refusals
// (card lost or cancelled, another vehicle, no price, no authorization, too little on the card)
// write nothing; 注销 returns the balance; a driver sees only his own cards and fills. Through the
// API of a real server on the demo data (the merchant centre's stations, prices, authorizations).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { toFen } from '../../../src/core/money/fen';
import { displayTime } from '../../../server/storage/clock';
import { startFixture, type Fixture } from '../entities/support';
import { BRANCH, FIXTURE_TIMEOUT_MS, helpers, type Row } from '../accounts/support';

let fx: Fixture;
const h = helpers(() => fx);
const BASIC = '/ntocc-basic-api';
const post = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(`${BASIC}/${path}`, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = fx.tokens.staff) => fx.api.call<Row>(`${BASIC}/${path}`, { method: 'PUT', json, token });
const get = (path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) => fx.api.call<Row>(`${BASIC}/${path}`, { query, token });
const list = (entity: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) =>
  fx.api.call<{ records: Row[]; total: number }>(`${BASIC}/${entity}/list`, { query: { pageSize: 500, ...query }, token });

const card = (number: string) => ({ type: 'oilCard' as const, code: number, name: `油卡${number}` });
const merchant = (code: string) => ({ type: 'merchant' as const, code, name: code });
let driver: { type: 'driver'; code: string; name: string };
let vehicle: string;
let station: { code: string; name: string; merchantCode: string; price: number };
let sequence = 0;

const sinopec = () => `100011${String(Date.now()).slice(-7)}${String(sequence += 1).padStart(6, '0')}`;

async function journals(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from fin_journal`.execute(fx.server.db);
  return Number(rows[0]!.n);
}
async function fillCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from basic_refuel_consumption`.execute(fx.server.db);
  return Number(rows[0]!.n);
}

async function openCard(overrides: Row = {}): Promise<Row> {
  const made = await post('oilCard', {
    issuer: 'sinopec', cardNumber: sinopec(), cardKind: 'main', holderType: 'driver', driverCode: driver.code, vehicleNumber: vehicle,
    openedDate: '20261101', ...overrides,
  });
  expect(made.status, h.messageOf(made)).toBe(Status.OK);
  return made.data;
}

async function topUp(id: unknown, amount: number, token = fx.tokens.staff) {
  return post(`oilCard/${String(id)}/recharge`, { topUpAmount: amount }, token);
}

let mileage = 900_000;
const fill = (cardNumber: string, overrides: Row = {}) => ({
  vehicleNumber: vehicle, driverCode: driver.code, refuelTime: displayTime(fx.server.clock.now()), fuelType: 'diesel_0',
  stationCode: station.code, stationName: station.name, litres: 120.35, unitPrice: 1, mileage: (mileage += 900), paymentMethod: 'fuel_card', cardNumber, ...overrides,
});

beforeAll(async () => {
  fx = await startFixture();
  const name = await h.db().selectFrom('basic_driver').select('driver_name').where('driver_code', '=', fx.codes.driver).executeTakeFirstOrThrow();
  driver = { type: 'driver', code: fx.codes.driver, name: String(name.driver_name) };
  const car = await h.db().selectFrom('basic_vehicle').select('vehicle_number').where('branch_code', '=', BRANCH).orderBy('id').limit(1).executeTakeFirstOrThrow();
  vehicle = String(car.vehicle_number);
  // A station of an active merchant the driver is authorized at, with a price of 0# diesel now.
  const { rows } = await sql<{ station_code: string; station_name: string; merchant_code: string }>`
    select s.station_code, s.station_name, s.merchant_code from fuel_station s
    join mch_merchant m on m.branch_code = s.branch_code and m.merchant_code = s.merchant_code and m.status = 'active'
    join mch_authorization a on a.branch_code = s.branch_code and a.merchant_code = s.merchant_code and a.party_type = 'driver'
      and a.party_code = ${driver.code} and a.status = 'active' and a.single_limit >= 5000
    where s.status = 'open' and exists (select 1 from fuel_station_price p where p.station_code = s.station_code and p.fuel_type = 'diesel_0')
    order by s.id limit 1`.execute(fx.server.db);
  const found = rows[0]!;
  const { rows: prices } = await sql<{ price: number }>`select price from fuel_station_price where station_code = ${found.station_code} and fuel_type = 'diesel_0'
    and effective_from <= ${displayTime(fx.server.clock.now())} order by effective_from desc, id desc limit 1`.execute(fx.server.db);
  station = { code: found.station_code, name: found.station_name, merchantCode: found.merchant_code, price: Number(prices[0]!.price) };
  await h.fund(driver, 20_000, 'fuel-driver');
}, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

describe('opening a card', () => {
  test('the card number must be the issuer\'s: Sinopec 19 digits from 100011, PetroChina 16 from 9030', async () => {
    const bad = await post('oilCard', { issuer: 'petrochina', cardNumber: sinopec(), cardKind: 'main', holderType: 'driver', driverCode: driver.code, openedDate: '20261101' });
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(bad)).toContain('9030开头的16位数字');
    const made = await openCard({ issuer: 'petrochina', cardNumber: `9030${String(Date.now()).slice(-12)}` });
    expect(made).toMatchObject({ holderType: 'driver', holderCode: driver.code, holderName: driver.name, status: 'active', balance: 0 });
    const allocations = await h.db().selectFrom('oil_card_allocation').selectAll().where('card_number', '=', String(made.cardNumber)).execute();
    expect(allocations).toHaveLength(1);
    expect(allocations[0]).toMatchObject({ vehicle_number: vehicle, to_date_time: null });
  });

  test('reassigning the card closes the allocation and opens the next', async () => {
    const made = await openCard();
    const other = await h.db().selectFrom('basic_vehicle').select('vehicle_number').where('branch_code', '=', BRANCH)
      .where('vehicle_number', '!=', vehicle).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const moved = await post(`oilCard/${String(made.id)}/allocate`, { vehicleNumber: other.vehicle_number, allocationRemark: '换车' });
    expect(moved.status, h.messageOf(moved)).toBe(Status.OK);
    expect(moved.data.vehicleNumber).toBe(other.vehicle_number);
    const allocations = await h.db().selectFrom('oil_card_allocation').selectAll().where('card_number', '=', String(made.cardNumber)).orderBy('id').execute();
    expect(allocations.map((a) => [a.vehicle_number, a.to_date_time === null])).toEqual([[vehicle, false], [other.vehicle_number, true]]);
    expect(allocations[1]!.remark).toBe('换车');
  });
});

describe('top-up from the holder\'s wallet', () => {
  test('moves the amount from the driver\'s wallet to the card, shown as the card\'s balance', async () => {
    const made = await openCard();
    const walletBefore = await h.balance(driver);
    const answer = await topUp(made.id, 1234.56);
    expect(answer.status, h.messageOf(answer)).toBe(Status.OK);
    expect(answer.data.balance).toBe(1234.56);
    expect(await h.balance(driver)).toBe(walletBefore - 123_456);
    expect(await h.balance(card(String(made.cardNumber)))).toBe(123_456);
    const listed = await list('oilCard', { cardNumber: String(made.cardNumber) });
    expect(listed.data.records[0]!.balance).toBe(1234.56);
  });

  test('more than the wallet holds is refused with the available balance, nothing moved', async () => {
    const made = await openCard();
    const walletBefore = await h.balance(driver);
    const before = await journals();
    const answer = await topUp(made.id, walletBefore / 100 + 100);
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(answer)).toContain(`${driver.name}账户可用余额不足：可用 ¥${(walletBefore / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await h.balance(driver)).toBe(walletBefore);
    expect(await h.balance(card(String(made.cardNumber)))).toBe(0);
    expect(await journals()).toBe(before);
  });

  test('a retry of the same top-up (same Idempotency-Key) moves nothing', async () => {
    const made = await openCard();
    const walletBefore = await h.balance(driver);
    const send = () => fetch(`${fx.server.url}${BASIC}/oilCard/${String(made.id)}/recharge`, {
      method: 'POST', body: JSON.stringify({ topUpAmount: 300 }),
      headers: { authorization: `Bearer ${fx.tokens.staff}`, 'content-type': 'application/json', 'idempotency-key': `topup-${String(made.id)}`, deviceId: 'test' },
    });
    expect((await send()).status).toBe(200);
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await h.balance(card(String(made.cardNumber)))).toBe(30_000);
    expect(await h.balance(driver)).toBe(walletBefore - 30_000);
  });

  test('a frozen card takes no top-up until unfrozen', async () => {
    const made = await openCard();
    expect((await post(`oilCard/${String(made.id)}/freeze`, { freezeReason: '卡片遗失' })).status).toBe(Status.OK);
    const refused = await topUp(made.id, 100);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(refused)).toContain('已挂失');
    expect((await post(`oilCard/${String(made.id)}/unfreeze`, {})).status).toBe(Status.OK);
    expect((await topUp(made.id, 100)).status).toBe(Status.OK);
  });
});

describe('a fill paid by the card', () => {
  test('charged at the station\'s price, posted card → merchant payable once; its money fields locked', async () => {
    const made = await openCard();
    await topUp(made.id, 3000);
    const cardNumber = String(made.cardNumber);
    const payableBefore = await h.balance(merchant(station.merchantCode), 'payable');
    const answer = await post('refuelConsumption', fill(cardNumber));
    expect(answer.status, h.messageOf(answer)).toBe(Status.OK);
    const amountFen = toFen(120.35 * station.price);
    expect(answer.data).toMatchObject({ unitPrice: station.price, amount: amountFen / 100, paymentStatus: 'posted', merchantCode: station.merchantCode });
    expect(String(answer.data.journalNumber)).toMatch(/^JZ\d{16}$/);
    expect(await h.balance(card(cardNumber))).toBe(300_000 - amountFen);
    expect(await h.balance(merchant(station.merchantCode), 'payable')).toBe(payableBefore + amountFen);
    const number = String(answer.data.consumptionNumber);
    expect(await h.journalsOf(number)).toEqual([{ business_type: 'fuelConsumed', journal_number: answer.data.journalNumber, amount_fen: amountFen }]);
    // The merchant centre recorded the spend against the driver's authorization.
    const spend = await h.db().selectFrom('mch_spend').selectAll().where('business_number', '=', number).execute();
    expect(spend).toHaveLength(1);
    expect(Number(spend[0]!.amount)).toBe(amountFen / 100);
    // Posted: litres and price cannot change, the record cannot be removed; a remark may.
    const edit = await put(`refuelConsumption/${String(answer.data.id)}`, { litres: 50 });
    expect(edit.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(edit)).toContain('已扣卡');
    expect((await fx.api.call(`${BASIC}/refuelConsumption/${String(answer.data.id)}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await put(`refuelConsumption/${String(answer.data.id)}`, { remark: '发票已收' })).status).toBe(Status.OK);
    expect(await h.balance(card(cardNumber))).toBe(300_000 - amountFen);
  });

  test('refused, writing nothing: too little on the card, another vehicle, lost, cancelled, no price, not authorized', async () => {
    const made = await openCard();
    const cardNumber = String(made.cardNumber);
    await topUp(made.id, 500);
    const refused = async (payload: Row, text: string) => {
      const fills = await fillCount();
      const before = await journals();
      const spends = await h.db().selectFrom('mch_spend').select('id').execute();
      const answer = await post('refuelConsumption', payload);
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
      expect(h.messageOf(answer)).toContain(text);
      expect(await fillCount()).toBe(fills);
      expect(await journals()).toBe(before);
      expect((await h.db().selectFrom('mch_spend').select('id').execute()).length).toBe(spends.length);
      expect(await h.balance(card(cardNumber))).toBe(50_000);
    };
    await refused(fill(cardNumber), '油卡余额不足：可用 ¥500.00');
    const other = await h.db().selectFrom('basic_vehicle').select('vehicle_number').where('branch_code', '=', BRANCH)
      .where('vehicle_number', '!=', vehicle).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await refused(fill(cardNumber, { litres: 20, vehicleNumber: other.vehicle_number }), '已分配给车辆');
    await refused(fill(cardNumber, { litres: 20, fuelType: 'cng' }), '未登记');
    // The driver's authorization at the merchant revoked: the merchant centre's refusal, as it says it.
    await h.db().updateTable('mch_authorization').set({ status: 'revoked' }).where('party_code', '=', driver.code)
      .where('merchant_code', '=', station.merchantCode).where('status', '=', 'active').execute();
    await refused(fill(cardNumber, { litres: 20 }), '未获授权');
    await h.db().updateTable('mch_authorization').set({ status: 'active' }).where('party_code', '=', driver.code)
      .where('merchant_code', '=', station.merchantCode).where('status', '=', 'revoked').execute();
    expect((await post(`oilCard/${String(made.id)}/freeze`, { freezeReason: '卡片遗失' })).status).toBe(Status.OK);
    await refused(fill(cardNumber, { litres: 20 }), '已挂失');
    // Paid otherwise: recorded, nothing moved.
    const cash = await post('refuelConsumption', fill(cardNumber, { litres: 20, unitPrice: 7.5, paymentMethod: 'cash' }));
    expect(cash.status, h.messageOf(cash)).toBe(Status.OK);
    expect(cash.data).toMatchObject({ paymentStatus: 'offline', amount: 150 });
    expect(cash.data.cardNumber ?? null).toBeNull();
  });
});

describe('注销', () => {
  test('returns the balance to the holder\'s wallet; the card then pays nothing', async () => {
    const made = await openCard();
    await topUp(made.id, 800);
    const walletBefore = await h.balance(driver);
    const cancelled = await post(`oilCard/${String(made.id)}/cancel`, { cancelReason: '司机退出合作' });
    expect(cancelled.status, h.messageOf(cancelled)).toBe(Status.OK);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', returnedAmount: 800, balance: 0 });
    expect(await h.balance(driver)).toBe(walletBefore + 80_000);
    expect(await h.balance(card(String(made.cardNumber)))).toBe(0);
    const again = await topUp(made.id, 100);
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    const paid = await post('refuelConsumption', fill(String(made.cardNumber), { litres: 10 }));
    expect(paid.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(paid)).toContain('已注销');
  });
});

describe('scope', () => {
  test('a driver sees only his own cards and fills, and pays only with his own card', async () => {
    const mine = await openCard();
    await topUp(mine.id, 600);
    const someone = await h.db().selectFrom('basic_driver').select(['driver_code']).where('branch_code', '=', BRANCH)
      .where('driver_code', '!=', driver.code).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const theirs = await openCard({ driverCode: someone.driver_code, vehicleNumber: undefined });
    // The driver role holds 油卡管理 and 加油消费记录 (server/seed/data/roles.json).
    const cards = await list('oilCard', {}, fx.tokens.driver);
    expect(cards.status, h.messageOf(cards)).toBe(Status.OK);
    expect(cards.data.records.length).toBeGreaterThan(0);
    expect(cards.data.records.every((r) => r.driverCode === driver.code)).toBe(true);
    expect((await get(`oilCard/${String(theirs.id)}`, {}, fx.tokens.driver)).status).toBe(Status.NOT_FOUND);
    const fills = await list('refuelConsumption', {}, fx.tokens.driver);
    expect(fills.data.records.every((r) => r.driverCode === driver.code)).toBe(true);
    const other = await post('refuelConsumption', fill(String(theirs.cardNumber), { litres: 10 }), fx.tokens.driver);
    expect(other.status).toBe(Status.INVALID_PAYLOAD);
    const own = await post('refuelConsumption', fill(String(mine.cardNumber), { litres: 10 }), fx.tokens.driver);
    expect(own.status, h.messageOf(own)).toBe(Status.OK);
    expect(own.data.paymentStatus).toBe('posted');
  });
});

describe('the demo', () => {
  test('each card\'s balance is its top-ups − the fills it paid − its return; every card fill has its one journal', async () => {
    const cards = await h.db().selectFrom('oil_card').select(['card_number', 'status', 'returned_amount']).where('branch_code', '=', BRANCH).execute();
    expect(cards.filter((c) => String(c.card_number).startsWith('100011') && String(c.card_number).length === 19).length).toBeGreaterThan(0);
    const { rows: journalRows } = await sql<{ business_type: string; business_number: string; amount_fen: number }>`
      select business_type, business_number, amount_fen from fin_journal where branch_code = ${BRANCH}
      and business_type in ('oilCardTopUp', 'oilCardReturned', 'fuelConsumed')`.execute(fx.server.db);
    const fills = await h.db().selectFrom('basic_refuel_consumption').select(['consumption_number', 'card_number', 'amount', 'payment_method', 'payment_status', 'journal_number'])
      .where('branch_code', '=', BRANCH).execute();
    const byNumber = new Map(fills.map((f) => [String(f.consumption_number), f]));
    // Every fuelConsumed journal is a fill paid by card, of the fill's amount.
    for (const journal of journalRows.filter((j) => j.business_type === 'fuelConsumed')) {
      const paid = byNumber.get(journal.business_number);
      expect(paid, journal.business_number).toBeDefined();
      expect(paid!.payment_status).toBe('posted');
      expect(Number(journal.amount_fen)).toBe(toFen(Number(paid!.amount)));
    }
    const postedFills = fills.filter((f) => f.payment_status === 'posted');
    expect(postedFills.length).toBeGreaterThan(5);
    expect(postedFills.every((f) => f.payment_method === 'fuel_card' && f.journal_number)).toBe(true);
    expect(fills.filter((f) => f.payment_method === 'fuel_card' && f.payment_status !== 'posted')).toEqual([]);
    expect(journalRows.filter((j) => j.business_type === 'fuelConsumed')).toHaveLength(postedFills.length);
    for (const row of cards) {
      const number = String(row.card_number);
      const sum = (type: string) => journalRows.filter((j) => j.business_type === type && j.business_number === number).reduce((t, j) => t + Number(j.amount_fen), 0);
      const spent = postedFills.filter((f) => f.card_number === number).reduce((t, f) => t + toFen(Number(f.amount)), 0);
      expect(await h.balance(card(number)), number).toBe(sum('oilCardTopUp') - spent - sum('oilCardReturned'));
      if (row.status === 'cancelled') expect(await h.balance(card(number))).toBe(0);
    }
  });
});
