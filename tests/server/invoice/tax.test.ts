// 税务管理 (issue 14, wave 3): the tax screens' figures equal the rows they come from — 货主开票
// (invoices per shipper: the applications), 运单申报 (each invoiced waybill's line, declared once
// issued), 货物税目明细 (the lines per cargo class) and 司机个税明细 (the ledger's freight payments
// per driver and month, equal to settlement's paid payment lines), through the report API the
// screens call.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { toFen } from '../../../src/core/money/fen';
import { platformParty, postJournal, recipes, type Party } from '../../../server/ledger';
import { startFixture, type Fixture } from '../entities/support';
import { helpers, INVOICE, LINE, TMS, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);
const fen = (value: unknown) => toFen(Number(value ?? 0));

// Seeding the demo (its money included) takes a while on a busy machine.
beforeAll(async () => {
  fx = await startFixture();
}, 180_000);
afterAll(() => fx.server.close());

interface Aggregate { records: Row[]; totals: Row; total: number }
const aggregate = (entity: string, query: Record<string, string | number>, token = fx.tokens.staff) =>
  h.get<Aggregate>(`${TMS}/${entity}/aggregate`, { pageSize: 500, ...query }, token);

/** Sums in fen of the rows' columns, grouped by `key`. */
function sums(rows: Row[], key: (row: Row) => string, columns: string[]): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const group = out.get(key(row)) ?? Object.fromEntries([['count', 0], ...columns.map((c) => [c, 0])]);
    group.count! += 1;
    for (const column of columns) group[column]! += fen(row[column]);
    out.set(key(row), group);
  }
  return out;
}

describe('货主开票 and 货物税目明细 equal the invoices and their lines', () => {
  test('per shipper: invoices, waybills, freight, service fee, totals and tax of the issued invoices', async () => {
    const answer = await aggregate('invoiceApplication', { groupBy: 'shipperCode', measures: 'count,waybillCount:sum,freightTotal:sum,serviceFeeAmount:sum,freightAmount:sum,taxAmount:sum', status: 'received' });
    expect(answer.status, answer.msg).toBe(Status.OK);
    const rows = await h.db().selectFrom('tms_invoice_application').selectAll().where('status', '=', 'received').execute() as Row[];
    expect(rows.length).toBeGreaterThan(10);
    const expected = sums(rows, (r) => String(r.shipper_code), ['waybill_count', 'freight_total', 'service_fee_amount', 'freight_amount', 'tax_amount']);
    expect(answer.data.records.length).toBe(expected.size);
    for (const record of answer.data.records) {
      const group = expected.get(String(record.shipperCode))!;
      expect(record.count).toBe(group.count);
      expect(record['waybillCount:sum']).toBe(group.waybill_count! / 100);
      expect(fen(record['freightTotal:sum'])).toBe(group.freight_total);
      expect(fen(record['serviceFeeAmount:sum'])).toBe(group.service_fee_amount);
      expect(fen(record['freightAmount:sum'])).toBe(group.freight_amount);
      expect(fen(record['taxAmount:sum'])).toBe(group.tax_amount);
    }
  });

  test('per cargo class: waybills, freight, invoiced amount and tax of the invoiced lines; the lines of each invoice sum to it', async () => {
    const answer = await aggregate('invoiceLine', { groupBy: 'cargoTypeClassificationCode', measures: 'count,freightAmount:sum,lineAmount:sum,taxAmount:sum,amountExcludingTax:sum', lineStatus: 'invoiced' });
    expect(answer.status, answer.msg).toBe(Status.OK);
    const lines = await h.db().selectFrom('tms_invoice_line').selectAll().where('line_status', '=', 'invoiced').execute() as Row[];
    const expected = sums(lines, (r) => String(r.cargo_type_classification_code), ['freight_amount', 'line_amount', 'tax_amount', 'amount_excluding_tax']);
    expect(answer.data.records.length).toBe(expected.size);
    for (const record of answer.data.records) {
      const group = expected.get(String(record.cargoTypeClassificationCode))!;
      expect(record.count).toBe(group.count);
      expect(fen(record['freightAmount:sum'])).toBe(group.freight_amount);
      expect(fen(record['lineAmount:sum'])).toBe(group.line_amount);
      expect(fen(record['taxAmount:sum'])).toBe(group.tax_amount);
      expect(fen(record['amountExcludingTax:sum'])).toBe(group.amount_excluding_tax);
    }
    // The invoiced lines are those of the issued invoices: their totals and tax equal the invoices'.
    const invoices = await h.db().selectFrom('tms_invoice_application').selectAll().where('status', 'in', ['issued', 'mailed', 'received']).execute() as Row[];
    const byInvoice = sums(lines, (r) => String(r.application_number), ['line_amount', 'tax_amount']);
    expect(byInvoice.size).toBe(invoices.length);
    for (const invoice of invoices) {
      const group = byInvoice.get(String(invoice.application_number))!;
      expect(group.count).toBe(Number(invoice.waybill_count));
      expect(group.line_amount).toBe(fen(invoice.freight_amount));
      expect(group.tax_amount).toBe(fen(invoice.tax_amount));
    }
  });
});

