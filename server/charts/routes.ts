// POST /ntocc-basic-api/chart/draw: a chart as SVG (image/svg+xml) for any signed-in user. The
// body carries the chart's figures, which the console read from the caller's own report calls:
// the drawing reads no data, so it needs no permission beyond a session. The body is checked with
// the shared schema (src/core/chart/chartDrawing.ts); texts in the SVG are escaped by ECharts and
// the colour is a checked #rrggbb, so nothing of the body reaches the SVG as markup.
import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsync } from 'fastify';
import { CHART_DRAWING_PATH, chartDrawingSchema, type ChartDrawing } from '../../src/core/chart/chartDrawing';
import { check } from '../http/validate';
import { validatorFor } from '../http/validators';
import { drawInWorker } from './drawingWorker';

const PREFIX = '/ntocc-basic-api';

let validateDrawing: ValidateFunction<ChartDrawing> | null = null;
export function chartDrawingValidator(): ValidateFunction<ChartDrawing> {
  validateDrawing ??= validatorFor<ChartDrawing>('payload', chartDrawingSchema as unknown as Record<string, unknown>);
  return validateDrawing;
}

export function chartRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.post(CHART_DRAWING_PATH.slice(PREFIX.length), async (request, reply) => {
      const checked = check(chartDrawingValidator(), (request.body ?? {}) as Record<string, unknown>, request.t);
      if ('answer' in checked) return checked.answer;
      const svg = await drawInWorker(checked.value);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    });
  };
}
