// Names of a report's dimensions and measures, the same as the server export's headers (运单生成时间（月）,
// 运费金额（元）合计, 记录数), and of a dimension's values (dictionary names, a code's label field).
import type { TFunction } from 'i18next';
import { fieldMeta, type EntitySchema } from '../../entities';

export function dimensionLabel(entity: EntitySchema, ref: string, t: TFunction): string {
  const [name, bucket] = ref.split(':');
  const label = t(fieldMeta(entity, name).label);
  return bucket ? t('entityApi.aggregate.bucketHeader', { label, bucket: t(`entityApi.aggregate.bucket.${bucket}`) }) : label;
}

export function measureLabel(entity: EntitySchema, ref: string, t: TFunction): string {
  if (ref === 'count') return t('entityApi.aggregate.count');
  const [name, fn] = ref.split(':');
  return t('entityApi.aggregate.measureHeader', { label: t(fieldMeta(entity, name).label), function: t(`entityApi.aggregate.function.${fn}`) });
}

/** How a measure's numbers read: a count; money for the fields kept to 3 places (the amounts
 * in yuan the platforms report); other quantities with their own places. */
export function measureFormat(entity: EntitySchema, ref: string): 'count' | 'money' | 'weight' {
  if (ref === 'count') return 'count';
  return fieldMeta(entity, ref.split(':')[0]).places === 3 ? 'money' : 'weight';
}
