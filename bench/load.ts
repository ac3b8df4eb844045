// npm run bench (third part): the API server under load. The demo database in a temporary file,
// the server started as `npm start` runs it (bench/serverProcess.ts), then autocannon on the same
// machine: 50 connections, each cycling through waybill list pages, single waybills and new
// waybills (bench/loadRequests.ts) for 60 s, with the headers the console sends (compressed
// answers). Records requests/s, latency percentiles over every request, errors, the server's
// idle memory and CPU, the size of a 500-row list answer raw and compressed, and the machine's
// load; writes bench/results/load.json (one entry per LOAD_LABEL) and the table in bench/README.md.
// LOAD_SECONDS, LOAD_CONNECTIONS change the run; LOAD_ROOT starts the server of another checkout
// (with tsx) to measure a baseline, LOAD_RUNNER=tsx this one through the TypeScript loader;
// LOAD_CPU_PROF=<folder> has the server write a CPU profile there when it stops; LOAD_NODE_ARGS
// (e.g. `--max-semi-space-size=4`) starts the server with those Node options, named in the results.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { FIELD_REQUIREMENT_TABLE } from '../server/entities/payloads';
import { BROTLI_QUALITY } from '../server/http/compression';
import { DEVICE_ID } from '../src/core/api/client';
import { seedIfEmpty } from '../server/seed';
import { openSqliteDatabase } from '../server/storage/database';
import { migrateToLatest } from '../server/migrations';
import { apiClient } from '../tests/server/support/client';
import { percentile } from './measure';
import { mixedRequests, WAYBILL, type RequestKind } from './loadRequests';
import { writeLoadResults, type LoadRun } from './loadReport';
import { machineInfo } from './report';
import { startServerProcess, type ServerProcess } from './serverProcess';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const LABEL = process.env.LOAD_LABEL ?? 'current';
const ROOT = process.env.LOAD_ROOT ? path.resolve(process.env.LOAD_ROOT) : undefined;
const RUNNER = process.env.LOAD_RUNNER === 'tsx' ? 'tsx' : 'bundle';
const NODE_ARGS = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
const PAGE_SIZE = 20;
/** Lets the server settle after start (timers, the first GC) before its memory is first read. */
const SETTLE_MS = 3000;
/** A server left alone this long is idle: V8's memory reducer (8 s after the last major GC, when
 * the process allocates little) has then returned the young generation's pages (~30 MB). */
const QUIET_MS = 30_000;

function log(message: string): void {
  process.stdout.write(`[load] ${message}\n`);
}

const round = (value: number) => Math.round(value * 10) / 10;
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function get(base: string, pathname: string, token: string, encoding = 'identity'): Promise<{ bytes: number; json: () => unknown }> {
  const response = await fetch(new URL(pathname, base), { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-encoding': encoding } });
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), json: () => JSON.parse(text) };
}

/** A 500-row page as sent raw, and compressed as the server would (brotli at BROTLI_QUALITY,
 * gzip 6), plus what the server actually sent for `br`. */
async function listAnswerSizes(base: string, token: string) {
  const url = `${WAYBILL}/list?pageNum=1&pageSize=500`;
  const raw = await fetch(new URL(url, base), { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await raw.arrayBuffer());
  const sent = await import('node:http').then(({ get: httpGet }) => new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
    httpGet(new URL(url, base), { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
    }).on('error', reject);
  }));
  const rows = (JSON.parse(body.toString()) as { data: { records: unknown[] } }).data.records.length;
  return {
    rows, rawBytes: body.length, sentEncoding: sent.encoding ?? 'identity', sentBytes: sent.bytes,
    brotliBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length, gzipBytes: gzipSync(body).length,
  };
}

/** p50 and p95 of each kind's latencies, in ms. */
function latencyByKind(latencies: Record<RequestKind, number[]>): Record<RequestKind, { p50: number; p95: number }> {
  const of = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
  };
  return { list: of(latencies.list), get: of(latencies.get), create: of(latencies.create) };
}

