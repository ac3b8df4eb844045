// The amounts of a freight-transport invoice over several waybills, in fen (integers), so that
// every figure on the invoice, its lines and the tax screens adds up exactly:
// - each waybill's line: its accounted freight and service fee, the line total (价税合计) = both;
// - the invoice: freight total, fee total, total = Σ line totals; the tax is included in the
//   total (VAT on 货物运输服务): tax = total × rate ÷ (100 + rate), rounded half up to the fen,
//   once, on the total; the amount before tax (金额) = total − tax;
// - each line's tax is its own total's tax rounded half up, and the line with the largest total
//   takes the rounding difference (尾差), so the lines' taxes sum to the invoice's tax.
// Conversions between yuan and fen only through src/core/money/fen.ts.

export interface LineInput {
  shippingNoteNumber: string;
  freightFen: number;
  feeFen: number;
  /** The waybill's service fee rate in percent (its freight accounting), if known. */
  feeRate: number | null;
}

export interface LineAmounts extends LineInput {
  totalFen: number;
  taxFen: number;
  exclFen: number;
}

export interface InvoiceAmounts {
  waybillCount: number;
  freightFen: number;
  feeFen: number;
  /** 服务费率 (%): the waybills' rate when they share one, else the fee over the freight (2 decimals). */
  feeRate: number;
  totalFen: number;
  taxFen: number;
  exclFen: number;
  lines: LineAmounts[];
}

/** The tax included in `totalFen` at `ratePercent` (up to 2 decimals), half up to the fen. */
export function includedTaxFen(totalFen: number, ratePercent: number): number {
  if (!Number.isSafeInteger(totalFen)) throw new RangeError(`fen must be a whole number: ${totalFen}`);
  const rate = Math.round(ratePercent * 100);
  const numerator = Math.abs(totalFen) * rate;
  const denominator = 10000 + rate;
  // Half up on the exact fraction: floor((2n + d) / 2d).
  const tax = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return totalFen < 0 ? -tax : tax;
}

/** Two decimals, half up, of a ratio given as whole numbers (fee and freight in fen). */
function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  // Hundredths of a percent: part × 10000 ÷ whole, half up.
  const hundredths = Math.floor((2 * part * 10000 + whole) / (2 * whole));
  return hundredths / 100;
}

export function invoiceAmounts(inputs: readonly LineInput[], ratePercent: number): InvoiceAmounts {
  const lines: LineAmounts[] = inputs.map((input) => {
    const totalFen = input.freightFen + input.feeFen;
    const taxFen = includedTaxFen(totalFen, ratePercent);
    return { ...input, totalFen, taxFen, exclFen: totalFen - taxFen };
  });
  const sum = (pick: (line: LineAmounts) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const freightFen = sum((line) => line.freightFen);
  const feeFen = sum((line) => line.feeFen);
  const totalFen = freightFen + feeFen;
  const taxFen = includedTaxFen(totalFen, ratePercent);
  const difference = taxFen - sum((line) => line.taxFen);
  if (difference !== 0 && lines.length > 0) {
    const largest = lines.reduce((best, line) => (line.totalFen > best.totalFen ? line : best), lines[0]!);
    largest.taxFen += difference;
    largest.exclFen = largest.totalFen - largest.taxFen;
  }
  const rates = new Set(inputs.map((input) => input.feeRate));
  const [only] = [...rates];
  const feeRate = rates.size === 1 && only !== null && only !== undefined ? only : percentOf(feeFen, freightFen);
  return { waybillCount: lines.length, freightFen, feeFen, feeRate, totalFen, taxFen, exclFen: totalFen - taxFen, lines };
}
