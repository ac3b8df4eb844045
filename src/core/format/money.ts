// Money travels as a number of yuan (design.md); lists show it with thousands separators and
// a fixed number of decimals.

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(places: number): Intl.NumberFormat {
  let formatter = formatters.get(places);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places });
    formatters.set(places, formatter);
  }
  return formatter;
}

/** The number a value holds; null for a missing or unreadable one. */
export function asNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** `1234.5` → `1,234.50` (2 decimals unless told). Empty for a missing or unreadable value. */
export function formatMoney(value: unknown, places = 2): string {
  const number = asNumber(value);
  return number === null ? '' : formatterFor(places).format(number);
}
