// The map parts of ECharts (the map series and its colour scale), installed when the first China
// map is drawn (chinaMap.ts), so line, bar and pie charts do not carry them.
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { registerMap, use as installParts } from 'echarts/core';

installParts([MapChart, VisualMapComponent]);

export { registerMap };
