// The six statistics screens over the real postings (issue 14): 货主运费统计, 司机运费统计,
// 单票利润, 月度利润, 上游运费统计 read the view entity fundMovement (one row per journal and
// party), 开票统计 the invoice applications. Through the API of a real server, called as each
// page calls it (its fixed filter), on a constructed sequence of postings with known figures
// and on the demo's money:
// - per shipper: waybills accounted, charged, settled, owed at the start and end of a period;
// - per driver: waybills carried, freight earned, tax withheld, received, withdrawn, unpaid;
// - per waybill and month and customer: charged − owed to the carrier = the service fee income,
//   and for every accounted waybill of the demo the figures of its freight accounting;
// - the platform's fee income equals its fee income account; the fee income of all waybills adds
//   up to it;
// - a shipper sees only his own fees, a driver his own;
// - issued invoices per shipper equal the issued applications.
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from '../entities/support';
import { aggregateOf, demoBranch, driver, fen, MOVEMENT, postSequence, shipper, type Answer, type Row, SEED_TIMEOUT_MS } from './support';

let fx: Fixture;

/** The page's fixed filter as the console sends it: scalars as parameters, a list through the screen. */
function pageParams(component: string, leaf: string): Record<string, string> {
  const page = JSON.parse(readFileSync(new URL(`../../../pages/${component}.json`, import.meta.url), 'utf8')) as { fixedFilter?: Record<string, unknown> };
  const params: Record<string, string> = {};
  for (const [field, value] of Object.entries(page.fixedFilter ?? {})) {
    if (Array.isArray(value)) params.screen = leaf; else params[field] = String(value);
  }
  return params;
}

const onPage = (component: string, leaf: string, query: Record<string, string | number>, token?: string): Promise<Answer> =>
  aggregateOf(fx, component === 'userInvoiceStatistics' ? '/ntocc-tms-api/invoiceApplication' : MOVEMENT, { ...pageParams(component, leaf), ...query }, token);

const FEB = { gmtCreatedStart: '2026-02-01 00:00:00', gmtCreatedEnd: '2026-02-28 23:59:59' };
const PROFIT = 'chargedWaybills:sum,receivableChange:sum,payableChange:sum,feeIncome:sum';

const inFen = (row: Row, measures: string) => measures.split(',').map((measure) => (measure.startsWith('charged') || measure.startsWith('carried') ? Number(row[measure]) : fen(row[measure])));

beforeAll(async () => {
  fx = await startFixture({ limits: { apiPerAccountPerMinute: 100_000, apiPerClientPerMinute: 100_000 } });
  await postSequence(fx, await demoBranch(fx));
}, SEED_TIMEOUT_MS);
afterAll(() => fx.server.close());

describe('货主运费统计: per shipper, from its receivable', () => {
  const measures = 'chargedWaybills:sum,receivableIncrease:sum,receivableDecrease:sum,receivableChange:opening,receivableChange:closing';

  test('all time: two waybills, 8,680 charged and settled, nothing owed', async () => {
    const answer = await onPage('shipmentFeeStatistics', 'shipmentFeeStatistics', { groupBy: 'partyCode', measures, partyCode: shipper.code });
    expect(answer.records.map((row) => inFen(row, measures))).toEqual([[2, 868000, 868000, 0, 0]]);
  });

  test('February: 4,500 owed at its start, 3,180 charged, 4,600 settled, 3,080 owed at its end', async () => {
    const answer = await onPage('shipmentFeeStatistics', 'shipmentFeeStatistics', { groupBy: 'partyCode', measures, partyCode: shipper.code, ...FEB });
    expect(answer.records.map((row) => inFen(row, measures))).toEqual([[1, 318000, 460000, 450000, 308000]]);
  });

  test('the month-by-month trend', async () => {
    const answer = await onPage('shipmentFeeStatistics', 'shipmentFeeStatistics', { groupBy: 'gmtCreated:month', measures: 'receivableIncrease:sum,receivableDecrease:sum', partyCode: shipper.code });
    expect(answer.records.map((row) => [row['gmtCreated:month'], fen(row['receivableIncrease:sum']), fen(row['receivableDecrease:sum'])])).toEqual([
      ['2026-01', 550000, 100000], ['2026-02', 318000, 460000], ['2026-03', 0, 308000],
    ]);
  });

  test('every shipper: what it owes at the end is its due account\'s balance', async () => {
    const answer = await onPage('shipmentFeeStatistics', 'shipmentFeeStatistics', { groupBy: 'partyCode', measures: 'receivableChange:closing' });
    const balances = await fx.server.db.selectFrom('fin_account').select(['party_code', 'balance_fen']).where('kind', '=', 'due').where('party_type', '=', 'shipper').execute();
    expect(answer.records.map((row) => row.partyCode)).toEqual(expect.arrayContaining(balances.map((b) => b.party_code)));
    for (const row of answer.records) {
      expect(fen(row['receivableChange:closing']), String(row.partyCode)).toBe(-Number(balances.find((b) => b.party_code === row.partyCode)?.balance_fen ?? 0) || 0);
    }
  });

  test('a shipper sees his own fees only', async () => {
    const answer = await onPage('shipmentFeeStatistics', 'shipmentFeeStatistics', { groupBy: 'partyCode', measures: 'receivableIncrease:sum' }, fx.tokens.shipper);
    expect(answer.records.map((row) => row.partyCode)).toEqual([fx.codes.shipper]);
    const others = await onPage('shipmentFeeStatistics', 'shipmentFeeStatistics', { groupBy: 'partyCode', measures: 'receivableIncrease:sum', partyCode: shipper.code }, fx.tokens.shipper);
    expect(others.records).toEqual([]);
  });
});

