// Writes the results: bench/results/list-and-export.json (SQLite) or
// list-and-export-postgres.json (PostgreSQL), and the summary tables of bench/README.md between
// its results markers, with the latest run of each database side by side.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from './benchDatabase';
import type { ExportResult, LatencyResult } from './measure';
import type { BulkLoadResult } from './waybillCopies';
import { writeReadmeSection } from './support/readmeSection';
import { verdict } from './support/labelledResults';

export const BENCH_DIR = import.meta.dirname;
export const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'list-and-export.json');

export const TARGETS = { listP95Ms: 50, exportWallMs: 2000, exportMemoryMb: 150, aggregateP95Ms: 500 };

export interface BenchResults {
  date: string;
  /** Absent in runs recorded before PostgreSQL was measured (they ran on SQLite). */
  database?: { kind: DatabaseKind; version: string };
  machine: { platform: string; arch: string; cpus: number; cpuModel: string; memoryGb: number; loadAverage: number[] };
  node: string;
  load: BulkLoadResult & { seedMs: number; countMs: number };
  list: LatencyResult[];
  /** Reports (GET <entity>/aggregate): `total` is the number of groups. */
  aggregate: LatencyResult[];
  /** The server process's RSS right after it started listening (before any list call). */
  serverStartRssMb: number;
  export: ExportResult;
}

const DATABASES: DatabaseKind[] = ['sqlite', 'postgres'];
const TITLE: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export function resultsFile(kind: DatabaseKind): string {
  return kind === 'sqlite' ? RESULTS_FILE : path.join(BENCH_DIR, 'results', 'list-and-export-postgres.json');
}

export function machineInfo(): BenchResults['machine'] {
  const cpus = os.cpus();
  return {
    platform: `${os.platform()} ${os.release()}`, arch: os.arch(), cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const cell = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));
const kindOf = (results: BenchResults): DatabaseKind => results.database?.kind ?? 'sqlite';
const titleOf = (results: BenchResults) => results.database?.version ?? TITLE[kindOf(results)];

function runLines(results: BenchResults): string[] {
  const { machine, load } = results;
  return [
    `- **${titleOf(results)}**: measured ${results.date} on ${machine.cpuModel} (${machine.cpus} CPUs, ${machine.memoryGb} GB, load ${machine.loadAverage.join(' / ')}), Node ${results.node}. ` +
      `${load.rows.toLocaleString('en')} waybills: inserted in ${(load.insertMs / 1000).toFixed(1)} s, indexes rebuilt in ${(load.indexMs / 1000).toFixed(1)} s, ${kindOf(results) === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'} ${(load.analyzeMs / 1000).toFixed(1)} s, scope counts in ${(load.countMs / 1000).toFixed(1)} s; ` +
      `the server process held ${results.serverStartRssMb} MB right after start.`,
  ];
}

/** The list cases, one row each, every database's figures side by side (cases in run order). */
function listTable(runs: BenchResults[]): string[] {
  const header = ['case', 'total', ...runs.flatMap((r) => [`${TITLE[kindOf(r)]} first (ms)`, `${TITLE[kindOf(r)]} p50 (ms)`, `${TITLE[kindOf(r)]} p95 (ms)`, `${TITLE[kindOf(r)]} max (ms)`]), 'target p95 < 50 ms'];
  const cases = Math.max(...runs.map((r) => r.list.length));
  const rows = Array.from({ length: cases }, (_unused, i) => {
    const each = runs.map((r) => r.list[i]);
    const named = each.find(Boolean)!;
    const totals = [...new Set(each.map((r) => r?.total.toLocaleString('en') ?? '—'))].join(' / ');
    // A case measured by its first call alone is judged by that call.
    const verdicts = each.map((r, n) => (r ? `${TITLE[kindOf(runs[n])]} ${verdict((r.p95Ms ?? r.firstMs) < TARGETS.listP95Ms)}${r.p95Ms === null ? ' (first call)' : ''}` : `${TITLE[kindOf(runs[n])]} —`));
    return [named.name, totals, ...each.flatMap((r) => [cell(r?.firstMs), cell(r?.p50Ms), cell(r?.p95Ms), cell(r?.maxMs)]), verdicts.join('; ')];
  });
  return [header, header.map((_h, i) => (i === 0 || i === header.length - 1 ? '---' : '---:')), ...rows].map((row) => `| ${row.join(' | ')} |`);
}

function table(runs: BenchResults[]): string {
  return [
    ...runs.flatMap(runLines),
    '',
    ...listTable(runs),
    '',
    '| report | database | groups | first call (ms) | p50 (ms) | p95 (ms) | max (ms) | target p95 < 500 ms |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...runs.flatMap((run) => run.aggregate.map((r) => `| ${r.name} | ${TITLE[kindOf(run)]} | ${r.total} | ${r.firstMs} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${verdict((r.p95Ms ?? r.firstMs) < TARGETS.aggregateP95Ms)} |`)),
    '',
    '| export | database | rows | wall time (ms) | server CPU (ms) | file (KB) | server RSS before (MB) | server RSS peak (MB) | growth (MB) | target < 2 s, < 150 MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map((run) => [run, run.export] as const).map(([run, e]) => `| xlsx, streamed | ${TITLE[kindOf(run)]} | ${e.rows.toLocaleString('en')} | ${e.wallMs} | ${e.serverCpuMs} | ${Math.round(e.bytes / 1024)} | ${e.rssBeforeMb} | ${e.rssPeakMb} | ${e.rssDeltaMb} | time ${verdict(e.wallMs < TARGETS.exportWallMs)}; the export's growth ${verdict(e.rssDeltaMb < TARGETS.exportMemoryMb)}; the server's peak ${e.rssPeakMb < TARGETS.exportMemoryMb ? 'under' : '**over**'} 150 MB |`),
    '',
    `Memory is the API server's own process (\`/proc/<pid>/status\`: VmRSS sampled every 20 ms${runs.some((r) => r.export.peakFromKernel) ? ', and VmHWM restarted before the export' : ''}), not the bench client's.`,
  ].join('\n');
}

function readResults(kind: DatabaseKind): BenchResults | null {
  const file = resultsFile(kind);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults) : null;
}

export function writeResults(results: BenchResults): void {
  writeFileSync(resultsFile(kindOf(results)), `${JSON.stringify(results, null, 2)}\n`);
  const runs = DATABASES.map(readResults).filter((run): run is BenchResults => run !== null);
  writeReadmeSection('results', table(runs));
}
