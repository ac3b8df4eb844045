// Input formatters for numeric widgets (spec section 5): they take what the user typed or
// pasted and return what the input shows. Pure string functions, so "12." and "-" survive
// while the user is still typing.
import { MAX_AMOUNT, MAX_PERCENT } from './limits';

export interface DecimalFormatOptions {
  places: 1 | 2 | 3;
  allowNegative?: boolean;
}

export interface IntegerFormatOptions {
  allowNegative?: boolean;
}

interface NumberShape {
  places: number;
  allowNegative: boolean;
  /** Largest absolute value; anything above becomes exactly this. */
  max: number;
}

/** Chinese input methods type full-width digits and 。 for the decimal point. */
function toHalfWidth(input: string): string {
  return input.normalize('NFKC').replace(/。/g, '.');
}

function formatNumber(input: string, { places, allowNegative, max }: NumberShape): string {
  const text = toHalfWidth(input).replace(/[^\d.-]/g, '');
  const sign = allowNegative && text.startsWith('-') ? '-' : '';
  const kept = text.replace(/-/g, '');

  const point = kept.indexOf('.');
  const hasPoint = point >= 0 && places > 0;
  const integerDigits = point >= 0 ? kept.slice(0, point) : kept;
  // Extra points are dropped, the digits after them kept; the decimals are cut, not rounded.
  const decimals = hasPoint ? kept.slice(point + 1).replace(/\./g, '').slice(0, places) : '';

  let integer = integerDigits.replace(/^0+(?=\d)/, '');
  if (integer === '' && hasPoint) integer = '0';
  const body = hasPoint ? `${integer}.${decimals}` : integer;

  if (body === '') return sign;
  return sign + (Number(body) > max ? String(max) : body);
}

/** Decimal with up to `places` decimals, clamped to ±1,000,000,000. */
export function formatDecimal(input: string, { places, allowNegative = false }: DecimalFormatOptions): string {
  return formatNumber(input, { places, allowNegative, max: MAX_AMOUNT });
}

/** Whole number clamped to ±1,000,000,000; a pasted "12.5" keeps only its integer part. */
export function formatInteger(input: string, { allowNegative = false }: IntegerFormatOptions = {}): string {
  return formatNumber(input, { places: 0, allowNegative, max: MAX_AMOUNT });
}

/** Whole percentage from 0 to 100. */
export function formatPercent(input: string): string {
  return formatNumber(input, { places: 0, allowNegative: false, max: MAX_PERCENT });
}
