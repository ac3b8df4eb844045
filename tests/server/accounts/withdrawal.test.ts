// 提现 and 退款 (issue 14, accounts): applying freezes the amount at once and is refused when the
// available balance is short (never a negative balance); approval, 打款 through the bank and its
// answer pay it (the frozen money leaves) or fail it (the money comes back); a rejection or a
// cancellation releases it. 打款 twice or the bank's answer handled twice pays once. A driver sees
// only his own wallet, postings and withdrawals. Through the API of a real server on the demo data.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { settlementHandler, type SettledTransfer } from '../../../server/bank/gateway';
import type { Party } from '../../../server/ledger';
import { startFixture, type Fixture } from '../entities/support';
import { toDoCounts } from '../todo/support';
import { FIXTURE_TIMEOUT_MS, helpers, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);
const platform: Party = { type: 'platform', code: 'SD0001', name: '顺达网络货运有限公司' };
let driver: Party;
/** The demo driver's verified card, and one the simulated bank refuses (ending in 0000). */
let card: string;
const FROZEN_CARD = '6222020200112230000';

async function verifiedCard(where: { driver_code?: string; shipper_code?: string; not?: string }): Promise<Row> {
  let query = h.db().selectFrom('basic_bank_card').selectAll().where('verify_status', '=', 'verified');
  if (where.driver_code) query = query.where('driver_code', '=', where.driver_code).where('owner_type', '=', 'driver');
  if (where.shipper_code) query = query.where('shipper_code', '=', where.shipper_code).where('owner_type', '=', 'shipper');
  if (where.not) query = query.where('driver_code', '!=', where.not).where('owner_type', '=', 'driver');
  return await query.orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
}

