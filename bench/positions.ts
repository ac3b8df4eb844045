// npx tsx bench/positions.ts: the positions store at fleet scale, over real HTTP to the API server
// started as its own process (as bench/run.ts does): 1,000 vehicles with 100 points each (their
// last one flagged), then `GET vehiclePosition/lastPositions` (every vehicle of the branch, its
// state, fleet and waybill) timed over 30 requests; and one vehicle with a point every 30 s for
// 24 h (2,880 points), `GET vehiclePosition/track` for that day timed over 30 requests. Writes
// bench/results/positions.json (the table in bench/README.md is copied from it by hand).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_ID } from '../src/core/api/client';
import { seedIfEmpty } from '../server/seed';
import { migrateToLatest } from '../server/migrations';
import { openSqliteDatabase } from '../server/storage/database';
import { displayTime } from '../server/storage/clock';
import { rowsOf, positionDb, POSITION_TABLE, flagLatest } from '../server/routes/basic/positions/store';
import { apiClient } from '../tests/server/support/client';
import { percentile } from './measure';
import { machineInfo } from './report';
import { startServerProcess } from './serverProcess';

const VEHICLES = 1000;
const POINTS_EACH = 100;
const DAY_POINTS = 2880;
const REQUESTS = 30;
const WARMUP = 3;
const BRANCH = 'SD0001';
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(url: URL, token: string): Promise<{ ms: number; body: { status: number; msg: string; data: unknown } }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID } });
  const body = await response.json() as { status: number; msg: string; data: unknown };
  return { ms: performance.now() - started, body };
}

async function measure(base: string, route: string, query: Record<string, string>, token: string) {
  const url = new URL(route, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const first = await timed(url, token);
  if (first.body.status !== 0) throw new Error(`${route}: ${first.body.status} ${first.body.msg}`);
  for (let i = 0; i < WARMUP; i += 1) await timed(url, token);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push((await timed(url, token)).ms);
  times.sort((a, b) => a - b);
  return { firstMs: round(first.ms), p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times[times.length - 1]!), requests: times.length, data: first.body.data };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-bench-positions-'));
  const file = path.join(dir, 'bench.db');
  try {
    const db = openSqliteDatabase(file);
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const now = Date.now();
    const loadStart = performance.now();
    const plates: string[] = [];
    await db.transaction().execute(async (trx) => {
      for (let v = 0; v < VEHICLES; v += 1) {
        const plate = `鲁Z${String(v).padStart(4, '0')}B`;
        plates.push(plate);
        const vehicle = { vehicle_number: plate, vehicle_plate_color_code: '2', driver_code: null, driver_name: null, branch_code: BRANCH };
        const points = Array.from({ length: POINTS_EACH }, (_, i) => ({
          longitude: 116 + (v % 40) * 0.1 + i * 0.001, latitude: 35 + Math.floor(v / 40) * 0.1, speed: i % 10 === 0 ? 0 : 65, direction: 90,
          positionTime: displayTime(new Date(now - (POINTS_EACH - i) * 5 * 60_000 - (v % 7) * 60_000)),
        }));
        await positionDb(trx).insertInto(POSITION_TABLE).values(rowsOf(vehicle, points, new Date(now))).execute();
      }
      const day = { vehicle_number: '鲁Z9999D', vehicle_plate_color_code: '2', driver_code: null, driver_name: null, branch_code: BRANCH };
      const points = Array.from({ length: DAY_POINTS }, (_, i) => ({
        longitude: 117 + i * 0.0004, latitude: 36 + Math.sin(i / 200) * 0.05, speed: i % 240 < 10 ? 0 : 70, direction: 90,
        positionTime: displayTime(new Date(now - (DAY_POINTS - i) * 30_000)),
      }));
      for (let i = 0; i < points.length; i += 500) await positionDb(trx).insertInto(POSITION_TABLE).values(rowsOf(day, points.slice(i, i + 500), new Date(now))).execute();
      await flagLatest(trx, [...plates, '鲁Z9999D']);
    });
    const loadMs = performance.now() - loadStart;
    await db.destroy();
    const server = await startServerProcess(file);
    try {
      const token = await apiClient(server.url).signIn('staff');
      const last = await measure(server.url, '/ntocc-basic-api/vehiclePosition/lastPositions', {}, token);
      const vehiclesAnswered = (last.data as unknown[]).length;
      const track = await measure(server.url, '/ntocc-basic-api/vehiclePosition/track', {
        vehicleNumber: '鲁Z9999D', from: displayTime(new Date(now - 24 * 3600_000)), to: displayTime(new Date(now)),
      }, token);
      const trackPoints = (track.data as { points: unknown[] }).points.length;
      const results = {
        date: new Date().toISOString(), machine: machineInfo(), node: process.version, loadMs: Math.round(loadMs),
        lastPositions: { vehicles: vehiclesAnswered, pointsEach: POINTS_EACH, ...last, data: undefined },
        track: { points: trackPoints, ...track, data: undefined },
      };
      writeFileSync(path.join(import.meta.dirname, 'results', 'positions.json'), `${JSON.stringify(results, null, 2)}\n`);
      process.stdout.write(`${JSON.stringify({ lastPositions: results.lastPositions, track: results.track })}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
