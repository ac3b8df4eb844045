// Weights travel as numbers of tonnes; lists show up to 3 decimals with thousands separators.
import { asNumber } from './money';

const WEIGHT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** `12345.5` → `12,345.5`; empty for a missing or unreadable value. The unit is the caller's (translated). */
export function formatWeight(value: unknown): string {
  const number = asNumber(value);
  return number === null ? '' : WEIGHT.format(number);
}
