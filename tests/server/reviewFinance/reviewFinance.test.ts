// The review centre's money screens (issue 13): 开票审核 over invoice applications, 对账审核 over
// statements of account, 财务审核 over freight payment applications and 核销审核 over write-offs.
// Through the API of a real server on the seeded demo data: the demo records name real signed
// waybills and carry their amounts, the state machines allow and refuse, only staff approve,
// the amounts are computed as the schemas and the module (server/routes/tms/reviewFinance)
// declare, and need_invoice follows the pending invoice applications.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { entityRows, startFixture, tableRows, uscc, type Fixture } from '../entities/support';
import { TODO_LIST, type ToDoItem } from '../todo/support';

const TMS = '/ntocc-tms-api';
const INVOICE = `${TMS}/invoiceApplication`;
const PAYMENT = `${TMS}/paymentApplication`;
const VERIFICATION = `${TMS}/verification`;
const RECONCILIATION = `${TMS}/reconciliation`;

let fx: Fixture;
type Row = Record<string, unknown>;
const db = () => entityRows(fx);
const rows = (table: string) => tableRows(fx, table);
const post = (path: string, json: unknown, token = fx.tokens.admin) => fx.api.call<Row>(path, { method: 'POST', json, token });
/** Reviews go to the reviewer of 审核配置's first level (分公司运营财务), as seeded. */
const put = (path: string, json: unknown, token = fx.tokens.admin) => fx.api.call<Row>(path, { method: 'PUT', json, token });
const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx.tokens.admin) => fx.api.call<T>(path, { query, token });
/** A record's state as stored (the review queues reach pending records only). */
const stateOf = async (table: string, id: unknown) => (await db().selectFrom(table).select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow() as Row).status;
const near = (stored: unknown, exact: number, within = 0.005) => expect(Math.abs(Number(stored) - exact)).toBeLessThanOrEqual(within + 1e-9);

beforeAll(async () => {
  fx = await startFixture();
  // The review leaves offer view and export only (a reviewer approves without editing); the
  // administrator lets this test make records through them, as 权限资源 would.
  for (const name of ['financeInvoicing', 'financeReview', 'verificationReview', 'reconciliationReview']) {
    const leaf = await fx.server.db.selectFrom('menu').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    expect((await put(`/ntocc-basic-api/menuResource/${leaf.id}`, { standardActions: ['view', 'add', 'edit', 'export'] })).status).toBe(Status.OK);
  }
  // Statements are drafted and submitted on 上游对账 (wave 3): the administrator makes it a screen
  // over the statements, as 权限资源 would, so this test can submit them.
  const upstream = await fx.server.db.selectFrom('menu').select('id').where('name', '=', 'upstreamReconciliation').executeTakeFirstOrThrow();
  expect((await put(`/ntocc-basic-api/menuResource/${upstream.id}`, { resource: 'reconciliation', actions: ['reconcile', 'submit'] })).status).toBe(Status.OK);
  // One level, by 分公司运营财务, unless a test says otherwise.
  for (const type of ['invoice', 'payment', 'verification', 'reconciliation']) await reviewLevels(type, '1');
});
afterAll(() => fx.server.close());

const AUDIT_CONFIG = '/ntocc-basic-api/auditConfig';

/** Sets 审核配置 of a review type of the demo branch (its demo configuration is drawn at random). */
async function reviewLevels(reviewType: string, levels: '1' | '2'): Promise<void> {
  const config = { reviewType, levels, firstRoleCode: 'BRANCH_STAFF', enabled: true, ...(levels === '2' ? { secondRoleCode: 'PLAT_ADMIN' } : {}) };
  const found = await db().selectFrom('sys_audit_config').select('id').where('review_type', '=', reviewType).executeTakeFirst() as Row | undefined;
  const answer = found ? await put(`${AUDIT_CONFIG}/${found.id}`, config) : await post(AUDIT_CONFIG, config);
  expect(answer.status, answer.msg).toBe(Status.OK);
}

