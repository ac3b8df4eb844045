// Writes the load bench's results: bench/results/load.json (one entry per label, e.g. a baseline
// and the current code) and the table of bench/README.md between its load markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestKind } from './loadRequests';
import { BENCH_DIR, type BenchResults } from './report';
import { writeReadmeSection } from './support/readmeSection';

export const LOAD_RESULTS_FILE = path.join(BENCH_DIR, 'results', 'load.json');
export const LOAD_TARGETS = { p95Ms: 50, idleRssMb: 100 };

export interface LoadRun {
  label: string;
  date: string;
  machine: BenchResults['machine'];
  node: string;
  server: string;
  connections: number;
  seconds: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  byKind: Record<RequestKind, number>;
  /** Latency of each kind, measured from the request's setup (not in runs before session 18). */
  latencyByKind?: Record<RequestKind, { p50: number; p95: number }>;
  /** Waybills the run added (the creates that succeeded). */
  created: number;
  /** Socket errors, timeouts, non-2xx answers, and answers whose envelope was not a success. */
  errors: { socket: number; timeouts: number; non2xx: number; refused: number };
  serverCpuMs: number;
  /** The load generator's own CPU time (autocannon, this process; not in runs before session 17). */
  generatorCpuMs?: number;
  /** idle: 3 s after the last call; quiet: 30 s after it (not in runs before session 17). */
  serverRssMb: { start: number; idle: number; quiet?: number; afterLoad: number };
  listOf500: { rows: number; rawBytes: number; sentEncoding: string; sentBytes: number; brotliBytes: number; gzipBytes: number };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
/** Creates still in flight when the run stops may add rows their answers are not counted for. */
/** The idle figure judged against the target: 30 s after the last call where measured. */
const idleOf = (run: LoadRun) => run.serverRssMb.quiet ?? run.serverRssMb.idle;
const errorsOf = (run: LoadRun) => run.errors.socket + run.errors.timeouts + run.errors.non2xx + run.errors.refused + Math.max(0, run.byKind.create - run.created);

const p95ByKind = (run: LoadRun) => (run.latencyByKind ? `${run.latencyByKind.list.p95} / ${run.latencyByKind.get.p95} / ${run.latencyByKind.create.p95}` : '—');

function table(runs: LoadRun[]): string {
  return [
    '| run | server | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | p95 list / get / create (ms) | errors | RSS 3 s / 30 s after the last call (MB) | 500-row list sent | load before → after | target p95 < 50 ms, no error | target idle RSS < 100 MB |',
    '|---|---|---:|---:|---:|---:|---|---:|---:|---|---|---|---|',
    ...runs.map((run) => `| ${run.label} (${run.date.slice(0, 16)}) | ${run.server} | ${run.requestsPerSecond} | ${run.latencyMs.p50} | ${run.latencyMs.p95} | ${run.latencyMs.p99} | ${p95ByKind(run)} | ${errorsOf(run)} | ${run.serverRssMb.idle} / ${run.serverRssMb.quiet ?? '—'} | ${kb(run.listOf500.sentBytes)} ${run.listOf500.sentEncoding} (raw ${kb(run.listOf500.rawBytes)}) | ${run.loadAverageBefore.join(' / ')} → ${run.loadAverageAfter.join(' / ')} | ${run.latencyMs.p95 < LOAD_TARGETS.p95Ms && errorsOf(run) === 0 ? 'met' : '**not met**'} | ${idleOf(run) < LOAD_TARGETS.idleRssMb ? 'met' : '**not met**'} |`),
    '',
    `${runs[0] ? `${runs[0].connections} connections for ${runs[0].seconds} s on ${runs[0].machine.cpuModel} (${runs[0].machine.cpus} CPUs), Node ${runs[0].node}; ` : ''}the load generator runs on the same machine. Idle RSS is judged 30 s after the last call where measured (V8 returns the young generation's pages about 15 s after the last call), else 3 s after it. Errors count socket errors, timeouts, non-2xx answers, refused envelopes and creates that added no row.`,
  ].join('\n');
}

export function writeLoadResults(run: LoadRun): void {
  const runs: LoadRun[] = existsSync(LOAD_RESULTS_FILE) ? (JSON.parse(readFileSync(LOAD_RESULTS_FILE, 'utf8')) as { runs: LoadRun[] }).runs : [];
  const others = runs.filter((stored) => stored.label !== run.label);
  const all = [...others, run];
  writeFileSync(LOAD_RESULTS_FILE, `${JSON.stringify({ runs: all }, null, 2)}\n`);
  writeReadmeSection('load', table(all));
}
