import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChartOption, regionValues, type ChartData, type ChartOptionInput } from '../../../../src/core/chart/chartOption';
import { TONES, mixColours } from '../../../../src/core/chart/chartPalette';
import { chartValueFormatter } from '../../../../src/core/chart/chartValueFormat';
import { CHINA_MAP } from '../../../../src/core/chart/chinaRegions';
import { zhCatalogue } from '../catalogue';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({ lng: 'zh', resources: { zh: { translation: zhCatalogue() } }, interpolation: { escapeValue: false } });
});

const months: ChartData = {
  categories: ['2026-01', '2026-02', '2026-03', '2026-04'],
  series: [
    { name: '运单数', values: [12, 30, null, 8] },
    { name: '运费', values: [1200.5, 3000, 0, 800] },
  ],
};

function optionOf(input: Partial<ChartOptionInput> & Pick<ChartOptionInput, 'kind' | 'data'>) {
  return buildChartOption({ format: chartValueFormatter('count', t), primary: '#13c2c2', tone: 'light', ...input });
}

type SeriesList = { type: string; data: unknown[]; stack?: string; name?: string }[];
const seriesOf = (option: ReturnType<typeof optionOf>) => option.series as SeriesList;
// The option's callbacks, as ECharts calls them.
type Formatter = (value: unknown) => string;
const tooltipValue = (option: ReturnType<typeof optionOf>) => (option.tooltip as { valueFormatter: Formatter }).valueFormatter;
const axisLabel = (option: ReturnType<typeof optionOf>) => (option.yAxis as { axisLabel: { formatter: Formatter } }).axisLabel.formatter;

describe('line and bar: a series per measure, a point per category', () => {
  it.each(['line', 'bar'] as const)('%s: 2 series of 4 points over the categories in order', (kind) => {
    const option = optionOf({ kind, data: months });
    expect(seriesOf(option).map((series) => [series.type, series.name, series.data.length])).toEqual([
      [kind, '运单数', 4],
      [kind, '运费', 4],
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(months.categories);
  });

  it('a missing value stays a gap (null), not a zero', () => {
    expect(seriesOf(optionOf({ kind: 'line', data: months }))[0].data).toEqual([12, 30, null, 8]);
  });

  it('stacked bars share one stack; unstacked bars have none', () => {
    expect(seriesOf(optionOf({ kind: 'bar', data: months, stacked: true })).map((series) => series.stack)).toEqual(['total', 'total']);
    expect(seriesOf(optionOf({ kind: 'bar', data: months })).map((series) => series.stack)).toEqual([undefined, undefined]);
  });

  it('a legend only when there is more than one series', () => {
    expect(optionOf({ kind: 'line', data: months }).legend).toBeDefined();
    expect(optionOf({ kind: 'line', data: { ...months, series: [months.series[0]] } }).legend).toBeUndefined();
  });
});

describe('values read through src/core/format in tooltips and on the axis', () => {
  it.each([
    ['money', 1234.5, '1,234.50 元', '1,234.5'],
    ['weight', 30.5, '30.5 吨', '30.5'],
    ['count', 12345, '12,345', '12,345'],
    ['count', 2.5, '2.5', '2.5'],
    ['percent', 37.5, '37.5%', '37.5%'],
  ] as const)('%s: %j reads %j in a tooltip and %j on the axis', (valueFormat, value, full, axis) => {
    const option = optionOf({ kind: 'bar', data: months, format: chartValueFormatter(valueFormat, t) });
    expect(tooltipValue(option)(value)).toBe(full);
    expect(axisLabel(option)(value)).toBe(axis);
  });

  it('a missing value reads empty, not 0', () => {
    expect(tooltipValue(optionOf({ kind: 'line', data: months, format: chartValueFormatter('money', t) }))(null)).toBe('');
  });
});

describe('colours follow the theme colour and the tone', () => {
  it('the theme colour is the first series colour', () => {
    expect((optionOf({ kind: 'line', data: months, primary: '#722ed1' }).color as string[])[0]).toBe('#722ed1');
  });

  it('dark tone: light text and dark tooltip on a transparent background (the page is dark)', () => {
    const option = optionOf({ kind: 'line', data: months, tone: 'dark' });
    expect(option.backgroundColor).toBe('transparent');
    expect(option.textStyle).toEqual({ color: TONES.dark.text });
    expect((option.xAxis as { axisLabel: { color: string } }).axisLabel.color).toBe(TONES.dark.mutedText);
    expect((option.tooltip as { backgroundColor: string }).backgroundColor).toBe(TONES.dark.tooltipBackground);
  });

  it('light tone: dark text', () => {
    expect(optionOf({ kind: 'bar', data: months }).textStyle).toEqual({ color: TONES.light.text });
  });

  it('mixing colours goes the given part of the way', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#1890ff', '#1890ff', 0.3)).toBe('#1890ff');
  });
});

describe('pie: one slice per category of the first series', () => {
  it('categories with a value become named slices; a missing value has no slice', () => {
    const [pie] = seriesOf(optionOf({ kind: 'pie', data: months }));
    expect(pie.type).toBe('pie');
    expect(pie.data).toEqual([
      { name: '2026-01', value: 12 },
      { name: '2026-02', value: 30 },
      { name: '2026-04', value: 8 },
    ]);
  });
});

describe('map: figures by province on the China map, named like its features', () => {
  const regionNames = new Map([
    ['37', '山东省'],
    ['11', '北京市'],
    ['44', '广东省'],
  ]);
  const provinces: ChartData = { categories: ['370000', '11', '440000', '999999', '440300'], series: [{ name: '运费', values: [500, 120, 80, 7, 20] }] };

  it('6-digit and 2-digit codes map to the feature names; codes of one province add up; unknown codes are left out', () => {
    expect(regionValues(provinces, regionNames)).toEqual([
      { name: '山东省', value: 500 },
      { name: '北京市', value: 120 },
      { name: '广东省', value: 100 },
    ]);
  });

  it('a map series on the registered China map, its scale from 0 to the largest figure, ending in the theme colour', () => {
    const option = optionOf({ kind: 'map', data: provinces, regionNames, primary: '#fa541c', format: chartValueFormatter('money', t) });
    const [map] = seriesOf(option) as unknown as { type: string; map: string; data: unknown[] }[];
    expect(map.type).toBe('map');
    expect(map.map).toBe(CHINA_MAP);
    expect(map.data).toHaveLength(3);
    const scale = option.visualMap as { min: number; max: number; inRange: { color: string[] }; formatter: Formatter };
    expect([scale.min, scale.max]).toEqual([0, 500]);
    expect(scale.inRange.color.at(-1)).toBe('#fa541c');
    expect(scale.formatter(1500)).toBe('1,500');
    expect(tooltipValue(option)(1500)).toBe('1,500.00 元');
  });

  it('no figures still give the scale a width', () => {
    const option = optionOf({ kind: 'map', data: { categories: [], series: [{ name: '运费', values: [] }] }, regionNames });
    expect((option.visualMap as { max: number }).max).toBe(1);
  });
});
