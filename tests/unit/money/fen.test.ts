import { describe, expect, it } from 'vitest';
import { fromFen, percentOfFen, toFen } from '../../../src/core/money/fen';

describe('money in fen: the ledger counts integers, screens speak yuan', () => {
  it.each([
    [2051.685, 205169],
    ['2051.685', 205169],
    [0.005, 1],
    [-0.005, -1],
    [1.005, 101],
    [1234.5, 123450],
    [0, 0],
    [1e9, 100000000000],
    ['  88.80 ', 8880],
  ])('%s yuan is %s fen (half up on the decimal text)', (yuan, fen) => {
    expect(toFen(yuan)).toBe(fen);
  });

  it.each([['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s is refused, never 0', (bad) => {
    expect(() => toFen(bad as string)).toThrow(RangeError);
  });

  it('fen back to yuan keeps two decimals exactly', () => {
    expect(fromFen(205169)).toBe(2051.69);
    expect(fromFen(-1)).toBe(-0.01);
    expect(() => fromFen(1.5)).toThrow(RangeError);
  });

  it('a percentage of an amount rounds half up to the fen', () => {
    expect(percentOfFen(100000, 6)).toBe(6000); // 6 % of 1000.00
    expect(percentOfFen(12345, 1)).toBe(123); // 1.2345 yuan → 1.23
    expect(percentOfFen(12350, 1)).toBe(124); // 1.235 → 1.24
  });
});
