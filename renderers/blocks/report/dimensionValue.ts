// The text of a dimension's value in a report row: a dictionary code by its name, a code with its
// label field beside it (承运司机 王强), a province or city code by its place name, a bucket as is
// (2026-03, the Monday of a week); "—" for records without a value.
import type { TFunction } from 'i18next';
import { dictName } from '../../../src/dicts/dictStore';
import { NO_FIGURE } from '../../../src/core/format/figure';
import { fieldMeta, type EntitySchema } from '../../entities';
import type { AggregateRecord } from '../aggregateApi';

export function dimensionValue(entity: EntitySchema, ref: string, record: AggregateRecord, t: TFunction, areaName: (code: string) => string | undefined): string {
  const value = record[ref];
  if (value === null || value === undefined || value === '') return NO_FIGURE;
  const [name, bucket] = ref.split(':');
  if (bucket === 'province' || bucket === 'city') return areaName(String(value)) ?? String(value);
  if (bucket) return String(value);
  const field = fieldMeta(entity, name);
  if (field.dict) return dictName(field.dict, value, t);
  const label = entity['x-dimensions']?.[name]?.label;
  const named = label ? record[label] : undefined;
  return named ? `${String(named)}（${String(value)}）` : String(value);
}

/** The dictionaries a report's dimensions name their values by (to load them). */
export function dimensionDicts(entity: EntitySchema, refs: readonly string[]): string[] {
  return refs.flatMap((ref) => {
    const [name, bucket] = ref.split(':');
    const dict = bucket ? undefined : fieldMeta(entity, name).dict;
    return dict ? [dict] : [];
  });
}