/** Signed or completed waybills none of whose records of this table holds them. */
async function freeWaybills(table: string, extra: (w: Row) => boolean = () => true): Promise<Row[]> {
  const taken = new Set((await rows(table)).map((r) => r.shipping_note_number));
  return (await db().selectFrom('tms_waybill').selectAll().where('status', 'in', ['signed', 'completed']).orderBy('id', 'desc').limit(600).execute() as Row[])
    .filter((w) => !taken.has(w.shipping_note_number) && extra(w));
}

const needInvoice = async (token = fx.tokens.admin) =>
  Number((await get<ToDoItem[]>(TODO_LIST, {}, token)).data.find((item) => item.configKey === 'need_invoice')?.configValue ?? NaN);

/** An invoice message of the shipper, made through 开票信息 as staff would. */
async function messageOf(shipperCode: unknown, shipperName: unknown): Promise<number> {
  const made = await post('/ntocc-basic-api/invoiceMessage', {
    ownerType: 'shipper', shipperCode, shipperName, invoiceTitle: String(shipperName), taxNumber: uscc('91370100MA3C5LXK7'),
    invoiceType: 'vat_special', invoiceMedium: 'electronic', registeredAddress: '山东省济南市历下区经十路9777号', registeredPhone: '0531-88886666',
    bankName: '中国工商银行济南分行营业部', bankAccount: '1602023309200123456',
  });
  expect(made.status, made.msg).toBe(Status.OK);
  return Number(made.data.id);
}

