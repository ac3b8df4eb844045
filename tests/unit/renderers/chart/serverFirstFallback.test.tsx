// @vitest-environment jsdom
// ChartView with serverFirst when the server's drawing is not to be had: a refusal in place of the
// SVG draws the chart live at once, and a map is never asked of the server.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChartView, type ChartData } from '../../../../renderers/blocks/chart/ChartView';
import { DEFAULT_THEME } from '../../../../src/session/settingsStore';
import { initTestI18n } from '../setup';

vi.setConfig({ testTimeout: 30_000 });

const posted: unknown[] = [];
vi.mock('../../../../src/api/http', () => ({
  httpClient: async () => ({
    post: async (_url: string, body: unknown) => {
      posted.push(body);
      return { data: '{"status":429,"msg":"请求过于频繁","data":null}' };
    },
  }),
  request: vi.fn(),
}));

beforeAll(async () => {
  await initTestI18n();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} unobserve() {} });
});

afterEach(cleanup);

const months: ChartData = { categories: ['2026-01', '2026-02', '2026-03'], series: [{ name: '运单数', values: [12, 30, 8] }] };

describe('when the server does not draw', () => {
  it('a refusal in place of the SVG: the chart is drawn live at once, after one call', async () => {
    render(<ChartView kind="line" title="月度运单" data={months} serverFirst />);
    const chart = screen.getByRole('img');
    await waitFor(() => expect(chart.firstElementChild!.hasAttribute('_echarts_instance_') && chart.querySelectorAll(`svg path[d^="M1 0A1 1 0 1 1"][stroke="${DEFAULT_THEME}"]`).length).toBe(3), { timeout: 20_000 });
    expect(chart.getAttribute('data-drawn-by')).toBe('browser');
    expect(posted).toHaveLength(1);
  });

  it('a map is never asked of the server', async () => {
    posted.length = 0;
    render(<ChartView kind="map" title="各省运费" data={{ categories: ['370000'], series: [{ name: '运费', values: [1] }] }} serverFirst />);
    expect(screen.getByRole('img').getAttribute('data-drawn-by')).toBe('browser');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posted).toHaveLength(0);
  });
});
