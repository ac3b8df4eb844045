// Figures as the answers carry them: counts as integers, money rounded to the fen (2 decimals),
// weights to the kilogram (3 decimals of a tonne), ratios null where the divisor is zero.
// Sums and counts are read through the storage dialect (a database may answer them as text).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../storage/database';
import { dialectOf } from '../storage/dialect';

const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

export const money = (value: number) => roundTo(value, 2);
export const tonnes = (value: number) => roundTo(value, 3);

/** `numerator / denominator` rounded to 2 decimals, or null when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number, places = 2): number | null {
  return denominator > 0 ? roundTo(numerator / denominator, places) : null;
}

export interface Readers {
  count: (value: unknown) => number;
  sum: (value: unknown) => number;
}

export function readersOf(db: Db): Readers {
  const dialect = dialectOf(db);
  return {
    count: (value) => (value === null || value === undefined ? 0 : dialect.parseBigint(value)),
    sum: (value) => dialect.parseNumeric(value) ?? 0,
  };
}

/** `sum(column)` over the rows where `when` holds: one of several conditional sums of a scan. */
export function sumWhen(column: string, when: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`sum(case when ${when} then ${sql.ref(column)} else 0 end)`;
}

/** How many rows hold `when`. */
export function countWhen(when: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`sum(case when ${when} then 1 else 0 end)`;
}

/** `column = value`, with the value bound. */
export function equals(column: string, value: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} = ${value}`;
}

/** A stored time between two bounds (both included), compared as text. */
export function within(column: string, from: string, to: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} >= ${from} and ${sql.ref(column)} <= ${to}`;
}
