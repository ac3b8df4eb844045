// A line, bar or pie chart, or a China map by province (Apache ECharts, loaded on first draw), in
// the user's theme colour and language, with its figures as a table for screen readers.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from '../../../src/session/settingsStore';
import { ChartTable } from './ChartTable';
import { buildChartOption, type ChartData, type ChartKind } from './chartOption';
import type { ChartTone } from './chartPalette';
import { chartValueFormatter, type ChartValueFormat } from './chartValueFormat';
import { loadChinaMap } from './chinaMap';
import { useEchartsChart } from './useEchartsChart';

export type { ChartData, ChartKind, ChartSeries } from './chartOption';

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

export function ChartView({ kind, data, title, valueFormat = 'count', height = 320, tone = 'light', stacked = false }: ChartViewProps) {
  const { t, i18n } = useTranslation();
  const { theme } = useSnapshot(settings);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const isMap = kind === 'map';
  const map = useChinaRegions(isMap);
  const format = useMemo(() => chartValueFormatter(valueFormat, t), [valueFormat, t]);
  const option = useMemo(
    () =>
      isMap && !map.regions
        ? null
        : buildChartOption({ kind, data, format, primary: theme, tone, stacked, regionNames: map.regions ?? NO_REGIONS }),
    [isMap, map.regions, kind, data, format, theme, tone, stacked],
  );
  const { containerRef, failed: drawingFailed } = useEchartsChart(option, language, isMap);
  const failed = drawingFailed || map.failed;
  const empty = data.categories.length === 0;

  return (
    <div className="relative w-full">
      <div
        ref={containerRef}
        role="img"
        aria-label={title}
        data-chart-kind={kind}
        className={failed ? 'hidden' : 'w-full'}
        style={{ height }}
      />
      {empty && !failed && (
        <p className={`absolute inset-0 flex items-center justify-center text-sm ${tone === 'dark' ? 'text-slate-400' : 'text-gray-400'}`}>
          {t('renderer.table.empty')}
        </p>
      )}
      <ChartTable kind={kind} data={data} title={title} format={format} regionNames={map.regions ?? NO_REGIONS} visible={failed} />
    </div>
  );
}
