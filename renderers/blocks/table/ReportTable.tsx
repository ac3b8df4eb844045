// A report table: one row per group of the page's dimensions (the filters block's groupBy), a
// column per measure, sortable by any column, paged, with the totals row of every matching record
// and the server's .xlsx export of all groups.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { download } from '../../../src/api/download';
import { formatFigure } from '../../../src/core/format/figure';
import type { MeasureLabels, Measures } from '../../../src/core/generated/page-language';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { session } from '../../../src/session/sessionState';
import { Button } from '../../../src/ui/Button';
import type { EntitySchema } from '../../entities';
import { exportLimit } from '../../list/export/clientExport';
import { Pagination } from '../../list/Pagination';
import { aggregateExportUrl, aggregateParams, type AggregateRequest } from '../aggregateApi';
import { usePageQuery } from '../pageQuery';
import { dimensionDicts, dimensionValue } from '../report/dimensionValue';
import { dimensionLabel, exportHeaders, measureFormat, measureLabel } from '../report/labels';
import { useAggregate } from '../report/useAggregate';
import { useAreaNames } from '../report/useAreaNames';

const cell = 'border-b border-slate-100 px-3 py-2';

export function ReportTable({ entity, measures, labels, pageSize: initialSize = 20 }: { entity: EntitySchema; measures: Measures; labels?: MeasureLabels; pageSize?: number }) {
  const { t } = useTranslation();
  const { groupBy, params, reloads } = usePageQuery();
  const { branch, exportableQuantity } = useSnapshot(session);
  const [sort, setSort] = useState<{ field?: string; type: 'asc' | 'desc' }>({ type: 'asc' });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: initialSize });
  // A new grouping or new filters start again on page 1 in the dimensions' order.
  const [asked, setAsked] = useState({ groupBy, params });
  if (asked.groupBy !== groupBy || asked.params !== params) {
    setAsked({ groupBy, params });
    setPaging((current) => ({ ...current, pageNum: 1 }));
    if (sort.field && !groupBy.includes(sort.field) && !measures.includes(sort.field)) setSort({ type: 'asc' });
  }
  const request = useMemo<AggregateRequest | null>(
    () => (groupBy.length ? { groupBy, measures, params, sortField: sort.field, sortType: sort.type, ...paging } : null),
    [groupBy, measures, params, sort, paging],
  );
  const answer = useAggregate(entity, request, reloads);
  useDictVersion(useMemo(() => dimensionDicts(entity, groupBy), [entity, groupBy]));
  const areaName = useAreaNames(groupBy.some((ref) => ref.endsWith(':province') || ref.endsWith(':city')));

  const toggleSort = (field: string) =>
    setSort((current) => (current.field === field ? { field, type: current.type === 'asc' ? 'desc' : 'asc' } : { field, type: measures.includes(field) ? 'desc' : 'asc' }));
  const exportAll = () => {
    const limit = exportLimit(branch as typeof session.branch, exportableQuantity);
    const all = aggregateParams({ groupBy, measures, params, sortField: sort.field, sortType: sort.type, pageNum: 1, pageSize: Math.max(1, Math.min(answer.total || 1, limit)) });
    const headers = exportHeaders(labels, t);
    void download({ url: aggregateExportUrl(entity), payload: headers ? { ...all, headers } : all }, `${t('renderer.report.file')}.xlsx`).catch(() => undefined);
  };
  const header = (field: string, label: string, numeric: boolean) => (
    <th key={field} scope="col" aria-sort={sort.field === field ? (sort.type === 'asc' ? 'ascending' : 'descending') : 'none'} className={`${cell} bg-slate-50 font-medium text-slate-600 ${numeric ? 'text-right' : 'text-left'}`}>
      <button type="button" className="hover:text-primary" onClick={() => toggleSort(field)}>
        {label}
        {sort.field === field ? (sort.type === 'asc' ? ' ↑' : ' ↓') : ''}
      </button>
    </th>
  );

  return (
    <div className="flex flex-col gap-2 rounded bg-white p-3">
      <div className="flex justify-end">
        <Button onClick={exportAll} disabled={answer.total === 0}>
          {t('page.action.export')}
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={answer.loading}>
          <thead>
            <tr>
              {groupBy.map((ref) => header(ref, dimensionLabel(entity, ref, t, labels), false))}
              {measures.map((ref) => header(ref, measureLabel(entity, ref, t, labels), true))}
            </tr>
          </thead>
          <tbody>
            {answer.records.map((record, i) => (
              <tr key={i} className="hover:bg-slate-50">
                {groupBy.map((ref) => (
                  <td key={ref} className={cell}>
                    {dimensionValue(entity, ref, record, t, areaName)}
                  </td>
                ))}
                {measures.map((ref) => (
                  <td key={ref} className={`${cell} text-right tabular-nums`}>
                    {formatFigure(record[ref], measureFormat(entity, ref))}
                  </td>
                ))}
              </tr>
            ))}
            {answer.records.length === 0 && !answer.loading && (
              <tr>
                <td colSpan={groupBy.length + measures.length} className={`${cell} text-center text-slate-500`}>
                  {t('renderer.table.empty')}
                </td>
              </tr>
            )}
          </tbody>
          {answer.total > 0 && (
            <tfoot>
              <tr className="bg-slate-50 font-medium">
                <th scope="row" colSpan={groupBy.length} className={`${cell} text-left`}>
                  {t('entityApi.aggregate.totalsRow')}
                </th>
                {measures.map((ref) => (
                  <td key={ref} className={`${cell} text-right tabular-nums`}>
                    {formatFigure(answer.totals[ref], measureFormat(entity, ref))}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <Pagination
        total={answer.total}
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        onPage={(pageNum) => setPaging((current) => ({ ...current, pageNum }))}
        onPageSize={(pageSize) => setPaging({ pageNum: 1, pageSize })}
      />
    </div>
  );
}
