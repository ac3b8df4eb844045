// Spec section 9: quick date ranges of the list filters, ending today (China time); and the
// accounting periods a ledger reads (this month, last calendar month, this year).
import { formatDate } from '../format/dateParse';

export type DayShortcut = 'lastWeek' | 'lastMonth' | 'lastThreeMonths';
export type PeriodShortcut = 'thisMonth' | 'previousMonth' | 'thisYear';
export type DateShortcut = DayShortcut | PeriodShortcut;

export const SHORTCUT_DAYS: Readonly<Record<DayShortcut, number>> = {
  lastWeek: 7,
  lastMonth: 30,
  lastThreeMonths: 90,
};

const DAY_MS = 24 * 60 * 60 * 1000;

const isDayShortcut = (shortcut: DateShortcut): shortcut is DayShortcut => Object.hasOwn(SHORTCUT_DAYS, shortcut);

/** The last day of a month (1-12) of a year, as `yyyy-MM-dd`. */
function monthEnd(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
}

/** `{ start, end }` as `yyyy-MM-dd` days: from the day `days` before `now` to the day of `now`;
 * a period: this month or this year so far, or the whole previous calendar month. */
export function shortcutRange(shortcut: DateShortcut, now: Date = new Date()): { start: string; end: string } {
  const today = formatDate(now);
  if (isDayShortcut(shortcut)) return { start: formatDate(new Date(now.getTime() - SHORTCUT_DAYS[shortcut] * DAY_MS)), end: today };
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (shortcut) {
    case 'thisMonth': return { start: `${today.slice(0, 7)}-01`, end: today };
    case 'thisYear': return { start: `${year}-01-01`, end: today };
    default: {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { start: `${y}-${String(m).padStart(2, '0')}-01`, end: monthEnd(y, m) };
    }
  }
}
