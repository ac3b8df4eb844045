// 承运结算 (issue 14): a signed waybill's freight accounted, adjusted and charged; its receipt
// collected; a payment application reviewed, urged and paid by a payment order through the bank;
// every step checked in fen against the ledger (the shipper's wallet, frozen and due, the
// driver's payable and wallet, the platform's fee income and tax withheld). Refusals write
// nothing; a payment is made once whatever the clicks, the staff, the retries or the bank's
// answers; each party reaches only its own; the to-do counts follow; the electronic receipt is
// read back as a PDF; and the demo's settlement adds up to the ledger.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { percentOfFen, toFen } from '../../../src/core/money/fen';
import { settlementHandler } from '../../../server/bank/gateway';
import { balanceFen, type AccountKind, type Party } from '../../../server/ledger';
import { displayTime } from '../../../server/storage/clock';
import { DEVICE_ID } from '../../../src/core/api/client';
import { entityRows, newWaybill, otherBranchStaff, startFixture, WAYBILL, type Fixture } from '../entities/support';
import { pdfText } from '../support/pdfText';
import { toDoCounts } from '../todo/support';

const TMS = '/ntocc-tms-api';
const FA = `${TMS}/freightAccounting`;
const RECEIPT = `${TMS}/waybillReceipt`;
const APP = `${TMS}/paymentApplication`;
const ORDER = `${TMS}/paymentOrder`;
const LINE = `${TMS}/paymentOrderLine`;
const PREPAY = `${TMS}/payInAdvance`;
const BRANCH = 'SD0001';

type Row = Record<string, unknown>;
let fx: Fixture;
const db = () => entityRows(fx);
const post = (path: string, json: unknown = {}, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx.tokens.staff) => fx.api.call<T>(path, { query, token });
const list = async (path: string, query: Record<string, string | number>, token = fx.tokens.staff) =>
  (await get<{ records: Row[]; total: number }>(`${path}/list`, { pageSize: 100, ...query }, token)).data;
const messageOf = (answer: { msg: string; data: unknown }) =>
  [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');
const fen = (value: unknown) => toFen(String(value));

let shipper: Party;
let driver: Party;
let platform: Party;
let vehicle: Row;
let card: Row;
let settings: { fee: number; tax: number };

async function balances(parties: Record<string, [Party, AccountKind]>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, [party, kind]] of Object.entries(parties)) out[name] = await balanceFen(fx.server.db, BRANCH, party, kind);
  return out;
}
const ledger = () => balances({
  wallet: [shipper, 'wallet'], frozen: [shipper, 'frozen'], due: [shipper, 'due'], payable: [driver, 'payable'], driverWallet: [driver, 'wallet'],
  fee: [platform, 'feeIncome'], tax: [platform, 'taxPayable'], bank: [platform, 'bank'],
});
const change = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).map((key) => [key, after[key]! - before[key]!]).filter(([, delta]) => delta !== 0));

/** A new waybill of the shipper, carried by the demo driver, taken up to `until`. */
async function aWaybill(options: { shipperCode?: string; shipperName?: string; freight?: number; until?: 'loaded' | 'signed' } = {}): Promise<{ id: number; number: string }> {
  const freight = options.freight ?? 8650.5;
  const created = await post(WAYBILL, newWaybill({
    shipperCode: options.shipperCode ?? shipper.code, shipperName: options.shipperName ?? shipper.name, totalMonetaryAmount: freight, prepaidAmount: 0, balanceAmount: freight,
  }), fx.tokens.admin);
  expect(created.status, messageOf(created)).toBe(Status.OK);
  const id = Number(created.data.id);
  const steps: [string, Row][] = [
    ['dispatch', { vehicleNumber: vehicle.vehicle_number, vehiclePlateColorCode: vehicle.vehicle_plate_color_code, driverCode: driver.code }],
    ['load', { despatchActualDateTime: '2026-03-01 08:00:00', loadingWeight: 32.5 }],
    ['unload', { goodsReceiptDateTime: '2026-03-01 20:00:00', unloadingWeight: 32.4 }],
    ['sign', { signedDateTime: '2026-03-01 21:00:00' }],
  ];
  for (const [action, body] of steps.slice(0, options.until === 'loaded' ? 2 : 4)) {
    const answer = await post(`${WAYBILL}/${id}/${action}`, body, fx.tokens.admin);
    expect(answer.status, `${action}: ${messageOf(answer)}`).toBe(Status.OK);
  }
  return { id, number: String(created.data.shippingNoteNumber) };
}

async function sign(id: number): Promise<void> {
  for (const [action, body] of [['unload', { goodsReceiptDateTime: '2026-03-01 20:00:00', unloadingWeight: 32.4 }], ['sign', { signedDateTime: '2026-03-01 21:00:00' }]] as const) {
    const answer = await post(`${WAYBILL}/${id}/${action}`, body, fx.tokens.admin);
    expect(answer.status, messageOf(answer)).toBe(Status.OK);
  }
}

