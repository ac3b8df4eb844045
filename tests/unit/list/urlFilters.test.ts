// @vitest-environment jsdom
// Issue 13: a list screen opened with filters in its URL query starts its filters block with them
// (only the block's fields, dictionary codes checked, a date range as <field>Start / <field>End),
// and every to-do key's query is one its screen takes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filtersFromUrl, initialTabFilter, tabFilterFromUrl, withUrlFilters } from '../../../renderers/blocks/filters/urlFilters';
import { entityFor } from '../../../renderers/entities';
import type { Filter, Page } from '../../../src/core/generated/page-language';
import { initialListQuery } from '../../../src/core/list/listQuery';
import { expandPage } from '../../../src/core/page/expandPage';
import { TODO_COMPONENTS } from '../../../src/layout/todo/todoRoutes';

const pageOf = (component: string) => expandPage(JSON.parse(readFileSync(`pages/${component}.json`, 'utf8')) as Page);
const waybill = entityFor('waybill');
const filters: Filter[] = [
  { field: 'status' },
  { field: 'shippingNoteNumber' },
  { field: 'despatchActualDateTime', widget: 'date-range' },
];

describe('the URL query gives the filters block its first values', () => {
  it('keeps a field of the block with a code its dictionary knows', () => {
    expect(filtersFromUrl('?status=pending_dispatch&shippingNoteNumber=YD2026', waybill, filters)).toEqual({
      filters: { status: 'pending_dispatch', shippingNoteNumber: 'YD2026' },
      ranges: {},
    });
  });

  it('ignores a parameter naming no filter of the block, even a field of the entity', () => {
    expect(filtersFromUrl('?vehicleNumber=鲁A12345&pageNum=3&id=1', waybill, filters)).toEqual({ filters: {}, ranges: {} });
  });

  it('ignores a code the field\u2019s dictionary does not know', () => {
    expect(filtersFromUrl('?status=lost', waybill, filters).filters).toEqual({});
    // Checked against the dictionary as the console knows it.
    expect(filtersFromUrl('?status=lost', waybill, filters, () => ['lost']).filters).toEqual({ status: 'lost' });
  });

  it('a date range takes <field>Start / <field>End, either end alone, and drops what is no day', () => {
    expect(filtersFromUrl('?despatchActualDateTimeStart=2026-01-01&despatchActualDateTimeEnd=2026-01-31', waybill, filters).ranges).toEqual({
      despatchActualDateTime: { start: '2026-01-01', end: '2026-01-31' },
    });
    expect(filtersFromUrl('?despatchActualDateTimeEnd=2026-02-01 12:00:00', waybill, filters).ranges).toEqual({
      despatchActualDateTime: { end: '2026-02-01 12:00:00' },
    });
    expect(filtersFromUrl('?despatchActualDateTimeStart=2026-02-30&despatchActualDateTime=2026-01-01', waybill, filters).ranges).toEqual({});
  });

  it('the page opens with them over its own initial query; 重置 (the initial query) has none', () => {
    const page = pageOf('tms/transportManage/waybillManage');
    const start = initialListQuery({ pageSize: 20 });
    const opened = withUrlFilters(page, '?status=pending_dispatch&despatchActualDateTimeStart=2026-01-01', start);
    expect(opened).toEqual({ ...start, filters: { status: 'pending_dispatch' }, ranges: { despatchActualDateTime: { start: '2026-01-01' } } });
    expect(start.filters).toEqual({});
    expect(withUrlFilters(page, '', start)).toBe(start);
  });
});

describe('each to-do key\u2019s query is taken by its screen', () => {
  it.each(Object.entries(TODO_COMPONENTS).filter(([, target]) => target.query))('%s', (_key, target) => {
    const page = pageOf(target.component);
    const search = `?${new URLSearchParams(target.query as Record<string, string>).toString()}`;
    // A filter of its filters block, or a status tab of the screen.
    const opened = { ...withUrlFilters(page, search, initialListQuery()).filters, ...tabFilterFromUrl(page, search) };
    expect(opened).toEqual(target.query);
  });
});

describe('the URL query chooses a status tab', () => {
  it('a value one of the tabs has, on the tabs\' field; anything else chooses none', () => {
    const page = pageOf('tms/CustomerService/evaluation');
    expect(tabFilterFromUrl(page, '?status=pending')).toEqual({ status: 'pending' });
    expect(tabFilterFromUrl(page, '?status=approved')).toEqual({});
    expect(tabFilterFromUrl(page, '?score=5')).toEqual({});
    expect(tabFilterFromUrl(page, '')).toEqual({});
  });
});

describe('a page opens on the tab it highlights', () => {
  it('tabs with an "all" entry first show every record; tabs without one filter by the first tab', () => {
    const evaluation = pageOf('tms/CustomerService/evaluation');
    expect(initialTabFilter(evaluation, '')).toEqual({});
    expect(initialTabFilter(evaluation, '?status=pending')).toEqual({ status: 'pending' });
    const withoutAll = {
      ...evaluation,
      blocks: [{ type: 'tabs', field: 'status', tabs: [{ title: 'a', value: 'pending' }, { title: 'b', value: 'done' }] }],
    } as unknown as typeof evaluation;
    expect(initialTabFilter(withoutAll, '')).toEqual({ status: 'pending' });
    expect(initialTabFilter(withoutAll, '?status=done')).toEqual({ status: 'done' });
  });
});
