// Measurements over real HTTP: latency percentiles of list calls, and wall time and the server
// process's memory during a server export.
import { DEVICE_ID } from '../src/core/api/client';
import type { ServerProcess } from './serverProcess';

export interface LatencyCase {
  name: string;
  /** Query of the i-th request (a case may vary it, e.g. to miss the total cache). */
  query: (i: number) => Record<string, string | number>;
}

/** p50/p95/max are null for a case measured by its first call only (requests = 0). */
export interface LatencyResult { name: string; query: Record<string, string | number>; total: number; firstMs: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null; requests: number }

export function percentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function timedGet(url: URL, token: string): Promise<{ ms: number; body: { status: number; msg: string; data: { total: number; records: unknown[] } } }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID } });
  const body = await response.json() as { status: number; msg: string; data: { total: number; records: unknown[] } };
  return { ms: performance.now() - started, body };
}

export async function measureLatency(base: string, path: string, token: string, testCase: LatencyCase, requests: number, warmup: number): Promise<LatencyResult> {
  const urlOf = (i: number) => {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(testCase.query(i))) url.searchParams.set(key, String(value));
    return url;
  };
  const first = await timedGet(urlOf(0), token);
  if (first.body.status !== 0) throw new Error(`${testCase.name}: ${first.body.status} ${first.body.msg}`);
  for (let i = 1; i <= warmup; i += 1) await timedGet(urlOf(i), token);
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const { ms, body } = await timedGet(urlOf(warmup + 1 + i), token);
    if (body.status !== 0) throw new Error(`${testCase.name}: ${body.status} ${body.msg}`);
    times.push(ms);
  }
  return latencyResult(testCase, first.body.data.total, first.ms, times);
}

/** A case's numbers: its first call, and p50/p95/max over `times` (null when there are none). */
export function latencyResult(testCase: LatencyCase, total: number, firstMs: number, times: number[]): LatencyResult {
  const sorted = [...times].sort((a, b) => a - b);
  const summary = (value: () => number) => (sorted.length > 0 ? round(value()) : null);
  return {
    name: testCase.name, query: testCase.query(0), total, firstMs: round(firstMs),
    p50Ms: summary(() => percentile(sorted, 50)), p95Ms: summary(() => percentile(sorted, 95)), maxMs: summary(() => sorted[sorted.length - 1]), requests: sorted.length,
  };
}

export interface ExportResult {
  rows: number;
  wallMs: number;
  /** CPU time the server process spent on the export: unlike wall time, not stretched by other
   * work on a shared machine. */
  serverCpuMs: number;
  bytes: number;
  /** The server process's memory: RSS when the export starts, its peak during the export (the
   * higher of VmRSS sampled every 20 ms and VmHWM restarted before the export), and the growth. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssDeltaMb: number;
  /** Whether the kernel let VmHWM restart (else the peak is the sampled one). */
  peakFromKernel: boolean;
}

/** Downloads one export batch, reading the body as a stream, while sampling the server
 * process's memory. */
export async function measureExport(base: string, path: string, token: string, query: Record<string, string | number>, server: ServerProcess): Promise<ExportResult> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const peakFromKernel = server.resetPeak();
  const before = server.memory().rssMb;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, server.memory().rssMb); }, 20);
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID } });
  if (!response.headers.get('content-type')?.startsWith('application/vnd.ms-excel')) throw new Error(`export answered ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const wallMs = performance.now() - started;
  const serverCpuMs = server.cpuMs() - cpuBefore;
  clearInterval(sampler);
  const after = server.memory();
  peak = Math.max(peak, after.rssMb, peakFromKernel ? after.peakMb : 0);
  return { rows: Number(query.pageSize), wallMs: round(wallMs), serverCpuMs, bytes, rssBeforeMb: before, rssPeakMb: peak, rssDeltaMb: round(peak - before), peakFromKernel };
}
