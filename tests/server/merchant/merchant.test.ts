// 商户中心 (issue 15, wave 4): merchant recharges credited by incoming bank notices (the bank's
// signed callback, matched automatically by the 充值识别码 and the amount; unmatched ones by hand),
// spending authorizations and their refusals, merchant settlement through the bank, the driver's
// scope, and the demo's records against the ledger. A real server on the seeded demo.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { toFen } from '../../../src/core/money/fen';
import { postJournal, recipes } from '../../../server/ledger';
import { authorizeMerchantSpend, MerchantSpendRefusal, type MerchantSpend } from '../../../server/routes/merchant/spend';
import { currentFuelPrice } from '../../../server/routes/merchant/prices';
import { signNotice, simulateIncoming, type IncomingNotice } from '../../../server/routes/merchant/callback';
import { displayTime } from '../../../server/storage/clock';
import { startFixture, uscc, type Fixture } from '../entities/support';
import { BRANCH, FIXTURE_TIMEOUT_MS, helpers, type Row } from '../accounts/support';

let fx: Fixture;
const h = helpers(() => fx);
beforeAll(async () => { fx = await startFixture(); }, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const now = () => fx.server.clock.now();
const driverParty = () => ({ type: 'driver' as const, code: fx.codes.driver, name: '' });
let serialSeq = 0;
const serial = () => `T${Date.now()}${String(serialSeq += 1).padStart(4, '0')}`;

async function collectionAccount(): Promise<string> {
  const row = await h.db().selectFrom('mch_platform_account').select('account_number').where('branch_code', '=', BRANCH)
    .where('purpose', '=', 'rechargeCollection').executeTakeFirstOrThrow();
  return String(row.account_number);
}

async function applyRecharge(amount: number, token = fx.tokens.staff): Promise<Row> {
  const made = await h.post('merchantRecharge', { partyType: 'driver', driverCode: fx.codes.driver, amount, payerAccountName: '测试司机' }, token);
  expect(made.status, h.messageOf(made)).toBe(Status.OK);
  return made.data;
}

async function notice(amount: number, remark: string, overrides: Partial<IncomingNotice> = {}): Promise<IncomingNotice> {
  return {
    accountNumber: await collectionAccount(), payerName: '测试司机', payerAccount: '6222020200112233445', payerBankName: '中国工商银行',
    amount, remark, bankSerialNumber: serial(), arrivalDateTime: displayTime(now()), ...overrides,
  };
}

const rechargeRow = (number: unknown) => h.db().selectFrom('mch_recharge').selectAll().where('recharge_number', '=', String(number)).executeTakeFirstOrThrow();
const noticeRow = (serialNumber: string) => h.db().selectFrom('mch_bank_notice').selectAll().where('bank_serial_number', '=', serialNumber).executeTakeFirst();

describe('incoming bank notices and merchant recharges', () => {
  test('a notice with the recharge\'s code and amount is matched automatically: the wallet rises once, the journal is kept', async () => {
    const recharge = await applyRecharge(3456.78);
    expect(recharge.status).toBe('awaitingFunds');
    expect(String(recharge.referenceCode)).toMatch(/^[A-Z2-9]{8}$/);
    expect(recharge.payeeAccountNumber).toBe(await collectionAccount());
    const before = await h.balance(driverParty());
    const incoming = await notice(3456.78, `油费充值${String(recharge.referenceCode)}`);
    const answer = await simulateIncoming(fx.server.app, incoming);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ duplicate: false, status: 'matched', rechargeNumber: recharge.rechargeNumber });
    const credited = await rechargeRow(recharge.rechargeNumber);
    expect(credited.status).toBe('credited');
    expect(credited.due_date).toBeNull();
    expect(await h.balance(driverParty())).toBe(before + 345678);
    const journals = await h.journalsOf(String(recharge.rechargeNumber));
    expect(journals).toEqual([{ business_type: 'merchantRecharge', journal_number: credited.journal_number, amount_fen: 345678 }]);
    const stored = await noticeRow(incoming.bankSerialNumber);
    expect(stored).toMatchObject({ status: 'matched', match_method: 'auto', source: 'bankCallback', journal_number: credited.journal_number, notice_number: credited.notice_number });

    // The bank retries the same notice: ignored, nothing moves.
    const again = await simulateIncoming(fx.server.app, incoming);
    expect(again.body.data).toMatchObject({ duplicate: true });
    expect(await h.balance(driverParty())).toBe(before + 345678);
    const count = await h.db().selectFrom('mch_bank_notice').select(sql<number>`count(*)`.as('n')).where('bank_serial_number', '=', incoming.bankSerialNumber).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('an unsigned or badly signed notice is refused with 401 and stores nothing', async () => {
    const incoming = await notice(100, 'whatever');
    const unsigned = await fx.server.app.inject({ method: 'POST', url: '/ntocc-tms-api/bank/incomingNotice', payload: incoming });
    expect(unsigned.statusCode).toBe(401);
    const forged = await simulateIncoming(fx.server.app, incoming, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const tampered = await fx.server.app.inject({
      method: 'POST', url: '/ntocc-tms-api/bank/incomingNotice', payload: { ...incoming, amount: 99999 },
      headers: { 'content-type': 'application/json', 'x-bank-signature': signNotice(incoming) },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await noticeRow(incoming.bankSerialNumber)).toBeUndefined();
  });

  test('a different amount is not matched; by hand it is refused naming both amounts, and the right recharge is accepted', async () => {
    const recharge = await applyRecharge(2000);
    const incoming = await notice(1999.5, `充值${String(recharge.referenceCode)}`);
    expect((await simulateIncoming(fx.server.app, incoming)).body.data).toMatchObject({ status: 'unmatched' });
    expect((await rechargeRow(recharge.rechargeNumber)).status).toBe('awaitingFunds');
    const stored = (await noticeRow(incoming.bankSerialNumber))!;
    const todoBefore = await h.db().selectFrom('mch_bank_notice').select(sql<number>`count(*)`.as('n')).where('status', '=', 'unmatched').executeTakeFirstOrThrow();
    const refused = await h.post(`bankIncomingNotice/${stored.id}/match`, { rechargeNumber: recharge.rechargeNumber });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(refused)).toContain('金额不一致：来账 ¥1,999.50');
    expect(h.messageOf(refused)).toContain('¥2,000.00');
    expect((await noticeRow(incoming.bankSerialNumber))!.status).toBe('unmatched');

    const right = await applyRecharge(1999.5);
    const before = await h.balance(driverParty());
    // A driver may not match notices.
    expect((await h.post(`bankIncomingNotice/${stored.id}/match`, { rechargeNumber: right.rechargeNumber }, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const matched = await h.post(`bankIncomingNotice/${stored.id}/match`, { rechargeNumber: right.rechargeNumber });
    expect(matched.status, h.messageOf(matched)).toBe(Status.OK);
    expect(matched.data).toMatchObject({ status: 'matched', matchMethod: 'manual', rechargeNumber: right.rechargeNumber });
    expect(await h.balance(driverParty())).toBe(before + 199950);
    expect((await rechargeRow(right.rechargeNumber)).status).toBe('credited');
    const todoAfter = await h.db().selectFrom('mch_bank_notice').select(sql<number>`count(*)`.as('n')).where('status', '=', 'unmatched').executeTakeFirstOrThrow();
    expect(Number(todoAfter.n)).toBe(Number(todoBefore.n) - 1);
    // A second match of the same notice is refused by its state.
    expect((await h.post(`bankIncomingNotice/${stored.id}/match`, { rechargeNumber: recharge.rechargeNumber })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('finance registers a notice from a statement by hand: matched the same way; a known serial is refused', async () => {
    const recharge = await applyRecharge(888);
    const bankSerial = serial();
    const made = await h.post('bankIncomingNotice', {
      platformAccountNumber: await collectionAccount(), payerName: '测试司机', payerAccount: '6222020200112233445', amount: 888,
      transferRemark: String(recharge.referenceCode), bankSerialNumber: bankSerial, arrivalDateTime: displayTime(now()),
    });
    expect(made.status, h.messageOf(made)).toBe(Status.OK);
    expect(await noticeRow(bankSerial)).toMatchObject({ source: 'manual', status: 'matched', recharge_number: recharge.rechargeNumber });
    const twice = await h.post('bankIncomingNotice', {
      platformAccountNumber: await collectionAccount(), payerName: '测试司机', payerAccount: '6222020200112233445', amount: 888,
      bankSerialNumber: bankSerial, arrivalDateTime: displayTime(now()),
    });
    expect(twice.status).toBe(Status.INVALID_PAYLOAD);
  });
});

async function activeMerchant(name: string, bankAccount = '6217000010001234567'): Promise<Row> {
  const made = await h.post('merchant', {
    merchantName: name, merchantType: 'fuel_station', uscc: uscc(`91120116MA${String(Date.now()).slice(-5)}${String(serialSeq += 1).padStart(2, '0')}`), legalPerson: '王建国',
    contactName: '王建国', contactPhone: '13800138000', areaCode: '120116', address: '天津市滨海新区测试路1号',
    bankAccountName: name, bankAccount, bankCode: 'ICBK', settlementCycle: 'weekly',
  });
  expect(made.status, h.messageOf(made)).toBe(Status.OK);
  expect(made.data.status).toBe('pendingReview');
  const approved = await h.post(`merchant/${made.data.id}/approve`, { reviewRemark: '同意' });
  expect(approved.status, h.messageOf(approved)).toBe(Status.OK);
  expect(approved.data).toMatchObject({ status: 'active' });
  return approved.data;
}

describe('spending authorizations', () => {
  test('each refusal with its figures, and the month\'s usage adding up (once per document)', async () => {
    const merchant = await activeMerchant('测试加油站授权商户');
    const granted = await h.post('merchantAuthorization', {
      partyType: 'driver', driverCode: fx.codes.driver, merchantCode: merchant.merchantCode, singleLimit: 1000, monthlyLimit: 2500,
      validFrom: displayTime(now()).slice(0, 10).replace(/-/g, ''), validTo: '29991231',
    }, fx.tokens.admin);
    expect(granted.status, h.messageOf(granted)).toBe(Status.OK);
    const twin = await h.post('merchantAuthorization', {
      partyType: 'driver', driverCode: fx.codes.driver, merchantCode: merchant.merchantCode, singleLimit: 100, monthlyLimit: 200, validFrom: '20200101', validTo: '29991231',
    }, fx.tokens.admin);
    expect(twin.status).toBe(Status.INVALID_PAYLOAD);

    const spend = (amountYuan: number, number: string, merchantCode = String(merchant.merchantCode)) => fx.server.db.transaction().execute((trx) =>
      authorizeMerchantSpend(trx, { branchCode: BRANCH, party: { type: 'driver', code: fx.codes.driver }, merchantCode, amountFen: toFen(amountYuan), at: now(), businessType: 'test', businessNumber: number } satisfies MerchantSpend));
    const refusal = async (promise: Promise<unknown>) => {
      try { await promise; } catch (error) { return error as MerchantSpendRefusal; }
      throw new Error('not refused');
    };
    expect(await spend(800, 'A1')).toMatchObject({ recorded: true, authorizationNumber: granted.data.authorizationNumber });
    expect(await spend(800, 'A1')).toMatchObject({ recorded: false });
    expect(await spend(800, 'A2')).toMatchObject({ recorded: true });
    const single = await refusal(spend(1200, 'A3'));
    expect(single).toBeInstanceOf(MerchantSpendRefusal);
    expect(single.code).toBe('singleLimit');
    expect(single.message).toBe('超过单笔限额：单笔限额 ¥1,000.00，本次 ¥1,200.00');
    const monthly = await refusal(spend(1000, 'A4'));
    expect(monthly.code).toBe('monthlyLimit');
    expect(monthly.message).toBe('本月额度不足：月限额 ¥2,500.00，已用 ¥1,600.00，本次 ¥1,000.00');
    expect(await spend(900, 'A5')).toMatchObject({ recorded: true });
    const shown = await h.get(`merchantAuthorization/${granted.data.id}`, {}, fx.tokens.admin);
    expect(shown.data).toMatchObject({ monthUsed: 2500, monthRemaining: 0, monthSpendCount: 3 });

    const other = await activeMerchant('测试未授权商户');
    expect((await refusal(spend(10, 'B1', String(other.merchantCode)))).code).toBe('notAuthorized');
    const revoked = await h.post(`merchantAuthorization/${granted.data.id}/revoke`, { revokeReason: '测试撤销' }, fx.tokens.admin);
    expect(revoked.status, h.messageOf(revoked)).toBe(Status.OK);
    expect((await refusal(spend(10, 'B2'))).code).toBe('notAuthorized');
    await h.post(`merchantAuthorization/${granted.data.id}/authorize`, {}, fx.tokens.admin);
    expect((await h.post(`merchant/${merchant.id}/suspend`, { statusReason: '测试暂停' })).status).toBe(Status.OK);
    expect((await refusal(spend(10, 'B3'))).code).toBe('merchantInactive');
    const rows = await h.db().selectFrom('mch_spend').selectAll().where('merchant_code', '=', String(merchant.merchantCode)).execute();
    expect(rows.map((row) => Number(row.amount))).toEqual([800, 800, 900]);
  });
});

describe('merchant settlement', () => {
  async function owe(merchant: Row, yuan: number, key: string): Promise<void> {
    const card = { type: 'oilCard' as const, code: `TESTCARD${key}`, name: '测试油卡' };
    await h.fund(card, yuan, `card-${key}`);
    await fx.server.db.transaction().execute((trx) => postJournal(trx, {
      key: `test-fuel:${key}`, branchCode: BRANCH, businessType: 'fuelConsumed', at: now(),
      lines: recipes.fuelConsumed(card, { type: 'merchant', code: String(merchant.merchantCode), name: String(merchant.merchantName) }, toFen(yuan)),
    }));
  }

  test('结算付款 pays the payable by bank: nothing moves until the bank answers, then payable → bank once', async () => {
    const merchant = await activeMerchant('测试结算商户');
    const party = { type: 'merchant' as const, code: String(merchant.merchantCode), name: String(merchant.merchantName) };
    expect((await h.post(`merchant/${merchant.id}/settle`, {})).status).toBe(Status.INVALID_PAYLOAD);
    await owe(merchant, 4321.09, 'S1');
    expect((await h.get(`merchant/${merchant.id}`)).data).toMatchObject({ payableAmount: 4321.09 });
    const settled = await h.post(`merchant/${merchant.id}/settle`, {});
    expect(settled.status, h.messageOf(settled)).toBe(Status.OK);
    expect(settled.data).toMatchObject({ settlementStatus: 'processing', settlementAmount: 4321.09 });
    expect(await h.balance(party, 'payable')).toBe(432109);
    expect((await h.post(`merchant/${merchant.id}/settle`, {})).status).toBe(Status.INVALID_PAYLOAD);
    await h.bankAnswers();
    expect(await h.balance(party, 'payable')).toBe(0);
    const after = (await h.get(`merchant/${merchant.id}`)).data;
    expect(after).toMatchObject({ settlementStatus: 'succeeded', payableAmount: 0 });
    const journals = await h.journalsOf(String(merchant.merchantCode));
    expect(journals).toEqual([{ business_type: 'merchantSettled', journal_number: after.settlementJournalNumber, amount_fen: 432109 }]);
  });

  test('a transfer the bank refuses moves nothing and shows the reason', async () => {
    const merchant = await activeMerchant('测试冻结账户商户', '6217000010009990000');
    const party = { type: 'merchant' as const, code: String(merchant.merchantCode), name: String(merchant.merchantName) };
    await owe(merchant, 500, 'S2');
    expect((await h.post(`merchant/${merchant.id}/settle`, {})).status).toBe(Status.OK);
    await h.bankAnswers();
    expect(await h.balance(party, 'payable')).toBe(50000);
    expect((await h.get(`merchant/${merchant.id}`)).data).toMatchObject({ settlementStatus: 'failed', settlementFailureReason: '收款账户状态异常（冻结）' });
    expect(await h.journalsOf(String(merchant.merchantCode))).toEqual([]);
  });
});

describe('scope and demo', () => {
  test('a driver sees only his own recharges and authorizations', async () => {
    // The driver role holds 商户充值 and 授权管理 (server/seed/data/roles.json).
    const own = await applyRecharge(66, fx.tokens.driver);
    expect(own.driverCode).toBe(fx.codes.driver);
    const recharges = await h.list('merchantRecharge', {}, fx.tokens.driver);
    expect(recharges.status).toBe(Status.OK);
    expect(recharges.data.records.length).toBeGreaterThan(0);
    expect(new Set(recharges.data.records.map((r) => r.driverCode))).toEqual(new Set([fx.codes.driver]));
    const all = await h.list('merchantRecharge');
    expect(all.data.records.some((r) => r.driverCode !== fx.codes.driver)).toBe(true);
    const authorizations = await h.list('merchantAuthorization', {}, fx.tokens.driver);
    expect(authorizations.data.records.length).toBeGreaterThan(0);
    expect(new Set(authorizations.data.records.map((r) => r.driverCode))).toEqual(new Set([fx.codes.driver]));
    // For another driver he may not apply.
    const other = await h.db().selectFrom('basic_driver').select('driver_code').where('branch_code', '=', BRANCH).where('driver_code', '!=', fx.codes.driver).executeTakeFirstOrThrow();
    const foreign = await h.post('merchantRecharge', { partyType: 'driver', driverCode: other.driver_code, amount: 10 }, fx.tokens.driver);
    expect(foreign.data?.driverCode ?? fx.codes.driver).toBe(fx.codes.driver);
  });

  test('the demo: credited recharges each have their journal and matched notice, prices are current', async () => {
    const credited = await h.db().selectFrom('mch_recharge').selectAll().where('status', '=', 'credited').where('applicant_name', '!=', '测试司机').execute();
    const demo = credited.filter((row) => String(row.gmt_created) < displayTime(now()));
    expect(demo.length).toBeGreaterThanOrEqual(10);
    for (const row of demo) {
      const journal = await h.db().selectFrom('fin_journal').selectAll().where('journal_number', '=', String(row.journal_number)).executeTakeFirstOrThrow();
      expect(journal.business_type).toBe('merchantRecharge');
      expect(Number(journal.amount_fen)).toBe(toFen(Number(row.amount)));
      const matched = await h.db().selectFrom('mch_bank_notice').selectAll().where('notice_number', '=', String(row.notice_number)).executeTakeFirstOrThrow();
      expect(matched).toMatchObject({ status: 'matched', recharge_number: row.recharge_number, journal_number: row.journal_number });
      expect(toFen(Number(matched.amount))).toBe(toFen(Number(row.amount)));
    }
    const unposted = await h.db().selectFrom('mch_bank_notice').select(sql<number>`count(*)`.as('n')).where('status', '=', 'matched').where('journal_number', 'is', null).executeTakeFirstOrThrow();
    expect(Number(unposted.n)).toBe(0);
    const stations = await h.db().selectFrom('fuel_station').selectAll().execute();
    expect(stations.length).toBeGreaterThanOrEqual(10);
    const priced = await Promise.all(stations.map((s) => currentFuelPrice(fx.server.db, String(s.station_code), 'diesel_0', now())));
    expect(priced.filter((p) => p !== null).length).toBeGreaterThanOrEqual(8);
    const listed = await h.list('fuelStation');
    expect(listed.data.records.some((r) => typeof r.priceDiesel0 === 'number')).toBe(true);
  });
});
