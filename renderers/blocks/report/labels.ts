// Names of a report's dimensions and measures, the same as the server export's headers (运单生成时间（月）,
// 运费金额（元）合计, 记录数), and of a dimension's values (dictionary names, a code's label field).
// A block may name some of them its own way (labels: 期初余额 for amount:opening); its table's
// export then sends those names as the file's headers.
import type { TFunction } from 'i18next';
import type { MeasureLabels } from '../../../src/core/generated/page-language';
import { fieldMeta, type EntitySchema } from '../../entities';

export function dimensionLabel(entity: EntitySchema, ref: string, t: TFunction, labels?: MeasureLabels): string {
  if (labels?.[ref]) return t(labels[ref]);
  const [name, bucket] = ref.split(':');
  const label = t(fieldMeta(entity, name).label);
  return bucket ? t('entityApi.aggregate.bucketHeader', { label, bucket: t(`entityApi.aggregate.bucket.${bucket}`) }) : label;
}

export function measureLabel(entity: EntitySchema, ref: string, t: TFunction, labels?: MeasureLabels): string {
  if (labels?.[ref]) return t(labels[ref]);
  if (ref === 'count') return t('entityApi.aggregate.count');
  const [name, fn] = ref.split(':');
  return t('entityApi.aggregate.measureHeader', { label: t(fieldMeta(entity, name).label), function: t(`entityApi.aggregate.function.${fn}`) });
}

/** How a measure's numbers read: a count; money for the fields in yuan (x-unit) and those kept
 * to 3 places (the amounts in yuan the platforms report); other quantities with their own places. */
export function measureFormat(entity: EntitySchema, ref: string): 'count' | 'money' | 'weight' {
  if (ref === 'count') return 'count';
  const field = fieldMeta(entity, ref.split(':')[0]);
  if (field.schema['x-unit']) return field.schema['x-unit'] === 'yuan' ? 'money' : 'weight';
  return field.places === 3 ? 'money' : 'weight';
}

/** The export's headers for the block's own names (the server names the other columns). */
export function exportHeaders(labels: MeasureLabels | undefined, t: TFunction): string | undefined {
  const entries = Object.entries(labels ?? {});
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries.map(([ref, key]) => [ref, t(key)]))) : undefined;
}
