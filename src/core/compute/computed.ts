// Computed fields (x-compute) and series (x-latest, x-compute sincePrevious): the arithmetic the
// server applies on every write and the demo data applies to its records, so both agree. Pure:
// the caller finds the previous record of a series. Nothing here names an entity.
import type { Compute, EntityField, EntitySchema } from '../generated/entity-language';

export type Values = Record<string, unknown>;

/** The computed fields of an entity in x-order (a computed field may use those before it). */
export function computedFields(schema: EntitySchema): { property: string; field: EntityField; compute: Compute }[] {
  return Object.entries(schema.properties)
    .filter(([, field]) => field['x-compute'] !== undefined)
    .sort(([, a], [, b]) => (a['x-order'] ?? 0) - (b['x-order'] ?? 0))
    .map(([property, field]) => ({ property, field, compute: field['x-compute']! }));
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Rounded half up to the field's decimals (0 for integers, x-places, else 2). Shifting by the
 * decimal exponent in text rounds the number as written: 2051.685 is 2051.69, which toFixed on
 * its binary value (2051.68499…) is not. */
export function roundedFor(field: EntityField, value: number): number {
  const places = field.type === 'integer' ? 0 : field['x-places'] ?? 2;
  return shifted(Math.round(shifted(value, places)), -places);
}

/** `value` times 10^by, computed on its decimal text (exact for the digits written). */
function shifted(value: number, by: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/** The value of one computed field for `values`; `previous` is the previous record of the
 * series when the computation is sincePrevious. Undefined when a needed value is absent. */
export function computeValue(field: EntityField, compute: Compute, values: Values, previous?: Values): number | undefined {
  let value: number | undefined;
  if (compute.sum) {
    const terms = compute.sum.map((name) => numberOf(values[name]));
    value = terms.some((term) => term !== undefined) ? terms.reduce<number>((total, term) => total + (term ?? 0), 0) : undefined;
  } else if (compute.product) {
    const factors = compute.product.map((name) => numberOf(values[name]));
    value = factors.every((factor) => factor !== undefined) ? (factors as number[]).reduce((total, factor) => total * factor, 1) : undefined;
  } else if (compute.ratio) {
    const [dividend, divisor] = compute.ratio.map((name) => numberOf(values[name]));
    value = dividend !== undefined && divisor !== undefined && divisor > 0 ? (dividend / divisor) * (compute.times ?? 1) : undefined;
  } else if (compute.sincePrevious) {
    const now = numberOf(values[compute.sincePrevious.field]);
    const before = previous ? numberOf(previous[compute.sincePrevious.field]) : undefined;
    value = now !== undefined && before !== undefined && now - before > 0 ? now - before : undefined;
  }
  if (value === undefined) return undefined;
  const rounded = roundedFor(field, value);
  const { minimum, maximum } = field;
  return (minimum !== undefined && rounded < minimum) || (maximum !== undefined && rounded > maximum) ? undefined : rounded;
}

/** Every computed field of the record, in order: the values to store (undefined = empty). */
export function computeAll(schema: EntitySchema, values: Values, previous?: Values): Values {
  const next: Values = { ...values };
  const computed: Values = {};
  for (const { property, field, compute } of computedFields(schema)) {
    const value = computeValue(field, compute, next, previous);
    next[property] = value;
    computed[property] = value;
  }
  return computed;
}

/** The one series computation of an entity (x-compute sincePrevious), if any: per fields and order. */
export function seriesOfComputed(schema: EntitySchema): { per: string[]; order: string } | undefined {
  const found = computedFields(schema).find(({ compute }) => compute.sincePrevious);
  return found ? { per: found.compute.sincePrevious!.per, order: found.compute.sincePrevious!.order } : undefined;
}

/** The key of a record's series: its values of the per fields. */
export function seriesKey(per: readonly string[], values: Values): string {
  return JSON.stringify(per.map((name) => values[name] ?? null));
}
