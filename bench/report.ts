// Writes the results: bench/results/list-and-export.json, and the summary table of
// bench/README.md between its results markers.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BulkLoadResult } from './bulkWaybills';
import type { ExportResult, LatencyResult } from './measure';
import { writeReadmeSection } from './support/readmeSection';

export const BENCH_DIR = import.meta.dirname;
export const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'list-and-export.json');

export const TARGETS = { listP95Ms: 50, exportWallMs: 2000, exportMemoryMb: 150, aggregateP95Ms: 500 };

export interface BenchResults {
  date: string;
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

export function machineInfo(): BenchResults['machine'] {
  const cpus = os.cpus();
  return {
    platform: `${os.platform()} ${os.release()}`, arch: os.arch(), cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

function table(results: BenchResults): string {
  const lines = [
    `Measured ${results.date} on ${results.machine.cpuModel} (${results.machine.cpus} CPUs, ${results.machine.memoryGb} GB, load ${results.machine.loadAverage.join(' / ')}), Node ${results.node}.`,
    `${results.load.rows.toLocaleString('en')} waybills: inserted in ${(results.load.insertMs / 1000).toFixed(1)} s, indexes rebuilt in ${(results.load.indexMs / 1000).toFixed(1)} s, ANALYZE ${(results.load.analyzeMs / 1000).toFixed(1)} s, scope counts in ${(results.load.countMs / 1000).toFixed(1)} s.`,
    '',
    '| case | total | first call (ms) | p50 (ms) | p95 (ms) | max (ms) | target p95 < 50 ms |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...results.list.map((r) => {
      // A case measured by its first call alone is judged by that call.
      const judged = r.p95Ms ?? r.firstMs;
      const cell = (value: number | null) => (value === null ? '—' : String(value));
      return `| ${r.name} | ${r.total.toLocaleString('en')} | ${r.firstMs} | ${cell(r.p50Ms)} | ${cell(r.p95Ms)} | ${cell(r.maxMs)} | ${verdict(judged < TARGETS.listP95Ms)}${r.p95Ms === null ? ' (first call)' : ''} |`;
    }),
    '',
    '| report | groups | first call (ms) | p50 (ms) | p95 (ms) | max (ms) | target p95 < 500 ms |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...results.aggregate.map((r) => `| ${r.name} | ${r.total} | ${r.firstMs} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${verdict((r.p95Ms ?? r.firstMs) < TARGETS.aggregateP95Ms)} |`),
    '',
    '| export | rows | wall time (ms) | server CPU (ms) | file (KB) | server RSS before (MB) | server RSS peak (MB) | growth (MB) | target < 2 s, < 150 MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    `| xlsx, streamed | ${results.export.rows.toLocaleString('en')} | ${results.export.wallMs} | ${results.export.serverCpuMs} | ${Math.round(results.export.bytes / 1024)} | ${results.export.rssBeforeMb} | ${results.export.rssPeakMb} | ${results.export.rssDeltaMb} | time ${verdict(results.export.wallMs < TARGETS.exportWallMs)}; the export's growth ${verdict(results.export.rssDeltaMb < TARGETS.exportMemoryMb)}; the server's peak ${results.export.rssPeakMb < TARGETS.exportMemoryMb ? 'under' : '**over**'} 150 MB |`,
    '',
    `Memory is the API server's own process (\`/proc/<pid>/status\`: VmRSS sampled every 20 ms${results.export.peakFromKernel ? ', and VmHWM restarted before the export' : ''}), not the bench client's; right after start, before any call, it held ${results.serverStartRssMb} MB.`,
  ];
  return lines.join('\n');
}

export function writeResults(results: BenchResults): void {
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  writeReadmeSection('results', table(results));
}
