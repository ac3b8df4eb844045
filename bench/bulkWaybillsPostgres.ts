// Loads a million waybills into a PostgreSQL benchmark database (the rows: waybillCopies.ts, as
// on SQLite): multi-row inserts of up to 1,000 rows in one transaction, with the table's
// secondary indexes dropped and its count trigger disabled, then the indexes rebuilt and VACUUM
// ANALYZE run: besides the planner's statistics, VACUUM fills the visibility map, without which
// an index-only scan (a count read from a covering index) still visits every row in the table
// until autovacuum gets to it. The caller recounts the scope counts (recountScopes), as after
// SQLite's load.
import pg from 'pg';
import { waybillCopies, type BulkLoadResult } from './waybillCopies';

const TABLE = 'tms_waybill';
/** A statement may carry at most 65,535 parameters. */
const MAX_PARAMETERS = 65_535;
const ROWS_PER_INSERT = 1_000;

async function insertBatch(client: pg.Client, columns: string[], batch: unknown[][]): Promise<void> {
  const placeholders = batch.map((_row, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
  await client.query(`insert into ${TABLE} (${columns.join(', ')}) values ${placeholders.join(', ')}`, batch.flat());
}

export async function bulkLoadWaybillsPostgres(url: string, count: number, spanDays: number, seed = 7): Promise<BulkLoadResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The load is repeatable from scratch: losing its last commits to a crash costs nothing.
    await client.query('set synchronous_commit = off');
    const templates = (await client.query<Record<string, unknown>>(`select * from ${TABLE} order by id`)).rows;
    const { columns, rows } = waybillCopies(templates, count, spanDays, seed);
    const rowsPerInsert = Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length));
    // Secondary indexes only: the primary key stays (it is a constraint, and ids are generated).
    const indexes = (await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = $1
          and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`, [TABLE])).rows;
    // The count trigger would run its upserts per row; the caller recounts instead.
    const triggers = (await client.query<{ name: string }>('select tgname as name from pg_trigger where tgrelid = $1::regclass and not tgisinternal', [TABLE])).rows;

    const started = performance.now();
    await client.query('begin');
    for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    for (const trigger of triggers) await client.query(`alter table ${TABLE} disable trigger ${client.escapeIdentifier(trigger.name)}`);
    // The demo waybills were read as templates; the table then holds exactly `count` rows.
    await client.query(`delete from ${TABLE}`);
    let batch: unknown[][] = [];
    for (const values of rows) {
      batch.push(values);
      if (batch.length === rowsPerInsert) {
        await insertBatch(client, columns, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insertBatch(client, columns, batch);
    for (const trigger of triggers) await client.query(`alter table ${TABLE} enable trigger ${client.escapeIdentifier(trigger.name)}`);
    await client.query('commit');
    const inserted = performance.now();
    // More sort memory than the default 64 MB builds each index in one pass.
    await client.query("set maintenance_work_mem = '512MB'");
    for (const index of indexes) await client.query(index.definition);
    const indexed = performance.now();
    await client.query(`vacuum (analyze) ${TABLE}`);
    const analyzed = performance.now();
    return { rows: count, insertMs: inserted - started, indexMs: indexed - inserted, analyzeMs: analyzed - indexed };
  } finally {
    await client.end();
  }
}
