// The invoice arithmetic (server/routes/tms/invoice/amounts.ts) in fen: the tax included in a
// total at a rate, half up on the exact fraction; an invoice's lines summing to it exactly.
import { describe, expect, test } from 'vitest';
import { includedTaxFen, invoiceAmounts } from '../../../server/routes/tms/invoice/amounts';

describe('includedTaxFen', () => {
  test.each([
    [10900, 9, 900], [431380, 9, 35619], [10001, 9, 826], [109, 9, 9], [1, 9, 0], [6, 9, 0], [7, 9, 1],
    [10600, 6, 600], [10300, 3, 300], [0, 9, 0], [-431380, 9, -35619],
  ])('%i fen at %i%% includes %i fen of tax', (total, rate, tax) => {
    expect(includedTaxFen(total, rate)).toBe(tax);
  });

  test('the nearest fen of the exact fraction (no binary rounding on the way): 121 fen at 9% is 9.99… → 10, 120 fen 9.908… → 10, 115 fen 9.495… → 9', () => {
    expect(includedTaxFen(121, 9)).toBe(10);
    expect(includedTaxFen(120, 9)).toBe(10);
    expect(includedTaxFen(115, 9)).toBe(9);
  });
});

describe('invoiceAmounts', () => {
  test('three waybills: totals, tax once on the total, the largest line takes the rounding difference', () => {
    const amounts = invoiceAmounts([
      { shippingNoteNumber: 'A', freightFen: 205169, feeFen: 3078, feeRate: 1.5 },
      { shippingNoteNumber: 'B', freightFen: 133334, feeFen: 2000, feeRate: 1.5 },
      { shippingNoteNumber: 'C', freightFen: 86501, feeFen: 1298, feeRate: 1.5 },
    ], 9);
    expect(amounts).toMatchObject({ waybillCount: 3, freightFen: 425004, feeFen: 6376, feeRate: 1.5, totalFen: 431380, taxFen: 35619, exclFen: 395761 });
    expect(amounts.lines.map((l) => l.taxFen)).toEqual([17196, 11174, 7249]);
    expect(amounts.lines.reduce((sum, l) => sum + l.taxFen, 0)).toBe(amounts.taxFen);
    expect(amounts.lines.every((l) => l.exclFen === l.totalFen - l.taxFen)).toBe(true);
  });

  test('waybills of different fee rates: the invoice rate is the fee over the freight, two decimals half up', () => {
    const amounts = invoiceAmounts([
      { shippingNoteNumber: 'A', freightFen: 100000, feeFen: 1000, feeRate: 1 },
      { shippingNoteNumber: 'B', freightFen: 50000, feeFen: 1000, feeRate: 2 },
    ], 9);
    expect(amounts.feeRate).toBe(1.33);
    expect(amounts.totalFen).toBe(152000);
  });

  test('many small lines: the lines still sum to the invoice tax', () => {
    const inputs = Array.from({ length: 40 }, (_, i) => ({ shippingNoteNumber: `W${i}`, freightFen: 1003 + i * 7, feeFen: 15, feeRate: 1.5 }));
    const amounts = invoiceAmounts(inputs, 9);
    expect(amounts.lines.reduce((sum, l) => sum + l.taxFen, 0)).toBe(amounts.taxFen);
    expect(amounts.lines.every((l) => l.taxFen >= 0)).toBe(true);
  });
});
