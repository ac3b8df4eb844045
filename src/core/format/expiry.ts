// How near a document's end date is (an insurance policy, a licence): expired, expiring within
// the warning days, or valid, counted in China days. Pure; the `expiry` column format and the
// tabs' relative date ranges word it.
import { formatDate, parseChinaDateTime } from './dateParse';

export type ExpiryState = 'expired' | 'expiring' | 'valid';

/** Days the console warns before an end date (the to-do counts' expiresWithin uses the same). */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole China days from today to the day of `value` (a `yyyyMMdd` date or `yyyy-MM-dd[ …]`); null when unreadable. */
export function daysUntil(value: string, now: Date = new Date()): number | null {
  const day = parseChinaDateTime(value.length > 10 ? value.slice(0, 10) : value);
  const today = parseChinaDateTime(formatDate(now));
  if (!day || !today) return null;
  return Math.round((day.getTime() - today.getTime()) / DAY_MS);
}

/** The state of an end date: expired before today, expiring within `warningDays` (today included), else valid. */
export function expiryOf(value: string, now: Date = new Date(), warningDays = EXPIRY_WARNING_DAYS): { state: ExpiryState; days: number } | null {
  const days = daysUntil(value, now);
  if (days === null) return null;
  return { state: days < 0 ? 'expired' : days <= warningDays ? 'expiring' : 'valid', days };
}

/** `yyyy-MM-dd` of the China day `offset` days from today. */
export function dayFromToday(offset: number, now: Date = new Date()): string {
  return formatDate(new Date(now.getTime() + offset * DAY_MS));
}
