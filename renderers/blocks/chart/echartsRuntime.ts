// The part of ECharts the chart view draws with: only the chart types and components it uses,
// the SVG renderer (crisp on a wall display, inspectable in tests). Imported dynamically by
// ChartView, so ECharts is not in the first bundle; the map parts come with the first map
// (echartsMapParts.ts).
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as installParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

installParts([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { init };