describe('运单申报: an invoiced waybill\'s line is declared once; others are refused', () => {
  test('staff declare an invoiced line (who and when recorded); a line of an invoice not issued, a second declaration and a shipper are refused', async () => {
    const line = await h.db().selectFrom('tms_invoice_line').selectAll().where('line_status', '=', 'invoiced').where('declare_status', '=', 'undeclared').limit(1).executeTakeFirstOrThrow() as Row;
    expect((await h.post(`${LINE}/${line.id}/report`, {}, fx.tokens.shipper)).status).not.toBe(Status.OK);
    const declared = await h.post(`${LINE}/${line.id}/report`, {});
    expect(declared.status, declared.msg).toBe(Status.OK);
    expect(declared.data).toMatchObject({ declareStatus: 'declared', declarerName: expect.any(String) });
    expect(declared.data.declaredDateTime).toBeTruthy();
    expect((await h.post(`${LINE}/${line.id}/report`, {})).status).toBe(Status.INVALID_PAYLOAD);
    // A line of an application under review is not declared.
    const [waybill] = await h.freeWaybills(1, { shipperCode: fx.codes.shipper });
    await h.account(waybill!, 1500);
    const message = await h.messageOf(fx.codes.shipper, waybill!.shipper_name);
    const app = (await h.post(INVOICE, { shippingNoteNumbers: [waybill!.shipping_note_number], invoiceMessageId: message }, fx.tokens.shipper)).data;
    const [applied] = await h.lines(app.applicationNumber);
    const refused = await h.post(`${LINE}/${applied!.id}/report`, {});
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(refused.data)).toContain('entity.invoiceLine.error.notInvoiced');
    // The screen's count of declared lines moved by one.
    const after = await aggregate('invoiceLine', { groupBy: 'declareStatus', measures: 'count,taxAmount:sum', lineStatus: 'invoiced' });
    const stored = await h.db().selectFrom('tms_invoice_line').select(['declare_status']).where('line_status', '=', 'invoiced').execute();
    for (const record of after.data.records) expect(record.count).toBe(stored.filter((s) => s.declare_status === record.declareStatus).length);
  });
});

