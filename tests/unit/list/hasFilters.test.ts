// Whether the user narrowed a list: the empty table then says that nothing matches and offers
// to reset the filters, instead of "暂无数据".
import { describe, expect, it } from 'vitest';
import { hasFilters, type ListQueryState } from '../../../src/core/list/listQuery';

type Narrowing = Pick<ListQueryState, 'filters' | 'ranges' | 'areas'>;

const none: Narrowing = { filters: {}, ranges: {}, areas: {} };

describe('hasFilters', () => {
  const cases: [string, Narrowing, boolean][] = [
    ['nothing chosen', none, false],
    ['an empty text box', { ...none, filters: { shippingNoteNumber: '' } }, false],
    ['an open date range', { ...none, ranges: { gmtCreated: {} } }, false],
    ['an empty area choice', { ...none, areas: { loadingCountrySubdivisionCode: [] } }, false],
    ['a text filter', { ...none, filters: { shippingNoteNumber: 'YD2026' } }, true],
    ['a state chosen', { ...none, filters: { status: 'loaded' } }, true],
    ['a number filter of 0', { ...none, filters: { vehicleAmount: 0 } }, true],
    ['a date range start', { ...none, ranges: { gmtCreated: { start: '2026-11-01' } } }, true],
    ['a date range end', { ...none, ranges: { gmtCreated: { end: '2026-11-30' } } }, true],
    ['an area', { ...none, areas: { loadingCountrySubdivisionCode: ['370000'] } }, true],
  ];

  it.each(cases)('%s -> %s', (_what, query, expected) => {
    expect(hasFilters(query)).toBe(expected);
  });
});
