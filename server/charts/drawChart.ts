// Draws a chart as SVG with ECharts' server-side rendering: the same option the console builds
// (src/core/chart/chartOption.ts), without animation and without the tooltip, which only a live
// chart shows (so the values need no translated unit: the axis text alone). Runs in the drawing
// worker (chartWorker.ts), which imports ECharts with its first drawing.
import type * as EchartsCoreModule from 'echarts/core';
import type { ChartDrawing } from '../../src/core/chart/chartDrawing';
import { buildChartOption } from '../../src/core/chart/chartOption';
import { axisValueFormat } from '../../src/core/chart/chartValueFormat';

type EchartsCore = typeof EchartsCoreModule;

let runtime: Promise<EchartsCore> | null = null;

function serverEcharts(): Promise<EchartsCore> {
  runtime ??= Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]).then(
    ([core, charts, components, renderers]) => {
      core.use([charts.LineChart, charts.BarChart, charts.PieChart, components.GridComponent, components.LegendComponent, renderers.SVGRenderer]);
      return core;
    },
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

export async function drawChartSvg(drawing: ChartDrawing): Promise<string> {
  const echarts = await serverEcharts();
  const axis = axisValueFormat(drawing.valueFormat);
  const { tooltip: _shownLiveOnly, ...option } = buildChartOption({
    kind: drawing.kind,
    data: drawing.data,
    format: { axis, full: axis },
    primary: drawing.primary,
    tone: drawing.tone,
    stacked: drawing.stacked,
  });
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: drawing.width, height: drawing.height });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
