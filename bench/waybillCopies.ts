// The rows of a bulk load of waybills, the same on every database: the demo waybills are the
// templates (so values stay realistic and valid), each copy moved back in time with all its
// times shifted alike and numbered `YD<yyyyMMdd><6 digits>` by its consignment day.
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const toMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
function toText(ms: number): string {
  const iso = new Date(ms + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export interface BulkLoadResult { rows: number; insertMs: number; indexMs: number; analyzeMs: number }

/** The columns written (all but the generated id) and `count` rows of values in that order. */
export function waybillCopies(templates: Record<string, unknown>[], count: number, spanDays: number, seed = 7): { columns: string[]; rows: Iterable<unknown[]> } {
  const columns = Object.keys(templates[0]).filter((c) => c !== 'id');
  const dateColumns = columns.filter((c) => templates.some((t) => typeof t[c] === 'string' && DATETIME.test(t[c] as string)));
  const numberAt = columns.indexOf('shipping_note_number');
  const consignedAt = columns.indexOf('consignment_date_time');
  const dateAt = dateColumns.map((c) => columns.indexOf(c));
  const consignedDate = dateColumns.indexOf('consignment_date_time');
  const templateValues = templates.map((t) => columns.map((c) => t[c]));
  const templateTimes = templates.map((t) => dateColumns.map((c) => (typeof t[c] === 'string' ? toMs(t[c] as string) : null)));
  const newest = Math.max(...templates.map((t) => toMs(t.consignment_date_time as string)));
  function* rows(): Generator<unknown[]> {
    let state = seed >>> 0;
    const random = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    const sequenceOfDay = new Map<string, number>();
    for (let n = 0; n < count; n += 1) {
      const which = n % templates.length;
      const values = templateValues[which].slice();
      const times = templateTimes[which];
      const consigned = times[consignedDate]!;
      // Back in time only, so nothing lands in the future; spread evenly over the span.
      const target = newest - random() * spanDays * DAY_MS;
      const shift = Math.min(0, target - consigned);
      for (let d = 0; d < dateAt.length; d += 1) if (times[d] !== null) values[dateAt[d]] = toText(times[d]! + shift);
      const day = (values[consignedAt] as string).slice(0, 10).replace(/-/g, '');
      const sequence = (sequenceOfDay.get(day) ?? 0) + 1;
      sequenceOfDay.set(day, sequence);
      values[numberAt] = `YD${day}${String(sequence).padStart(6, '0')}`;
      yield values;
    }
  }
  return { columns, rows: { [Symbol.iterator]: rows } };
}