describe('司机个税明细: each driver\'s income and withheld tax per month from the ledger', () => {
  test('equals settlement\'s paid payment lines per driver (amount, tax, net)', async () => {
    const paid = await h.db().selectFrom('tms_payment_order_line').selectAll().where('status', '=', 'paid').execute() as Row[];
    expect(paid.length).toBeGreaterThan(0);
    const expected = sums(paid, (r) => String(r.driver_code), ['amount', 'tax_amount', 'net_amount']);
    const answer = await aggregate('driverIncomeTax', { groupBy: 'driverCode', measures: 'count,incomeAmount:sum,taxAmount:sum,netAmount:sum' });
    expect(answer.status, answer.msg).toBe(Status.OK);
    const byDriver = new Map(answer.data.records.map((r) => [String(r.driverCode), r]));
    for (const [driver, group] of expected) {
      const record = byDriver.get(driver)!;
      expect(record, driver).toBeDefined();
      expect(record.count).toBe(group.count);
      expect(fen(record['incomeAmount:sum'])).toBe(group.amount);
      expect(fen(record['taxAmount:sum'])).toBe(group.tax_amount);
      expect(fen(record['netAmount:sum'])).toBe(group.net_amount);
    }
  });

  test('a freight payment posted to the ledger appears in its month with its tax; a driver sees only his own', async () => {
    const branchCode = 'SD0001';
    const shipper: Party = { type: 'shipper', code: fx.codes.shipper, name: '李秀英' };
    const drivers: Party[] = [{ type: 'driver', code: 'DR9900001', name: '赵铁柱' }, { type: 'driver', code: 'DR9900002', name: '钱大勇' }];
    const payments: Array<[Party, number, number, string]> = [
      [drivers[0]!, 523456, 7852, '2026-01-15T10:00:00+08:00'],
      [drivers[0]!, 100001, 1500, '2026-01-28T10:00:00+08:00'],
      [drivers[0]!, 250000, 3750, '2026-02-03T10:00:00+08:00'],
      [drivers[1]!, 88888, 1333, '2026-02-10T10:00:00+08:00'],
    ];
    await fx.server.db.transaction().execute(async (trx) => {
      const platform = await platformParty(trx, branchCode);
      const total = payments.reduce((sum, [, amount]) => sum + amount, 0);
      await postJournal(trx, { key: 'test:tax-funding', branchCode, businessType: 'recharge', at: new Date('2026-01-10T10:00:00+08:00'), lines: recipes.moneyIn(shipper, platform, total) });
      for (const [index, [driver, amount, tax, at]] of payments.entries()) {
        await postJournal(trx, { key: `test:tax-${index}`, branchCode, businessType: 'carrierPaid', businessNumber: `YD2026TEST${index}`, at: new Date(at), lines: recipes.carrierPaid(shipper, driver, platform, amount, 0, tax) });
      }
    });
    const answer = await aggregate('driverIncomeTax', { groupBy: 'driverCode,paidDateTime:month', measures: 'count,incomeAmount:sum,taxAmount:sum,netAmount:sum' });
    const row = (driver: string, month: string) => answer.data.records.find((r) => r.driverCode === driver && r['paidDateTime:month'] === month)!;
    expect(row('DR9900001', '2026-01')).toMatchObject({ count: 2, 'incomeAmount:sum': 6234.57, 'taxAmount:sum': 93.52, 'netAmount:sum': 6141.05, driverName: '赵铁柱' });
    expect(row('DR9900001', '2026-02')).toMatchObject({ count: 1, 'incomeAmount:sum': 2500, 'taxAmount:sum': 37.5, 'netAmount:sum': 2462.5 });
    expect(row('DR9900002', '2026-02')).toMatchObject({ count: 1, 'incomeAmount:sum': 888.88, 'taxAmount:sum': 13.33, 'netAmount:sum': 875.55 });
    // A driver has no screen over it; staff's list carries each payment with the waybill.
    expect((await h.get(`${TMS}/driverIncomeTax/list`, {}, fx.tokens.driver)).status).not.toBe(Status.OK);
    const listed = await h.get<{ records: Row[] }>(`${TMS}/driverIncomeTax/list`, { driverCode: 'DR9900002' });
    expect(listed.data.records).toEqual([expect.objectContaining({ shippingNoteNumber: 'YD2026TEST3', incomeAmount: 888.88, taxAmount: 13.33, netAmount: 875.55 })]);
  });
});
