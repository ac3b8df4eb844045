// npm run bench: a million waybills in a temporary database (SQLite, or PostgreSQL when
// DATABASE_URL is set: benchDatabase.ts), then the API server started as its
// own process on it (as in production) and measured over real HTTP on 127.0.0.1: list latency
// (the first call after start, the first page, a page near the end, a filtered and sorted page,
// its page 100, and the same with the total cache missed on every call), a report of the
// branch's waybills by month (count and freight sum), then a 20,000-row server export (time,
// and the server process's memory). Writes bench/results/list-and-export.json (SQLite) or
// list-and-export-postgres.json, and the table of both in bench/README.md. Not part of npm test; it
// stops by itself (a few minutes, most of it loading the rows).
import path from 'node:path';
import { defineEntity, readEntitySchemas } from '../server/entities/definition';
import { recountScopes } from '../server/entities/scopeCounts';
import { seedIfEmpty } from '../server/seed';
import { migrateToLatest } from '../server/migrations';
import { apiClient } from '../tests/server/support/client';
import { benchDatabase } from './benchDatabase';
import { latencyResult, measureExport, measureLatency, type LatencyCase } from './measure';
import { machineInfo, resultsFile, writeResults } from './report';
import { startServerProcess, type ServerProcess } from './serverProcess';

const WAYBILLS = Number(process.env.BENCH_WAYBILLS ?? 1_000_000);
const SPAN_DAYS = 730;
const REQUESTS = 200;
const WARMUP = 20;
const PAGE_SIZE = 20;
const EXPORT_ROWS = 20_000;
const COLD_STARTS = 5;
const LIST = '/ntocc-tms-api/waybill/list';
const EXPORT = '/ntocc-tms-api/waybill/export';
const AGGREGATE = '/ntocc-tms-api/waybill/aggregate';
/** A report reads every matching row: fewer requests than a list page, still a p95. */
const AGGREGATE_REQUESTS = 60;
const AGGREGATE_WARMUP = 5;

function log(message: string): void {
  process.stdout.write(`[bench] ${message}\n`);
}

async function main(): Promise<void> {
  const database = await benchDatabase();
  try {
    let db = database.open();
    await migrateToLatest(db);
    const seedStart = performance.now();
    await seedIfEmpty(db);
    const seedMs = performance.now() - seedStart;
    await db.destroy();
    const version = await database.version();
    log(`${version}: seeded the base data in ${Math.round(seedMs)} ms; loading ${WAYBILLS.toLocaleString('en')} waybills...`);
    const bulk = await database.bulkLoad(WAYBILLS, SPAN_DAYS);
    db = database.open();
    const countStart = performance.now();
    await recountScopes(db, defineEntity(readEntitySchemas().find((schema) => schema.$id === 'waybill')!));
    const load = { ...bulk, countMs: performance.now() - countStart };
    await db.destroy();
    log(`inserted in ${(load.insertMs / 1000).toFixed(1)} s, indexes ${(load.indexMs / 1000).toFixed(1)} s, analyze ${(load.analyzeMs / 1000).toFixed(1)} s, scope counts ${(load.countMs / 1000).toFixed(1)} s`);

    // The first list call of a fresh server process, over several starts: one sample alone says
    // little on a shared machine. The last start stays up for the other cases.
    const coldCase: LatencyCase = { name: `first page, the first call after a server start (cold; ${COLD_STARTS} starts)`, query: () => ({ pageNum: 1, pageSize: PAGE_SIZE }) };
    const coldTimes: number[] = [];
    let started: { server: ServerProcess; token: string; total: number; startRssMb: number } | null = null;
    for (let start = 1; start <= COLD_STARTS; start += 1) {
      const server = await startServerProcess(database.server);
      const startRssMb = server.memory().rssMb;
      const token = await apiClient(server.url).signIn('staff');
      const call = await measureLatency(server.url, LIST, token, coldCase, 0, 0);
      coldTimes.push(call.firstMs);
      log(`server process ${server.pid} (RSS ${startRssMb} MB at start): first list call ${call.firstMs} ms, total ${call.total}`);
      if (start < COLD_STARTS) await server.stop();
      else started = { server, token, total: call.total, startRssMb };
    }
    const { server, token, total, startRssMb } = started!;
    const base = server.url;
    try {
      const first = latencyResult(coldCase, total, coldTimes[0], coldTimes);
      log(`${first.name}: p50 ${first.p50Ms} ms, max ${first.maxMs} ms`);
      const lastPage = Math.ceil(first.total / PAGE_SIZE);
      const window = { consignmentDateTimeStart: '2025-06-01 00:00:00', consignmentDateTimeEnd: '2025-11-30 23:59:59' };
      const filtered = { status: 'completed', ...window, sortField: 'totalMonetaryAmount', sortType: 'desc', pageNum: 1, pageSize: PAGE_SIZE };
      const cases: LatencyCase[] = [
        { name: 'first page (default sort: consignment time desc)', query: () => ({ pageNum: 1, pageSize: PAGE_SIZE }) },
        { name: `page ${lastPage - 1} of ${lastPage} (near the end, default sort)`, query: () => ({ pageNum: lastPage - 1, pageSize: PAGE_SIZE }) },
        { name: 'status + 6-month range, sorted by amount desc, page 1', query: () => filtered },
        { name: 'status + 6-month range, sorted by amount desc, page 100', query: () => ({ ...filtered, pageNum: 100 }) },
        {
          name: 'as above, page 1, total cache missed on every call (range end moved by 1 s)',
          query: (i) => ({ ...filtered, consignmentDateTimeEnd: `2025-11-30 23:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}` }),
        },
      ];
      const list = [first];
      for (const testCase of cases) {
        const result = await measureLatency(base, LIST, token, testCase, REQUESTS, WARMUP);
        log(`${result.name}: total ${result.total}, first ${result.firstMs} ms, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`);
        list.push(result);
      }
      const aggregateCase: LatencyCase = {
        name: `aggregate by month over ${WAYBILLS.toLocaleString('en')} waybills (count + freight sum; total = groups)`,
        query: () => ({ groupBy: 'consignmentDateTime:month', measures: 'count,totalMonetaryAmount:sum', pageSize: 50 }),
      };
      const aggregate = [await measureLatency(base, AGGREGATE, token, aggregateCase, AGGREGATE_REQUESTS, AGGREGATE_WARMUP)];
      log(`${aggregate[0].name}: ${aggregate[0].total} groups, first ${aggregate[0].firstMs} ms, p50 ${aggregate[0].p50Ms} ms, p95 ${aggregate[0].p95Ms} ms`);
      const exported = await measureExport(base, EXPORT, token, { pageNum: 1, pageSize: EXPORT_ROWS }, server);
      log(`export of ${EXPORT_ROWS} rows: ${exported.wallMs} ms, ${Math.round(exported.bytes / 1024)} KB, server RSS ${exported.rssBeforeMb} -> peak ${exported.rssPeakMb} MB`);
      writeResults({ date: new Date().toISOString(), database: { kind: database.kind, version }, machine: machineInfo(), node: process.version, load: { ...load, seedMs }, list, aggregate, serverStartRssMb: startRssMb, export: exported });
      log(`written ${path.relative(process.cwd(), resultsFile(database.kind))} and bench/README.md`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

await main();
