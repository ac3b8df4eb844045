import { describe, expect, it } from 'vitest';
import {
  applyView,
  initialListQuery,
  listQueryReducer,
  nextSortOrder,
  refresh,
  setFilters,
  setPage,
  setPageSize,
  setSort,
  savedQueryOf,
  toRequestParams,
  type ListQueryState,
} from '../../../src/core/list/listQuery';

const initial = initialListQuery({ pageSize: 20, defaultSort: { field: 'consignmentDateTime', order: 'desc' } });
const onPage3: ListQueryState = { ...initial, pageNum: 3 };

describe('spec 9: page sizes 10, 20, 30, 50, 100, 500; default 20', () => {
  it.each([
    [undefined, 20],
    [10, 10],
    [500, 500],
    [25, 20],
  ])('a page asking for %s rows opens with %s', (pageSize, expected) => {
    expect(initialListQuery({ pageSize }).pageSize).toBe(expected);
  });

  it('a page size outside the list is refused', () => {
    expect(listQueryReducer(onPage3, setPageSize(7))).toBe(onPage3);
  });

  it('changing the page size goes back to page 1', () => {
    expect(listQueryReducer(onPage3, setPageSize(50))).toMatchObject({ pageSize: 50, pageNum: 1 });
  });
});

describe('spec 4: sorting with no order clears the sort', () => {
  it.each([
    ['asc', { sortField: 'totalMonetaryAmount', sortType: 'asc' }],
    ['desc', { sortField: 'totalMonetaryAmount', sortType: 'desc' }],
  ] as const)('sorting %s sets the field and order', (order, expected) => {
    expect(listQueryReducer(initial, setSort('totalMonetaryAmount', order))).toMatchObject(expected);
  });

  it('no order removes sortField and sortType', () => {
    const next = listQueryReducer(initial, setSort('consignmentDateTime', null));
    expect(next).not.toHaveProperty('sortField');
    expect(next).not.toHaveProperty('sortType');
    expect(toRequestParams(next)).not.toHaveProperty('sortField');
  });

  it('sorting keeps the page', () => {
    expect(listQueryReducer(onPage3, setSort('status', 'asc')).pageNum).toBe(3);
  });
});

describe('spec 4: filtering resets to page 1', () => {
  it.each([
    ['a plain filter', { filters: { status: 'loaded' } }],
    ['a date range', { ranges: { despatchActualDateTime: { start: '2026-01-01', end: '2026-01-31' } } }],
    ['an area', { areas: { loadingCountrySubdivisionCode: ['370000', '370100'] } }],
    ['clearing every filter', { filters: {} }],
  ])('%s goes back to page 1', (_name, change) => {
    expect(listQueryReducer(onPage3, setFilters(change)).pageNum).toBe(1);
  });

  it('a change leaves the other kinds of filter as they were', () => {
    const withRange = listQueryReducer(initial, setFilters({ ranges: { gmtCreated: { start: '2026-01-01' } } }));
    const next = listQueryReducer(withRange, setFilters({ filters: { status: 'loaded' } }));
    expect(next.ranges).toEqual({ gmtCreated: { start: '2026-01-01' } });
  });
});

describe('paging', () => {
  it.each([
    [2, 2],
    [0, 3],
    [1.5, 3],
  ])('setPage(%s) shows page %s', (page, expected) => {
    expect(listQueryReducer(onPage3, setPage(page)).pageNum).toBe(expected);
  });
});

describe('spec 4: refresh restores the initial query and clears sorting, date ranges and area lists', () => {
  const busy: ListQueryState = {
    pageNum: 4,
    pageSize: 100,
    sortField: 'totalMonetaryAmount',
    sortType: 'asc',
    filters: { status: 'loaded', driverName: '王' },
    ranges: { despatchActualDateTime: { start: '2026-01-01', end: '2026-01-31' } },
    areas: { loadingCountrySubdivisionCode: ['370000'] },
  };
  const refreshed = listQueryReducer(busy, refresh(initial));

  it('page and page size return to the initial ones', () => {
    expect(refreshed).toMatchObject({ pageNum: 1, pageSize: 20, filters: {} });
  });
  it('sorting is cleared', () => {
    expect(refreshed.sortField).toBeUndefined();
    expect(refreshed.sortType).toBeUndefined();
  });
  it('date ranges and area lists are cleared', () => {
    expect(refreshed.ranges).toEqual({});
    expect(refreshed.areas).toEqual({});
  });
  it('initial filters of the page come back', () => {
    const withFilter = initialListQuery({ filters: { reviewStatus: 'pending' } });
    expect(listQueryReducer(busy, refresh(withFilter)).filters).toEqual({ reviewStatus: 'pending' });
  });
});

