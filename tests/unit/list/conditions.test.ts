import { describe, expect, it } from 'vitest';
import { matchesCondition } from '../../../src/core/list/conditions';

describe('page language: an action shows only when the row satisfies its `when`', () => {
  const when = { field: 'status', in: ['pending_dispatch', 'dispatched'] };
  it.each([
    [{ status: 'dispatched' }, true],
    [{ status: 'loaded' }, false],
    [{}, false],
    [{ status: null }, false],
  ])('row %j -> %s', (row, expected) => {
    expect(matchesCondition(when, row)).toBe(expected);
  });

  it('an action without a condition always shows', () => {
    expect(matchesCondition(undefined, {})).toBe(true);
  });

  it('numeric codes match their text form either way', () => {
    expect(matchesCondition({ field: 'isRelease', in: [1] }, { isRelease: '1' })).toBe(true);
    expect(matchesCondition({ field: 'isRelease', in: ['0'] }, { isRelease: 0 })).toBe(true);
  });
});
