// The value formats of the monitoring messages (../shared/domain.md): dates YYYYMMDDhhmmss,
// money in yuan as text with 3 decimals, tonnage with 2, distances in whole kilometres. Decimal
// text is produced by shifting the number's own decimal text (as src/core/money/fen.ts does), so
// 2051.685 keeps its last digit instead of its binary neighbour's.

/** `yyyy-MM-dd HH:mm:ss` (China time, as stored) to `YYYYMMDDhhmmss`; '' for no value. */
export function reportTime(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  return value.replace(/\D/g, '').slice(0, 14);
}

/** A non-negative number as text with exactly `places` decimals, rounded half up. */
export function decimalText(value: unknown, places: number): string {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  const number = Number(text);
  if (text === '' || !Number.isFinite(number) || number < 0) return '';
  const [mantissa, exponent = '0'] = text.toLowerCase().split('e');
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + places}`));
  const digits = String(scaled).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Yuan with 3 decimals: 8650.5 → "8650.500". */
export const money3 = (value: unknown): string => decimalText(value, 3);
/** Tonnes (or m³) with 2 decimals: 32.5 → "32.50". */
export const decimal2 = (value: unknown): string => decimalText(value, 2);
/** Whole kilometres: 1150.4 → "1150". */
export const wholeNumber = (value: unknown): string => decimalText(value, 0);

/** Message money text (n.ddd) to thousandths of a yuan, an integer, for exact sums. */
export function thousandths(text: string): number {
  const match = /^(\d+)\.(\d{3})$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number(match[2]);
}

/** Thousandths back to message money text. */
export function fromThousandths(value: number): string {
  const digits = String(Math.round(value)).padStart(4, '0');
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
}
