// Draws a chart as SVG with ECharts' server-side rendering: the same option the console builds
// (src/core/chart/chartOption.ts), without animation and without the tooltip, which only a live
// chart shows. ECharts (about 38 MB resident once loaded) is imported with the first drawing, so a
// server no one asks for a chart stays lean.
import type * as EchartsCoreModule from 'echarts/core';
import type { TFunction } from 'i18next';
import type { ChartDrawing } from '../../src/core/chart/chartDrawing';
import { buildChartOption } from '../../src/core/chart/chartOption';
import { chartValueFormatter } from '../../src/core/chart/chartValueFormat';

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

export async function drawChartSvg(drawing: ChartDrawing, t: TFunction): Promise<string> {
  const echarts = await serverEcharts();
  const { tooltip: _shownLiveOnly, ...option } = buildChartOption({
    kind: drawing.kind,
    data: drawing.data,
    format: chartValueFormatter(drawing.valueFormat, t),
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
