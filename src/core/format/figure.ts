// The figures of reports, number cards and charts: counts as whole numbers, money in yuan with 2
// decimals, other quantities (weights, distances) with up to 3; thousands separators; "—" for none.
import { asNumber, formatMoney } from './money';
import { formatWeight } from './weight';

export type FigureFormat = 'count' | 'money' | 'weight' | 'percent';

// Made on first use (see weight.ts).
let countFormat: Intl.NumberFormat | undefined;
export const NO_FIGURE = '—';

export function formatFigure(value: unknown, format: FigureFormat = 'count'): string {
  const number = asNumber(value);
  if (number === null) return NO_FIGURE;
  switch (format) {
    case 'money':
      return formatMoney(number, 2);
    case 'weight':
      return formatWeight(number);
    case 'percent':
      return `${formatWeight(number * 100)}%`;
    default:
      return (countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(number);
  }
}
