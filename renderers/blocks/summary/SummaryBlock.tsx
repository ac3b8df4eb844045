// summary: the totals of the page's current query in one bar (记录数 1,204 · 运费金额（元）合计 …),
// following every filter, tab and reload.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '../../../src/core/format/figure';
import type { SummaryBlock as SummaryBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { entityFor } from '../../entities';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';
import { measureFormat, measureLabel } from '../report/labels';
import { useAggregate } from '../report/useAggregate';

export function SummaryBlock({ block, page }: BlockProps<SummaryBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  const { params, reloads } = usePageQuery();
  const request = useMemo(() => ({ measures: block.measures, params }), [block.measures, params]);
  const { totals, loading } = useAggregate(entity, request, reloads);
  return (
    <section aria-label={t(block.title ?? 'renderer.summary.title')} aria-busy={loading} className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded border border-primary/20 bg-primary/5 px-4 py-2 text-sm">
      {block.measures.map((ref) => (
        <span key={ref} className="flex items-baseline gap-2">
          <span className="text-slate-600">{measureLabel(entity, ref, t, block.labels)}</span>
          <strong className="text-base font-semibold text-slate-900 tabular-nums" data-measure={ref}>
            {formatFigure(totals[ref], measureFormat(entity, ref))}
          </strong>
        </span>
      ))}
    </section>
  );
}
