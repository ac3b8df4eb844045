// Spec section 9: just now under 30 s, minutes under 1 h, hours under 1 day, 1 day under
// 2 days, else the date. Returns an i18n key and its values so every language words it.
import { formatDateTime } from './datetime';
import { parseChinaDateTime } from './dateParse';

export interface RelativeTime {
  key: string;
  params: Record<string, string | number>;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `value` (a Date or a `yyyy-MM-dd HH:mm:ss` string) was, seen from `now`;
 * null when the value is not a date. Times in the future read as "just now". */
export function relativeTime(value: Date | string, now: Date = new Date()): RelativeTime | null {
  const then = typeof value === 'string' ? parseChinaDateTime(value) : value;
  if (!then || Number.isNaN(then.getTime())) return null;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < 30 * SECOND) return { key: 'renderer.time.justNow', params: {} };
  if (elapsed < HOUR) return { key: 'renderer.time.minutesAgo', params: { count: Math.floor(elapsed / MINUTE) } };
  if (elapsed < DAY) return { key: 'renderer.time.hoursAgo', params: { count: Math.floor(elapsed / HOUR) } };
  if (elapsed < 2 * DAY) return { key: 'renderer.time.oneDayAgo', params: {} };
  return { key: 'renderer.time.at', params: { date: formatDateTime(then) } };
}
