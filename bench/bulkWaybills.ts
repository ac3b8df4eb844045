// Loads a million waybills into a SQLite benchmark database fast (the rows: waybillCopies.ts;
// the templates themselves are replaced): one prepared statement in a transaction while the
// table's indexes are dropped, then the indexes rebuilt and ANALYZE run (what an operator does
// after a bulk load, and what lets SQLite's planner pick the right index). The scope-count
// triggers are off during the load too: the caller recounts (recountScopes).
import BetterSqlite3 from 'better-sqlite3';
import { waybillCopies, type BulkLoadResult } from './waybillCopies';

export type { BulkLoadResult } from './waybillCopies';

export function bulkLoadWaybills(file: string, count: number, spanDays: number, seed = 7): BulkLoadResult {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const templates = sqlite.prepare('select * from tms_waybill').all() as Record<string, unknown>[];
  const { columns, rows } = waybillCopies(templates, count, spanDays, seed);
  const indexes = sqlite.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'tms_waybill' and sql is not null").all() as { name: string; sql: string }[];
  // The scope-count triggers would run four upserts per row; the caller recounts instead.
  const triggers = sqlite.prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'tms_waybill'").all() as { name: string; sql: string }[];
  const insert = sqlite.prepare(`insert into tms_waybill (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);

  const started = performance.now();
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  for (const trigger of triggers) sqlite.exec(`drop trigger "${trigger.name}"`);
  sqlite.transaction(() => {
    // The demo waybills were read as templates; the table then holds exactly `count` rows.
    sqlite.exec('delete from tms_waybill');
    for (const values of rows) insert.run(values);
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
