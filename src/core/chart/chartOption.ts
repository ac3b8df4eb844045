// The ECharts option of a chart, built from its data alone (pure: no ECharts import at run time),
// so what a chart shows is tested without drawing it.
import type { BarSeriesOption, LineSeriesOption, MapSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { TONES, mapScaleColours, seriesColours, type ChartTone, type ToneColours } from './chartPalette';
import type { ChartValueFormatter } from './chartValueFormat';
import { CHINA_MAP, provinceKey } from './chinaRegions';

export type ChartKind = 'line' | 'bar' | 'pie' | 'map';

export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

export interface ChartData {
  /** x-axis categories (line, bar), slice names (pie), or region codes (map: "370000" or "37"). */
  categories: string[];
  /** pie and map: one series (the first is drawn). */
  series: ChartSeries[];
}

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | MapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | VisualMapComponentOption
>;

export interface ChartOptionInput {
  kind: ChartKind;
  data: ChartData;
  format: ChartValueFormatter;
  /** The theme colour of the settings (#rrggbb). */
  primary: string;
  tone: ChartTone;
  stacked?: boolean;
  /** Province key → the map feature's name (map only; regions not in it are left out). */
  regionNames?: ReadonlyMap<string, string>;
}

export interface NamedValue {
  name: string;
  value: number;
}

/** A map's figures by feature name: codes of one province add up, unknown codes and nulls are left out. */
export function regionValues(data: ChartData, regionNames: ReadonlyMap<string, string>): NamedValue[] {
  const totals = new Map<string, number>();
  const values = data.series[0]?.values ?? [];
  data.categories.forEach((code, index) => {
    const key = provinceKey(code);
    const name = key ? regionNames.get(key) : undefined;
    const value = values[index];
    if (name === undefined || value === null || value === undefined) return;
    totals.set(name, (totals.get(name) ?? 0) + value);
  });
  return [...totals].map(([name, value]) => ({ name, value }));
}

function tooltip(trigger: 'axis' | 'item', format: ChartValueFormatter, colours: ToneColours): TooltipComponentOption {
  return {
    trigger,
    valueFormatter: (value) => format.full(value),
    backgroundColor: colours.tooltipBackground,
    borderColor: colours.axisLine,
    textStyle: { color: colours.tooltipText },
  };
}

function legend(colours: ToneColours): LegendComponentOption {
  return { type: 'scroll', top: 0, textStyle: { color: colours.mutedText }, pageTextStyle: { color: colours.mutedText } };
}

function axisChart(input: ChartOptionInput, colours: ToneColours): ChartOption {
  const { kind, data, format, stacked } = input;
  const withLegend = data.series.length > 1;
  const series = data.series.map((item): LineSeriesOption | BarSeriesOption =>
    kind === 'line'
      ? { type: 'line', name: item.name, data: item.values }
      : { type: 'bar', name: item.name, data: item.values, barMaxWidth: 40, ...(stacked ? { stack: 'total' } : {}) },
  );
  return {
    tooltip: tooltip('axis', format, colours),
    ...(withLegend ? { legend: legend(colours) } : {}),
    grid: { left: 8, right: 16, top: withLegend ? 40 : 16, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: data.categories,
      boundaryGap: kind === 'bar',
      axisLine: { lineStyle: { color: colours.axisLine } },
      axisLabel: { color: colours.mutedText, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: colours.mutedText, formatter: (value: number) => format.axis(value) },
      splitLine: { lineStyle: { color: colours.splitLine } },
    },
    series,
  };
}

function pieChart({ data, format }: ChartOptionInput, colours: ToneColours): ChartOption {
  const values = data.series[0]?.values ?? [];
  const slices = data.categories
    .map((name, index) => ({ name, value: values[index] }))
    .filter((slice): slice is NamedValue => slice.value !== null && slice.value !== undefined);
  return {
    tooltip: tooltip('item', format, colours),
    legend: { ...legend(colours), top: undefined, bottom: 0 },
    series: [
      {
        type: 'pie',
        name: data.series[0]?.name,
        radius: ['38%', '68%'],
        center: ['50%', '46%'],
        data: slices,
        // Name over share, aligned to the chart's sides: in a narrow card a one-line label beside
        // the ring was cut ("已签收 6...."). Slices too thin for a label, and labels that would
        // overlap, are left to the legend and the tooltip.
        label: { color: colours.text, formatter: '{b}\n{d}%', alignTo: 'edge', edgeDistance: 6, minMargin: 4, lineHeight: 15 },
        labelLine: { length: 10, length2: 0, maxSurfaceAngle: 80 },
        labelLayout: { hideOverlap: true },
        minShowLabelAngle: 6,
        itemStyle: { borderColor: colours.tooltipBackground, borderWidth: 1 },
      },
    ],
  };
}

function mapChart({ data, format, primary, tone, regionNames = new Map() }: ChartOptionInput, colours: ToneColours): ChartOption {
  const regions = regionValues(data, regionNames);
  const highest = Math.max(0, ...regions.map((region) => region.value));
  return {
    tooltip: tooltip('item', format, colours),
    visualMap: {
      type: 'continuous',
      min: 0,
      // A scale needs a width: all zeros (or no figures) still draw the lightest colour.
      max: highest > 0 ? highest : 1,
      left: 8,
      bottom: 8,
      calculable: true,
      inRange: { color: mapScaleColours(primary, tone) },
      formatter: (value) => format.axis(value),
      textStyle: { color: colours.mutedText },
    },
    series: [
      {
        type: 'map',
        map: CHINA_MAP,
        name: data.series[0]?.name,
        data: regions,
        roam: false,
        itemStyle: { areaColor: colours.emptyRegion, borderColor: colours.regionBorder },
        emphasis: { label: { color: colours.text }, itemStyle: { areaColor: primary } },
        select: { disabled: true },
      },
    ],
  };
}

export function buildChartOption(input: ChartOptionInput): ChartOption {
  const colours = TONES[input.tone];
  const body = input.kind === 'pie' ? pieChart(input, colours) : input.kind === 'map' ? mapChart(input, colours) : axisChart(input, colours);
  return {
    color: seriesColours(input.primary),
    backgroundColor: 'transparent',
    textStyle: { color: colours.text },
    ...body,
  };
}
