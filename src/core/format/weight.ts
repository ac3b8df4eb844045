// Weights travel as numbers of tonnes; lists show up to 3 decimals with thousands separators.
import { asNumber } from './money';

// Made on first use: a number format touches megabytes of ICU data, which a server that has not
// formatted anything yet need not hold (issue 18's idle memory).
let weightFormat: Intl.NumberFormat | undefined;

/** `12345.5` → `12,345.5`; empty for a missing or unreadable value. The unit is the caller's (translated). */
export function formatWeight(value: unknown): string {
  const number = asNumber(value);
  return number === null ? '' : (weightFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })).format(number);
}
