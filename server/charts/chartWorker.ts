// The drawing worker's entry (a worker thread, drawingWorker.ts): draws each chart it is sent and
// answers its SVG or its error under the request's id.
import { parentPort } from 'node:worker_threads';
import type { ChartDrawing } from '../../src/core/chart/chartDrawing';
import { drawChartSvg } from './drawChart';

export interface DrawingRequestMessage {
  id: number;
  drawing: ChartDrawing;
}

export type DrawingAnswerMessage = { id: number; svg: string } | { id: number; error: string };

parentPort?.on('message', ({ id, drawing }: DrawingRequestMessage) => {
  drawChartSvg(drawing).then(
    (svg) => parentPort!.postMessage({ id, svg } satisfies DrawingAnswerMessage),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies DrawingAnswerMessage),
  );
});
