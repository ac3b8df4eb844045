import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/core/format/money';
import { formatWeight } from '../../../src/core/format/weight';
import { displayYmd, parseChinaDateTime } from '../../../src/core/format/dateParse';

describe('money cells: yuan with thousands separators and 2 decimals', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    ['1000000000', '1,000,000,000.00'],
    [-12.345, '-12.35'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('other decimal counts on request', () => {
    expect(formatMoney(12.3456, 3)).toBe('12.346');
  });
});

describe('weight cells: tonnes with up to 3 decimals', () => {
  it.each([
    [12345.5, '12,345.5'],
    [30, '30'],
    [1.23456, '1.235'],
    [null, ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatWeight(value)).toBe(expected);
  });
});

describe('travelling date strings', () => {
  it('reads yyyy-MM-dd HH:mm:ss as China time', () => {
    expect(parseChinaDateTime('2026-01-01 08:00:00')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('reads yyyyMMdd days', () => {
    expect(parseChinaDateTime('20260101')?.toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });
  it('shows yyyyMMdd as yyyy-MM-dd', () => {
    expect(displayYmd('20260315')).toBe('2026-03-15');
    expect(displayYmd('长期')).toBe('长期');
  });
});
