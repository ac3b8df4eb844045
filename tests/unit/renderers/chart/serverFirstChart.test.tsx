// @vitest-environment jsdom
// ChartView with serverFirst (every chart block): the server's SVG first, ECharts only once the
// pointer moves over the chart or presses it, or when the server could not draw. The HTTP client
// is replaced by the server's own drawing function (server/charts/drawChart.ts) behind the shared
// schema's check, so the body the console sends is the one the server accepts. (A refusal, and
// maps: serverFirstFallback.test.tsx, a module of its own since a loaded ECharts stays loaded.)
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ajv } from 'ajv';
import { ChartView, type ChartData } from '../../../../renderers/blocks/chart/ChartView';
import { CHART_DRAWING_PATH, chartDrawingSchema, type ChartDrawing } from '../../../../src/core/chart/chartDrawing';
import { DEFAULT_THEME, changeSetting } from '../../../../src/session/settingsStore';
import { drawChartSvg } from '../../../../server/charts/drawChart';
import { FakeResizeObserver, resizeAll } from './fakeResizeObserver';
import { initTestI18n } from '../setup';

vi.setConfig({ testTimeout: 30_000 });

const posted: { url: string; body: ChartDrawing }[] = [];
const checkDrawing = new Ajv({ allErrors: true }).compile(chartDrawingSchema);

vi.mock('../../../../src/api/http', () => ({
  httpClient: async () => ({
    post: async (url: string, body: ChartDrawing) => {
      posted.push({ url, body });
      if (!checkDrawing(body)) throw new Error(`the server would refuse: ${JSON.stringify(checkDrawing.errors)}`);
      return { data: await drawChartSvg(body) };
    },
  }),
  request: vi.fn(),
}));

let containerWidth = 600;

beforeAll(async () => {
  await initTestI18n();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => containerWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

beforeEach(() => {
  posted.length = 0;
  containerWidth = 600;
  changeSetting('theme', DEFAULT_THEME);
});

afterEach(cleanup);

const months: ChartData = {
  categories: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'],
  series: [{ name: '运单数', values: [12, 30, null, 8, 5] }],
};

const image = () => screen.getByRole('img');
const linePoints = (chart: HTMLElement) => chart.querySelectorAll(`svg path[d^="M1 0A1 1 0 1 1"][stroke="${DEFAULT_THEME}"]`).length;
const points = () => linePoints(image());
const serverDrawn = () => waitFor(() => expect(image().getAttribute('data-drawn-by') === 'server' && points()).toBe(4), { timeout: 20_000 });

describe('a chart drawn by the server first', () => {
  it('shows the server\'s SVG of the container\'s size, asked once, and makes no ECharts instance', async () => {
    render(<ChartView kind="line" title="月度运单" data={months} serverFirst />);
    await serverDrawn();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ url: CHART_DRAWING_PATH, body: { kind: 'line', data: months, valueFormat: 'count', primary: DEFAULT_THEME, tone: 'light', width: 600, height: 320 } });
    expect(image().firstElementChild!.hasAttribute('_echarts_instance_')).toBe(false);
  });

  it('a new width is asked for once it has settled; new figures at once', async () => {
    const { rerender } = render(<ChartView kind="line" title="月度运单" data={months} serverFirst />);
    await serverDrawn();
    containerWidth = 700;
    act(resizeAll);
    containerWidth = 900;
    act(resizeAll);
    await waitFor(() => expect(posted.map((call) => call.body.width)).toEqual([600, 900]));
    await waitFor(() => expect(image().querySelector('svg')!.getAttribute('width')).toBe('900'));
    rerender(<ChartView kind="line" title="月度运单" data={{ ...months, series: [{ name: '运单数', values: [1, 2, 3, 4, 5] }] }} serverFirst />);
    await waitFor(() => expect(posted).toHaveLength(3));
    await waitFor(() => expect(points()).toBe(5));
  });

  // Last in this file: once ECharts has loaded, a new chart is live at once.
  it('a pointer resting where a chart appears leaves it drawn by the server; one that moves over it, or a press, makes it live, with the same points', async () => {
    render(
      <>
        <ChartView kind="line" title="月度运单" data={months} serverFirst />
        <ChartView kind="bar" title="月度运费" data={months} serverFirst />
      </>,
    );
    const [line, bar] = screen.getAllByRole('img');
    await waitFor(() => expect(line!.getAttribute('data-drawn-by') === 'server' && linePoints(line!)).toBe(4), { timeout: 20_000 });
    fireEvent.pointerMove(line!, { movementX: 0, movementY: 0 });
    expect(line!.getAttribute('data-drawn-by')).toBe('server');
    fireEvent.pointerMove(line!, { movementX: 4, movementY: 1 });
    expect(line!.getAttribute('data-drawn-by')).toBe('browser');
    // The server's drawing is gone once the live one is drawn: one drawing, ECharts', with the same points.
    const liveSvg = () => line!.firstElementChild!.querySelector('svg');
    await waitFor(() => expect(!!liveSvg() && line!.querySelectorAll('svg').length).toBe(1), { timeout: 20_000 });
    await waitFor(() => expect(linePoints(line!)).toBe(4));
    expect(bar!.getAttribute('data-drawn-by')).toBe('server');
    fireEvent.pointerDown(bar!);
    expect(bar!.getAttribute('data-drawn-by')).toBe('browser');
  });
});
