// What a report may group by and compute (the entity keywords x-dimensions and x-measures), as
// rules both `npm run validate` and the server apply: the validator reports every problem with
// its pointer, the server refuses to start on one. Pure: no I/O, no database.
import type { EntityField, EntitySchema } from '../generated/entity-language';

export const TIME_BUCKETS = ['day', 'week', 'month', 'year'] as const;
export const REGION_BUCKETS = ['province', 'city'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];
export type RegionBucket = (typeof REGION_BUCKETS)[number];
export type Bucket = TimeBucket | RegionBucket;

/** opening and closing: a running balance (x-balance-date) before the query's period and at its end. */
export const BALANCE_FUNCTIONS = ['opening', 'closing'] as const;
export const MEASURE_FUNCTIONS = ['sum', 'avg', 'min', 'max', ...BALANCE_FUNCTIONS] as const;
export type MeasureFunction = (typeof MEASURE_FUNCTIONS)[number];
export type BalanceFunction = (typeof BALANCE_FUNCTIONS)[number];

export function isBalanceFunction(fn: string): fn is BalanceFunction {
  return (BALANCE_FUNCTIONS as readonly string[]).includes(fn);
}

/** The 6-digit administrative division code (GB/T 2260) a region bucket cuts. */
const REGION_CODE_PATTERN = '^\\d{6}$';

/** How a field's stored value is cut into buckets: a date (`datetime` yyyy-MM-dd HH:mm:ss or
 * `date-ymd` yyyyMMdd), a region code, or not at all. */
export function bucketKindOf(field: EntityField): 'datetime' | 'date-ymd' | 'region' | null {
  if (field.format === 'datetime' || field.format === 'date-ymd') return field.format;
  if (field.type === 'string' && field.pattern === REGION_CODE_PATTERN) return 'region';
  return null;
}

export function isTimeBucket(bucket: string): bucket is TimeBucket {
  return (TIME_BUCKETS as readonly string[]).includes(bucket);
}

export interface DeclarationProblem { pointer: string; message: string }

const escapeToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** Problems of the entity's x-dimensions and x-measures: each names a field that can be
 * grouped (not a list, not masked: a party would see groups of values it may not read) or
 * computed (a number), with buckets its values can be cut into. */
export function reportDeclarationProblems(entity: EntitySchema): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  const dimensions = entity['x-dimensions'] ?? {};
  for (const [name, dimension] of Object.entries(dimensions)) {
    const pointer = `/x-dimensions/${escapeToken(name)}`;
    const field = entity.properties[name];
    if (!field) { problems.push({ pointer, message: `"${name}" is not a field of this entity` }); continue; }
    if (field.type === 'array') problems.push({ pointer, message: `"${name}" holds a list: a report cannot group by it` });
    if (field['x-mask']) problems.push({ pointer, message: `"${name}" is masked for some callers (x-mask): a report cannot group by it` });
    const kind = bucketKindOf(field);
    const buckets = dimension.buckets ?? [];
    if ((kind === 'datetime' || kind === 'date-ymd') && buckets.length === 0)
      problems.push({ pointer, message: `"${name}" is a date: group it by buckets (${TIME_BUCKETS.join(', ')})` });
    buckets.forEach((bucket, i) => {
      const fits = isTimeBucket(bucket) ? kind === 'datetime' || kind === 'date-ymd' : kind === 'region';
      if (!fits) problems.push({ pointer: `${pointer}/buckets/${i}`, message: `"${bucket}" needs a ${isTimeBucket(bucket) ? 'date or datetime field' : '6-digit region code field (pattern ^\\d{6}$)'}` });
    });
    if (dimension.label !== undefined && !entity.properties[dimension.label])
      problems.push({ pointer: `${pointer}/label`, message: `"${dimension.label}" is not a field of this entity` });
  }
  for (const name of Object.keys(entity['x-measures'] ?? {})) {
    const pointer = `/x-measures/${escapeToken(name)}`;
    const field = entity.properties[name];
    if (!field) problems.push({ pointer, message: `"${name}" is not a field of this entity` });
    else if (field.type !== 'number' && field.type !== 'integer') problems.push({ pointer, message: `"${name}" is not a number: a report cannot compute it` });
  }
  if (entity['x-measures'] && !entity['x-dimensions']) problems.push({ pointer: '/x-measures', message: 'measures need x-dimensions to group by' });
  problems.push(...balanceProblems(entity));
  return problems;
}

/** Balance measures (opening, closing) read along x-balance-date: a date the list filters by range. */
function balanceProblems(entity: EntitySchema): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  const date = entity['x-balance-date'];
  const balances = Object.entries(entity['x-measures'] ?? {}).filter(([, fns]) => fns.some((fn) => isBalanceFunction(fn)));
  if (date === undefined) {
    for (const [name] of balances) problems.push({ pointer: `/x-measures/${escapeToken(name)}`, message: 'opening and closing need x-balance-date (the date the balance is read along)' });
    return problems;
  }
  const field = entity.properties[date];
  if (!field) problems.push({ pointer: '/x-balance-date', message: `"${date}" is not a field of this entity` });
  else {
    const kind = bucketKindOf(field);
    if (kind !== 'datetime' && kind !== 'date-ymd') problems.push({ pointer: '/x-balance-date', message: `"${date}" is not a date or datetime field` });
    if (field['x-filter'] !== 'range') problems.push({ pointer: '/x-balance-date', message: `"${date}" needs x-filter "range" (the query's period)` });
  }
  return problems;
}