const accountingOf = async (number: string) => (await list(FA, { shippingNoteNumber: number })).records[0]!;
const receiptOf = async (number: string) => (await list(RECEIPT, { shippingNoteNumber: number })).records[0]!;

/** Signed, receipt received and freight accounted: the accounting record. */
async function accounted(number: string): Promise<Row> {
  const receipt = await receiptOf(number);
  expect((await post(`${RECEIPT}/${receipt.id}/receive`, { receivedDateTime: displayTime(fx.server.clock.now()) })).status).toBe(Status.OK);
  const accounting = await accountingOf(number);
  const confirmed = await post(`${FA}/${accounting.id}/confirm`);
  expect(confirmed.status, messageOf(confirmed)).toBe(Status.OK);
  return confirmed.data;
}

async function approvedApplication(number: string, extra: Row = {}, bankCard: Row = card): Promise<Row> {
  const made = await post(APP, { shippingNoteNumber: number, bankCardNumber: bankCard.card_number, ...extra });
  expect(made.status, messageOf(made)).toBe(Status.OK);
  const approved = await post(`${APP}/${made.data.id}/approve`);
  expect(approved.status, messageOf(approved)).toBe(Status.OK);
  expect(approved.data.status).toBe('approved');
  return approved.data;
}

/** The bank answers: the clock past its delay, the due transfers settled. */
async function bankAnswers(): Promise<void> {
  fx.server.clock.advance(3_500);
  await fx.server.app.bank.settleDue();
}

const todo = async () => toDoCounts(fx.api, fx.tokens.staff);

beforeAll(async () => {
  fx = await startFixture();
  const shipperRow = await db().selectFrom('basic_shipper').selectAll().where('shipper_code', '=', fx.codes.shipper).executeTakeFirstOrThrow();
  // No prepayment limits in these tests (预付比例上限 belongs to the prepayment tests).
  await db().updateTable('basic_shipper').set({ prepay_max_ratio: null, prepay_max_amount: null }).where('id', '=', Number(shipperRow.id)).execute();
  shipper = { type: 'shipper', code: fx.codes.shipper, name: String(shipperRow.shipper_name) };
  const driverRow = await db().selectFrom('basic_driver').selectAll().where('driver_code', '=', fx.codes.driver).executeTakeFirstOrThrow();
  driver = { type: 'driver', code: fx.codes.driver, name: String(driverRow.driver_name) };
  platform = { type: 'platform', code: BRANCH, name: '顺达网络货运有限公司' };
  vehicle = await db().selectFrom('basic_vehicle').selectAll().where('driver_code', '=', fx.codes.driver).orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
  card = await db().selectFrom('basic_bank_card').selectAll().where('driver_code', '=', fx.codes.driver).where('verify_status', '=', 'verified')
    .where('card_number', 'not like', '%0000').orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
  const config = await db().selectFrom('branch_config').select(['config_key', 'config_value']).where('branch_code', '=', BRANCH).execute();
  const value = (key: string) => Number(config.find((row) => row.config_key === key)?.config_value);
  settings = { fee: value('settlement_serviceFeeRate'), tax: value('settlement_driverTaxRate') };
}, 180_000);
afterAll(() => fx.server.close());