// Starting a server seeds the whole demo (every module's money too): minutes on a busy machine.
beforeAll(async () => {
  fx = await startFixture();
  const name = await h.db().selectFrom('basic_driver').select('driver_name').where('driver_code', '=', fx.codes.driver).executeTakeFirstOrThrow();
  driver = { type: 'driver', code: fx.codes.driver, name: String(name.driver_name) };
  card = String((await verifiedCard({ driver_code: fx.codes.driver })).card_number);
  await h.db().insertInto('basic_bank_card').values({
    owner_type: 'driver', driver_code: fx.codes.driver, driver_name: driver.name, account_name: driver.name, account_type: 'personal',
    card_number: FROZEN_CARD, bank_code: 'ICBK', branch_bank_name: '工商银行天津河西区支行', is_default: 0, verify_status: 'verified',
    branch_code: 'SD0001', gmt_created: '2026-02-01 10:00:00', gmt_modified: '2026-02-01 10:00:00',
  }).execute();
  await h.fund(driver, 10_000, 'driver-wallet');
}, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const pendingCount = async () => (await toDoCounts(fx.api, fx.tokens.staff)).transfer_apply_count;

async function withdraw(amount: number, bankCardNumber = card, token = fx.tokens.driver, extra: Row = {}) {
  return h.post('withdrawal', { bankCardNumber, amount, remark: '运费提现', ...extra }, token);
}

async function withdrawn(amount: number, bankCardNumber = card): Promise<Row> {
  const made = await withdraw(amount, bankCardNumber);
  expect(made.status, h.messageOf(made)).toBe(Status.OK);
  return made.data;
}

describe('applying freezes the money at once', () => {
  test('the driver withdraws to his own card: wallet down, frozen up, the to-do up', async () => {
    const wallet = await h.balance(driver);
    const frozen = await h.balance(driver, 'frozen');
    const todo = await pendingCount();
    const made = await withdrawn(1200.5);
    expect(made).toMatchObject({ status: 'pending', partyType: 'driver', partyCode: driver.code, partyName: driver.name, driverCode: driver.code, reviewLevel: 0 });
    expect(made.availableBefore).toBe(wallet / 100);
    expect(String(made.withdrawalNumber)).toMatch(/^TX\d{14}$/);
    expect(await h.balance(driver)).toBe(wallet - 120_050);
    expect(await h.balance(driver, 'frozen')).toBe(frozen + 120_050);
    expect(await h.journalsOf(String(made.withdrawalNumber))).toEqual([{ business_type: 'withdrawalFrozen', journal_number: made.frozenJournalNumber, amount_fen: 120_050 }]);
    expect(await pendingCount()).toBe(todo + 1);
  });

  test('more than the available balance is refused with what is available, and nothing is written', async () => {
    const wallet = await h.balance(driver);
    const rows = await h.db().selectFrom('tms_withdrawal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = await withdraw(wallet / 100 + 0.01);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    const yuan = (wallet / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(h.messageOf(refused)).toContain(`司机${driver.name}账户可用余额不足：可用 ¥${yuan}`);
    expect(await h.balance(driver)).toBe(wallet);
    const after = await h.db().selectFrom('tms_withdrawal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(rows.n));
  });

  test('only to a verified card of one\'s own: another driver\'s card and the platform\'s accounts are refused', async () => {
    const other = await verifiedCard({ not: fx.codes.driver });
    const refused = await withdraw(10, String(other.card_number));
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(refused)).toContain('只能提现到本人的银行卡');
    const corporate = await h.db().selectFrom('basic_bank_card').select('card_number').where('owner_type', '=', 'branch').where('verify_status', '=', 'verified').executeTakeFirstOrThrow();
    const platformCard = await withdraw(10, String(corporate.card_number), fx.tokens.staff);
    expect(h.messageOf(platformCard)).toContain('平台对公账户不能作为提现收款账户');
  });
});

describe('approval, 打款 and the bank\'s answer', () => {
  test('paid: the frozen money leaves through the platform\'s bank, once however often 打款 or the answer come', async () => {
    const made = await withdrawn(800);
    const wallet = await h.balance(driver);
    const frozen = await h.balance(driver, 'frozen');
    const bank = await h.balance(platform, 'bank');
    const todo = await pendingCount();
    expect((await h.post(`withdrawal/${made.id}/approve`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const approved = await h.post(`withdrawal/${made.id}/approve`, { reviewRemark: '同意' });
    expect(approved.status, h.messageOf(approved)).toBe(Status.OK);
    expect(approved.data).toMatchObject({ status: 'approved', reviewLevel: 1, reviewerName: '陈晓燕' });
    expect(await pendingCount()).toBe(todo - 1);
    // The driver cannot remit; staff do it once: the second click finds it 打款中.
    expect((await h.post(`withdrawal/${made.id}/pay`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const paying = await h.post(`withdrawal/${made.id}/pay`, {});
    expect(paying.status, h.messageOf(paying)).toBe(Status.OK);
    expect(paying.data).toMatchObject({ status: 'paying', remitterName: '陈晓燕' });
    const twice = await h.post(`withdrawal/${made.id}/pay`, {});
    expect(twice.status).not.toBe(Status.OK);
    const transfers = await h.db().selectFrom('fin_bank_transfer').selectAll().where('business_number', '=', String(made.withdrawalNumber)).execute();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ direction: 'out', business_type: 'withdrawal', payee_account: card, status: 'processing', transfer_number: paying.data.transferNumber });

    await h.bankAnswers();
    const paid = (await h.get(`withdrawal/${made.id}`)).data;
    const transfer = await h.transferOf(`withdrawal:${made.withdrawalNumber}`);
    expect(paid).toMatchObject({ status: 'paid', bankSerialNumber: transfer!.bank_serial_number, paidDateTime: transfer!.finished_date_time });
    expect(await h.balance(driver)).toBe(wallet);
    expect(await h.balance(driver, 'frozen')).toBe(frozen - 80_000);
    expect(await h.balance(platform, 'bank')).toBe(bank + 80_000);
    const journals = await h.journalsOf(String(made.withdrawalNumber));
    expect(journals.map((j) => j.business_type)).toEqual(['withdrawalFrozen', 'withdrawalPaid']);
    expect(journals[1]!.journal_number).toBe(paid.journalNumber);

    const again: SettledTransfer = {
      transferId: Number(transfer!.id), transferNumber: String(transfer!.transfer_number), reference: String(transfer!.reference), businessType: 'withdrawal',
      businessNumber: String(made.withdrawalNumber), branchCode: 'SD0001', amountFen: 80_000, status: 'succeeded',
      bankSerialNumber: String(transfer!.bank_serial_number), failureReason: null, finishedAt: fx.server.clock.now(),
    };
    await fx.server.db.transaction().execute((trx) => settlementHandler('withdrawal')!(trx, again));
    await fx.server.db.transaction().execute((trx) => settlementHandler('withdrawal')!(trx, { ...again, status: 'failed', bankSerialNumber: null, failureReason: '重复' }));
    expect(await fx.server.app.bank.settleDue()).toBe(0);
    expect(await h.journalsOf(String(made.withdrawalNumber))).toHaveLength(2);
    expect(await h.balance(driver, 'frozen')).toBe(frozen - 80_000);
    expect((await h.get(`withdrawal/${made.id}`)).data.status).toBe('paid');
  });

  test('batch 打款 of two, each once', async () => {
    const first = await withdrawn(100);
    const second = await withdrawn(100);
    for (const made of [first, second]) expect((await h.post(`withdrawal/${made.id}/approve`, {})).status).toBe(Status.OK);
    const answers = await Promise.all([first, second, first, second].map((made) => h.post(`withdrawal/${made.id}/pay`, {})));
    expect(answers.filter((answer) => answer.status === Status.OK)).toHaveLength(2);
    await h.bankAnswers();
    for (const made of [first, second]) {
      expect((await h.get(`withdrawal/${made.id}`)).data.status).toBe('paid');
      expect((await h.journalsOf(String(made.withdrawalNumber))).map((j) => j.business_type)).toEqual(['withdrawalFrozen', 'withdrawalPaid']);
    }
  });

  test('failed by the bank: the reason is shown and the money is available again', async () => {
    const wallet = await h.balance(driver);
    const frozen = await h.balance(driver, 'frozen');
    const made = await withdrawn(300, FROZEN_CARD);
    await h.post(`withdrawal/${made.id}/approve`, {});
    await h.post(`withdrawal/${made.id}/pay`, {});
    await h.bankAnswers();
    const failed = (await h.get(`withdrawal/${made.id}`)).data;
    expect(failed).toMatchObject({ status: 'failed', failureReason: '收款账户状态异常（冻结）' });
    expect(failed.bankSerialNumber).toBeUndefined();
    expect(await h.balance(driver)).toBe(wallet);
    expect(await h.balance(driver, 'frozen')).toBe(frozen);
    expect((await h.journalsOf(String(made.withdrawalNumber))).map((j) => j.business_type)).toEqual(['withdrawalFrozen', 'withdrawalReleased']);
  });

  test('rejected by staff or cancelled by the driver: released at once', async () => {
    const wallet = await h.balance(driver);
    const rejected = await withdrawn(50);
    expect((await h.post(`withdrawal/${rejected.id}/reject`, { rejectReason: '收款银行卡与实名信息不一致' }, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const answer = await h.post(`withdrawal/${rejected.id}/reject`, { rejectReason: '收款银行卡与实名信息不一致' });
    expect(answer.data).toMatchObject({ status: 'rejected', rejectReason: '收款银行卡与实名信息不一致' });
    const cancelled = await withdrawn(60);
    const cancel = await h.post(`withdrawal/${cancelled.id}/cancel`, {}, fx.tokens.driver);
    expect(cancel.status, h.messageOf(cancel)).toBe(Status.OK);
    expect(cancel.data.status).toBe('cancelled');
    expect(await h.balance(driver)).toBe(wallet);
    for (const made of [rejected, cancelled]) {
      expect((await h.journalsOf(String(made.withdrawalNumber))).map((j) => j.business_type)).toEqual(['withdrawalFrozen', 'withdrawalReleased']);
    }
    // Nothing to cancel once decided.
    expect((await h.post(`withdrawal/${rejected.id}/cancel`, {}, fx.tokens.driver)).status).not.toBe(Status.OK);
  });
});

describe('a driver sees his own money only', () => {
  test('his wallet, his postings, his withdrawals', async () => {
    const accounts = await h.list('fundAccount', {}, fx.tokens.driver);
    expect(accounts.status, h.messageOf(accounts)).toBe(Status.OK);
    expect(accounts.data.records).toHaveLength(1);
    expect(accounts.data.records[0]).toMatchObject({ partyType: 'driver', partyCode: driver.code });
    expect(accounts.data.records[0]!.availableBalance).toBe(await h.balance(driver) / 100);
    const postings = await h.list('fundPosting', {}, fx.tokens.driver);
    expect(postings.data.total).toBeGreaterThan(0);
    expect(postings.data.records.every((line) => line.partyCode === driver.code)).toBe(true);
    const withdrawals = await h.list('withdrawal', {}, fx.tokens.driver);
    expect(withdrawals.data.records.every((record) => record.driverCode === driver.code)).toBe(true);
    // The withdrawal form chooses among his own verified cards (the screen's lookups).
    const cards = await fx.api.call<{ records: Row[] }>('/ntocc-basic-api/bankCard/list', { query: { pageSize: 100, verifyStatus: 'verified' }, token: fx.tokens.driver });
    expect(cards.status, h.messageOf(cards)).toBe(Status.OK);
    expect(cards.data.records.map((c) => c.cardNumber)).toContain(card);
    expect(cards.data.records.every((c) => c.driverCode === driver.code)).toBe(true);
    const staffView = await h.list('fundAccount');
    expect(staffView.data.total).toBeGreaterThan(1);
  });
});

describe('a fleet withdraws through its captain, a shipper through staff', () => {
  test('the fleet\'s own wallet pays, to its captain\'s card', async () => {
    const team = await h.db().selectFrom('basic_driver_team').selectAll().where('branch_code', '=', 'SD0001').orderBy('id').executeTakeFirstOrThrow();
    const captainCard = await h.db().selectFrom('basic_bank_card').selectAll().where('driver_code', '=', String(team.captain_code))
      .where('verify_status', '=', 'verified').executeTakeFirst();
    const cardNumber = captainCard ? String(captainCard.card_number) : '6217000010012345678';
    if (!captainCard) {
      await h.db().insertInto('basic_bank_card').values({
        owner_type: 'driver', driver_code: team.captain_code, driver_name: team.captain_name, account_name: team.captain_name, account_type: 'personal',
        card_number: cardNumber, bank_code: 'PCBC', branch_bank_name: '建设银行临沂分行营业部', is_default: 1, verify_status: 'verified',
        branch_code: 'SD0001', gmt_created: '2026-02-01 10:00:00', gmt_modified: '2026-02-01 10:00:00',
      }).execute();
    }
    const fleet: Party = { type: 'fleet', code: String(team.team_code), name: String(team.team_name) };
    // The demo may have credited the fleet (merchant recharges): ask for more than it holds.
    const held = await h.balance(fleet);
    const short = await withdraw(held / 100 + 500, cardNumber, fx.tokens.staff, { teamCode: team.team_code });
    expect(h.messageOf(short)).toContain(`车队${team.team_name}账户可用余额不足`);
    // Not to another driver's card.
    expect(h.messageOf(await withdraw(10, card, fx.tokens.staff, { teamCode: team.team_code }))).toContain('车队长');
    await h.fund(fleet, 2000, 'fleet-wallet');
    const made = await withdraw(500, cardNumber, fx.tokens.staff, { teamCode: team.team_code });
    expect(made.status, h.messageOf(made)).toBe(Status.OK);
    expect(made.data).toMatchObject({ partyType: 'fleet', partyCode: team.team_code, partyName: team.team_name, driverCode: team.captain_code });
    expect(await h.balance(fleet)).toBe(held + 150_000);
  });
});

describe('退款: a shipper\'s balance returned to his account', () => {
  test('frozen when entered, paid through the bank, refused to another\'s account or beyond the balance', async () => {
    const shipper: Party = { type: 'shipper', code: fx.codes.shipperco, name: '天津恒通物流有限公司' };
    await h.fund(shipper, 5000, 'shipper-refund');
    const own = String((await verifiedCard({ shipper_code: fx.codes.shipperco })).card_number);
    const stranger = String((await verifiedCard({ shipper_code: fx.codes.shipper })).card_number);
    const wallet = await h.balance(shipper);
    const frozen = await h.balance(shipper, 'frozen');
    const notHis = await h.post('refund', { shipperCode: shipper.code, bankCardNumber: stranger, amount: 100, reason: 'overpaid' });
    expect(h.messageOf(notHis)).toContain('退款账户须为货主【天津恒通物流有限公司】本人已验证的账户');
    const tooMuch = await h.post('refund', { shipperCode: shipper.code, bankCardNumber: own, amount: wallet / 100 + 1, reason: 'overpaid' });
    expect(h.messageOf(tooMuch)).toContain('货主天津恒通物流有限公司账户可用余额不足');
    const made = await h.post('refund', { shipperCode: shipper.code, bankCardNumber: own, amount: 1500, reason: 'overpaid', remark: '本月多充部分退回' });
    expect(made.status, h.messageOf(made)).toBe(Status.OK);
    expect(made.data).toMatchObject({ status: 'pending', shipperName: shipper.name, payeeAccountName: '天津恒通物流有限公司' });
    expect(await h.balance(shipper)).toBe(wallet - 150_000);
    expect((await h.post(`refund/${made.data.id}/approve`, {})).data.status).toBe('approved');
    expect((await h.post(`refund/${made.data.id}/pay`, {})).data.status).toBe('paying');
    await h.bankAnswers();
    const paid = (await h.get(`refund/${made.data.id}`)).data;
    expect(paid.status).toBe('paid');
    expect(await h.balance(shipper, 'frozen')).toBe(frozen);
    expect(await h.balance(shipper)).toBe(wallet - 150_000);
    expect((await h.journalsOf(String(made.data.refundNumber))).map((j) => j.business_type)).toEqual(['refundFrozen', 'refundPaid']);
    // Refunds are staff's work: a shipper has no screen over them.
    const shipperView = await h.list('refund', {}, fx.tokens.shipperco);
    expect(shipperView.status).toBe(Status.FORBIDDEN);
  });
});
