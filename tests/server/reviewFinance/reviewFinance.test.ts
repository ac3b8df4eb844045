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

/** Signed or completed waybills none of whose records of this table holds them (an invoice
 * application holds its waybills through its lines, tms_invoice_line). */
async function freeWaybills(table: string, extra: (w: Row) => boolean = () => true): Promise<Row[]> {
  const taken = new Set(table === 'tms_invoice_application'
    ? (await rows('tms_invoice_line')).filter((l) => l.live_key !== null).map((l) => l.live_key)
    : (await rows(table)).map((r) => r.shipping_note_number));
  return (await db().selectFrom('tms_waybill').selectAll().where('status', 'in', ['signed', 'completed']).orderBy('id', 'desc').limit(600).execute() as Row[])
    .filter((w) => !taken.has(w.shipping_note_number) && extra(w));
}

/** The waybill's freight accounted by settlement (wave 3: only accounted freight is invoiced),
 * at the waybill's freight with no service fee, so the invoice's total is the waybill's freight. */
async function accounted(waybill: Row): Promise<Row> {
  const values = { status: 'accounted', accounted_freight: waybill.total_monetary_amount, service_fee_rate: 0, service_fee_amount: 0, shipper_total: waybill.total_monetary_amount };
  const found = await db().selectFrom('tms_freight_accounting').select('id').where('shipping_note_number', '=', String(waybill.shipping_note_number)).executeTakeFirst();
  if (found) await db().updateTable('tms_freight_accounting').set(values as never).where('id', '=', Number(found.id)).execute();
  else {
    await db().insertInto('tms_freight_accounting').values({
      shipping_note_number: waybill.shipping_note_number, shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name, branch_code: waybill.branch_code,
      gmt_created: '2026-03-01 10:00:00', gmt_modified: '2026-03-01 10:00:00', ...values,
    } as never).execute();
  }
  return waybill;
}

/** The prepayments of each waybill actually paid (预付管理, status paid), in yuan: what settlement
 * counts as prepaid (server/routes/tms/settlement/tables.ts paidPrepaymentFen). */
