// The chart's figures as a table: read by screen readers in place of the drawing (visually hidden),
// shown when the drawing cannot be loaded.
import { useTranslation } from 'react-i18next';
import type { ChartData, ChartKind } from '../../../src/core/chart/chartOption';
import type { ChartValueFormatter } from '../../../src/core/chart/chartValueFormat';
import { regionLabel } from '../../../src/core/chart/chinaRegions';

export interface ChartTableProps {
  kind: ChartKind;
  data: ChartData;
  title: string;
  format: ChartValueFormatter;
  regionNames: ReadonlyMap<string, string>;
  visible: boolean;
}

export function ChartTable({ kind, data, title, format, regionNames, visible }: ChartTableProps) {
  const { t } = useTranslation();
  const label = (category: string) => (kind === 'map' ? regionLabel(category, regionNames) : category);
  return (
    // Hidden on a wrapper: a table ignores the sr-only size and would keep its full height.
    <div className={visible ? undefined : 'sr-only'}>
      <table className="w-full text-sm">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t(kind === 'map' ? 'chart.table.region' : 'chart.table.category')}</th>
            {data.series.map((series) => (
              <th key={series.name} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, index) => (
            <tr key={`${category}-${index}`}>
              <th scope="row">{label(category)}</th>
              {data.series.map((series) => (
                <td key={series.name}>{format.full(series.values[index])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
