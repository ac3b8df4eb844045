// 仓储结算 and 仓储发票 (issue 15): a customer's period is charged the tonnes he held at the end of
// each day times the warehouse's rate, plus his handling work; approval posts the charge to the
// ledger once, 收款 takes it from his wallet (refused when short, nothing moving), a period is
// settled once, a settlement invoiced once at 6 % with the tax in fen; a shipper sees only his
// own stock, settlements and invoices. Through the API of a real server on the demo data.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { DAY_MS } from '../../../server/storage/clock';
import { postJournal } from '../../../server/ledger';
import { chargeJournal } from '../../../server/routes/warehouse/settlement';
import { includedTaxFen } from '../../../server/routes/warehouse/invoice';
import { entityRows, startFixture, uscc, type Fixture } from '../entities/support';
import { BRANCH, FIXTURE_TIMEOUT_MS, warehouseHelpers, type Row } from './support';

let fx: Fixture;
const h = warehouseHelpers(() => fx);
let customer: { code: string; name: string };
const platform = { type: 'platform' as const, code: BRANCH, name: '顺达网络货运有限公司' };
let settlement: Row;

beforeAll(async () => {
  fx = await startFixture();
  // A customer the demo warehouse never served: his figures are this test's alone.
  const served = (await sql<{ code: string }>`select distinct shipper_code as code from wh_stock_move`.execute(fx.server.db)).rows.map((r) => r.code);
  const row = await entityRows(fx).selectFrom('basic_shipper').select(['shipper_code', 'shipper_name']).where('branch_code', '=', BRANCH)
    .where('review_status', '=', 'APPROVED').where('shipper_code', 'not in', served).orderBy('id').executeTakeFirstOrThrow();
  customer = { code: String(row.shipper_code), name: String(row.shipper_name) };
}, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

/** The clock moves on by days: the sessions are signed in again (tokens expire). */
async function daysPass(days: number): Promise<void> {
  fx.server.clock.advance(days * DAY_MS);
  for (const name of ['admin', 'staff', 'shipper', 'shipperco', 'driver'] as const) fx.tokens[name] = await fx.api.signIn(name);
}

const party = () => ({ type: 'shipper' as const, code: customer.code, name: customer.name });

describe('a settlement from the stock held each day and the handling work', () => {
  test('12.5 t held two days and 7.5 t the third at 2.00 元/吨·天, plus 10 t unloaded at 12 元/吨: 65.00 + 120.00', async () => {
    const [item] = await h.goods(1);
    const w = await h.warehouse('STLA', 2);
    // Day 1 (2026-03-02): 100 units, 12.5 t in, unloaded by the 装卸一班 at 12 元/吨 for 10 t.
    const inbound = await h.draft('inbound', { warehouseCode: w.code, shipperCode: customer.code }, [{ goodsCode: item!.code, locationCode: w.locations[0], quantity: 100, weight: 12.5 }]);
    await h.ok(h.confirm(inbound));
    const work = await h.ok(h.post('warehouseLabour', { orderNumber: inbound.orderNumber, workType: 'unloading', workDateTime: '2026-03-02 14:00:00', teamName: '装卸一班', tonnage: 10, unitPrice: 12 }));
    expect(work).toMatchObject({ amount: 120, shipperCode: customer.code, status: 'recorded' });
    // Handling work only on confirmed receipts and deliveries.
    const draft = await h.draft('inbound', { warehouseCode: w.code, shipperCode: customer.code }, []);
    expect((await h.post('warehouseLabour', { orderNumber: draft.orderNumber, workType: 'unloading', workDateTime: '2026-03-02 15:00:00', teamName: '装卸一班', tonnage: 1, unitPrice: 12 })).status).toBe(Status.INVALID_PAYLOAD);
    // Day 3: 40 of the 100 units leave (5 t).
    await daysPass(2);
    await h.ok(h.confirm(await h.draft('outbound', { warehouseCode: w.code, shipperCode: customer.code, businessDate: '20260304' }, [{ goodsCode: item!.code, locationCode: w.locations[0], quantity: 40 }])));
    await daysPass(1);

    // A period not yet over, or ending before it starts, is refused.
    expect((await h.post('warehouseSettlement', { shipperCode: customer.code, periodStart: '20260302', periodEnd: '20260306' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await h.post('warehouseSettlement', { shipperCode: customer.code, periodStart: '20260304', periodEnd: '20260302' })).status).toBe(Status.INVALID_PAYLOAD);
    settlement = await h.ok(h.post('warehouseSettlement', { shipperCode: customer.code, periodStart: '20260302', periodEnd: '20260304' }));
    expect(settlement).toMatchObject({ status: 'draft', storageTonneDays: 32.5, storageAmount: 65, labourCount: 1, labourAmount: 120, totalAmount: 185 });
    const lines = (await h.ok(h.list('warehouseSettlementLine', { settlementNumber: String(settlement.settlementNumber) }))).records;
    expect(lines.map((line) => [line.lineType, line.amount])).toEqual([['storage', 65], ['labour', 120]]);
    expect((await h.get(`warehouseLabour/${work.id}`)).data).toMatchObject({ status: 'billed', settlementNumber: settlement.settlementNumber });
    // The same customer's overlapping period is refused; billed work is locked.
    const overlap = await h.post('warehouseSettlement', { shipperCode: customer.code, periodStart: '20260304', periodEnd: '20260304' });
    expect(h.messageOf(overlap)).toContain(String(settlement.settlementNumber));
    expect((await h.put(`warehouseLabour/${work.id}`, { tonnage: 20 })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('approval posts the charge once: the customer owes 185.00, the platform earns it; a retry posts nothing', async () => {
    const dueBefore = await h.balance(party(), 'due');
    const incomeBefore = await h.balance(platform, 'warehouseIncome');
    expect((await h.post(`warehouseSettlement/${settlement.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const approved = await h.ok(h.post(`warehouseSettlement/${settlement.id}/approve`, { reviewRemark: '核对无误' }));
    expect(approved).toMatchObject({ status: 'approved', reviewerName: '陈晓燕' });
    expect(await h.balance(party(), 'due')).toBe(dueBefore - 18_500);
    expect(await h.balance(platform, 'warehouseIncome')).toBe(incomeBefore + 18_500);
    expect(await h.journalsOf(String(settlement.settlementNumber))).toEqual([{ business_type: 'warehouseCharged', journal_number: approved.chargeJournalNumber, amount_fen: 18_500 }]);
    expect((await h.post(`warehouseSettlement/${settlement.id}/approve`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const again = await fx.server.db.transaction().execute(async (trx) => postJournal(trx, await chargeJournal(trx, { ...approved, branchCode: BRANCH }, fx.server.clock.now())));
    expect(again.posted).toBe(false);
    expect(await h.balance(party(), 'due')).toBe(dueBefore - 18_500);
  });

  test('收款 from a short wallet is refused with the figures and moves nothing; funded, the wallet pays it once', async () => {
    const wallet = await h.balance(party());
    if (wallet >= 18_500) throw new Error('the test customer was expected to hold less than 185.00');
    const refused = await h.post(`warehouseSettlement/${settlement.id}/pay`, {});
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(refused)).toContain('账户余额不足');
    expect(h.messageOf(refused)).toContain('本次需 ¥185.00');
    expect(await h.balance(party())).toBe(wallet);
    await h.fund(party(), 500, `wh-${customer.code}`);
    const due = await h.balance(party(), 'due');
    const paid = await h.ok(h.post(`warehouseSettlement/${settlement.id}/pay`, {}));
    expect(paid.status).toBe('paid');
    expect(await h.balance(party())).toBe(wallet + 50_000 - 18_500);
    expect(await h.balance(party(), 'due')).toBe(due + 18_500);
    expect((await h.post(`warehouseSettlement/${settlement.id}/pay`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect(await h.balance(party())).toBe(wallet + 50_000 - 18_500);
  });
});

describe('an invoice per settlement', () => {
  test('6 % included: tax 10.47, 174.53 excluding; a second invoice of the settlement is refused until the first is voided', async () => {
    const found = await entityRows(fx).selectFrom('basic_invoice_message').select('id').where('shipper_code', '=', customer.code).executeTakeFirst();
    const made = found ? undefined : await fx.api.call<Row>('/ntocc-basic-api/invoiceMessage', {
      method: 'POST', token: fx.tokens.staff,
      json: { ownerType: 'shipper', shipperCode: customer.code, invoiceTitle: customer.name, taxNumber: uscc('91120116MA05K1234'), invoiceType: 'vat_special', invoiceMedium: 'electronic' },
    });
    if (made) expect(made.status, h.messageOf(made)).toBe(Status.OK);
    const title = found ?? { id: made!.data.id };
    expect(includedTaxFen(18_500)).toBe(1_047);
    const other = await entityRows(fx).selectFrom('basic_invoice_message').select('id').where('shipper_code', '!=', customer.code).executeTakeFirstOrThrow();
    expect(h.messageOf(await h.post('warehouseInvoice', { settlementNumber: settlement.settlementNumber, invoiceType: 'vat_special', invoiceMessageId: other.id }))).toContain('抬头');
    const invoice = await h.ok(h.post('warehouseInvoice', { settlementNumber: settlement.settlementNumber, invoiceType: 'vat_special', invoiceMessageId: title.id }));
    expect(invoice).toMatchObject({ status: 'applied', amount: 185, taxRate: 6, taxAmount: 10.47, amountExcludingTax: 174.53, shipperCode: customer.code });
    const twice = await h.post('warehouseInvoice', { settlementNumber: settlement.settlementNumber, invoiceType: 'vat_normal', invoiceMessageId: title.id });
    expect(h.messageOf(twice)).toContain('不能重复开票');
    expect((await h.post(`warehouseInvoice/${invoice.id}/issue`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const issued = await h.ok(h.post(`warehouseInvoice/${invoice.id}/issue`, { invoiceCode: '012002600111', invoiceNumber: '12345678' }));
    expect(issued).toMatchObject({ status: 'issued', issuerName: '陈晓燕' });
    await h.ok(h.post(`warehouseInvoice/${invoice.id}/void`, { voidReason: '购方名称有误' }));
    await h.ok(h.post('warehouseInvoice', { settlementNumber: settlement.settlementNumber, invoiceType: 'vat_special', invoiceMessageId: title.id }));
  });

  test('a settlement still to approve is not invoiced', async () => {
    const draft = (await h.ok(h.list('warehouseSettlement', { status: 'draft' }))).records[0]!;
    const title = await entityRows(fx).selectFrom('basic_invoice_message').select('id').where('shipper_code', '=', String(draft.shipperCode)).executeTakeFirst();
    const answer = await h.post('warehouseInvoice', { settlementNumber: draft.settlementNumber, invoiceType: 'vat_special', invoiceMessageId: title?.id ?? 1 });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('a shipper sees his own stock, settlements and invoices only', () => {
  test('lists and records of another customer', async () => {
    // The shipper role holds 库存, 仓储结算 and 仓储发票 to view only (server/seed/data/roles.json).
    for (const entity of ['warehouseStock', 'warehouseSettlement', 'warehouseInvoice']) {
      const own = await h.ok(h.list(entity, {}, fx.tokens.shipper));
      expect(own.records.length, entity).toBeGreaterThan(0);
      expect(new Set(own.records.map((record) => record.shipperCode)), entity).toEqual(new Set([fx.codes.shipper]));
    }
    expect((await h.get(`warehouseSettlement/${settlement.id}`, {}, fx.tokens.shipper)).status).toBe(Status.NOT_FOUND);
    const mine = (await h.ok(h.list('warehouseSettlement', { status: 'draft' }, fx.tokens.shipper))).records[0];
    if (mine) expect((await h.post(`warehouseSettlement/${mine.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const stock = (await h.ok(h.list('warehouseStock', {}, fx.tokens.shipper))).records[0]!;
    expect((await h.post(`warehouseStock/${stock.id}/count`, { countedQuantity: 1, countReason: 'x' }, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });
});
