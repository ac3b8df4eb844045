// A run of a designed report: its totals, its chart (bar, line or pie over the first dimension;
// the others join the category names) and its table of groups with the totals row, paged.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '../../../src/core/format/figure';
import type { EntitySchema } from '../../entities';
import { Pagination } from '../../list/Pagination';
import type { AggregateAnswer } from '../aggregateApi';
import { ChartView, type ChartData } from '../chart/ChartView';
import { dimensionValue } from '../report/dimensionValue';
import { dimensionLabel, measureFormat, measureLabel } from '../report/labels';
import { useAreaNames } from '../report/useAreaNames';
import type { Draft } from './definition';
import { useNamespacedT } from './namespacedT';

interface Props {
  entity: EntitySchema;
  draft: Draft;
  answer: AggregateAnswer;
  paging: { pageNum: number; pageSize: number };
  loading: boolean;
  onPage: (paging: { pageNum: number; pageSize: number }) => void;
}

const cell = 'border-b border-slate-100 px-3 py-2';

export function ReportResult({ entity, draft, answer, paging, loading, onPage }: Props) {
  const { t } = useTranslation();
  const et = useNamespacedT();
  const areaName = useAreaNames(draft.dimensions.some((ref) => ref.endsWith(':province') || ref.endsWith(':city')));
  const title = draft.reportName.trim() || t('renderer.reportDesigner.untitled');
  const data = useMemo<ChartData>(() => {
    const measures = draft.chartType === 'pie' ? draft.measures.slice(0, 1) : draft.measures;
    return {
      categories: answer.records.map((record) => draft.dimensions.map((ref) => dimensionValue(entity, ref, record, et, areaName)).join(' · ')),
      series: measures.map((ref) => ({ name: measureLabel(entity, ref, et), values: answer.records.map((record) => record[ref] as number | null) })),
    };
  }, [answer, areaName, draft, entity, et]);

  return (
    <section aria-label={title} aria-busy={loading} className="flex flex-col gap-3 rounded bg-white p-3">
      <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded border border-primary/20 bg-primary/5 px-4 py-2 text-sm">
        <span className="text-slate-600">{t('renderer.reportDesigner.groups', { count: answer.total })}</span>
        {draft.measures.map((ref) => (
          <span key={ref} className="flex items-baseline gap-2">
            <span className="text-slate-600">{measureLabel(entity, ref, et)}</span>
            <strong className="font-semibold tabular-nums text-slate-900">{formatFigure(answer.totals[ref], measureFormat(entity, ref))}</strong>
          </span>
        ))}
      </div>
      {draft.chartType !== 'table' && answer.records.length > 0 && (
        <ChartView kind={draft.chartType} data={data} title={title} valueFormat={measureFormat(entity, draft.measures[0]!)} height={300} />
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              {draft.dimensions.map((ref) => <th key={ref} scope="col" className={`${cell} bg-slate-50 text-left font-medium text-slate-600`}>{dimensionLabel(entity, ref, et)}</th>)}
              {draft.measures.map((ref) => <th key={ref} scope="col" className={`${cell} bg-slate-50 text-right font-medium text-slate-600`}>{measureLabel(entity, ref, et)}</th>)}
            </tr>
          </thead>
          <tbody>
            {answer.records.map((record, i) => (
              <tr key={i} className="hover:bg-slate-50">
                {draft.dimensions.map((ref) => <td key={ref} className={cell}>{dimensionValue(entity, ref, record, et, areaName)}</td>)}
                {draft.measures.map((ref) => <td key={ref} className={`${cell} text-right tabular-nums`}>{formatFigure(record[ref], measureFormat(entity, ref))}</td>)}
              </tr>
            ))}
            {answer.records.length === 0 && (
              <tr><td colSpan={draft.dimensions.length + draft.measures.length} className={`${cell} text-center text-slate-500`}>{t('renderer.table.empty')}</td></tr>
            )}
          </tbody>
          {answer.total > 0 && (
            <tfoot>
              <tr className="bg-slate-50 font-medium">
                <th scope="row" colSpan={draft.dimensions.length} className={`${cell} text-left`}>{t('entityApi.aggregate.totalsRow')}</th>
                {draft.measures.map((ref) => <td key={ref} className={`${cell} text-right tabular-nums`}>{formatFigure(answer.totals[ref], measureFormat(entity, ref))}</td>)}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <Pagination total={answer.total} pageNum={paging.pageNum} pageSize={paging.pageSize}
        onPage={(pageNum) => onPage({ ...paging, pageNum })} onPageSize={(pageSize) => onPage({ pageNum: 1, pageSize })} />
    </section>
  );
}
