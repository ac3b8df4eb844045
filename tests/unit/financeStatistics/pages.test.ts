// The financial statistics pages pass every page check; the checks of what they added to the page
// language hold: labels name measures the block shows and keys of the catalogues, the designer's
// entity holds report definitions and is served by hand, a balance needs x-balance-date.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, loadPageContext } from '../../../scripts/validate/checks/pages';
import { reportDeclarationProblems } from '../../../src/core/report/dimensions';
import type { EntitySchema } from '../../../src/core/generated/entity-language';
import { readRepoJson, sourceOf } from '../schemas/jsonSource';

const PAGES = [
  'pages/financialStatistics/receivableLedger.json',
  'pages/financialStatistics/receivableDetail.json',
  'pages/financialStatistics/payableLedger.json',
  'pages/financialStatistics/payableDetail.json',
  'pages/financialStatistics/customReport.json',
  'pages/shipmentFeeStatistics.json',
  'pages/driverFeeStatistics.json',
  'pages/profitFee.json',
  'pages/upstreamStatistics.json',
  'pages/profitFeeMonth.json',
  'pages/userInvoiceStatistics.json',
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let context: Awaited<ReturnType<typeof loadPageContext>>;
beforeAll(async () => {
  context = await loadPageContext();
});

const problemsOf = (file: string, change: (page: Json) => void = () => undefined) => {
  const page = readRepoJson<Json>(file);
  change(page);
  return checkPage(sourceOf(file, page), context).map((p) => `${p.pointer} ${p.message}`);
};

describe('the eleven screens pass every page check', () => {
  it.each(PAGES)('%s', (file) => {
    expect(problemsOf(file)).toEqual([]);
  });
});

describe('labels, the designer, balances', () => {
  const LEDGER = PAGES[0]!;

  it('a label of a measure the block does not show, or a key no catalogue has, fails', () => {
    expect(problemsOf(LEDGER, (page) => { page.blocks[1].labels['amount:sum'] = 'page.financeStatistics.opening'; }))
      .toContain('/blocks/1/labels/amount:sum "amount:sum" is not a measure or dimension this block shows');
    expect(problemsOf(LEDGER, (page) => { page.blocks[1].labels['amount:opening'] = 'page.financeStatistics.nothing'; }).join('\n'))
      .toMatch(/page\.financeStatistics\.nothing" is missing/);
  });

  it('a records table names its columns with label, not labels', () => {
    expect(problemsOf(PAGES[1]!, (page) => { page.blocks[2].labels = { count: 'page.financeStatistics.postings' }; }))
      .toContain('/blocks/2/labels labels name a report table\'s measures (a records table names its columns with label)');
  });

  it('a measure function the entity does not declare fails', () => {
    expect(problemsOf(LEDGER, (page) => { page.blocks[3].measures.push('increase:closing'); }).join('\n'))
      .toMatch(/"increase" does not declare "closing"/);
  });

  it('the designer keeps its reports in an entity that holds definitions and is served by hand', () => {
    expect(problemsOf(PAGES[4]!, (page) => { page.entity = 'waybill'; }).join('\n')).toMatch(/cannot hold report definitions/);
  });

  it('opening and closing need x-balance-date, a date the list filters by range', () => {
    const ledger = readRepoJson<EntitySchema>('schemas/entities/ledgerEntry.json');
    expect(reportDeclarationProblems(ledger)).toEqual([]);
    const { 'x-balance-date': _date, ...without } = ledger;
    expect(reportDeclarationProblems(without as EntitySchema).map((p) => p.pointer)).toEqual(['/x-measures/amount']);
    expect(reportDeclarationProblems({ ...ledger, 'x-balance-date': 'partyName' }).map((p) => p.message))
      .toEqual(['"partyName" is not a date or datetime field', '"partyName" needs x-filter "range" (the query\'s period)']);
  });
});