describe('issue 10: a saved view replaces filters, ranges, areas and sort as a whole, from page 1', () => {
  const busy: ListQueryState = {
    pageNum: 4, pageSize: 100, sortField: 'totalMonetaryAmount', sortType: 'asc',
    filters: { status: 'loaded', driverName: '王' }, ranges: {}, areas: {},
  };
  const view = {
    filters: { shipperName: '鲁信' }, ranges: { despatchActualDateTime: { start: '2026-11-01' } }, areas: { loadingCountrySubdivisionCode: ['370000', '370100'] },
  };

  it('the view\'s query, page 1, the page size kept', () => {
    expect(listQueryReducer(busy, applyView({ ...view, sortField: 'gmtCreated', sortType: 'desc' }))).toEqual({
      pageNum: 1, pageSize: 100, sortField: 'gmtCreated', sortType: 'desc', ...view,
    });
  });
  it('a view without a sort clears the list\'s sort; no filter of the list survives', () => {
    const applied = listQueryReducer(busy, applyView(view));
    expect(applied.sortField).toBeUndefined();
    expect(applied.filters).toEqual({ shipperName: '鲁信' });
  });
  it('what a view keeps of a query is all of it but the page', () => {
    expect(savedQueryOf(busy)).toEqual({ filters: busy.filters, ranges: {}, areas: {}, sortField: 'totalMonetaryAmount', sortType: 'asc' });
  });
});

describe('spec 3: the list query is pageNum, pageSize, sortField, sortType and <name>Start / <name>End', () => {
  it('sends the page, the sort and the filters, dropping empty values', () => {
    const state: ListQueryState = {
      ...initial,
      filters: { status: 'loaded', driverName: '  王 ', consignor: '', shipperCode: '   ' },
    };
    expect(toRequestParams(state)).toEqual({
      pageNum: 1,
      pageSize: 20,
      sortField: 'consignmentDateTime',
      sortType: 'desc',
      status: 'loaded',
      driverName: '王',
    });
  });

  it('a date range is sent as yyyy-MM-dd HH:mm:ss, the end day inclusive to 23:59:59', () => {
    const state = { ...initial, ranges: { despatchActualDateTime: { start: '2026-01-01', end: '2026-01-31' } } };
    expect(toRequestParams(state)).toMatchObject({
      despatchActualDateTimeStart: '2026-01-01 00:00:00',
      despatchActualDateTimeEnd: '2026-01-31 23:59:59',
    });
  });

  it('an open end sends only the chosen end', () => {
    const params = toRequestParams({ ...initial, ranges: { gmtCreated: { start: '2026-02-01' } } });
    expect(params.gmtCreatedStart).toBe('2026-02-01 00:00:00');
    expect(params).not.toHaveProperty('gmtCreatedEnd');
  });

  it('a range of a yyyyMMdd field is sent as yyyyMMdd days', () => {
    const state = { ...initial, ranges: { validPeriodTo: { start: '2026-01-01', end: '2026-12-31' } } };
    expect(toRequestParams(state, { validPeriodTo: 'ymd' })).toMatchObject({
      validPeriodToStart: '20260101',
      validPeriodToEnd: '20261231',
    });
  });

  it('an area filter sends its deepest chosen code', () => {
    const state = { ...initial, areas: { loadingCountrySubdivisionCode: ['370000', '370100', ''] } };
    expect(toRequestParams(state).loadingCountrySubdivisionCode).toBe('370100');
  });
});

describe('issue 5: sortable headers cycle asc, desc, none (none clears the sort)', () => {
  it.each([
    [undefined, 'asc'],
    ['asc', 'desc'],
    ['desc', null],
  ] as const)('after %s comes %s', (current, next) => {
    expect(nextSortOrder(current)).toBe(next);
  });
});
