// 物流金融 (issue 15): a proof is the applicant's own signed waybill with accounted, unpaid
// freight, pledged in one open loan only (refused naming the loan); the approved amount is at
// most 80% of the proofs' receivables; a driver reaches only his own loans and proofs; a
// disbursed loan past its due date is overdue; the demo pledges no waybill twice.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { toFen } from '../../../src/core/money/fen';
import { runLoanSweep } from '../../../server/routes/logisticsFinance';
import { entityRows, startFixture, type Fixture } from '../entities/support';

const LOAN = '/ntocc-tms-api/loan';
const PROOF = '/ntocc-tms-api/loanProof';
type Row = Record<string, unknown>;
let fx: Fixture;
const db = () => entityRows(fx);
const post = (path: string, json: unknown = {}, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const messageOf = (answer: { msg: string; data: unknown }) =>
  [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');
const OPEN = ['draft', 'submitted', 'approved', 'disbursed', 'overdue'];

/** Signed waybills of the driver whose freight is accounted, unpaid and pledged nowhere open. */
async function freeReceivables(driverCode: string): Promise<string[]> {
  const rows = await db().selectFrom('tms_freight_accounting as a').innerJoin('tms_waybill as w', 'w.shipping_note_number', 'a.shipping_note_number')
    .select('a.shipping_note_number').where('a.driver_code', '=', driverCode).where('a.status', '=', 'accounted').where('a.payment_status', 'in', ['unapplied', 'pending', 'approved'])
    .where('a.balance_amount', '>', 0).where('w.status', 'in', ['signed', 'completed'])
    .where('a.shipping_note_number', 'not in', db().selectFrom('loan_proof').select('shipping_note_number').where('loan_status', 'in', OPEN)).orderBy('a.id').execute();
  return rows.map((row) => String(row.shipping_note_number));
}

// The driver role holds 物流贷款 and 融资凭证 (server/seed/data/roles.json).
beforeAll(async () => {
  fx = await startFixture();
}, 120_000);
afterAll(async () => fx?.server.close());

describe('a driver applies with his own receivables', () => {
  test('proof eligibility, double pledge, the 80% cap', async () => {
    const driver = fx.codes.driver;
    const created = await post(LOAN, { applicantType: 'driver', driverCode: driver, amountRequested: 5000, termDays: 60, purpose: '车辆保养维修', financierBankCode: 'ICBK' }, fx.tokens.driver);
    expect(created.status, messageOf(created)).toBe(Status.OK);
    expect(created.data).toMatchObject({ status: 'draft', driverCode: driver });
    expect(messageOf(await post(`${LOAN}/${created.data.id}/apply`, {}, fx.tokens.driver))).toMatch(/融资凭证/);

    const [free] = await freeReceivables(driver);
    expect(free).toBeDefined();
    const added = await post(PROOF, { loanNumber: created.data.loanNumber, shippingNoteNumber: free }, fx.tokens.driver);
    expect(added.status, messageOf(added)).toBe(Status.OK);
    const accounting = await db().selectFrom('tms_freight_accounting').select('balance_amount').where('shipping_note_number', '=', free!).executeTakeFirstOrThrow();
    expect(added.data.receivableAmount).toBe(Number(accounting.balance_amount));

    // The same waybill in another open loan: refused naming the first.
    const other = await post(LOAN, { applicantType: 'driver', driverCode: driver, amountRequested: 3000, termDays: 30, purpose: '购置轮胎', financierBankCode: 'PCBC' }, fx.tokens.driver);
    const twice = await post(PROOF, { loanNumber: other.data.loanNumber, shippingNoteNumber: free }, fx.tokens.driver);
    expect(twice.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(twice)).toContain(String(created.data.loanNumber));
    // Another driver's waybill, a paid one, an unsigned one.
    const foreign = await db().selectFrom('tms_freight_accounting').select('shipping_note_number').where('driver_code', '!=', driver).where('status', '=', 'accounted').executeTakeFirstOrThrow();
    expect(messageOf(await post(PROOF, { loanNumber: other.data.loanNumber, shippingNoteNumber: foreign.shipping_note_number }, fx.tokens.driver))).toMatch(/不是申请人/);
    const paid = await db().selectFrom('tms_freight_accounting').select('shipping_note_number').where('driver_code', '=', driver).where('payment_status', '=', 'paid').executeTakeFirst();
    if (paid) expect(messageOf(await post(PROOF, { loanNumber: other.data.loanNumber, shippingNoteNumber: paid.shipping_note_number }, fx.tokens.driver))).toMatch(/已支付/);
    const unsigned = await db().selectFrom('tms_waybill').select('shipping_note_number').where('driver_code', '=', driver).where('status', 'in', ['dispatched', 'loaded', 'pending_dispatch']).executeTakeFirst();
    if (unsigned) expect(messageOf(await post(PROOF, { loanNumber: other.data.loanNumber, shippingNoteNumber: unsigned.shipping_note_number }, fx.tokens.driver))).toMatch(/签收后|找不到/);

    const loan = await fx.api.call<Row>(`${LOAN}/${created.data.id}`, { token: fx.tokens.driver });
    const receivableFen = toFen(String(loan.data.receivableTotal));
    expect(toFen(String(loan.data.maxApprovable))).toBe(Math.floor(receivableFen * 0.8));
    expect((await post(`${LOAN}/${created.data.id}/apply`, {}, fx.tokens.driver)).data.status).toBe('submitted');
    // Once submitted, proofs are locked.
    expect((await fx.api.call(`${PROOF}/${added.data.id}`, { method: 'DELETE', token: fx.tokens.driver })).status).toBe(Status.INVALID_PAYLOAD);

    const over = await post(`${LOAN}/${created.data.id}/approve`, { approvedAmount: Number(loan.data.maxApprovable) + 0.01 });
    expect(over.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(over)).toMatch(/超过可批额度/);
    const cap = Math.min(Number(loan.data.maxApprovable), 5000);
    const approved = await post(`${LOAN}/${created.data.id}/approve`, { approvedAmount: cap });
    expect(approved.data).toMatchObject({ status: 'approved', approvedAmount: cap });
    const disbursed = await post(`${LOAN}/${created.data.id}/disburse`, { contractNumber: 'ICBKJK20261127000123', disbursedAmount: cap, disbursedDate: '20251201', annualRate: 7.2 });
    expect(disbursed.data).toMatchObject({ status: 'disbursed', dueDate: '20260130' });
    const proofs = await db().selectFrom('loan_proof').select('loan_status').where('loan_number', '=', String(created.data.loanNumber)).execute();
    expect(proofs.map((p) => p.loan_status)).toEqual(['disbursed']);
    expect(await runLoanSweep(fx.server.db, fx.server.clock.now())).toBe(1);
    const swept = await fx.api.call<Row>(`${LOAN}/${created.data.id}`, { token: fx.tokens.staff });
    expect(swept.data.status).toBe('overdue');
    expect((await post(`${LOAN}/${created.data.id}/repay`, { repaidDate: '20260301' })).data.status).toBe('repaid');
  });

  test('a driver sees only his own loans and proofs', async () => {
    for (const path of [LOAN, PROOF]) {
      const own = await fx.api.call<{ records: Row[] }>(`${path}/list`, { query: { pageSize: 100 }, token: fx.tokens.driver });
      expect(own.data.records.length, path).toBeGreaterThan(0);
      expect(new Set(own.data.records.map((r) => r.driverCode)), path).toEqual(new Set([fx.codes.driver]));
    }
    const foreign = await db().selectFrom('loan_application').select('id').where('driver_code', '!=', fx.codes.driver).executeTakeFirstOrThrow();
    expect((await fx.api.call(`${LOAN}/${foreign.id}`, { token: fx.tokens.driver })).status).toBe(Status.NOT_FOUND);
    const created = await post(LOAN, { applicantType: 'driver', driverCode: 'SJ20250113000001', amountRequested: 3000, termDays: 30, purpose: '周转', financierBankCode: 'PCBC' }, fx.tokens.driver);
    // The server writes the caller's own code: a driver cannot apply for another.
    expect(created.data.driverCode ?? messageOf(created)).not.toBe('SJ20250113000001');
  });
});

describe('demo', () => {
  test('no waybill is pledged in two open loans; every state is there; the caps hold', async () => {
    const proofs = await db().selectFrom('loan_proof').select(['shipping_note_number']).where('loan_status', 'in', OPEN).execute();
    expect(new Set(proofs.map((p) => p.shipping_note_number)).size).toBe(proofs.length);
    const loans = await db().selectFrom('loan_application').select(['status', 'approved_amount', 'max_approvable']).execute();
    expect(new Set(loans.map((l) => l.status))).toEqual(new Set(['draft', 'submitted', 'approved', 'rejected', 'disbursed', 'overdue', 'repaid']));
    expect(loans.filter((l) => l.approved_amount !== null && Number(l.approved_amount) > Number(l.max_approvable))).toEqual([]);
  });
});
