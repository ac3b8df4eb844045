// Calendar arithmetic on yyyymmdd strings, without Date: Date silently rolls 20230230 over to
// 2 March and treats years below 100 as 19xx.

const YMD = /^(\d{4})(\d{2})(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for an 8-digit yyyymmdd string naming a real Gregorian date (year 0001 to 9999). */
export function isRealYmd(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** True for `yyyy-MM-dd HH:mm:ss` (how dates travel, design.md) naming a real date and a time
 * of the 24-hour day: `2026-02-30 10:00:00` and `2026-03-01 24:00:00` are refused. */
export function isRealDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  return match !== null && isRealYmd(match[1] + match[2] + match[3]);
}

/** Today's date as yyyymmdd in China Standard Time (UTC+8, no daylight saving), so that the
 * answer does not depend on the time zone of the browser or server that asks. */
export function chinaTodayYmd(now: Date = new Date()): string {
  const china = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return pad(china.getUTCFullYear(), 4) + pad(china.getUTCMonth() + 1, 2) + pad(china.getUTCDate(), 2);
}
