// The report designer's definition helpers (renderers/blocks/reportDesigner/definition.ts): what an
// entity offers a report (only what it declares), filters kept as the list's parameters and read
// back, the save payload; the report labels a block names its own way; the accounting periods of
// the date filters.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { shortcutRange } from '../../../src/core/list/dateShortcuts';
import { entityFor } from '../../../renderers/entities';
import {
  dimensionOptions, draftOf, emptyDraft, filterEntries, filterFields, filterParams, filtersOf, measureOptions, payloadOf, toggled,
} from '../../../renderers/blocks/reportDesigner/definition';
import { dimensionLabel, exportHeaders, measureFormat, measureLabel } from '../../../renderers/blocks/report/labels';

const ledger = entityFor('ledgerEntry');
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key)) as unknown as TFunction;

describe('what an entity offers a report', () => {
  it('its dimensions, a date by each bucket', () => {
    expect(dimensionOptions(ledger)).toEqual(['partyCode', 'partyType', 'accountKind', 'businessType', 'gmtCreated:day', 'gmtCreated:week', 'gmtCreated:month', 'gmtCreated:year']);
  });

  it('count and each declared function of each measure, balances included', () => {
    expect(measureOptions(ledger)).toEqual(['count', 'amount:sum', 'amount:opening', 'amount:closing', 'increase:sum', 'decrease:sum']);
  });

  it('the fields the list filters, with how', () => {
    const fields = filterFields(ledger);
    expect(fields).toContainEqual({ field: 'gmtCreated', kind: 'range' });
    expect(fields).toContainEqual({ field: 'accountKind', kind: 'exact' });
    expect(fields).toContainEqual({ field: 'partyName', kind: 'like' });
    expect(fields.map((f) => f.field)).not.toContain('balanceAfter');
  });
});

describe('filters are saved as the list\'s parameters and read back', () => {
  const filters = [
    { field: 'accountKind', value: 'due' },
    { field: 'gmtCreated', start: '2026-02-01', end: '2026-02-28' },
    { field: 'amount', start: '-100', end: '' },
    { field: 'partyName', value: '  ' },
  ];

  it('a day range of a datetime field from its first to its last second; blanks dropped', () => {
    expect(filterEntries(ledger, filters)).toEqual(['accountKind=due', 'gmtCreatedStart=2026-02-01 00:00:00', 'gmtCreatedEnd=2026-02-28 23:59:59', 'amountStart=-100']);
    expect(filterParams(ledger, filters)).toEqual({ accountKind: 'due', gmtCreatedStart: '2026-02-01 00:00:00', gmtCreatedEnd: '2026-02-28 23:59:59', amountStart: '-100' });
  });

  it('read back as the form shows them', () => {
    expect(filtersOf(ledger, filterEntries(ledger, filters))).toEqual([
      { field: 'accountKind', value: 'due' },
      { field: 'gmtCreated', start: '2026-02-01', end: '2026-02-28' },
      { field: 'amount', start: '-100' },
    ]);
  });

  it('a value may hold "="; an unknown field is dropped', () => {
    expect(filtersOf(ledger, ['remark=a=b', 'nothing=1'])).toEqual([{ field: 'remark', value: 'a=b' }]);
  });
});

describe('the save payload', () => {
  it('a saved record round-trips; a sort not shown is left out', () => {
    const draft = draftOf({
      id: 7, reportName: ' 应收 ', sourceEntity: 'ledgerEntry', dimensions: ['partyCode'], measures: ['amount:closing'],
      filters: ['accountKind=due'], chartType: 'pie', sortField: 'count', sortType: 'desc', sharedRoles: ['BRANCH_STAFF'], ownerCode: 'ST1',
    }, ledger);
    expect(draft.filters).toEqual([{ field: 'accountKind', value: 'due' }]);
    expect(payloadOf(draft, ledger)).toEqual({
      reportName: '应收', sourceEntity: 'ledgerEntry', dimensions: ['partyCode'], measures: ['amount:closing'], filters: ['accountKind=due'],
      chartType: 'pie', sharedRoles: ['BRANCH_STAFF'],
    });
    expect(payloadOf({ ...draft, sortField: 'amount:closing' }, ledger)).toMatchObject({ sortField: 'amount:closing', sortType: 'desc' });
  });

  it('a new draft counts, in a bar chart; choices keep their order up to the limit', () => {
    expect(emptyDraft('waybill')).toMatchObject({ sourceEntity: 'waybill', measures: ['count'], chartType: 'bar' });
    expect(toggled(['a', 'b'], 'c', 3)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b', 'c'], 'b', 3)).toEqual(['a', 'c']);
  });
});

describe('a block names some measures its own way', () => {
  it('its labels win, the others keep the entity\'s; the export gets them as headers', () => {
    const labels = { 'amount:opening': 'page.financeStatistics.opening', partyCode: 'page.financeStatistics.shipper' };
    expect(measureLabel(ledger, 'amount:opening', t, labels)).toBe('page.financeStatistics.opening');
    expect(measureLabel(ledger, 'increase:sum', t, labels)).toContain('entityApi.aggregate.measureHeader');
    expect(dimensionLabel(ledger, 'partyCode', t, labels)).toBe('page.financeStatistics.shipper');
    expect(JSON.parse(exportHeaders(labels, t)!)).toEqual(labels);
    expect(exportHeaders(undefined, t)).toBeUndefined();
  });

  it('amounts in yuan read as money, counts as counts', () => {
    expect(measureFormat(ledger, 'amount:closing')).toBe('money');
    expect(measureFormat(ledger, 'count')).toBe('count');
    expect(measureFormat(entityFor('waybill'), 'goodsItemGrossWeight:sum')).toBe('weight');
  });
});

describe('accounting periods of a date filter', () => {
  // 2026-03-31 10:00 in China.
  const now = new Date('2026-03-31T02:00:00Z');
  it.each([
    ['thisMonth', '2026-03-01', '2026-03-31'],
    ['previousMonth', '2026-02-01', '2026-02-28'],
    ['thisYear', '2026-01-01', '2026-03-31'],
  ] as const)('%s is %s to %s', (shortcut, start, end) => {
    expect(shortcutRange(shortcut, now)).toEqual({ start, end });
  });

  it('the previous month of January is last December; a China day, not a UTC one', () => {
    expect(shortcutRange('previousMonth', new Date('2026-01-10T02:00:00Z'))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(shortcutRange('thisMonth', new Date('2026-03-31T16:30:00Z'))).toEqual({ start: '2026-04-01', end: '2026-04-01' });
  });
});
