// The SQL of a report: one page of groups, the number of groups and the totals over every
// matching row, under the list's scope and filters. Columns come from declared dimensions and
// measures only, bucket expressions are built from those columns, every value is bound.
import { sql, type Expression, type RawBuilder } from 'kysely';
import { bucketKindOf } from '../../src/core/report/dimensions';
import { dialectOf, type StorageDialect } from '../storage/dialect';
import type { AggregateQuery, BalancePeriod, Dimension, Measure } from './aggregateQuery';
import { whereOf, type EntityDb } from './listQuery';
import type { RegisteredEntity } from './registry';
import type { ScopeCondition } from './scope';

/** Aliases of the selected columns: d<i> for dimensions, l<i> for their labels, m<i> for
 * measures, t<i> for the measures over every group, and the number of groups. */
export const dimensionAlias = (i: number) => `d${i}`;
export const labelAlias = (i: number) => `l${i}`;
export const measureAlias = (i: number) => `m${i}`;
export const totalAlias = (i: number) => `t${i}`;
export const GROUPS_ALIAS = 'groups_total';

/** A day as `yyyy-MM-dd` text, from a datetime (`yyyy-MM-dd HH:mm:ss`) or a `yyyyMMdd` date. */
function dayText(column: RawBuilder<unknown>, stored: 'datetime' | 'date-ymd'): RawBuilder<string> {
  return stored === 'datetime'
    ? sql<string>`substr(${column}, 1, 10)`
    : sql<string>`substr(${column}, 1, 4) || '-' || substr(${column}, 5, 2) || '-' || substr(${column}, 7, 2)`;
}

/** The value a dimension groups by: the column, or its bucket. Time buckets are text that sorts
 * chronologically (2026-03-02, 2026-03, 2026); a week is its Monday's date. */
export function dimensionSql(dialect: StorageDialect, dimension: Dimension): RawBuilder<unknown> {
  const column = sql.ref(dimension.field.column);
  const kind = bucketKindOf(dimension.field.schema);
  switch (dimension.bucket) {
    case null: return sql`${column}`;
    case 'province': return sql<string>`substr(${column}, 1, 2) || '0000'`;
    case 'city': return sql<string>`substr(${column}, 1, 4) || '00'`;
    case 'year': return sql<string>`substr(${column}, 1, 4)`;
    case 'month': return sql<string>`substr(${dayText(column, kind as 'datetime' | 'date-ymd')}, 1, 7)`;
    case 'day': return dayText(column, kind as 'datetime' | 'date-ymd');
    case 'week': return dialect.mondayOf(dayText(column, kind as 'datetime' | 'date-ymd'));
  }
}

/** What a measure aggregates: each row's value (the column, or a case keeping the rows of the
 * period when the query reads a balance) and the aggregate function over it. Without a balance a
 * measure reads every matching row; with one (aggregateQuery.ts BalancePeriod) the matching rows
 * reach back before the period: an opening balance sums those before it, a closing balance all of
 * them, and every other measure only the rows of the period. */
function measureParts(measure: Measure, balance: BalancePeriod | undefined): { fn: 'count' | 'sum' | 'avg' | 'min' | 'max'; value: RawBuilder<unknown> } {
  const start = balance?.start ?? null;
  const date = balance ? sql.ref(balance.column) : null;
  const inPeriod = (value: RawBuilder<unknown>) => (start !== null && date ? sql`case when ${date} >= ${start} then ${value} end` : value);
  if (measure.field === null) return { fn: 'count', value: start !== null ? inPeriod(sql`1`) : sql`*` };
  const column = sql`${sql.ref(measure.field.column)}`;
  switch (measure.fn) {
    case 'opening': return { fn: 'sum', value: start !== null && date ? sql`case when ${date} < ${start} then ${column} end` : sql`case when 1 = 0 then ${column} end` };
    case 'closing': return { fn: 'sum', value: column };
    case 'count': return { fn: 'count', value: inPeriod(sql`1`) };
    default: return { fn: measure.fn, value: inPeriod(column) };
  }
}

