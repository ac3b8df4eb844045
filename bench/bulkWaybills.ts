// Loads a million waybills into a benchmark database fast: the demo waybills are the
// templates (so values stay realistic and valid), each copy moved back in time with all its
// times shifted alike and renumbered (the templates themselves are replaced); inserted with one prepared statement in a transaction
// while the table's indexes are dropped, then the indexes are rebuilt and ANALYZE run (what
// an operator does after a bulk load, and what lets SQLite's planner pick the right index).
// The scope-count triggers are off during the load too: the caller recounts (recountScopes).
import BetterSqlite3 from 'better-sqlite3';

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const toMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
function toText(ms: number): string {
  const iso = new Date(ms + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export interface BulkLoadResult { rows: number; insertMs: number; indexMs: number; analyzeMs: number }

export function bulkLoadWaybills(file: string, count: number, spanDays: number, seed = 7): BulkLoadResult {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const templates = sqlite.prepare('select * from tms_waybill').all() as Record<string, unknown>[];
  const columns = Object.keys(templates[0]).filter((c) => c !== 'id');
  const dateColumns = columns.filter((c) => templates.some((t) => typeof t[c] === 'string' && DATETIME.test(t[c] as string)));
  const indexes = sqlite.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'tms_waybill' and sql is not null").all() as { name: string; sql: string }[];
  // The scope-count triggers would run four upserts per row; the caller recounts instead.
  const triggers = sqlite.prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'tms_waybill'").all() as { name: string; sql: string }[];
  const insert = sqlite.prepare(`insert into tms_waybill (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const numberAt = columns.indexOf('shipping_note_number');
  const consignedAt = columns.indexOf('consignment_date_time');
  const dateAt = dateColumns.map((c) => columns.indexOf(c));
  const templateValues = templates.map((t) => columns.map((c) => t[c]));
  const templateTimes = templates.map((t) => dateColumns.map((c) => (typeof t[c] === 'string' ? toMs(t[c] as string) : null)));
  const newest = Math.max(...templates.map((t) => toMs(t.consignment_date_time as string)));
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const sequenceOfDay = new Map<string, number>();

  const started = performance.now();
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  for (const trigger of triggers) sqlite.exec(`drop trigger "${trigger.name}"`);
  sqlite.transaction(() => {
    // The demo waybills were read as templates; the table then holds exactly `count` rows.
    sqlite.exec('delete from tms_waybill');
    for (let n = 0; n < count; n += 1) {
      const which = n % templates.length;
      const values = templateValues[which].slice();
      const times = templateTimes[which];
      const consigned = times[dateColumns.indexOf('consignment_date_time')]!;
      // Back in time only, so nothing lands in the future; spread evenly over the span.
      const target = newest - random() * spanDays * DAY_MS;
      const shift = Math.min(0, target - consigned);
      for (let d = 0; d < dateAt.length; d += 1) if (times[d] !== null) values[dateAt[d]] = toText(times[d]! + shift);
      const day = (values[consignedAt] as string).slice(0, 10).replace(/-/g, '');
      const sequence = (sequenceOfDay.get(day) ?? 0) + 1;
      sequenceOfDay.set(day, sequence);
      values[numberAt] = `YD${day}${String(sequence).padStart(6, '0')}`;
      insert.run(values);
    }
  })();
  const inserted = performance.now();
  for (const index of indexes) sqlite.exec(index.sql);
  for (const trigger of triggers) sqlite.exec(trigger.sql);
  const indexed = performance.now();
  sqlite.exec('analyze');
  const analyzed = performance.now();
  sqlite.close();
  return { rows: count, insertMs: inserted - started, indexMs: indexed - inserted, analyzeMs: analyzed - indexed };
}
