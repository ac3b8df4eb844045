// Spec section 9: quick date ranges of the list filters, ending today (China time).
import { formatDate } from '../format/dateParse';

export type DateShortcut = 'lastWeek' | 'lastMonth' | 'lastThreeMonths';

export const SHORTCUT_DAYS: Readonly<Record<DateShortcut, number>> = {
  lastWeek: 7,
  lastMonth: 30,
  lastThreeMonths: 90,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `{ start, end }` as `yyyy-MM-dd` days: from the day `days` before `now` to the day of `now`. */
export function shortcutRange(shortcut: DateShortcut, now: Date = new Date()): { start: string; end: string } {
  return {
    start: formatDate(new Date(now.getTime() - SHORTCUT_DAYS[shortcut] * DAY_MS)),
    end: formatDate(now),
  };
}
