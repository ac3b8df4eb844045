// Issue 14 in a real browser: a signed waybill's money from end to end. Staff account its freight
// (运费核算), approve the driver's payment application (财务审批) and pay it (尾款支付); the
// simulated bank answers; the driver sees his balance rise (账户余额) and staff see the payable
// ledger move (应付台账); the driver withdraws (提现); staff report the waybill and its fund flow
// to the provincial platform (电子路单上报, 资金流水上报). Setting-up steps a screen has its own
// tests for (creating and signing the waybill, receiving its paper receipt, the application) go
// through the API; every money step is a button in the browser. The invoice of three waybills is
// tests/e2e/invoice.e2e.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, call, callJson, userInfo } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { menuScreens } from './support/menuScreens';
import { signInAt, zh } from './support/shell';
import { newWaybill } from '../server/entities/support';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const TMS = '/ntocc-tms-api';
type Row = Record<string, unknown>;

const routeOf = (component: string) => menuScreens([component])[0]!.route;
const displayNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function ok<T = Row>(answer: Promise<{ status: number; msg: string; data: T }>): Promise<T> {
  const done = await answer;
  expect(done.status, done.msg).toBe(0);
  return done.data;
}

/** Waits until `check` holds (the bank answers after a few seconds). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The row of a list screen holding `text`, after filtering the list by it. */
async function rowWith(page: Page, route: string, text: string) {
  await page.goto(`${baseUrl}${route}`);
  const row = page.locator('main tbody tr').filter({ hasText: text }).first();
  await row.waitFor({ timeout: 15_000 });
  return row;
}

async function confirmDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').filter({ hasText: '提示' }).getByRole('button', { name: '确定' }).click();
}

