// A line, bar or pie chart, or a China map by province (Apache ECharts, loaded on first draw), in
// the user's theme colour and language, with its figures as a table for screen readers.
// `serverFirst` (a page's chart blocks): a line, bar or pie shows the server's SVG first, and
// ECharts is fetched when the user first points at or touches the chart, which then
// turns live in place (tooltips, legend); it is drawn live at once when ECharts is already here,
// or when the server could not draw it.
import { useCallback, useEffect, useMemo, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from '../../../src/session/settingsStore';
import { ChartTable } from './ChartTable';
import { buildChartOption, type ChartData, type ChartKind } from '../../../src/core/chart/chartOption';
import type { ChartTone } from '../../../src/core/chart/chartPalette';
import { chartValueFormatter, type ChartValueFormat } from '../../../src/core/chart/chartValueFormat';
import { loadChinaMap } from './chinaMap';
import { echartsRuntimeLoaded, useEchartsChart } from './useEchartsChart';
import { useServerDrawing } from './useServerDrawing';

export type { ChartData, ChartKind, ChartSeries } from '../../../src/core/chart/chartOption';

export interface ChartViewProps {
  kind: ChartKind;
  data: ChartData;
  /** Accessible name and the caption of the fallback table. */
  title: string;
  /** How values read in tooltips, axis and table (default count). */
  valueFormat?: ChartValueFormat;
  /** Pixels, default 320. */
  height?: number;
  /** dark: the wall-display big-data centre. */
  tone?: ChartTone;
  /** bar: series stacked on one bar. */
  stacked?: boolean;
  /** Show the server's drawing until the user reaches for the chart (not a map). */
  serverFirst?: boolean;
}

const NO_REGIONS: ReadonlyMap<string, string> = new Map();

/** Province names of the map once its GeoJSON is registered; null until then (or when not a map). */
function useChinaRegions(enabled: boolean): { regions: ReadonlyMap<string, string> | null; failed: boolean } {
  const [regions, setRegions] = useState<ReadonlyMap<string, string> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    loadChinaMap().then(
      (names) => !cancelled && setRegions(names),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return { regions: enabled ? regions : null, failed: enabled && failed };
}

export function ChartView({ kind, data, title, valueFormat = 'count', height = 320, tone = 'light', stacked = false, serverFirst = false }: ChartViewProps) {
  const { t, i18n } = useTranslation();
  const { theme } = useSnapshot(settings);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const isMap = kind === 'map';
  const [live, setLive] = useState(() => isMap || !serverFirst || echartsRuntimeLoaded());
  const goLive = useCallback(() => setLive(true), []);
  // A pointer that moved over the chart, not one resting where the chart appeared (the browser
  // sends a still pointer's events again after a layout, e.g. over the 登录 button's place).
  const pointerMoved = useCallback((event: PointerEvent<HTMLDivElement>) => {
    if (event.movementX !== 0 || event.movementY !== 0) setLive(true);
  }, []);
  const map = useChinaRegions(isMap);
  const format = useMemo(() => chartValueFormatter(valueFormat, t), [valueFormat, t]);
  const option = useMemo(
    () =>
      !live || (isMap && !map.regions)
        ? null
        : buildChartOption({ kind, data, format, primary: theme, tone, stacked, regionNames: map.regions ?? NO_REGIONS }),
    [live, isMap, map.regions, kind, data, format, theme, tone, stacked],
  );
  const { containerRef, failed: drawingFailed, drawn } = useEchartsChart(option, language, isMap, live);
  const drawingRequest = useMemo(
    () => (live || kind === 'map' ? null : { kind, data, valueFormat, primary: theme, tone, stacked }),
    [live, kind, data, valueFormat, theme, tone, stacked],
  );
  const serverDrawing = useServerDrawing(drawingRequest, containerRef, height, goLive);
  const failed = drawingFailed || map.failed;
  const empty = data.categories.length === 0;
  const serverSvg = !drawn && !failed ? serverDrawing : null;

  return (
    <div className="relative w-full" onPointerMove={live ? undefined : pointerMoved} onPointerDown={live ? undefined : goLive}>
      <div role="img" aria-label={title} data-chart-kind={kind} data-drawn-by={live ? 'browser' : 'server'} className={failed ? 'hidden' : 'relative w-full'} style={{ height }}>
        <div ref={containerRef} className="h-full w-full" />
        {serverSvg && (
          // The server's SVG: texts escaped by ECharts, colours checked (server/charts/routes.ts).
          <div className="pointer-events-none absolute inset-0 overflow-hidden" dangerouslySetInnerHTML={{ __html: serverSvg }} />
        )}
      </div>
      {empty && !failed && (
        <p className={`absolute inset-0 flex items-center justify-center text-sm ${tone === 'dark' ? 'text-slate-400' : 'text-gray-400'}`}>
          {t('renderer.table.empty')}
        </p>
      )}
      <ChartTable kind={kind} data={data} title={title} format={format} regionNames={map.regions ?? NO_REGIONS} visible={failed} />
    </div>
  );
}