describe('the whole flow, in fen: signed → accounted → adjusted → applied → approved → urged → paid', () => {
  test('the branch settings the flow uses: 3 % service fee, 1.5 % tax withheld, the paper receipt required', () => {
    expect(settings).toEqual({ fee: 3, tax: 1.5 });
  });

  test('accounting, prepayment, adjustments, deduction, urge and payment move exactly the money they say', async () => {
    const { id, number } = await aWaybill({ until: 'loaded' });
    // A prepayment of 1,000.00 while loaded: from the shipper's wallet straight to the driver's card.
    const start = await ledger();
    const asked = await post(PREPAY, { shippingNoteNumber: number, applyAmount: 1000, reason: '途中加油' });
    expect(asked.status, messageOf(asked)).toBe(Status.OK);
    expect((await post(`${PREPAY}/${asked.data.id}/approve`, {})).status).toBe(Status.OK);
    const paidPrepay = await post(`${PREPAY}/${asked.data.id}/pay`, { payDateTime: displayTime(fx.server.clock.now()), paySerialNumber: 'YH2026030200001' });
    expect(paidPrepay.status, messageOf(paidPrepay)).toBe(Status.OK);
    expect(change(start, await ledger())).toEqual({ wallet: -100000, due: 100000, payable: -100000, bank: 100000 });
    await sign(id);

    // Signed: the accounting (pending) and the receipt (待回收) exist.
    const pending = await accountingOf(number);
    expect(pending).toMatchObject({ status: 'pending', paymentStatus: 'unapplied', freightAmount: 8650.5, prepaidAmount: 1000, serviceFeeRate: 3, receiptStatus: 'pending' });
    expect(pending.serviceFeeAmount).toBe(259.52);
    const receipt = await receiptOf(number);
    expect(receipt).toMatchObject({ status: 'pending', shipperCode: shipper.code, driverCode: driver.code });

    // The paper receipt first (the branch requires it): confirming before is refused, nothing posted.
    const early = await post(`${FA}/${pending.id}/confirm`);
    expect(early.status).toBe(Status.INVALID_PAYLOAD);
    expect(early.msg).toContain('回单');
    expect(change(start, await ledger())).toEqual({ wallet: -100000, due: 100000, payable: -100000, bank: 100000 });
    expect((await post(`${RECEIPT}/${receipt.id}/receive`, { receivedDateTime: '2026-03-01 20:59:00' })).status).toBe(Status.INVALID_PAYLOAD);
    const received = await post(`${RECEIPT}/${receipt.id}/receive`, { receivedDateTime: displayTime(fx.server.clock.now()), receiptRemark: '回单完好' });
    expect(received.data).toMatchObject({ status: 'received', receiverName: '陈晓燕' });

    // 减款 before accounting: the figures follow, nothing posted.
    const cut = await post(`${FA}/${pending.id}/adjust`, { adjustDirection: 'decrease', adjustValue: 150.5, adjustmentReason: 'cargoDamage', adjustmentRemark: '外包装破损' });
    expect(cut.status, messageOf(cut)).toBe(Status.OK);
    expect(cut.data).toMatchObject({ accountedFreight: 8500, adjustmentAmount: -150.5, serviceFeeAmount: 255, shipperTotal: 8755, balanceAmount: 7500, adjustmentCount: 1 });
    const before = await ledger();
    const confirmed = await post(`${FA}/${pending.id}/confirm`);
    expect(confirmed.data).toMatchObject({ status: 'accounted', accountantName: '陈晓燕' });
    expect(String(confirmed.data.journalNumber)).toMatch(/^JZ\d{16}$/);
    expect(change(before, await ledger())).toEqual({ due: -875500, payable: 850000, fee: 25500 });
    // Confirming again is a wrong state.
    expect((await post(`${FA}/${pending.id}/confirm`)).status).toBe(Status.INVALID_PAYLOAD);

    // 加款 after accounting: posted (payable and due by 100.00, fee income and due by the fee's 3.00).
    const beforeAdd = await ledger();
    const added = await post(`${FA}/${pending.id}/adjust`, { adjustDirection: 'increase', adjustValue: 100, adjustmentReason: 'fuelSubsidy' });
    expect(added.data).toMatchObject({ accountedFreight: 8600, serviceFeeAmount: 258, shipperTotal: 8858, balanceAmount: 7600 });
    expect(change(beforeAdd, await ledger())).toEqual({ due: -10300, payable: 10000, fee: 300 });

    // The application: amounts from the accounting, a deduction of 200.00 with its reason.
    const counts0 = await todo();
    const made = await post(APP, { shippingNoteNumber: number, bankCardNumber: card.card_number, deductionAmount: 200, deductionReason: '货损扣款' });
    expect(made.status, messageOf(made)).toBe(Status.OK);
    expect(made.data).toMatchObject({ status: 'pending', freightAmount: 8600, prepaidAmount: 1000, balanceAmount: 7600, amountPayable: 7400, shipperCode: shipper.code, urgeStatus: 'none' });
    expect((await accountingOf(number))).toMatchObject({ paymentStatus: 'pending', applicationNumber: made.data.applicationNumber });
    // While it is live the freight is not adjusted, and no second application of the waybill is made.
    const locked = await post(`${FA}/${pending.id}/adjust`, { adjustDirection: 'increase', adjustValue: 10, adjustmentReason: 'other' });
    expect(locked.status).toBe(Status.INVALID_PAYLOAD);
    expect(locked.msg).toContain(String(made.data.applicationNumber));
    expect((await post(APP, { shippingNoteNumber: number, bankCardNumber: card.card_number })).status).toBe(Status.INVALID_PAYLOAD);

    // Approved: the deduction is booked against the accounted freight (fee follows: 258.00 → 252.00).
    const beforeApproval = await ledger();
    const approved = await post(`${APP}/${made.data.id}/approve`);
    expect(approved.data).toMatchObject({ status: 'approved', serviceFeeAmount: 252, amountPayable: 7400 });
    expect(change(beforeApproval, await ledger())).toEqual({ due: 20600, payable: -20000, fee: -600 });
    expect(await accountingOf(number)).toMatchObject({ accountedFreight: 8400, serviceFeeAmount: 252, adjustmentReason: 'deduction', balanceAmount: 7400, paymentStatus: 'approved' });
    const counts1 = await todo();
    expect(counts1.remit_count).toBe(counts0.remit_count! + 1);

    // The driver urges once an hour; staff do not urge (the branch staff role is denied it; an administrator is refused by the rule).
    expect((await post(`${APP}/${made.data.id}/urge`, {}, fx.tokens.staff)).status).toBe(Status.FORBIDDEN);
    const byAdmin = await post(`${APP}/${made.data.id}/urge`, {}, fx.tokens.admin);
    expect(byAdmin.status).toBe(Status.INVALID_PAYLOAD);
    expect(byAdmin.msg).toBe('只有收款司机本人可以催款');
    const urged = await post(`${APP}/${made.data.id}/urge`, {}, fx.tokens.driver);
    expect(urged.status, messageOf(urged)).toBe(Status.OK);
    expect(urged.data).toMatchObject({ urgeStatus: 'urged', urgeCount: 1, status: 'approved' });
    expect((await todo()).urge_remit_count).toBe(counts1.urge_remit_count! + 1);
    expect((await post(`${APP}/${made.data.id}/urge`, {}, fx.tokens.driver)).status).toBe(Status.INVALID_PAYLOAD);

    // 余额支付: the hold, one transfer to the driver's card; the counts fall at once.
    const beforePay = await ledger();
    const paid = await post(`${APP}/${made.data.id}/pay`);
    expect(paid.status, messageOf(paid)).toBe(Status.OK);
    expect(paid.data).toMatchObject({ paymentType: 'balance', status: 'paying', waybillCount: 1, payeeCount: 1, totalAmount: 7400, serviceFeeAmount: 252, taxAmount: 126, netAmount: 7274 });
    expect(change(beforePay, await ledger())).toEqual({ wallet: -765200, frozen: 765200 });
    const counts2 = await todo();
    expect(counts2.remit_count).toBe(counts1.remit_count! - 1);
    expect(counts2.urge_remit_count).toBe(counts1.urge_remit_count);
    const [line] = (await list(LINE, { paymentNumber: String(paid.data.paymentNumber) })).records;
    expect(line).toMatchObject({ status: 'paying', amount: 7400, taxableAmount: 8400, taxAmount: 126, netAmount: 7274, bankCardNumber: card.card_number, applicationNumber: made.data.applicationNumber });
    const transfer = await db().selectFrom('fin_bank_transfer').selectAll().where('transfer_number', '=', String(line!.transferNumber)).executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ direction: 'out', business_type: 'payment', status: 'processing', payee_account: card.card_number, driver_code: driver.code, shipper_code: shipper.code });
    expect(fen(transfer.amount)).toBe(727400);

    // The bank answers: paid, the shipper's due settled, the driver's payable turned into wallet money less tax.
    await bankAnswers();
    expect(change(beforePay, await ledger())).toEqual({ wallet: -765200, due: 765200, payable: -740000, driverWallet: 727400, tax: 12600 });
    // From the prepayment on: the shipper paid freight and fee, his due and the driver's payable are back where they were.
    expect(change(start, await ledger())).toEqual({ wallet: -865200, driverWallet: 727400, fee: 25200, tax: 12600, bank: 100000 });
    const settledLine = (await list(LINE, { paymentNumber: String(paid.data.paymentNumber) })).records[0]!;
    expect(settledLine).toMatchObject({ status: 'paid' });
    expect(String(settledLine.bankSerialNumber)).toMatch(/^\d{22}$/);
    expect((await get(`${APP}/${made.data.id}`)).data).toMatchObject({ status: 'paid', paymentNumber: paid.data.paymentNumber, bankSerialNumber: settledLine.bankSerialNumber });
    expect((await get(`${ORDER}/${paid.data.id}`)).data).toMatchObject({ status: 'paid', paidCount: 1, failedCount: 0 });
    expect(await accountingOf(number)).toMatchObject({ paymentStatus: 'paid' });

    // The electronic receipt, read back.
    const response = await fetch(new URL(`${LINE}/${settledLine.id}/receipt`, fx.server.url), { headers: { deviceId: DEVICE_ID, authorization: `Bearer ${fx.tokens.staff}`, 'accept-language': 'zh' } });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.title).toBe('电子回单');
    for (const text of ['电子回单', '付款方', '收款方', '顺达网络货运有限公司', String(card.account_name), card.card_number, '¥7,274.00', '人民币柒仟贰佰柒拾肆元整',
      String(settledLine.bankSerialNumber), number, String(paid.data.paymentNumber), shipper.name, '¥126.00']) {
      expect(pdf.text.replace(/\s+/g, ''), text as string).toContain(String(text).replace(/\s+/g, ''));
    }
  }, 60_000);
});

