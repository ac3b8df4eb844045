// chart: measures of the page's query grouped by one dimension (the block's, else the report's
// first), drawn by ChartView: a line or bar per measure, a pie of one measure, or a map of China
// by province. A day or month trend over a date window shows days without records as zero; with
// a limit, the largest groups by the first measure (top routes).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartBlock as ChartBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { bucketsBetween, periodRange } from '../../../src/core/report/periods';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { entityFor, type EntitySchema } from '../../entities';
import type { AggregateAnswer } from '../aggregateApi';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';
import { dimensionDicts, dimensionValue } from '../report/dimensionValue';
import { dimensionLabel, measureFormat, measureLabel } from '../report/labels';
import { useAggregate } from '../report/useAggregate';
import { useAreaNames } from '../report/useAreaNames';
import { narrowedParams } from '../report/windowParams';
import { ChartView, type ChartData } from './ChartView';

type Namer = (record: AggregateAnswer['records'][number]) => string;

/** The chart's data: categories in the answer's order (or every bucket of the window), a series per measure. */
export function chartDataOf(block: ChartBlockType, dimension: string, answer: AggregateAnswer, name: Namer, label: (ref: string) => string, now = new Date()): ChartData {
  const bucket = dimension.split(':')[1];
  if (block.chart !== 'map' && block.window && !block.limit && (bucket === 'day' || bucket === 'month')) {
    const range = periodRange(block.window.period, now);
    const categories = bucketsBetween(bucket, range.start, range.end);
    const byBucket = new Map(answer.records.map((record) => [String(record[dimension]), record]));
    return {
      categories,
      series: block.measures.map((ref) => ({ name: label(ref), values: categories.map((category) => (byBucket.get(category)?.[ref] as number | null | undefined) ?? (ref === 'count' || ref.endsWith(':sum') ? 0 : null)) })),
    };
  }
  return {
    categories: answer.records.map((record) => (block.chart === 'map' ? String(record[dimension] ?? '') : name(record))),
    series: block.measures.map((ref) => ({ name: label(ref), values: answer.records.map((record) => record[ref] as number | null) })),
  };
}

function useChartAnswer(entity: EntitySchema, block: ChartBlockType, dimension: string | undefined) {
  const { params, reloads } = usePageQuery();
  const request = useMemo(() => {
    if (!dimension) return null;
    const sortField = block.limit ? block.measures[0] : dimension;
    return {
      groupBy: block.thenBy ? [dimension, block.thenBy] : [dimension],
      measures: block.measures,
      params: narrowedParams(entity, params, block.where, block.window),
      sortField,
      sortType: block.limit ? ('desc' as const) : ('asc' as const),
      pageSize: block.limit ?? 500,
    };
  }, [block, dimension, entity, params]);
  return useAggregate(entity, request, reloads);
}

export function ChartBlock({ block, page }: BlockProps<ChartBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  const { groupBy } = usePageQuery();
  const dimension = block.groupBy ?? groupBy[0];
  const answer = useChartAnswer(entity, block, dimension);
  const dimensions = useMemo(() => (dimension ? [dimension, ...(block.thenBy ? [block.thenBy] : [])] : []), [block.thenBy, dimension]);
  useDictVersion(useMemo(() => dimensionDicts(entity, dimensions), [entity, dimensions]));
  const areaName = useAreaNames(dimensions.some((ref) => ref.endsWith(':province') || ref.endsWith(':city')));
  const data = useMemo(
    () =>
      dimension
        ? chartDataOf(block, dimension, answer, (record) => dimensions.map((ref) => dimensionValue(entity, ref, record, t, areaName)).join(' → '), (ref) => measureLabel(entity, ref, t, block.labels))
        : { categories: [], series: [] },
    [answer, areaName, block, dimension, dimensions, entity, t],
  );
  const title = block.title ? t(block.title) : dimension ? `${block.measures.map((ref) => measureLabel(entity, ref, t, block.labels)).join('、')} · ${dimensionLabel(entity, dimension, t)}` : '';
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded bg-white p-3 data-[tone=dark]:bg-slate-900" data-tone={page.tone ?? 'light'}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ChartView kind={block.chart} data={data} title={title} valueFormat={measureFormat(entity, block.measures[0])} height={block.height} tone={page.tone ?? 'light'} serverFirst />
    </section>
  );
}
