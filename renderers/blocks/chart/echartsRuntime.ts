// The part of ECharts the chart view draws with: only the chart types and components it uses,
// the SVG renderer (crisp on a wall display, inspectable in tests). Imported dynamically by
// ChartView, so ECharts is not in the first bundle.
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, registerMap, use as installParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

installParts([LineChart, BarChart, PieChart, MapChart, GridComponent, TooltipComponent, LegendComponent, VisualMapComponent, SVGRenderer]);

export { init, registerMap };
