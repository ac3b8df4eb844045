// Charts are drawn in a worker thread, started with the first drawing: importing ECharts (about
// 0.5 s of compiling) and each drawing's layout would otherwise hold up every other request on
// the server's one thread. The worker runs the bundled chartWorker.mjs next to the server's
// bundle, or chartWorker.ts through tsx when the server runs from its sources. A worker that
// fails or exits fails what it was drawing (the console then draws live) and is started again
// with the next drawing; one that takes longer than DRAWING_TIMEOUT_MS is stopped. A worker left
// without a drawing for WORKER_IDLE_MS is stopped too: its ECharts and heap (about 18 MB) go back
// to the system, and the next drawing starts one again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ChartDrawing } from '../../src/core/chart/chartDrawing';
import type { DrawingAnswerMessage, DrawingRequestMessage } from './chartWorker';

const DRAWING_TIMEOUT_MS = 10_000;
const WORKER_IDLE_MS = 60_000;
let workerIdleMs = WORKER_IDLE_MS;

/** Tests: a shorter idle time before the worker stops. */
export function stopWorkerAfterIdleMs(ms: number): void {
  workerIdleMs = ms;
}

/** Whether a drawing worker is running now. */
export function drawingWorkerRunning(): boolean {
  return worker !== null;
}

interface Pending {
  /** The worker drawing it: a stopped worker fails only its own drawings. */
  worker: Worker;
  resolve: (svg: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let idleTimer: NodeJS.Timeout | null = null;

/** Stops the worker once it has had nothing to draw for WORKER_IDLE_MS. */
function stopWhenIdle(target: Worker): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (pending.size > 0) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (worker === target && pending.size === 0) {
      worker = null;
      void target.terminate();
    }
  }, workerIdleMs);
  idleTimer.unref();
}

/** tsx's ES module API (its package's `exports`: `require` would resolve the CommonJS one). */
function tsxRegisterModule(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return path.join(path.dirname(manifest), exports['./esm/api']!.import.default);
}

/** The bundled worker; from the sources, a script that registers tsx in the worker and imports
 * the TypeScript entry (a worker's own `--import tsx` is not applied to its module loader). */
function newWorker(): Worker {
  if (!fileURLToPath(import.meta.url).endsWith('.ts')) return new Worker(new URL('./chartWorker.mjs', import.meta.url));
  const tsx = pathToFileURL(tsxRegisterModule()).href;
  const entry = new URL('./chartWorker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`, { eval: true });
}

function failDrawingsOf(target: Worker, error: Error): void {
  for (const [id, call] of pending) {
    if (call.worker !== target) continue;
    clearTimeout(call.timer);
    pending.delete(id);
    call.reject(error);
  }
}

function startedWorker(): Worker {
  if (worker) return worker;
  const started = newWorker();
  // An idle worker does not keep the server's process alive.
  started.unref();
  started.on('message', (answer: DrawingAnswerMessage) => {
    const call = pending.get(answer.id);
    if (!call) return;
    pending.delete(answer.id);
    clearTimeout(call.timer);
    if ('svg' in answer) call.resolve(answer.svg);
    else call.reject(new Error(answer.error));
    stopWhenIdle(started);
  });
  const forget = (error: Error) => {
    if (worker === started) worker = null;
    failDrawingsOf(started, error);
  };
  started.on('error', forget);
  started.on('exit', (code) => forget(new Error(`the chart worker exited (${code})`)));
  worker = started;
  return started;
}

export function drawInWorker(drawing: ChartDrawing): Promise<string> {
  const target = startedWorker();
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the chart was not drawn within ${DRAWING_TIMEOUT_MS} ms`));
      void target.terminate();
    }, DRAWING_TIMEOUT_MS);
    pending.set(id, { worker: target, resolve, reject, timer });
    target.postMessage({ id, drawing } satisfies DrawingRequestMessage);
  });
}