export function measureSql(measure: Measure, balance?: BalancePeriod): RawBuilder<unknown> {
  const { fn, value } = measureParts(measure, balance);
  switch (fn) {
    case 'count': return sql`count(${value})`;
    // A group whose values are all empty sums to 0.
    case 'sum': return sql`coalesce(sum(${value}), 0)`;
    case 'avg': return sql`avg(${value})`;
    case 'min': return sql`min(${value})`;
    default: return sql`max(${value})`;
  }
}

/** A measure over every group of the grouped rows (a window over the groups, read in the same
 * scan as the page): the sum of the groups' sums, the smallest of their minimums; an average is
 * the sum of the values over their number, not an average of averages. */
function overAllGroups(measure: Measure, balance: BalancePeriod | undefined): RawBuilder<unknown> {
  const { fn, value } = measureParts(measure, balance);
  switch (fn) {
    case 'count': return sql`sum(count(${value})) over ()`;
    case 'sum': return sql`coalesce(sum(sum(${value})) over (), 0)`;
    // * 1.0: integer division where both sums are integers.
    case 'avg': return sql`sum(sum(${value})) over () * 1.0 / nullif(sum(count(${value})) over (), 0)`;
    case 'min': return sql`min(min(${value})) over ()`;
    default: return sql`max(max(${value})) over ()`;
  }
}

interface Selection { db: EntityDb; entity: RegisteredEntity; scope: ScopeCondition[]; query: AggregateQuery }

function grouped({ db, entity, scope, query }: Selection) {
  const dialect = dialectOf(db);
  const keys = query.dimensions.map((dimension) => dimensionSql(dialect, dimension));
  return { keys, select: db.selectFrom(entity.table).where(whereOf(db, scope, query.conditions)).groupBy(keys) };
}

/** Ascending or descending, empty values last either way (the same on every database). */
function ordered(expression: Expression<unknown>, order: 'asc' | 'desc'): RawBuilder<unknown> {
  return order === 'asc' ? sql`(${expression}) is null, ${expression} asc` : sql`(${expression}) is null, ${expression} desc`;
}

/** One page of groups in the asked order; the dimensions break ties, so pages neither overlap
 * nor skip a group. Each row also carries the number of groups and the totals (windows over
 * the groups), so a report costs one scan of the matching rows. */
export function groupsQuery(selection: Selection) {
  const { query } = selection;
  const { keys, select } = grouped(selection);
  const measures = query.measures.map((measure) => measureSql(measure, query.balance));
  const sortDimension = query.dimensions.findIndex((d) => d.key === query.sort.key);
  const sortExpression = sortDimension >= 0 ? keys[sortDimension] : measures[query.measures.findIndex((m) => m.key === query.sort.key)];
  let page = select.select([
    ...keys.map((key, i) => key.as(dimensionAlias(i))),
    ...query.dimensions.flatMap((d, i) => (d.label ? [sql`max(${sql.ref(d.label.column)})`.as(labelAlias(i))] : [])),
    ...measures.map((measure, i) => measure.as(measureAlias(i))),
    ...query.measures.map((measure, i) => overAllGroups(measure, query.balance).as(totalAlias(i))),
    sql`count(*) over ()`.as(GROUPS_ALIAS),
  ]).orderBy(ordered(sortExpression, query.sort.order));
  keys.forEach((key, i) => { if (i !== sortDimension) page = page.orderBy(ordered(key, 'asc')); });
  return page.limit(query.pageSize).offset((query.pageNum - 1) * query.pageSize);
}

/** How many groups match (the `total` of the answer), for a page past the last group. */
export function groupCountQuery(selection: Selection) {
  const { db } = selection;
  const inner = grouped(selection).select.select(sql`1`.as('one'));
  return db.selectFrom(inner.as('groups')).select((eb) => eb.fn.countAll<number>().as('total'));
}

/** Each measure over every matching row, for a page past the last group. */
export function totalsQuery({ db, entity, scope, query }: Selection) {
  return db.selectFrom(entity.table).where(whereOf(db, scope, query.conditions))
    .select(query.measures.map((measure, i) => measureSql(measure, query.balance).as(measureAlias(i))));
}