async function waybillTotal(base: string, token: string): Promise<number> {
  const answer = (await get(base, `${WAYBILL}/list?pageNum=1&pageSize=10`, token)).json() as { data: { total: number } };
  return answer.data.total;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-load-'));
  const file = path.join(dir, 'load.db');
  let server: ServerProcess | null = null;
  try {
    if (ROOT) {
      // A baseline seeds with its own migrations and data.
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', file], { cwd: ROOT, stdio: 'ignore' });
    } else {
      const db = openSqliteDatabase(file);
      await migrateToLatest(db);
      await seedIfEmpty(db);
      await db.destroy();
    }
    // New waybills need no more than the entity schema asks (the demo's 必填字段配置 removed), as in
    // the browser tests: the create form's payload is the same whatever the branch configured.
    const sqlite = new BetterSqlite3(file);
    sqlite.prepare(`delete from ${FIELD_REQUIREMENT_TABLE}`).run();
    sqlite.close();
    const nodeArgs = [...NODE_ARGS, ...(process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.LOAD_CPU_PROF)}`] : [])];
    server = await startServerProcess(file, { root: ROOT, runner: RUNNER, nodeArgs });
    const startRssMb = server.memory().rssMb;
    const base = server.url;
    const token = await apiClient(base).signIn('staff');
    const first = (await get(base, `${WAYBILL}/list?pageNum=1&pageSize=${PAGE_SIZE}`, token)).json() as { status: number; data: { total: number; records: { id: number }[] } };
    if (first.status !== 0) throw new Error(`the list answered ${first.status}`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idleRssMb = server.memory().rssMb;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS - SETTLE_MS));
    const quietRssMb = server.memory().rssMb;
    log(`server ${server.pid} (${ROOT ? `tsx, ${ROOT}` : RUNNER}): RSS ${startRssMb} MB at start; after sign-in and the first list call ${idleRssMb} MB at 3 s, ${quietRssMb} MB at ${QUIET_MS / 1000} s`);
    const sizes = await listAnswerSizes(base, token);
    log(`500-row list answer: ${Math.round(sizes.rawBytes / 1024)} KB raw, sent ${Math.round(sizes.sentBytes / 1024)} KB (${sizes.sentEncoding}); brotli ${Math.round(sizes.brotliBytes / 1024)} KB, gzip ${Math.round(sizes.gzipBytes / 1024)} KB`);

    const pages = Math.max(1, Math.ceil(first.data.total / PAGE_SIZE));
    const ids = ((await get(base, `${WAYBILL}/list?pageNum=1&pageSize=500`, token)).json() as { data: { records: { id: number }[] } }).data.records.map((r) => r.id);
    const { requests, kinds } = mixedRequests(token, pages, ids);
    const totalBefore = await waybillTotal(base, token);

    const latencies: number[] = [];
    const byKind: Record<RequestKind, number> = { list: 0, get: 0, create: 0 };
    let refused = 0;
    // An answer sent uncompressed (errors are small) is read; a refusal is an error. Each connection sends one request at a time: the time from its setup to its answer is that
    // request's latency, kept by kind to show which kind makes the tail.
    const latencyOfKind: Record<RequestKind, number[]> = { list: [], get: [], create: [] };
    const checked = requests.map((request, i): autocannon.Request => {
      const setup = request.setupRequest as ((sent: autocannon.Request, context: object) => autocannon.Request) | undefined;
      return {
        ...request,
        setupRequest: (sent: autocannon.Request, context: object) => {
          (context as { sentAt?: number }).sentAt = performance.now();
          return setup ? setup(sent, context) : sent;
        },
        onResponse: (_status, body, context, headers) => {
          byKind[kinds[i]] += 1;
          const sentAt = (context as { sentAt?: number }).sentAt;
          if (sentAt !== undefined) latencyOfKind[kinds[i]].push(performance.now() - sentAt);
          const encoded = Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'content-encoding');
          if (!encoded && !/^\{"status":0[,}]/.test(body)) refused += 1;
        },
      };
    });
    const loadBefore = loadAverage();
    const cpuBefore = server.cpuMs();
    const generatorBefore = process.cpuUsage();
    log(`${CONNECTIONS} connections, ${SECONDS} s (load average ${loadBefore.join(' / ')})...`);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: checked }, (error, done) => (error ? reject(error) : resolve(done)));
      instance.on('response', (_client, _status, _bytes, responseTime) => { latencies.push(responseTime); });
    });
    const serverCpuMs = server.cpuMs() - cpuBefore;
    const generatorUsage = process.cpuUsage(generatorBefore);
    const generatorCpuMs = Math.round((generatorUsage.user + generatorUsage.system) / 1000);
    const loadAfter = loadAverage();
    const rssAfterMb = server.memory().rssMb;
    const created = (await waybillTotal(base, token)) - totalBefore;
    latencies.sort((a, b) => a - b);
    const run: LoadRun = {
      label: LABEL, date: new Date().toISOString(), machine: machineInfo(), node: process.version,
      server: ROOT ? 'tsx server/index.ts (baseline checkout)' : RUNNER === 'tsx' ? 'tsx server/index.ts' : ['node', ...NODE_ARGS, 'dist-server/index.mjs'].join(' '),
      connections: CONNECTIONS, seconds: SECONDS, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter,
      requests: latencies.length, requestsPerSecond: round(latencies.length / SECONDS),
      latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), max: round(latencies[latencies.length - 1] ?? 0) },
      byKind, created, latencyByKind: latencyByKind(latencyOfKind),
      errors: { socket: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, refused },
      serverCpuMs, generatorCpuMs, serverRssMb: { start: startRssMb, idle: idleRssMb, quiet: quietRssMb, afterLoad: rssAfterMb },
      listOf500: sizes,
    };
    log(`by kind: ${Object.entries(run.latencyByKind!).map(([kind, l]) => `${kind} p50 ${l.p50} / p95 ${l.p95} ms`).join('; ')}`);
    log(`${run.requests} requests, ${run.requestsPerSecond}/s; p50 ${run.latencyMs.p50} ms, p95 ${run.latencyMs.p95} ms, p99 ${run.latencyMs.p99} ms; errors ${JSON.stringify(run.errors)}; created ${created} of ${byKind.create}; CPU: server ${Math.round(serverCpuMs / 1000)} s, generator ${Math.round(generatorCpuMs / 1000)} s; load ${loadAfter.join(' / ')}`);
    if (process.env.LOAD_CPU_PROF) {
      log(`profiled run: results not written; the profile is written to ${process.env.LOAD_CPU_PROF} when the server stops`);
    } else {
      writeLoadResults(run);
      log('written bench/results/load.json and bench/README.md');
    }
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
