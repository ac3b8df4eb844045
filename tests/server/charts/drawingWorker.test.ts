// The chart drawing worker (server/charts/drawingWorker.ts): drawings run in a worker thread that
// starts with the first one and stops when left idle, giving its memory back; the next drawing
// starts it again.
import { afterAll, describe, expect, test } from 'vitest';
import type { ChartDrawing } from '../../../src/core/chart/chartDrawing';
import { drawInWorker, drawingWorkerRunning, stopWorkerAfterIdleMs } from '../../../server/charts/drawingWorker';

const bars: ChartDrawing = {
  kind: 'bar', data: { categories: ['济南市', '青岛市'], series: [{ name: '运单数', values: [4, 7] }] },
  valueFormat: 'count', primary: '#1d6fe0', tone: 'light', stacked: false, width: 400, height: 240,
};

afterAll(() => stopWorkerAfterIdleMs(60_000));

describe('the drawing worker', () => {
  test('starts with the first drawing, answers several at once, stops when idle and starts again', { timeout: 60_000 }, async () => {
    stopWorkerAfterIdleMs(300);
    expect(drawingWorkerRunning()).toBe(false);
    const svgs = await Promise.all([drawInWorker(bars), drawInWorker({ ...bars, width: 500 }), drawInWorker({ ...bars, kind: 'pie' })]);
    expect(svgs.map((svg) => svg.slice(0, 30))).toEqual(['<svg width="400" height="240" ', '<svg width="500" height="240" ', '<svg width="400" height="240" ']);
    expect(drawingWorkerRunning()).toBe(true);
    await expect.poll(drawingWorkerRunning, { timeout: 5_000 }).toBe(false);
    expect(await drawInWorker(bars)).toContain('>济南市</text>');
    expect(drawingWorkerRunning()).toBe(true);
  });
});