async function paidPrepayments(): Promise<Map<unknown, number>> {
  const paid = new Map<unknown, number>();
  for (const p of await rows('tms_pay_in_advance')) {
    if (p.status === 'paid') paid.set(p.shipping_note_number, Math.round(((paid.get(p.shipping_note_number) ?? 0) + Number(p.apply_amount)) * 100) / 100);
  }
  return paid;
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
  // The demo's invoice applications (several waybills each since wave 3) are checked against their
  // waybills and freight accounting in tests/server/invoice/demo.test.ts.
  test.each([['tms_payment_application'], ['tms_verification']])('%s names signed or completed waybills, each once, and has pending and decided records', async (table) => {
    const records = await rows(table);
    expect(records.length).toBeGreaterThanOrEqual(100);
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    const accountings = new Map((await rows('tms_freight_accounting')).map((a) => [a.shipping_note_number, a]));
    for (const r of records) {
      const waybill = waybills.get(r.shipping_note_number)!;
      expect(waybill, String(r.shipping_note_number)).toBeDefined();
      expect(['signed', 'completed']).toContain(waybill.status);
      if (table === 'tms_payment_application') {
        // Wave 3: made from the waybill's accounting (server/routes/tms/settlement), its freight is the accounted
        // freight, which the final approval then lowers by the deduction it books against the accounting.
        const accounting = accountings.get(r.shipping_note_number)!;
        expect(accounting?.status, String(r.shipping_note_number)).toBe('accounted');
        const booked = ['approved', 'paying', 'paid'].includes(String(r.status)) ? Number(r.deduction_amount ?? 0) : 0;
        near(Number(r.freight_amount) - booked, Number(accounting.accounted_freight), 0.01);
      } else near(r.freight_amount, Number(waybill.total_monetary_amount), 0.01);
    }
    expect(new Set(records.map((r) => r.shipping_note_number)).size).toBe(records.length);
    const states = new Set(records.map((r) => r.status));
    for (const state of ['pending', 'approved', 'rejected']) expect(states).toContain(state);
    expect(records.filter((r) => r.status === 'rejected').every((r) => r.review_remark)).toBe(true);
  });

  test('an invoice application is the waybill shipper\'s, its buyer his invoice message, its tax is the total × rate ÷ (100 + rate)', async () => {
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    const messages = new Map((await rows('basic_invoice_message')).map((m) => [m.id, m]));
    for (const r of await rows('tms_invoice_application')) {
      const waybill = waybills.get(r.shipping_note_number)!;
      expect(r.shipper_code).toBe(waybill.shipper_code);
      expect(r.tax_number).toBe(messages.get(r.invoice_message_id)!.tax_number);
      const rate = Number(r.tax_rate);
      near(r.tax_amount, (Number(r.freight_amount) * rate) / (100 + rate), 0.01);
      near(Number(r.tax_amount) + Number(r.amount_excluding_tax), Number(r.freight_amount), 0.011);
    }
  });

  test('a payment application pays the waybill\'s driver its balance less the deductions', async () => {
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    const paid = await paidPrepayments();
    for (const r of await rows('tms_payment_application')) {
      const waybill = waybills.get(r.shipping_note_number)!;
      expect(r.driver_code).toBe(waybill.driver_code);
      // Wave 3: prepaid is what was actually paid through 预付管理, not the waybill's own prepaid field.
      near(r.prepaid_amount, paid.get(r.shipping_note_number) ?? 0, 0.01);
      near(r.balance_amount, Number(r.freight_amount) - Number(r.prepaid_amount), 0.01);
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
    await accounted(waybill);
    const messageId = await messageOf(waybill.shipper_code, waybill.shipper_name);
    const before = await needInvoice();
    const made = await post(INVOICE, { shippingNoteNumbers: [waybill.shipping_note_number], invoiceMessageId: messageId, invoiceType: 'vat_special', taxRate: 9 });
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
    const again = await post(INVOICE, { shippingNoteNumbers: [waybill.shipping_note_number], invoiceMessageId: messageId, invoiceType: 'vat_normal', taxRate: 9 });
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
    await accounted(waybill);
    const messageId = await messageOf(waybill.shipper_code, waybill.shipper_name);
    const made = await post(INVOICE, { shippingNoteNumbers: [waybill.shipping_note_number], invoiceMessageId: messageId, invoiceType: 'vat_normal', taxRate: 3 });
    expect(made.status, made.msg).toBe(Status.OK);
    const withIt = await needInvoice();
    expect((await post(`${INVOICE}/${made.data.id}/reject`, {}, fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await post(`${INVOICE}/${made.data.id}/reject`, { reviewRemark: '纳税人识别号有误，请核对' }, fx.tokens.staff);
    expect(rejected.data).toMatchObject({ status: 'rejected', reviewRemark: '纳税人识别号有误，请核对' });
    expect(await needInvoice()).toBe(withIt - 1);
    const again = await post(INVOICE, { shippingNoteNumbers: [waybill.shipping_note_number], invoiceMessageId: messageId, invoiceType: 'vat_normal', taxRate: 3 });
    expect(again.status, again.msg).toBe(Status.OK);
    expect(await needInvoice()).toBe(withIt);
  });

  test('the title must be an invoice message of the waybill\'s shipper; a waybill not signed is refused', async () => {
    const [waybill, other] = await freeWaybills('tms_invoice_application', (w) => w.shipper_code !== null);
    const foreign = (await freeWaybills('tms_invoice_application', (w) => w.shipper_code !== waybill.shipper_code))[0];
    await accounted(waybill);
    await accounted(other);
    const foreignMessage = await messageOf(foreign.shipper_code, foreign.shipper_name);
    const refused = await post(INVOICE, { shippingNoteNumbers: [waybill.shipping_note_number], invoiceMessageId: foreignMessage, invoiceType: 'vat_special', taxRate: 9 });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(refused.data)).toContain('invoiceMessageId');
    const noMessage = await post(INVOICE, { shippingNoteNumbers: [other.shipping_note_number], invoiceType: 'vat_special', taxRate: 9 });
    expect(noMessage.status).toBe(Status.INVALID_PAYLOAD);
    const loaded = await db().selectFrom('tms_waybill').selectAll().where('status', '=', 'loaded').limit(1).executeTakeFirstOrThrow() as Row;
    const unsigned = await post(INVOICE, { shippingNoteNumbers: [loaded.shipping_note_number], invoiceMessageId: foreignMessage, invoiceType: 'vat_special', taxRate: 9 });
    expect(unsigned.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('with two levels (审核配置) the first approval keeps it pending at level 1 and in need_invoice; the second, by the second role, approves', async () => {
    await reviewLevels('invoice', '2');
    try {
      const [waybill] = await freeWaybills('tms_invoice_application');
      await accounted(waybill);
      const messageId = await messageOf(waybill.shipper_code, waybill.shipper_name);
      const made = await post(INVOICE, { shippingNoteNumbers: [waybill.shipping_note_number], invoiceMessageId: messageId, invoiceType: 'vat_special', taxRate: 9 });
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

  test('shipper and driver accounts may not approve or reject, nor list others\' applications; the screen lists only pending records', async () => {
    const pending = await db().selectFrom('tms_invoice_application').selectAll().where('status', '=', 'pending').orderBy('id').limit(1).executeTakeFirstOrThrow() as Row;
    for (const token of [fx.tokens.shipper, fx.tokens.driver]) {
      expect((await post(`${INVOICE}/${pending.id}/approve`, {}, token)).status).not.toBe(Status.OK);
      expect((await post(`${INVOICE}/${pending.id}/reject`, { reviewRemark: 'x' }, token)).status).not.toBe(Status.OK);
    }
    // A driver has no invoice screen; a shipper lists his own applications on 申请开票 (wave 3), never the queue's others.
    expect((await get(`${INVOICE}/list`, {}, fx.tokens.driver)).status).not.toBe(Status.OK);
    const own = await get<{ records: Row[] }>(`${INVOICE}/list`, { pageSize: 100 }, fx.tokens.shipper);
    expect(own.data.records.every((r) => r.shipperCode === fx.codes.shipper)).toBe(true);
    expect((await get<Row>(`${INVOICE}/${pending.id}`)).data.status).toBe('pending');
    const listed = await get<{ records: Row[]; total: number }>(`${INVOICE}/list`, { pageSize: 500, status: 'pending' }, fx.tokens.staff);
    expect(listed.status).toBe(Status.OK);
    expect(listed.data.records.every((r) => r.status === 'pending')).toBe(true);
  });
});

describe('财务审核: the amount payable is the balance less deductions, paid to the payee\'s own verified card', () => {
  /** A waybill of a driver with a verified card and no payment application, its freight accounted
   * here as settlement would account it (wave 3: an application is made from an accounted waybill,
   * server/routes/tms/settlement): the waybill's freight with a 加款 of 200.00, less the prepayments
   * actually paid, no service fee — figures other than the waybill's own, so the test shows which
   * are copied. Each call takes the next such waybill. */
  async function accountedWaybillWithCard(): Promise<{ waybill: Row; card: Row; accounting: Row }> {
    const cards = await db().selectFrom('basic_bank_card').selectAll().where('owner_type', '=', 'driver').where('verify_status', '=', 'verified').execute() as Row[];
    const byDriver = new Map(cards.map((c) => [c.driver_code, c]));
    const paid = await paidPrepayments();
    const prepaidOf = (w: Row) => paid.get(w.shipping_note_number) ?? 0;
    const [waybill] = await freeWaybills('tms_payment_application', (w) => byDriver.has(w.driver_code) && Number(w.total_monetary_amount) - prepaidOf(w) > 300);
    const cents = (yuan: number) => Math.round(yuan * 100) / 100;
    const accountedFreight = cents(Number(waybill.total_monetary_amount) + 200);
    const accounting: Row = {
      shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name, driver_code: waybill.driver_code, driver_name: waybill.driver_name,
      vehicle_number: waybill.vehicle_number, signed_date_time: waybill.signed_date_time, freight_amount: waybill.total_monetary_amount,
      adjustment_amount: 200, adjustment_count: 1, adjustment_reason: 'fuelSubsidy', accounted_freight: accountedFreight, prepaid_amount: prepaidOf(waybill),
      balance_amount: cents(accountedFreight - prepaidOf(waybill)), service_fee_rate: 0, service_fee_amount: 0, shipper_total: accountedFreight,
      status: 'accounted', payment_status: 'unapplied', application_number: null, accounted_date_time: '2026-03-01 10:00:00', gmt_modified: '2026-03-01 10:00:00',
    };
    const found = await db().selectFrom('tms_freight_accounting').select('id').where('shipping_note_number', '=', String(waybill.shipping_note_number)).executeTakeFirst();
    if (found) await db().updateTable('tms_freight_accounting').set(accounting as never).where('id', '=', Number(found.id)).execute();
    else {
      await db().insertInto('tms_freight_accounting').values({
        ...accounting, shipping_note_number: waybill.shipping_note_number, branch_code: waybill.branch_code, gmt_created: '2026-03-01 10:00:00',
      } as never).execute();
    }
    return { waybill, card: byDriver.get(waybill.driver_code)!, accounting };
  }

  // Wave 3: the amounts are copied from the waybill's accounting (accounted freight, paid prepayments), no longer from the waybill.
  test('made from the accounted waybill: driver, vehicle, freight, prepaid and balance copied from its accounting; deductions need a reason and may not exceed the balance', async () => {
    const { waybill, card, accounting } = await accountedWaybillWithCard();
    const balance = Number(accounting.balance_amount);
    const base = { shippingNoteNumber: waybill.shipping_note_number, bankCardNumber: card.card_number };
    expect((await post(PAYMENT, { ...base, deductionAmount: 100 })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(PAYMENT, { ...base, deductionAmount: balance + 1, deductionReason: '货损扣款' })).status).toBe(Status.INVALID_PAYLOAD);
    const made = await post(PAYMENT, { ...base, deductionAmount: 120.5, deductionReason: '货损扣款' });
    expect(made.status, made.msg).toBe(Status.OK);
    expect(made.data).toMatchObject({ status: 'pending', driverCode: waybill.driver_code, driverName: waybill.driver_name, vehicleNumber: waybill.vehicle_number, payeeAccountName: card.account_name });
    near(made.data.freightAmount, Number(accounting.accounted_freight), 0.005);
    near(made.data.prepaidAmount, Number(accounting.prepaid_amount), 0.005);
    near(made.data.balanceAmount, balance, 0.005);
    near(made.data.amountPayable, balance - 120.5, 0.005);
    expect(String(made.data.applicationNumber)).toMatch(/^FK\d{14}$/);
    const edited = await put(`${PAYMENT}/${made.data.id}`, { deductionAmount: 0 });
    near(edited.data.amountPayable, balance, 0.005);
    expect((await post(PAYMENT, base)).status).toBe(Status.INVALID_PAYLOAD);
    const approved = await post(`${PAYMENT}/${made.data.id}/approve`, {}, fx.tokens.staff);
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect((await post(`${PAYMENT}/${made.data.id}/reject`, { reviewRemark: 'x' }, fx.tokens.staff)).status).not.toBe(Status.OK);
    expect(await stateOf('tms_payment_application', made.data.id)).toBe('approved');
  });

  test('another driver\'s card is refused', async () => {
    // An accounted waybill with no live application, so that the card is the only thing wrong (wave 3).
    const { waybill } = await accountedWaybillWithCard();
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
