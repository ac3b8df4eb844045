// Demo times as the API writes them (yyyy-MM-dd HH:mm:ss, China time) and yyyymmdd dates.
import { displayTime, DAY_MS } from '../../storage/clock';
import type { Random } from './random';

const YEAR_MS = 365.2425 * DAY_MS;

export const timeAt = (date: Date): string => displayTime(date);

/** yyyyMMdd of the China day of a moment. */
export const dayStamp = (date: Date): string => displayTime(date).slice(0, 10).replace(/-/g, '');

/** The moment of a display time or a yyyymmdd date (its China midnight). */
export function momentOf(text: string): Date {
  const iso = /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}T00:00:00` : text.replace(' ', 'T');
  return new Date(`${iso}+08:00`);
}

/** The same day `years` later; 29 February becomes the 28th in a common year. */
export function yearsLater(ymd: string, years: number): string {
  const year = Number(ymd.slice(0, 4)) + years;
  const month = Number(ymd.slice(4, 6));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}${ymd.slice(4, 6)}${String(Math.min(Number(ymd.slice(6)), lastDay)).padStart(2, '0')}`;
}

/** The same day `months` later (the month's last day when it is shorter), then `days` more (-1: the day before). */
export function monthsLater(ymd: string, months: number, days = 0): string {
  const total = Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(4, 6)) - 1 + months;
  const [year, month] = [Math.floor(total / 12), (total % 12) + 1];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = new Date(Date.UTC(year, month - 1, Math.min(Number(ymd.slice(6)), lastDay) + days));
  return day.toISOString().slice(0, 10).replace(/-/g, '');
}

/** A real day between `years[1]` and `years[0]` years before now. */
export function dayYearsAgo(random: Random, now: Date, years: readonly [number, number]): string {
  const [nearest, farthest] = [Math.min(...years), Math.max(...years)];
  const ago = (nearest + random.next() * (farthest - nearest)) * YEAR_MS;
  return dayStamp(new Date(now.getTime() - ago));
}
