// The ledger counts money in fen (分) as integers (design.md: money moves only as balanced
// postings); screens and messages speak yuan. These two conversions are the only crossing.

/** Yuan to fen, rounded half up on the decimal text as written: 2051.685 yuan is 205169 fen
 * (its binary value 2051.68499… would round down). Throws on a value that is not a finite
 * number, so a bad amount never becomes 0 silently. */
export function toFen(yuan: number | string): number {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new RangeError(`not an amount of money: ${String(yuan)}`);
  const [mantissa, exponent = '0'] = text.toLowerCase().split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + 2}`);
  // Half up away from zero: -0.005 yuan is -1 fen, as 0.005 is 1.
  return shifted < 0 ? -Math.round(-shifted) : Math.round(shifted);
}

/** Fen to yuan (a number with at most 2 decimals). */
export function fromFen(fen: number): number {
  if (!Number.isInteger(fen)) throw new RangeError(`fen must be an integer: ${fen}`);
  return Number(`${fen}e-2`);
}

/** `rate` percent of an amount in fen, rounded half up to the fen (service fee, withheld tax). */
export function percentOfFen(fen: number, ratePercent: number): number {
  return toFen(Number(`${fen * ratePercent}e-4`));
}
