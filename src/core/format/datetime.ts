// Dates travel as `yyyy-MM-dd HH:mm:ss` strings in China Standard Time (design.md), so a
// record shows the same time whatever the time zone of the browser or server that formats it.

/** China Standard Time is UTC+8 all year (no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `yyyy-MM-dd HH:mm:ss` of an instant, in China Standard Time. */
export function formatDateTime(date: Date): string {
  const china = new Date(date.getTime() + CHINA_OFFSET_MS);
  const day = `${pad(china.getUTCFullYear(), 4)}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())}`;
  return `${day} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}:${pad(china.getUTCSeconds())}`;
}