describe('refusals write nothing', () => {
  test('an application names an accounted waybill, and the payee\'s own verified card', async () => {
    const { number } = await aWaybill();
    const unaccounted = await post(APP, { shippingNoteNumber: number, bankCardNumber: card.card_number });
    expect(unaccounted.status).toBe(Status.INVALID_PAYLOAD);
    await accounted(number);
    const other = await db().selectFrom('basic_bank_card').selectAll().where('owner_type', '=', 'driver').where('verify_status', '=', 'verified')
      .where('driver_code', '!=', driver.code).limit(1).executeTakeFirstOrThrow();
    const notPayee = await post(APP, { shippingNoteNumber: number, bankCardNumber: other.card_number });
    expect(notPayee.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(notPayee.data)).toContain('bankCardNumber');
    expect((await list(APP, { shippingNoteNumber: number })).total).toBe(0);
  });

  test('only an approved application is paid; a pending one, or two payees in a combined payment, are refused', async () => {
    const first = await aWaybill();
    await accounted(first.number);
    const pending = await post(APP, { shippingNoteNumber: first.number, bankCardNumber: card.card_number });
    const orders = (await list(ORDER, {})).total;
    const refused = await post(`${APP}/${pending.data.id}/pay`);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(refused.msg).toContain('待审核');
    // Two payees in a 合并支付.
    const otherDriver = await db().selectFrom('tms_payment_application').selectAll().where('status', '=', 'approved').where('driver_code', '!=', driver.code).limit(1).executeTakeFirstOrThrow();
    await post(`${APP}/${pending.data.id}/approve`);
    const mixed = await post(`${APP}/combine`, { ids: [pending.data.id, otherDriver.id] });
    expect(mixed.status).toBe(Status.INVALID_PAYLOAD);
    expect(mixed.msg).toContain('同一收款人');
    expect((await post(`${APP}/combine`, { ids: [pending.data.id] })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await list(ORDER, {})).total).toBe(orders);
    expect((await get(`${APP}/${pending.data.id}`)).data.status).toBe('approved');
  });

  test('a shipper whose wallet cannot cover freight and fee: refused before anything is sent, with the amounts', async () => {
    const empty: Party = { type: 'shipper', code: 'SC777777', name: '济南空账户测试有限公司' };
    const { number } = await aWaybill({ shipperCode: empty.code, shipperName: empty.name, freight: 3000 });
    await accounted(number);
    const application = await approvedApplication(number);
    const transfers = Number((await db().selectFrom('fin_bank_transfer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await balances({ wallet: [empty, 'wallet'], frozen: [empty, 'frozen'] });
    const refused = await post(`${APP}/${application.id}/pay`);
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(refused.msg).toBe(`货主账户可用余额不足：${empty.name} 可用 ¥0.00，本次需 ¥3,090.00（运费 ¥3,000.00 + 服务费 ¥90.00）`);
    expect(await balances({ wallet: [empty, 'wallet'], frozen: [empty, 'frozen'] })).toEqual(before);
    expect(Number((await db().selectFrom('fin_bank_transfer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(transfers);
    expect((await get(`${APP}/${application.id}`)).data).toMatchObject({ status: 'approved' });
    expect((await list(LINE, { applicationNumber: String(application.applicationNumber) })).total).toBe(0);
  });

  test('a transfer the bank refuses: the hold is given back and the application can be paid again', async () => {
    const frozenCard = '6222020200112340000';
    await db().insertInto('basic_bank_card').values({
      owner_type: 'driver', driver_code: driver.code, driver_name: driver.name, account_name: driver.name, account_type: 'personal', card_number: frozenCard, bank_code: 'ICBK',
      branch_bank_name: '工商银行济南分行营业部', is_default: 0, verify_status: 'verified', branch_code: BRANCH, gmt_created: '2026-03-01 08:00:00', gmt_modified: '2026-03-01 08:00:00',
    }).execute();
    const { number } = await aWaybill({ freight: 2000 });
    await accounted(number);
    const application = await approvedApplication(number, {}, { card_number: frozenCard });
    const before = await ledger();
    const paid = await post(`${APP}/${application.id}/pay`);
    expect(paid.status, messageOf(paid)).toBe(Status.OK);
    await bankAnswers();
    expect(change(before, await ledger())).toEqual({});
    expect((await get(`${ORDER}/${paid.data.id}`)).data).toMatchObject({ status: 'failed', failedCount: 1, failureReason: '收款账户状态异常（冻结）' });
    expect((await get(`${APP}/${application.id}`)).data).toMatchObject({ status: 'approved' });
    expect(await accountingOf(number)).toMatchObject({ paymentStatus: 'approved' });
    const again = await post(`${APP}/${application.id}/pay`);
    expect(again.status).toBe(Status.OK);
    expect(again.data.paymentNumber).not.toBe(paid.data.paymentNumber);
    await bankAnswers();
  });
});

describe('a payment is made once: two clicks, two staff, a retry, the bank answering twice', () => {
  test('two concurrent 尾款支付 calls and two concurrent 汇总支付 calls on the same applications: one order each time', async () => {
    const waybills = [await aWaybill({ freight: 1500 }), await aWaybill({ freight: 1800 }), await aWaybill({ freight: 2100 })];
    const applications: Row[] = [];
    for (const { number } of waybills) {
      await accounted(number);
      applications.push(await approvedApplication(number));
    }
    const staff2 = fx.tokens.admin;
    const [a, b] = await Promise.all([post(`${APP}/${applications[0]!.id}/pay`), post(`${APP}/${applications[0]!.id}/pay`, {}, staff2)]);
    expect([a.status, b.status].sort()).toEqual([Status.OK, Status.INVALID_PAYLOAD].sort());
    const ids = applications.slice(1).map((application) => application.id);
    const [c, d] = await Promise.all([post(`${APP}/consolidate`, { ids }), post(`${APP}/consolidate`, { ids: [...ids].reverse() }, staff2)]);
    expect([c.status, d.status].filter((status) => status === Status.OK)).toHaveLength(1);
    // A retry after the first went through is refused too.
    expect((await post(`${APP}/consolidate`, { ids })).status).toBe(Status.INVALID_PAYLOAD);
    for (const application of applications) expect((await list(LINE, { applicationNumber: String(application.applicationNumber) })).total).toBe(1);

    const before = await ledger();
    await bankAnswers();
    const after = await ledger();
    const amount = applications.reduce((total, application) => total + fen(application.amountPayable), 0);
    expect(after.payable - before.payable).toBe(-amount);
    // The bank's sweep again, and the settlement handler called again with the same answer: nothing moves.
    await fx.server.app.bank.settleDue();
    const order = (await get(`${ORDER}/${(c.status === Status.OK ? c : d).data.id}`)).data;
    const lines = (await list(LINE, { paymentNumber: String(order.paymentNumber) })).records;
    const transfer = await db().selectFrom('fin_bank_transfer').selectAll().where('transfer_number', '=', String(lines[0]!.transferNumber)).executeTakeFirstOrThrow();
    await fx.server.db.transaction().execute((trx) => settlementHandler('payment')!(trx, {
      transferId: Number(transfer.id), transferNumber: String(transfer.transfer_number), reference: String(transfer.reference), businessType: 'payment',
      businessNumber: String(transfer.business_number), branchCode: BRANCH, amountFen: fen(transfer.amount), status: 'succeeded',
      bankSerialNumber: String(transfer.bank_serial_number), failureReason: null, finishedAt: fx.server.clock.now(),
    }));
    expect(await ledger()).toEqual(after);
    const journals = await db().selectFrom('fin_journal').select('idempotency_key').where('idempotency_key', 'in', lines.map((line) => `payment:${String(line.id)}`)).execute();
    expect(journals).toHaveLength(lines.length);
    expect(order).toMatchObject({ paymentType: 'consolidated', status: 'paid', waybillCount: 2, payeeCount: 1 });
  }, 60_000);

  test('合并支付: several applications of one payee, one transfer for their net amounts', async () => {
    const waybills = [await aWaybill({ freight: 1200 }), await aWaybill({ freight: 1300 })];
    const applications: Row[] = [];
    for (const { number } of waybills) {
      await accounted(number);
      applications.push(await approvedApplication(number));
    }
    const paid = await post(`${APP}/combine`, { ids: applications.map((application) => application.id) });
    expect(paid.status, messageOf(paid)).toBe(Status.OK);
    const lines = (await list(LINE, { paymentNumber: String(paid.data.paymentNumber) })).records;
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((line) => line.transferNumber)).size).toBe(1);
    const transfer = await db().selectFrom('fin_bank_transfer').selectAll().where('transfer_number', '=', String(lines[0]!.transferNumber)).executeTakeFirstOrThrow();
    expect(fen(transfer.amount)).toBe(lines.reduce((total, line) => total + fen(line.netAmount), 0));
    const tax = (line: Row) => Math.min(percentOfFen(fen(line.taxableAmount), settings.tax), fen(line.amount));
    for (const line of lines) expect(fen(line.taxAmount)).toBe(tax(line));
    await bankAnswers();
    expect((await get(`${ORDER}/${paid.data.id}`)).data).toMatchObject({ paymentType: 'combined', status: 'paid', paidCount: 2 });
  });
});

describe('回单 and 上游对账: their state machines', () => {
  test('a receipt is mailed back only once received, with the courier and its tracking number', async () => {
    const { number } = await aWaybill({ freight: 900 });
    const receipt = await receiptOf(number);
    expect((await post(`${RECEIPT}/${receipt.id}/mail`, { courierCompany: 'sf', trackingNumber: 'SF1234567890123' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${RECEIPT}/${receipt.id}/receive`, { receivedDateTime: '2099-01-01 00:00:00' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${RECEIPT}/${receipt.id}/receive`, { receivedDateTime: displayTime(fx.server.clock.now()) })).data.status).toBe('received');
    expect((await post(`${RECEIPT}/${receipt.id}/mail`, { courierCompany: 'sf' })).status).toBe(Status.INVALID_PAYLOAD);
    const mailed = await post(`${RECEIPT}/${receipt.id}/mail`, { courierCompany: 'sf', trackingNumber: 'SF1234567890123' });
    expect(mailed.data).toMatchObject({ status: 'returned', courierCompany: 'sf', trackingNumber: 'SF1234567890123', mailerName: '陈晓燕' });
    expect(mailed.data.mailedDateTime).toBe(displayTime(fx.server.clock.now()));
    expect((await post(`${RECEIPT}/${receipt.id}/receive`, { receivedDateTime: displayTime(fx.server.clock.now()) })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a customer statement: submitted, approved, then confirmed by the customer or disputed with a reason and submitted again', async () => {
    const customer = await db().selectFrom('basic_upstream_customer').selectAll().where('status', '=', 'enabled').limit(1).executeTakeFirstOrThrow();
    const RECON = `${TMS}/reconciliation`;
    const statement = async () => {
      const made = await post(RECON, { partyType: 'customer', customerCode: customer.customer_code, periodFrom: '20260201', periodTo: '20260228', waybillCount: 12, freightTotal: 48600, adjustmentAmount: -300, adjustmentReason: '磅差扣减' });
      expect(made.status, messageOf(made)).toBe(Status.OK);
      expect((await post(`${RECON}/${made.data.id}/confirm`, { customerConfirmer: '王海涛' })).status).toBe(Status.INVALID_PAYLOAD);
      expect((await post(`${RECON}/${made.data.id}/submit`)).data.status).toBe('pending');
      expect((await post(`${RECON}/${made.data.id}/approve`)).data.status).toBe('approved');
      return made.data;
    };
    const first = await statement();
    expect((await post(`${RECON}/${first.id}/confirm`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const confirmed = await post(`${RECON}/${first.id}/confirm`, { customerConfirmer: '王海涛' });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', customerConfirmer: '王海涛', confirmedAmount: 48300 });
    expect(confirmed.data.customerReplyDateTime).toBe(displayTime(fx.server.clock.now()));
    expect((await post(`${RECON}/${first.id}/dispute`, { disputeReason: 'x' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await fx.api.call(`${RECON}/${first.id}`, { method: 'PUT', json: { adjustmentAmount: 0 }, token: fx.tokens.staff })).status).toBe(Status.INVALID_PAYLOAD);

    const second = await statement();
    expect((await post(`${RECON}/${second.id}/dispute`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const disputed = await post(`${RECON}/${second.id}/dispute`, { customerConfirmer: '刘敏', disputeReason: '运单数量与客户台账不符，少3单' });
    expect(disputed.data).toMatchObject({ status: 'disputed', disputeReason: '运单数量与客户台账不符，少3单' });
    const corrected = await fx.api.call<Row>(`${RECON}/${second.id}`, { method: 'PUT', json: { waybillCount: 15, freightTotal: 60750 }, token: fx.tokens.staff });
    expect(corrected.status, messageOf(corrected)).toBe(Status.OK);
    expect((await post(`${RECON}/${second.id}/submit`)).data).toMatchObject({ status: 'pending', reviewLevel: 0 });
  });
});

describe('each party reaches only its own', () => {
  test('another branch\'s staff cannot pay or read our applications; a driver cannot pay; a driver sees only his applications', async () => {
    const other = await otherBranchStaff(fx);
    const approved = await db().selectFrom('tms_payment_application').selectAll().where('status', '=', 'approved').where('branch_code', '=', BRANCH).limit(1).executeTakeFirstOrThrow();
    expect((await post(`${APP}/${approved.id}/pay`, {}, other)).status).toBe(Status.NOT_FOUND);
    expect((await post(`${APP}/${approved.id}/pay`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    const mine = await list(APP, {}, fx.tokens.driver);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.records.every((record) => record.driverCode === driver.code)).toBe(true);
    const someoneElse = await db().selectFrom('tms_payment_application').selectAll().where('driver_code', '!=', driver.code).limit(1).executeTakeFirstOrThrow();
    expect((await get(`${APP}/${someoneElse.id}`, {}, fx.tokens.driver)).status).toBe(Status.NOT_FOUND);
    // A driver does not urge someone else's application.
    expect((await post(`${APP}/${someoneElse.id}/urge`, {}, fx.tokens.driver)).status).not.toBe(Status.OK);
  });

  test('电子回单: a driver lists and downloads only his own payments, a shipper the payments of his waybills with the payee\'s card masked', async () => {
    const driverLines = await list(LINE, {}, fx.tokens.driver);
    expect(driverLines.total).toBeGreaterThan(0);
    expect(driverLines.records.every((line) => line.driverCode === driver.code && line.status === 'paid')).toBe(true);
    expect(driverLines.records.some((line) => line.bankCardNumber === card.card_number)).toBe(true);
    const shipperLines = await list(LINE, {}, fx.tokens.shipper);
    expect(shipperLines.total).toBeGreaterThan(0);
    expect(shipperLines.records.every((line) => line.shipperCode === shipper.code)).toBe(true);
    expect(shipperLines.records.every((line) => /\*/.test(String(line.bankCardNumber)))).toBe(true);
    const others = await db().selectFrom('tms_payment_order_line').select('id').where('status', '=', 'paid').where('driver_code', '!=', driver.code)
      .where('shipper_code', '!=', shipper.code).limit(1).executeTakeFirstOrThrow();
    const receipt = (token: string, id: unknown) => fetch(new URL(`${LINE}/${String(id)}/receipt`, fx.server.url), { headers: { deviceId: DEVICE_ID, authorization: `Bearer ${token}` } });
    const own = await receipt(fx.tokens.driver, driverLines.records[0]!.id);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect((await pdfText(new Uint8Array(await own.arrayBuffer()))).text.replace(/\s+/g, '')).toContain(String(driverLines.records[0]!.bankSerialNumber));
    expect(((await (await receipt(fx.tokens.driver, others.id)).json()) as { status: number }).status).toBe(Status.NOT_FOUND);
    const masked = await receipt(fx.tokens.shipper, shipperLines.records[0]!.id);
    expect((await pdfText(new Uint8Array(await masked.arrayBuffer()))).text).toContain(String(shipperLines.records[0]!.bankCardNumber));
    // Neither exports, nor reaches the payment screens.
    expect((await get(`${LINE}/export`, {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
    expect((await get(`${ORDER}/list`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });
});

describe('the demo settlement adds up to the ledger', () => {
  test('one accounting and one receipt per signed waybill; every paid thing has its postings; the documents sum to the balances', async () => {
    const rows = async (query: string) => (await sql.raw<Row>(query).execute(fx.server.db)).rows;
    const one = async (query: string) => Object.values((await rows(query))[0]!)[0];
    expect(await one(`select count(*) from tms_waybill w where w.status in ('signed','completed') and w.driver_code is not null
      and not exists (select 1 from tms_freight_accounting f where f.shipping_note_number = w.shipping_note_number)`)).toBe(0);
    expect(await one(`select count(*) from tms_waybill_receipt`)).toBe(await one(`select count(*) from tms_freight_accounting`));
    const states = await rows(`select status, count(*) as n from tms_freight_accounting group by status`);
    expect(states.map((row) => row.status).sort()).toEqual(['accounted', 'pending']);
    expect(await one(`select count(*) from tms_freight_accounting f where status = 'accounted' and not exists (select 1 from fin_journal j where j.journal_number = f.journal_number)`)).toBe(0);
    expect(await one(`select count(*) from tms_payment_order_line l where status = 'paid' and not exists (select 1 from fin_journal j where j.journal_number = l.journal_number and j.idempotency_key = 'payment:' || l.id)`)).toBe(0);
    expect(await one(`select count(*) from tms_payment_order_line l where status = 'paid' and not exists (select 1 from fin_bank_transfer t where t.transfer_number = l.transfer_number and t.status = 'succeeded' and t.bank_serial_number = l.bank_serial_number)`)).toBe(0);
    expect(await one(`select count(*) from tms_payment_application a where status = 'paid' and not exists (select 1 from tms_payment_order_line l where l.application_number = a.application_number and l.status = 'paid')`)).toBe(0);
    expect(await one(`select count(*) from tms_pay_in_advance p where status = 'paid' and not exists (select 1 from fin_journal j where j.idempotency_key = 'prepayment:' || p.id)`)).toBe(0);
    const kinds = await rows(`select payment_type, count(*) as n from tms_payment_order where status = 'paid' group by payment_type`);
    expect(kinds.map((row) => row.payment_type).sort()).toEqual(['balance', 'combined', 'consolidated']);
    expect(await one(`select sum(amount_fen) from fin_posting`)).toBe(0);
    // The carriers' payable = accounted freight − prepaid − paid; the shippers' due = −(accounted + fees) + prepaid + paid with fees.
    const sum = async (query: string) => toFen(String((await one(query)) ?? 0));
    const fenOf = async (query: string) => Number(await one(query));
    expect(await fenOf(`select sum(balance_fen) from fin_account where party_type = 'driver' and kind = 'payable'`)).toBe(
      await sum(`select sum(accounted_freight) from tms_freight_accounting where status = 'accounted'`)
      - await sum(`select sum(apply_amount) from tms_pay_in_advance where status = 'paid'`)
      - await sum(`select sum(amount) from tms_payment_order_line where status = 'paid'`));
    // (Warehouse charges are owed on the same account: tests/server/warehouse counts those.)
    const warehouseDue = await fenOf(`select coalesce(sum(p.amount_fen), 0) from fin_posting p join fin_journal j on j.id = p.journal_id
      join fin_account a on a.id = p.account_id where a.party_type = 'shipper' and a.kind = 'due' and j.business_type in ('warehouseCharged', 'warehousePaid')`);
    expect(await fenOf(`select sum(balance_fen) from fin_account where party_type = 'shipper' and kind = 'due'`) - warehouseDue).toBe(
      -await sum(`select sum(shipper_total) from tms_freight_accounting where status = 'accounted'`)
      + await sum(`select sum(apply_amount) from tms_pay_in_advance where status = 'paid'`)
      + await sum(`select sum(shipper_pay_amount) from tms_payment_order_line where status = 'paid'`));
    expect(await fenOf(`select balance_fen from fin_account where party_type = 'platform' and kind = 'feeIncome'`)).toBe(
      await sum(`select sum(service_fee_amount) from tms_freight_accounting where status = 'accounted'`));
    expect(await fenOf(`select balance_fen from fin_account where party_type = 'platform' and kind = 'taxPayable'`)).toBe(
      await sum(`select sum(tax_amount) from tms_payment_order_line where status = 'paid'`));
  });
});