describe('司机运费统计: per driver, from his payable, wallet and withdrawals', () => {
  const measures = 'carriedWaybills:sum,payableIncrease:sum,taxWithheld:sum,netPaid:sum,withdrawn:sum,payableChange:closing';

  test('all time: 8,200 earned, 71 tax withheld, 8,029 received (1,000 of it prepaid), 3,000 withdrawn, nothing unpaid', async () => {
    const answer = await onPage('driverFeeStatistics', 'driverFeeStatistics', { groupBy: 'partyCode', measures, partyCode: driver.code });
    expect(answer.records.map((row) => inFen(row, measures))).toEqual([[2, 820000, 7100, 802900, 300000, 0]]);
  });

  test('February: 3,000 earned, 42 withheld of the 4,200 paid, 2,900 unpaid at its end', async () => {
    const answer = await onPage('driverFeeStatistics', 'driverFeeStatistics', { groupBy: 'partyCode', measures, partyCode: driver.code, ...FEB });
    expect(answer.records.map((row) => inFen(row, measures))).toEqual([[1, 300000, 4200, 415800, 0, 290000]]);
  });

  test('every driver: tax withheld equals the platform\'s tax payable from him, what is unpaid his payable balance', async () => {
    const answer = await onPage('driverFeeStatistics', 'driverFeeStatistics', { groupBy: 'partyCode', measures: 'taxWithheld:sum,payableChange:closing,withdrawn:sum' });
    const taxes = await sql<{ code: string; tax: number }>`select c.party_code as code, sum(t.amount_fen) as tax
      from fin_posting t join fin_account ta on ta.id = t.account_id and ta.kind = 'taxPayable'
      join fin_posting cp on cp.journal_id = t.journal_id join fin_account c on c.id = cp.account_id and c.kind = 'payable' and c.party_type = 'driver'
      group by c.party_code`.execute(fx.server.db);
    const payables = await fx.server.db.selectFrom('fin_account').select(['party_code', 'balance_fen']).where('kind', '=', 'payable').where('party_type', '=', 'driver').execute();
    const withdrawals = await sql<{ code: string; out: number }>`select a.party_code as code, -sum(p.amount_fen) as out from fin_posting p
      join fin_journal j on j.id = p.journal_id and j.business_type = 'withdrawalPaid' join fin_account a on a.id = p.account_id and a.kind = 'frozen' and a.party_type = 'driver'
      group by a.party_code`.execute(fx.server.db);
    expect(answer.records.length).toBeGreaterThan(1);
    for (const row of answer.records) {
      const code = String(row.partyCode);
      expect(fen(row['taxWithheld:sum']), `${code} tax`).toBe(Number(taxes.rows.find((r) => r.code === code)?.tax ?? 0));
      expect(fen(row['payableChange:closing']), `${code} unpaid`).toBe(Number(payables.find((p) => p.party_code === code)?.balance_fen ?? 0));
      expect(fen(row['withdrawn:sum']), `${code} withdrawn`).toBe(Number(withdrawals.rows.find((r) => r.code === code)?.out ?? 0));
    }
  });

  test('a driver sees his own fees only', async () => {
    const answer = await onPage('driverFeeStatistics', 'driverFeeStatistics', { groupBy: 'partyCode', measures: 'payableIncrease:sum' }, fx.tokens.driver);
    expect(answer.records.map((row) => row.partyCode)).toEqual([fx.codes.driver]);
  });
});