describe('demo data: pending records and their history, each naming a real signed waybill and carrying its amounts', () => {
  test.each([['tms_invoice_application'], ['tms_payment_application'], ['tms_verification']])('%s names signed or completed waybills, each once, and has pending and decided records', async (table) => {
    const records = await rows(table);
    expect(records.length).toBeGreaterThanOrEqual(100);
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    for (const r of records) {
      const waybill = waybills.get(r.shipping_note_number)!;
      expect(waybill, String(r.shipping_note_number)).toBeDefined();
      expect(['signed', 'completed']).toContain(waybill.status);
      near(r.freight_amount, Number(waybill.total_monetary_amount), 0.01);
    }
    expect(new Set(records.map((r) => r.shipping_note_number)).size).toBe(records.length);
    const states = new Set(records.map((r) => r.status));
    for (const state of ['pending', 'approved', 'rejected']) expect(states).toContain(state);
    expect(records.filter((r) => r.status === 'rejected').every((r) => r.review_remark)).toBe(true);
  });

  test('an invoice application is the waybill shipper\'s, its tax is the freight × rate ÷ (100 + rate)', async () => {
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    for (const r of await rows('tms_invoice_application')) {
      const waybill = waybills.get(r.shipping_note_number)!;
      expect(r.shipper_code).toBe(waybill.shipper_code);
      expect(r.tax_number).toBe(waybill.consignor_i_d ?? waybill.consignor_id);
      const rate = Number(r.tax_rate);
      near(r.tax_amount, (Number(r.freight_amount) * rate) / (100 + rate), 0.01);
      near(Number(r.tax_amount) + Number(r.amount_excluding_tax), Number(r.freight_amount), 0.011);
    }
  });

  test('a payment application pays the waybill\'s driver its balance less the deductions', async () => {
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    for (const r of await rows('tms_payment_application')) {
      const waybill = waybills.get(r.shipping_note_number)!;
      expect(r.driver_code).toBe(waybill.driver_code);
      near(r.prepaid_amount, Number(waybill.prepaid_amount), 0.01);
      near(r.amount_payable, Number(r.balance_amount) - Number(r.deduction_amount ?? 0), 0.01);
      expect(Number(r.amount_payable)).toBeGreaterThanOrEqual(0);
      if (Number(r.deduction_amount) > 0) expect(r.deduction_reason).toBeTruthy();
    }
  });

  test('a write-off sets the waybill\'s prepaid cash and oil card against its freight, never more', async () => {
    for (const r of await rows('tms_verification')) {
      near(r.verified_amount, Number(r.prepaid_amount) + Number(r.oil_card_amount ?? 0), 0.01);
      expect(Number(r.verified_amount)).toBeGreaterThan(0);
      expect(Number(r.verified_amount)).toBeLessThanOrEqual(Number(r.freight_amount));
    }
  });

  test('a statement\'s confirmed amount is its freight total plus adjustments; drafts are not yet submitted', async () => {
    const records = await rows('tms_reconciliation');
    expect(records.length).toBeGreaterThanOrEqual(50);
    for (const r of records) {
      near(r.confirmed_amount, Number(r.freight_total) + Number(r.adjustment_amount ?? 0), 0.01);
      expect(String(r.period_from) <= String(r.period_to)).toBe(true);
      expect(r.party_name).toBe(r.customer_name);
    }
    expect(records.filter((r) => r.status === 'draft').every((r) => r.submit_date_time === null)).toBe(true);
    expect(records.filter((r) => r.status === 'pending').every((r) => r.submit_date_time !== null)).toBe(true);
  });

  test('need_invoice counts the pending invoice applications of the branch', async () => {
    const pending = (await rows('tms_invoice_application')).filter((r) => r.status === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(await needInvoice()).toBe(pending);
  });
});

describe('开票审核: pending → approved or rejected with a reason; need_invoice rises and falls', () => {
  test('an application takes the waybill\'s shipper and freight and the message\'s title; tax is computed; need_invoice rises, then falls on approval', async () => {
    const [waybill] = await freeWaybills('tms_invoice_application');
    const messageId = await messageOf(waybill.shipper_code, waybill.shipper_name);
    const before = await needInvoice();
    const made = await post(INVOICE, { shippingNoteNumber: waybill.shipping_note_number, invoiceMessageId: messageId, invoiceType: 'vat_special', taxRate: 9 });
    expect(made.status, made.msg).toBe(Status.OK);
    const freight = Number(waybill.total_monetary_amount);
    expect(made.data).toMatchObject({ status: 'pending', reviewLevel: 0, shipperCode: waybill.shipper_code, shipperName: waybill.shipper_name, invoiceTitle: waybill.shipper_name, registeredPhone: '0531-88886666', waybillId: waybill.id });
    near(made.data.freightAmount, freight, 0.005);
    near(made.data.taxAmount, Math.round((freight * 9 / 109) * 100) / 100, 0.005);
    near(Number(made.data.taxAmount) + Number(made.data.amountExcludingTax), Number(made.data.freightAmount), 0.005);
    expect(String(made.data.applicationNumber)).toMatch(/^KP\d{14}$/);
    expect(await needInvoice()).toBe(before + 1);
    // 审核配置 (as seeded) gives the first level to 分公司运营财务: another role is refused, naming it.
    const wrongRole = await post(`${INVOICE}/${made.data.id}/approve`, {}, fx.tokens.admin);
    expect(wrongRole.status).not.toBe(Status.OK);
    expect(wrongRole.msg).toContain('分公司运营财务');
    // A second application of the same waybill is refused while this one is live.
    const again = await post(INVOICE, { shippingNoteNumber: waybill.shipping_note_number, invoiceMessageId: messageId, invoiceType: 'vat_normal', taxRate: 9 });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    const approved = await post(`${INVOICE}/${made.data.id}/approve`, {}, fx.tokens.staff);
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect(approved.data.reviewDateTime).toBeTruthy();
    expect(await needInvoice()).toBe(before);
    // Approved once: approving or rejecting again is refused (the queue reaches pending records only).
    expect((await post(`${INVOICE}/${made.data.id}/approve`, {}, fx.tokens.staff)).status).not.toBe(Status.OK);
    expect((await post(`${INVOICE}/${made.data.id}/reject`, { reviewRemark: '重复' }, fx.tokens.staff)).status).not.toBe(Status.OK);
    expect(await stateOf('tms_invoice_application', made.data.id)).toBe('approved');
    // Nor can it be edited any more (out of the queue, and its invoice fields locked once approved).
    expect((await put(`${INVOICE}/${made.data.id}`, { taxRate: 6 })).status).not.toBe(Status.OK);
    expect((await db().selectFrom('tms_invoice_application').select('tax_rate').where('id', '=', Number(made.data.id)).executeTakeFirstOrThrow() as Row).tax_rate).toBe(9);
  });

  test('a reject needs its reason; once rejected the waybill may be applied for again; need_invoice falls', async () => {
    const [waybill] = await freeWaybills('tms_invoice_application');
    const messageId = await messageOf(waybill.shipper_code, waybill.shipper_name);
    const made = await post(INVOICE, { shippingNoteNumber: waybill.shipping_note_number, invoiceMessageId: messageId, invoiceType: 'vat_normal', taxRate: 3 });
    expect(made.status, made.msg).toBe(Status.OK);
    const withIt = await needInvoice();
    expect((await post(`${INVOICE}/${made.data.id}/reject`, {}, fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await post(`${INVOICE}/${made.data.id}/reject`, { reviewRemark: '纳税人识别号有误，请核对' }, fx.tokens.staff);
    expect(rejected.data).toMatchObject({ status: 'rejected', reviewRemark: '纳税人识别号有误，请核对' });
    expect(await needInvoice()).toBe(withIt - 1);
    const again = await post(INVOICE, { shippingNoteNumber: waybill.shipping_note_number, invoiceMessageId: messageId, invoiceType: 'vat_normal', taxRate: 3 });
    expect(again.status, again.msg).toBe(Status.OK);
    expect(await needInvoice()).toBe(withIt);
  });

  test('the title must be an invoice message of the waybill\'s shipper; a waybill not signed is refused', async () => {
    const [waybill, other] = await freeWaybills('tms_invoice_application', (w) => w.shipper_code !== null);
    const foreign = (await freeWaybills('tms_invoice_application', (w) => w.shipper_code !== waybill.shipper_code))[0];
    const foreignMessage = await messageOf(foreign.shipper_code, foreign.shipper_name);
    const refused = await post(INVOICE, { shippingNoteNumber: waybill.shipping_note_number, invoiceMessageId: foreignMessage, invoiceType: 'vat_special', taxRate: 9 });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(refused.data)).toContain('invoiceMessageId');
    const noMessage = await post(INVOICE, { shippingNoteNumber: other.shipping_note_number, invoiceType: 'vat_special', taxRate: 9 });
    expect(noMessage.status).toBe(Status.INVALID_PAYLOAD);
    const loaded = await db().selectFrom('tms_waybill').selectAll().where('status', '=', 'loaded').limit(1).executeTakeFirstOrThrow() as Row;
    const unsigned = await post(INVOICE, { shippingNoteNumber: loaded.shipping_note_number, invoiceMessageId: foreignMessage, invoiceType: 'vat_special', taxRate: 9 });
    expect(unsigned.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('with two levels (审核配置) the first approval keeps it pending at level 1 and in need_invoice; the second, by the second role, approves', async () => {
    await reviewLevels('invoice', '2');
    try {
      const [waybill] = await freeWaybills('tms_invoice_application');
      const messageId = await messageOf(waybill.shipper_code, waybill.shipper_name);
      const made = await post(INVOICE, { shippingNoteNumber: waybill.shipping_note_number, invoiceMessageId: messageId, invoiceType: 'vat_special', taxRate: 9 });
      const withIt = await needInvoice();
      const first = await post(`${INVOICE}/${made.data.id}/approve`, {}, fx.tokens.staff);
      expect(first.data).toMatchObject({ status: 'pending', reviewLevel: 1 });
      expect(await needInvoice()).toBe(withIt);
      expect((await post(`${INVOICE}/${made.data.id}/approve`, {}, fx.tokens.staff)).status).not.toBe(Status.OK);
      const second = await post(`${INVOICE}/${made.data.id}/approve`, {}, fx.tokens.admin);
      expect(second.data).toMatchObject({ status: 'approved', reviewLevel: 2 });
      expect(await needInvoice()).toBe(withIt - 1);
    } finally {
      await reviewLevels('invoice', '1');
    }
  });

  test('the queue shows each application with its waybill\'s record id (the link to the waybill) and the review level', async () => {
    const listed = await get<{ records: Row[] }>(`${INVOICE}/list`, { pageSize: 50 }, fx.tokens.staff);
    const ids = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w.id]));
    expect(listed.data.records.length).toBeGreaterThan(0);
    for (const record of listed.data.records) {
      expect(record.waybillId).toBe(ids.get(record.shippingNoteNumber));
      expect(typeof record.reviewLevel).toBe('number');
    }
  });

  test('shipper and driver accounts may not approve, reject or list the queue; the screen lists only pending records', async () => {
    const pending = await db().selectFrom('tms_invoice_application').selectAll().where('status', '=', 'pending').orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
    for (const token of [fx.tokens.shipper, fx.tokens.driver]) {
      expect((await post(`${INVOICE}/${pending.id}/approve`, {}, token)).status).not.toBe(Status.OK);
      expect((await post(`${INVOICE}/${pending.id}/reject`, { reviewRemark: 'x' }, token)).status).not.toBe(Status.OK);
      expect((await get(`${INVOICE}/list`, {}, token)).status).not.toBe(Status.OK);
    }
    expect((await get<Row>(`${INVOICE}/${pending.id}`)).data.status).toBe('pending');
    const listed = await get<{ records: Row[]; total: number }>(`${INVOICE}/list`, { pageSize: 500, status: 'pending' }, fx.tokens.staff);
    expect(listed.status).toBe(Status.OK);
    expect(listed.data.records.every((r) => r.status === 'pending')).toBe(true);
  });
});

describe('财务审核: the amount payable is the balance less deductions, paid to the payee\'s own verified card', () => {
  async function waybillWithCard(): Promise<{ waybill: Row; card: Row }> {
    const cards = await db().selectFrom('basic_bank_card').selectAll().where('owner_type', '=', 'driver').where('verify_status', '=', 'verified').execute() as Row[];
    const byDriver = new Map(cards.map((c) => [c.driver_code, c]));
    const [waybill] = await freeWaybills('tms_payment_application', (w) => byDriver.has(w.driver_code) && Number(w.balance_amount) > 300);
    return { waybill, card: byDriver.get(waybill.driver_code)! };
  }

  test('made from the waybill: driver, vehicle, freight, prepaid and balance copied; deductions need a reason and may not exceed the balance', async () => {
    const { waybill, card } = await waybillWithCard();
    const base = { shippingNoteNumber: waybill.shipping_note_number, bankCardNumber: card.card_number };
    expect((await post(PAYMENT, { ...base, deductionAmount: 100 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(PAYMENT, { ...base, deductionAmount: Number(waybill.balance_amount) + 1, deductionReason: '货损扣款' })).status).toBe(Status.INVALID_PAYLOAD);
    const made = await post(PAYMENT, { ...base, deductionAmount: 120.5, deductionReason: '货损扣款' });
    expect(made.status, made.msg).toBe(Status.OK);
    expect(made.data).toMatchObject({ status: 'pending', driverCode: waybill.driver_code, driverName: waybill.driver_name, vehicleNumber: waybill.vehicle_number, payeeAccountName: card.account_name });
    near(made.data.amountPayable, Number(waybill.balance_amount) - 120.5, 0.005);
    expect(String(made.data.applicationNumber)).toMatch(/^FK\d{14}$/);
    const edited = await put(`${PAYMENT}/${made.data.id}`, { deductionAmount: 0 });
    near(edited.data.amountPayable, Number(waybill.balance_amount), 0.005);
    expect((await post(PAYMENT, base)).status).toBe(Status.INVALID_PAYLOAD);
    const approved = await post(`${PAYMENT}/${made.data.id}/approve`, {}, fx.tokens.staff);
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect((await post(`${PAYMENT}/${made.data.id}/reject`, { reviewRemark: 'x' }, fx.tokens.staff)).status).not.toBe(Status.OK);
    expect(await stateOf('tms_payment_application', made.data.id)).toBe('approved');
  });

  test('another driver\'s card is refused', async () => {
    const { waybill } = await waybillWithCard();
    const other = await db().selectFrom('basic_bank_card').selectAll().where('owner_type', '=', 'driver').where('verify_status', '=', 'verified')
      .where('driver_code', '!=', String(waybill.driver_code)).limit(1).executeTakeFirstOrThrow() as Row;
    const refused = await post(PAYMENT, { shippingNoteNumber: waybill.shipping_note_number, bankCardNumber: other.card_number });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(refused.data)).toContain('bankCardNumber');
  });

  test('a driver may not approve his own application, nor anyone\'s', async () => {
    const pending = await db().selectFrom('tms_payment_application').selectAll().where('status', '=', 'pending').limit(1).executeTakeFirstOrThrow() as Row;
    expect((await post(`${PAYMENT}/${pending.id}/approve`, {}, fx.tokens.driver)).status).not.toBe(Status.OK);
    expect((await post(`${PAYMENT}/${pending.id}/approve`, {}, fx.tokens.shipper)).status).not.toBe(Status.OK);
    const rejected = await post(`${PAYMENT}/${pending.id}/reject`, { reviewRemark: '回单未上传，暂不付款' }, fx.tokens.staff);
    expect(rejected.data).toMatchObject({ status: 'rejected' });
  });
});

describe('核销审核: prepaid cash and oil card written off against the freight', () => {
  test('the verified amount is prepaid plus oil card; nothing to write off or more than the freight is refused; approve and reject', async () => {
    const [withPrepaid] = await freeWaybills('tms_verification', (w) => Number(w.prepaid_amount) > 0);
    const [without] = await freeWaybills('tms_verification', (w) => Number(w.prepaid_amount) === 0);
    expect((await post(VERIFICATION, { shippingNoteNumber: without.shipping_note_number })).status).toBe(Status.INVALID_PAYLOAD);
    const over = Number(withPrepaid.total_monetary_amount) - Number(withPrepaid.prepaid_amount) + 1;
    expect((await post(VERIFICATION, { shippingNoteNumber: withPrepaid.shipping_note_number, oilCardAmount: over })).status).toBe(Status.INVALID_PAYLOAD);
    const made = await post(VERIFICATION, { shippingNoteNumber: withPrepaid.shipping_note_number, oilCardAmount: 300 });
    expect(made.status, made.msg).toBe(Status.OK);
    near(made.data.verifiedAmount, Number(withPrepaid.prepaid_amount) + 300, 0.005);
    expect(made.data).toMatchObject({ status: 'pending', driverCode: withPrepaid.driver_code });
    const oilOnly = await post(VERIFICATION, { shippingNoteNumber: without.shipping_note_number, oilCardAmount: 500 });
    expect(oilOnly.data.verifiedAmount).toBe(500);
    expect((await post(`${VERIFICATION}/${made.data.id}/approve`, {}, fx.tokens.driver)).status).not.toBe(Status.OK);
    expect((await post(`${VERIFICATION}/${made.data.id}/approve`, {}, fx.tokens.staff)).data).toMatchObject({ status: 'approved' });
    expect((await post(`${VERIFICATION}/${oilOnly.data.id}/reject`, { reviewRemark: '油卡充值记录与申请金额不符' }, fx.tokens.staff)).data).toMatchObject({ status: 'rejected' });
    expect((await post(`${VERIFICATION}/${oilOnly.data.id}/approve`, {}, fx.tokens.staff)).status).not.toBe(Status.OK);
    expect(await stateOf('tms_verification', oilOnly.data.id)).toBe('rejected');
  });
});

describe('对账审核: draft → pending → approved or rejected; a shipper statement counts his waybills', () => {
  test('a shipper statement counts the shipper\'s signed waybills of the period and sums their freight; submit, approve', async () => {
    const signed = await db().selectFrom('tms_waybill').selectAll().where('status', 'in', ['signed', 'completed']).where('shipper_code', '=', fx.codes.shipper)
      .where('signed_date_time', 'is not', null).execute() as Row[];
    expect(signed.length).toBeGreaterThan(0);
    const day = String(signed[0].signed_date_time).slice(0, 7);
    const periodFrom = `${day.replace('-', '')}01`;
    const periodTo = `${day.replace('-', '')}28`;
    const inPeriod = signed.filter((w) => { const d = String(w.signed_date_time).slice(0, 10).replace(/-/g, ''); return d >= periodFrom && d <= periodTo; });
    const made = await post(RECONCILIATION, { partyType: 'shipper', shipperCode: fx.codes.shipper, periodFrom, periodTo, adjustmentAmount: -200, adjustmentReason: '磅差扣减', waybillCount: 1, freightTotal: 1 });
    expect(made.status, made.msg).toBe(Status.OK);
    const total = inPeriod.reduce((sum, w) => sum + Number(w.total_monetary_amount), 0);
    expect(made.data).toMatchObject({ status: 'draft', waybillCount: inPeriod.length });
    near(made.data.freightTotal, total, 0.01);
    near(made.data.confirmedAmount, total - 200, 0.01);
    expect(String(made.data.partyName)).toBeTruthy();
    // Approving a draft is refused: it must be submitted first (the queue does not even reach it).
    expect((await post(`${RECONCILIATION}/${made.data.id}/approve`, {}, fx.tokens.staff)).status).not.toBe(Status.OK);
    expect(await stateOf('tms_reconciliation', made.data.id)).toBe('draft');
    const submitted = await post(`${RECONCILIATION}/${made.data.id}/submit`, {});
    expect(submitted.data).toMatchObject({ status: 'pending', waybillCount: inPeriod.length });
    expect(submitted.data.submitDateTime).toBeTruthy();
    // Pending: its figures are locked.
    expect((await put(`${RECONCILIATION}/${made.data.id}`, { adjustmentAmount: 0 })).status).not.toBe(Status.OK);
    expect((await post(`${RECONCILIATION}/${made.data.id}/approve`, {}, fx.tokens.shipper)).status).not.toBe(Status.OK);
    const approved = await post(`${RECONCILIATION}/${made.data.id}/approve`, {}, fx.tokens.staff);
    expect(approved.data).toMatchObject({ status: 'approved' });
  });

  test('a customer statement needs the customer and its figures; rejected, corrected and submitted again', async () => {
    const customer = await db().selectFrom('basic_upstream_customer').selectAll().where('status', '=', 'enabled').limit(1).executeTakeFirstOrThrow() as Row;
    const base = { partyType: 'customer', customerCode: customer.customer_code, periodFrom: '20260101', periodTo: '20260131' };
    expect((await post(RECONCILIATION, base)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(RECONCILIATION, { ...base, periodTo: '20251231', waybillCount: 3, freightTotal: 9000 })).status).toBe(Status.INVALID_PAYLOAD);
    const made = await post(RECONCILIATION, { ...base, waybillCount: 86, freightTotal: 412350.5, adjustmentAmount: 1500, adjustmentReason: '压车费' });
    expect(made.status, made.msg).toBe(Status.OK);
    expect(made.data).toMatchObject({ partyName: customer.customer_name, confirmedAmount: 413850.5 });
    expect(String(made.data.reconciliationNumber)).toMatch(/^DZ\d{14}$/);
    await post(`${RECONCILIATION}/${made.data.id}/submit`, {});
    expect((await post(`${RECONCILIATION}/${made.data.id}/reject`, {}, fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`${RECONCILIATION}/${made.data.id}/reject`, { reviewRemark: '调整金额缺少依据' }, fx.tokens.staff)).data).toMatchObject({ status: 'rejected' });
    const corrected = await put(`${RECONCILIATION}/${made.data.id}`, { adjustmentAmount: 0 });
    expect(corrected.data).toMatchObject({ confirmedAmount: 412350.5 });
    expect((await post(`${RECONCILIATION}/${made.data.id}/submit`, {})).data).toMatchObject({ status: 'pending' });
  });
});
