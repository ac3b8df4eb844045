// A report's answer: `{ records, total, pageNum, pageSize, totals }` (docs/contracts.md
// "Reports"). A record holds each dimension's value under its key (`status`,
// `consignmentDateTime:month`), a dimension's label field under its own name, and each measure
// under its key (`count`, `totalMonetaryAmount:sum`); `total` counts the groups; `totals` holds
// each measure over every matching row. Numbers are numbers, rounded to the field's places.
import type { Db } from '../storage/database';
import { dialectOf, type StorageDialect } from '../storage/dialect';
import type { AggregateQuery, Measure } from './aggregateQuery';
import { dimensionAlias, GROUPS_ALIAS, groupCountQuery, groupsQuery, labelAlias, measureAlias, totalAlias, totalsQuery } from './aggregateSql';
import type { EntityDb } from './listQuery';
import type { RegisteredEntity } from './registry';
import type { Reach } from './scope';

export type AggregateRecord = Record<string, string | number | null>;

export interface AggregateAnswer {
  records: AggregateRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
  totals: Record<string, number | null>;
}

/** Rounded half away from zero at `places` decimals, without binary noise (1.005 -> 1.01). */
export function roundTo(value: number, places: number): number {
  const scaled = Math.round(Number(`${Math.abs(value)}e${places}`));
  return Math.sign(value) * Number(`${scaled}e-${places}`) || 0;
}

function measureValue(dialect: StorageDialect, measure: Measure, value: unknown): number | null {
  if (measure.fn === 'count') return dialect.parseBigint(value);
  const number = dialect.parseNumeric(value);
  return number === null ? null : roundTo(number, measure.places);
}

/** Measures over no row: a count, sum or balance of nothing is 0, an average or extreme has no value. */
const emptyTotals = (query: AggregateQuery) =>
  Object.fromEntries(query.measures.map((m) => [m.key, m.fn === 'count' || m.fn === 'sum' || m.fn === 'opening' || m.fn === 'closing' ? 0 : null]));

/** The report of the records the caller reaches (`reach` null: none). */
export async function aggregateOf(db: Db, entity: RegisteredEntity, reach: Reach | null, query: AggregateQuery): Promise<AggregateAnswer> {
  const paging = { pageNum: query.pageNum, pageSize: query.pageSize };
  if (reach === null) return { records: [], total: 0, ...paging, totals: emptyTotals(query) };
  const edb = db as unknown as EntityDb;
  const dialect = dialectOf(edb);
  const selection = { db: edb, entity, scope: reach.scope, query: { ...query, conditions: [...reach.filters, ...query.conditions] } };
  if (query.dimensions.length === 0) {
    const totalsRow = await totalsQuery(selection).executeTakeFirstOrThrow() as Record<string, unknown>;
    return { records: [], total: 0, ...paging, totals: Object.fromEntries(query.measures.map((measure, i) => [measure.key, measureValue(dialect, measure, totalsRow[measureAlias(i)])])) };
  }
  const rows = await groupsQuery(selection).execute() as Record<string, unknown>[];
  // The first row carries the number of groups and the totals; a page past the last group has
  // no row to carry them, and the first page then means that nothing matches.
  let total = rows.length > 0 ? dialect.parseBigint(rows[0][GROUPS_ALIAS]) : 0;
  let totals: Record<string, number | null> = rows.length > 0
    ? Object.fromEntries(query.measures.map((measure, i) => [measure.key, measureValue(dialect, measure, rows[0][totalAlias(i)])]))
    : emptyTotals(query);
  if (rows.length === 0 && query.pageNum > 1) {
    const [count, totalsRow] = await Promise.all([groupCountQuery(selection).executeTakeFirstOrThrow(), totalsQuery(selection).executeTakeFirstOrThrow()]);
    total = dialect.parseBigint(count.total);
    totals = Object.fromEntries(query.measures.map((measure, i) => [measure.key, measureValue(dialect, measure, (totalsRow as Record<string, unknown>)[measureAlias(i)])]));
  }
  return {
    records: rows.map((group) => {
      const record: AggregateRecord = {};
      query.dimensions.forEach((dimension, i) => {
        record[dimension.key] = (group[dimensionAlias(i)] ?? null) as string | number | null;
        if (dimension.label) record[dimension.label.property] = (group[labelAlias(i)] ?? null) as string | null;
      });
      query.measures.forEach((measure, i) => { record[measure.key] = measureValue(dialect, measure, group[measureAlias(i)]); });
      return record;
    }),
    total,
    ...paging,
    totals,
  };
}