describe('单票利润, 月度利润, 上游运费统计: charged − owed to the carrier = the service fee income', () => {
  test('per waybill of the sequence: 5,500 − 5,200 = 300; 3,080 − 2,900 = 180', async () => {
    const answer = await onPage('profitFee', 'profitFee', { groupBy: 'businessNumber,journalShipperCode,journalCarrierCode', measures: PROFIT, businessNumber: 'YDT0000000' });
    expect(answer.records.map((row) => [row.businessNumber, row.journalShipperName, row.journalCarrierName, ...inFen(row, PROFIT)])).toEqual([
      ['YDT00000000001', shipper.name, driver.name, 1, 550000, 520000, 30000],
      ['YDT00000000002', shipper.name, driver.name, 1, 308000, 290000, 18000],
    ]);
  });

  test('every accounted waybill of the demo: its freight accounting\'s shipper total, accounted freight and service fee', async () => {
    const accounted = await (fx.server.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom('tms_freight_accounting').select(['shipping_note_number', 'shipper_total', 'accounted_freight', 'service_fee_amount'])
      .where('status', '=', 'accounted').execute();
    expect(accounted.length).toBeGreaterThan(100);
    const answer = await onPage('profitFee', 'profitFee', { groupBy: 'businessNumber', measures: PROFIT, pageSize: 500, sortField: 'businessNumber' });
    const pages = [answer];
    for (let pageNum = 2; pageNum <= Math.ceil(answer.total / 500); pageNum += 1) {
      pages.push(await onPage('profitFee', 'profitFee', { groupBy: 'businessNumber', measures: PROFIT, pageSize: 500, pageNum, sortField: 'businessNumber' }));
    }
    const byWaybill = new Map(pages.flatMap((page) => page.records).map((row) => [row.businessNumber, row]));
    for (const waybill of accounted) {
      const row = byWaybill.get(String(waybill.shipping_note_number));
      expect(row, String(waybill.shipping_note_number)).toBeDefined();
      expect(inFen(row!, PROFIT).slice(1), String(waybill.shipping_note_number))
        .toEqual([fen(waybill.shipper_total), fen(waybill.accounted_freight), fen(waybill.service_fee_amount)]);
    }
    for (const row of byWaybill.values()) {
      const [, revenue, cost, fee] = inFen(row, PROFIT);
      expect(revenue - cost, String(row.businessNumber)).toBe(fee);
    }
  });

  test('per month of the sequence\'s shipper', async () => {
    const answer = await onPage('profitFeeMonth', 'profitFeeMonth', { groupBy: 'gmtCreated:month', measures: PROFIT, journalShipperCode: shipper.code });
    expect(answer.records.map((row) => [row['gmtCreated:month'], ...inFen(row, PROFIT)])).toEqual([
      ['2026-01', 1, 550000, 520000, 30000],
      ['2026-02', 1, 308000, 290000, 18000],
    ]);
  });

  test('per upstream customer, and the fee income of all of them is the platform\'s fee income account', async () => {
    const answer = await onPage('upstreamStatistics', 'upstreamStatistics', { groupBy: 'journalShipperCode', measures: PROFIT, pageSize: 500 });
    const ours = answer.records.find((row) => row.journalShipperCode === shipper.code)!;
    expect(inFen(ours, PROFIT)).toEqual([2, 858000, 810000, 48000]);
    const income = await fx.server.db.selectFrom('fin_account').select(sql<number>`sum(balance_fen)`.as('fen')).where('kind', '=', 'feeIncome').executeTakeFirstOrThrow();
    expect(fen(answer.totals['feeIncome:sum'])).toBe(Number(income.fen));
    expect(answer.records.reduce((sum, row) => sum + fen(row['feeIncome:sum']), 0)).toBe(Number(income.fen));
  });

  test('the profit screens show only freight charges and adjustments, whatever is asked', async () => {
    const answer = await onPage('profitFeeMonth', 'profitFeeMonth', { groupBy: 'businessType', measures: 'count', businessType: 'carrierPaid' });
    expect(answer.records).toEqual([]);
    const types = await onPage('profitFeeMonth', 'profitFeeMonth', { groupBy: 'businessType', measures: 'count' });
    expect(types.records.map((row) => row.businessType).sort()).toEqual(['freightAdjusted', 'freightCharged']);
  });
});

describe('开票统计: the issued invoices per shipper', () => {
  test('each shipper\'s invoices and amounts equal its issued, mailed or received applications', async () => {
    const answer = await onPage('userInvoiceStatistics', 'userInvoiceStatistics', { groupBy: 'shipperCode', measures: 'count,freightAmount:sum,taxAmount:sum', pageSize: 500 });
    const issued = await (fx.server.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom('tms_invoice_application').select(['shipper_code', sql<number>`count(*)`.as('n'), sql<number>`sum(freight_amount)`.as('amount'), sql<number>`sum(tax_amount)`.as('tax')])
      .where('status', 'in', ['issued', 'mailed', 'received']).groupBy('shipper_code').execute();
    expect(issued.length).toBeGreaterThan(0);
    expect(answer.records.map((row) => [row.shipperCode, Number(row.count), fen(row['freightAmount:sum']), fen(row['taxAmount:sum'])]).sort())
      .toEqual(issued.map((row) => [row.shipper_code, Number(row.n), fen(row.amount), fen(row.tax)]).sort());
  });

  test('applications not issued, or reversed, are not counted', async () => {
    const answer = await onPage('userInvoiceStatistics', 'userInvoiceStatistics', { groupBy: 'status', measures: 'count' });
    expect(answer.records.every((row) => ['issued', 'mailed', 'received'].includes(String(row.status)))).toBe(true);
  });
});

describe('the screens are read-only reports', () => {
  test('nobody writes the views', async () => {
    const answer = await fx.api.call(MOVEMENT, { method: 'POST', json: { partyCode: 'X' }, token: fx.tokens.admin });
    expect(answer.status).toBe(Status.FORBIDDEN);
  });
});
