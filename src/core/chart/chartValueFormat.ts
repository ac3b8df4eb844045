// How chart values read: the full text (tooltips, the fallback table) carries the unit, the axis
// text is the bare number, both through src/core/format so charts agree with tables.
import type { TFunction } from 'i18next';
import { asNumber, formatMoney } from '../format/money';
import { formatWeight } from '../format/weight';

export type ChartValueFormat = 'money' | 'count' | 'weight' | 'percent';

export interface ChartValueFormatter {
  /** With its unit (`1,234.50 元`, `12.5 吨`, `37.5%`); empty for a missing value. */
  full(value: unknown): string;
  /** For axis ticks and the map's scale: the bare number (the percent sign kept). */
  axis(value: unknown): string;
}

// Counts are whole, but an average of counts is not: up to 2 decimals, none when whole. Made on
// first use (see src/core/format/weight.ts).
let plainFormat: Intl.NumberFormat | undefined;

function plainNumber(value: unknown): string {
  const number = asNumber(value);
  return number === null ? '' : (plainFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(number);
}

function percent(value: unknown): string {
  const number = asNumber(value);
  return number === null ? '' : `${number}%`;
}

/** The axis text alone: it needs no translated unit (the server's drawing, which has no tooltip). */
export function axisValueFormat(format: ChartValueFormat): (value: unknown) => string {
  return format === 'weight' ? formatWeight : format === 'percent' ? percent : plainNumber;
}

export function chartValueFormatter(format: ChartValueFormat, t: TFunction): ChartValueFormatter {
  const axis = axisValueFormat(format);
  switch (format) {
    case 'money':
      return {
        full: (value) => {
          const text = formatMoney(value, 2);
          return text ? t('chart.unit.yuan', { value: text }) : '';
        },
        axis,
      };
    case 'weight':
      return {
        full: (value) => {
          const text = formatWeight(value);
          return text ? t('renderer.unit.tonne', { value: text }) : '';
        },
        axis,
      };
    case 'percent':
    case 'count':
      return { full: axis, axis };
  }
}
