// Calendar days of the statistics calls: dates travel as yyyy-MM-dd (China time), stored times
// as `yyyy-MM-dd HH:mm:ss` text, so a day is a 10-character prefix and a month a 7-character one;
// both compare and group as text in every database.
import { isRealDateTime } from '../../src/core/validation/formats/calendar';
import { DAY_MS } from '../storage/clock';

export type Granularity = 'day' | 'month';

/** How many characters of a stored time name its bucket. */
export const BUCKET_LENGTH: Record<Granularity, number> = { day: 10, month: 7 };

export function isRealDate(value: string): boolean {
  return isRealDateTime(`${value} 00:00:00`);
}

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOf(utcOf(date) + days * DAY_MS);
}

/** The first day of the month `months` after the month of `date` (negative: before). */
export function monthStart(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number);
  return dateOf(Date.UTC(year, month - 1 + months, 1));
}

/** Days from start to end, both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((utcOf(end) - utcOf(start)) / DAY_MS) + 1;
}

/** Months from the month of start to the month of end, both included. */
export function monthsBetween(start: string, end: string): number {
  const [y1, m1] = start.split('-').map(Number);
  const [y2, m2] = end.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

/** Every bucket of the range in order (2026-03-01 ... or 2026-03 ...), so a chart has a point for
 * each day or month, with zeros where nothing happened. */
export function bucketsOf(start: string, end: string, granularity: Granularity): string[] {
  if (granularity === 'day') return Array.from({ length: daysBetween(start, end) }, (_, i) => addDays(start, i));
  return Array.from({ length: monthsBetween(start, end) }, (_, i) => monthStart(start, i).slice(0, 7));
}

/** The stored-time bounds of a date range: from the first second of start to the last of end. */
export function timeBounds(start: string, end: string): { from: string; to: string } {
  return { from: `${start} 00:00:00`, to: `${end} 23:59:59` };
}
