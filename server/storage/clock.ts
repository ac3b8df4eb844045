// Time as the server reads it. The clock is injectable so tests can move time forward
// (lock-out windows, code expiry, token expiry) without waiting.
import { formatDateTime } from '../../src/core/format/datetime';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A machine instant for `*_at` columns: ISO 8601 in UTC, comparable as text. */
export function instant(date: Date): string {
  return date.toISOString();
}

/** A display time for `gmt_created` / `gmt_modified`: yyyy-MM-dd HH:mm:ss in China time. */
export function displayTime(date: Date): string {
  return formatDateTime(date);
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** Midnight of the current day in China (UTC+8, no daylight saving), for daily limits. */
export function startOfChinaDay(date: Date): Date {
  const china = date.getTime() + CHINA_OFFSET_MS;
  return new Date(china - (china % DAY_MS) - CHINA_OFFSET_MS);
}
