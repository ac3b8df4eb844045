// Windows of time ending today (China time) for the figures of dashboards and reports: today,
// this week (from Monday), this month, this year, the last 7, 30 or 90 days. Pure.
import type { Period } from '../generated/page-language';
import { formatDate } from '../format/dateParse';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `{ start, end }` as `yyyy-MM-dd` days, both included. */
export function periodRange(period: Period, now: Date = new Date()): { start: string; end: string } {
  const end = formatDate(now);
  const daysBack = (days: number) => formatDate(new Date(now.getTime() - days * DAY_MS));
  switch (period) {
    case 'today':
      return { start: end, end };
    case 'week': {
      // getUTCDay of the China day: 0 Sunday … 6 Saturday; the week starts on Monday.
      const weekday = new Date(`${end}T00:00:00Z`).getUTCDay();
      return { start: daysBack((weekday + 6) % 7), end };
    }
    case 'month':
      return { start: `${end.slice(0, 7)}-01`, end };
    case 'year':
      return { start: `${end.slice(0, 4)}-01-01`, end };
    case 'last7Days':
      return { start: daysBack(6), end };
    case 'last30Days':
      return { start: daysBack(29), end };
    default:
      return { start: daysBack(89), end };
  }
}

/** Every day (`yyyy-MM-dd`) or month (`yyyy-MM`) bucket from start to end, so a trend shows the
 * days without records as zero instead of skipping them. */
export function bucketsBetween(bucket: 'day' | 'month', start: string, end: string): string[] {
  const buckets: string[] = [];
  if (bucket === 'month') {
    let [year, month] = start.slice(0, 7).split('-').map(Number);
    const last = end.slice(0, 7);
    for (;;) {
      const label = `${year}-${String(month).padStart(2, '0')}`;
      if (label > last || buckets.length > 1200) return buckets;
      buckets.push(label);
      [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    }
  }
  for (let day = new Date(`${start}T00:00:00Z`); ; day = new Date(day.getTime() + DAY_MS)) {
    const label = day.toISOString().slice(0, 10);
    if (label > end || buckets.length > 3660) break;
    buckets.push(label);
  }
  return buckets;
}
