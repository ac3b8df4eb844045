// The server's SVG of a chart (src/core/chart/chartDrawing.ts) at its container's width: asked
// again when the figures, colours or width change (a width change once it has settled: a sidebar
// collapsing resizes for a few frames), the earlier call cancelled. `drawing` null: nothing asked.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { httpClient } from '../../../src/api/http';
import { CHART_DRAWING_PATH, type ChartDrawing } from '../../../src/core/chart/chartDrawing';
import { useElementWidth } from '../../../src/layout/useElementWidth';

export type DrawingRequest = Omit<ChartDrawing, 'width' | 'height'>;

const SETTLED_WIDTH_MS = 200;

async function drawOnServer(drawing: ChartDrawing, signal: AbortSignal): Promise<string> {
  const http = await httpClient();
  // As text: a refusal's envelope is not parsed (nor shown as a message); the chart is then drawn live.
  const { data } = await http.post<unknown>(CHART_DRAWING_PATH, drawing, { responseType: 'text', signal });
  if (typeof data !== 'string' || !data.startsWith('<svg')) throw new Error('the server did not draw the chart');
  return data;
}

/** The SVG (null until one has come); `onFailed` when the server could not draw (the caller then draws live). */
export function useServerDrawing(request: DrawingRequest | null, containerRef: RefObject<HTMLElement | null>, height: number, onFailed: () => void): string | null {
  const width = Math.round(useElementWidth(containerRef));
  const [drawn, setDrawn] = useState<string | null>(null);
  const figures = useMemo(() => (request ? JSON.stringify(request) : null), [request]);
  const askedFigures = useRef<string | null>(null);

  useEffect(() => {
    if (!figures || width <= 0) return;
    const body: ChartDrawing = { ...(JSON.parse(figures) as DrawingRequest), width, height: Math.round(height) };
    const resized = askedFigures.current === figures;
    askedFigures.current = figures;
    const controller = new AbortController();
    const ask = () => {
      drawOnServer(body, controller.signal).then(
        (svg) => setDrawn(svg),
        () => !controller.signal.aborted && onFailed(),
      );
    };
    // New figures at once; the same figures at a new width once the width has settled.
    const timer = resized ? setTimeout(ask, SETTLED_WIDTH_MS) : null;
    if (!resized) ask();
    return () => {
      if (timer) clearTimeout(timer);
      controller.abort();
    };
  }, [figures, width, height, onFailed]);

  // The last drawing stays shown while a new one is asked for (a new width, new figures).
  return drawn;
}
