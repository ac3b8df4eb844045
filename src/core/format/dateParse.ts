// Reading the `yyyy-MM-dd HH:mm:ss` strings dates travel as (China Standard Time, see
// datetime.ts, which writes them) and the day-only forms the list filters use.
import { formatDateTime } from './datetime';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DATE_YMD = /^(\d{4})(\d{2})(\d{2})$/;

/** The instant of a `yyyy-MM-dd[ HH:mm[:ss]]` or `yyyyMMdd` string read as China time; null when unreadable. */
export function parseChinaDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim()) ?? DATE_YMD.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  const date = new Date(utc - CHINA_OFFSET_MS);
  // Date.UTC rolls 2026-02-31 over to March; such a string is not a date.
  return formatDateTime(date).slice(0, 10) === `${year}-${month}-${day}` ? date : null;
}

/** `yyyy-MM-dd` of an instant, in China time. */
export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

/** A stored `yyyyMMdd` (format date-ymd) shown as `yyyy-MM-dd`; other text unchanged. */
export function displayYmd(text: string): string {
  const match = DATE_YMD.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : text;
}
