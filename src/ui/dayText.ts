// Calendar days as the `yyyy-MM-dd` text the filters keep, and back: a day the user clicks is
// that day wherever the browser runs, so local dates are used (no time zone shift).

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The local date of a `yyyy-MM-dd` day (a longer date-time text counts by its day); undefined when not a day. */
export function dateOfDay(text: string | undefined): Date | undefined {
  const match = text ? DAY.exec(text) : null;
  if (!match) return undefined;
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

/** A local date as `yyyy-MM-dd`. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