describe('a signed waybill\'s money, from freight accounting to the provincial platform', () => {
  let staff: Session;
  let driver: Session;
  let staffToken: string;
  let driverToken: string;
  let driverCode: string;
  let waybill: { id: number; number: string };
  let cardNumber: string;

  const fundAccountOf = async (token: string) =>
    (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `${TMS}/fundAccount/list?pageNum=1&pageSize=10&partyCode=${driverCode}`, token))).records[0];

  beforeAll(async () => {
    staffToken = await apiSignIn(baseUrl, 'staff');
    const adminToken = await apiSignIn(baseUrl, 'admin');
    driverToken = await apiSignIn(baseUrl, 'driver');
    const shipperCode = (await userInfo(baseUrl, await apiSignIn(baseUrl, 'shipper'))).party.code;
    driverCode = (await userInfo(baseUrl, driverToken)).party.code;
    const shipper = (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `/ntocc-basic-api/shipper/list?pageNum=1&pageSize=10&shipperCode=${shipperCode}`, adminToken))).records[0]!;
    const vehicle = (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `/ntocc-basic-api/vehicle/list?pageNum=1&pageSize=10&driverCode=${driverCode}`, adminToken))).records[0]!;
    const cards = (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `/ntocc-basic-api/bankCard/list?pageNum=1&pageSize=50&driverCode=${driverCode}&verifyStatus=verified`, adminToken))).records;
    cardNumber = String(cards.find((card) => !String(card.cardNumber).endsWith('0000'))!.cardNumber);
    // A waybill of the demo shipper carried by the demo driver, loaded, unloaded and signed.
    const made = await ok(callJson<Row>(baseUrl, 'POST', `${TMS}/waybill`, adminToken, newWaybill({
      shipperCode, shipperName: shipper.shipperName, consignor: shipper.shipperName, totalMonetaryAmount: 6880.5, prepaidAmount: 0, balanceAmount: 6880.5,
    })));
    waybill = { id: Number(made.id), number: String(made.shippingNoteNumber) };
    const now = displayNow();
    for (const [action, body] of [
      ['dispatch', { vehicleNumber: vehicle.vehicleNumber, vehiclePlateColorCode: vehicle.vehiclePlateColorCode, driverCode }],
      ['load', { despatchActualDateTime: now, loadingWeight: 32.5 }],
      ['unload', { goodsReceiptDateTime: now, unloadingWeight: 32.4 }],
      ['sign', { signedDateTime: now }],
    ] as const) await ok(callJson(baseUrl, 'POST', `${TMS}/waybill/${waybill.id}/${action}`, adminToken, body));
    // The branch keeps paper receipts: the receipt is received before the freight is accounted.
    const receipt = (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `${TMS}/waybillReceipt/list?pageNum=1&pageSize=10&shippingNoteNumber=${waybill.number}`, staffToken))).records[0]!;
    if (receipt.status === 'pending') await ok(callJson(baseUrl, 'POST', `${TMS}/waybillReceipt/${receipt.id}/receive`, staffToken, { receivedDateTime: displayNow() }));
    staff = await newSession(browser(), { width: 1440 });
    await signInAt(staff.page, baseUrl, 'staff', '/home');
    driver = await newSession(browser(), { width: 1440 });
    await signInAt(driver.page, baseUrl, 'driver', '/home');
  }, 120_000);

  afterAll(async () => {
    await staff?.context.close();
    await driver?.context.close();
  });

  it('运费核算: staff confirm the signed waybill\'s freight', async () => {
    const row = await rowWith(staff.page, `${routeOf('tms/CarrierSettlement/freightAccounting')}?shippingNoteNumber=${waybill.number}`, waybill.number);
    await row.getByRole('button', { name: zh('entity.freightAccounting.action.confirm') }).click();
    await confirmDialog(staff.page);
    const accounting = await eventually(
      async () => (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `${TMS}/freightAccounting/list?pageNum=1&pageSize=10&shippingNoteNumber=${waybill.number}`, staffToken))).records[0]!,
      (record) => record.status === 'accounted',
    );
    expect(accounting.status).toBe('accounted');
  });

  it('财务审批 → 尾款支付: the application is approved and paid; the bank answers; the driver\'s balance and the payable ledger move', async () => {
    const before = await fundAccountOf(staffToken);
    const application = await ok(callJson<Row>(baseUrl, 'POST', `${TMS}/paymentApplication`, driverToken, { shippingNoteNumber: waybill.number, bankCardNumber: cardNumber }));
    if (application.status === 'draft') await ok(callJson(baseUrl, 'POST', `${TMS}/paymentApplication/${application.id}/submit`, driverToken));

    const approval = await rowWith(staff.page, `${routeOf('tms/CarrierSettlement/financialApproval')}?shippingNoteNumber=${waybill.number}`, String(application.applicationNumber));
    await approval.getByRole('button', { name: zh('entity.paymentApplication.action.approve') }).click();
    await confirmDialog(staff.page);
    let decided = await eventually(() => ok(call<Row>(baseUrl, 'GET', `${TMS}/paymentApplication/${application.id}`, staffToken)), (record) => record.status !== 'pending' || Number(record.reviewLevel) > 0);
    // 审核配置 may ask a second level by another person: the platform admin gives it.
    if (decided.status === 'pending') decided = await ok(callJson<Row>(baseUrl, 'POST', `${TMS}/paymentApplication/${application.id}/approve`, await apiSignIn(baseUrl, 'admin')));
    expect(decided.status).toBe('approved');

    const toPay = await rowWith(staff.page, `${routeOf('tms/CarrierSettlement/balancePayment')}?shippingNoteNumber=${waybill.number}`, String(application.applicationNumber));
    await toPay.getByRole('button', { name: zh('page.balancePayment.pay') }).click();
    await confirmDialog(staff.page);
    const paid = await eventually(() => ok(call<Row>(baseUrl, 'GET', `${TMS}/paymentApplication/${application.id}`, staffToken)), (record) => record.status === 'paid');
    expect(paid.status).toBe('paid');

    const after = await fundAccountOf(staffToken);
    const received = Number(after!.availableBalance) - Number(before?.availableBalance ?? 0);
    expect(received).toBeGreaterThan(0);
    // What the driver receives is the amount payable less the tax withheld.
    expect(received).toBeLessThanOrEqual(Number(paid.amountPayable));

    // 账户余额 as the driver shows his own balance, and only his.
    await driver.page.goto(`${baseUrl}${routeOf('tms/AccountManagement/balance')}`);
    const shown = Number(after!.availableBalance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await driver.page.locator('main').getByText(shown).first().waitFor({ timeout: 15_000 });
    expect(await driver.page.locator('main tbody tr').count()).toBe(1);

    // 应付明细: the accounting and the payment show against the driver's payable account.
    const postings = (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `${TMS}/fundPosting/list?pageNum=1&pageSize=10&partyCode=${driverCode}&accountKind=payable&sortField=id&sortType=desc`, staffToken))).records;
    const payment = postings.find((line) => line.businessType === 'carrierPaid')!;
    expect(Number(payment.amount)).toBeCloseTo(-Number(paid.amountPayable), 2);
    await staff.page.goto(`${baseUrl}${routeOf('financialStatistics/payableDetail')}?partyCode=${driverCode}&journalNumber=${String(payment.journalNumber)}`);
    await staff.page.locator('main').getByText(String(payment.journalNumber)).first().waitFor({ timeout: 20_000 });
  });

  it('提现: the driver withdraws part of his balance; the amount is frozen until it is paid', async () => {
    const before = await fundAccountOf(driverToken);
    const { page } = driver;
    await page.goto(`${baseUrl}${routeOf('tms/AccountManagement/cashWithdrawal')}`);
    await page.getByRole('button', { name: zh('page.cashWithdrawal.apply') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh('entity.withdrawal.field.bankCardNumber')).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel(zh('entity.withdrawal.field.amount')).fill('100');
    await dialog.getByRole('button', { name: '确定' }).click();
    const after = await eventually(() => fundAccountOf(driverToken), (record) => Number(record?.frozenBalance) > Number(before?.frozenBalance ?? 0));
    expect(Number(after!.frozenBalance) - Number(before!.frozenBalance)).toBeCloseTo(100, 2);
    expect(Number(before!.availableBalance) - Number(after!.availableBalance)).toBeCloseTo(100, 2);
  });

  it('电子路单上报 and 资金流水上报: the waybill and its fund flow are reported and accepted', async () => {
    for (const [component, label] of [
      ['tms/carlessCarrierReporting/roadBillReport', 'page.roadBillReport.action.report'],
      ['tms/carlessCarrierReporting/fundFlowReport', 'page.fundFlowReport.action.report'],
    ] as const) {
      const row = await rowWith(staff.page, `${routeOf(component)}?shippingNoteNumber=${waybill.number}`, waybill.number);
      await row.getByRole('button', { name: zh(label) }).click();
      await confirmDialog(staff.page);
    }
    const reports = await eventually(
      async () => (await ok(call<{ records: Row[] }>(baseUrl, 'GET', `${TMS}/monitoringReport/list?pageNum=1&pageSize=10&shippingNoteNumber=${waybill.number}`, staffToken))).records,
      (records) => records.length === 2 && records.every((record) => record.status === 'reported'),
    );
    expect(reports.map((record) => [record.messageType, record.status]).sort()).toEqual([['fundFlow', 'reported'], ['waybill', 'reported']]);
  });
});
