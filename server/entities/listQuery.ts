// The list query of an entity as SQL: scope, declared filters and ranges, the sort, paging
// and the total under the same conditions. Column names come from the entity definition only
// (the query schema already refused undeclared names); every value is a bound parameter.
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import { dialectOf, type StorageDialect } from '../storage/dialect';
import type { EntityRow } from '../storage/schema';
import type { EntityDefinition } from './definition';
import { storedScalar } from './records';
import type { ScopeCondition } from './scope';
import { scopeCountQuery } from './scopeCounts';

export type EntityDb = Kysely<Record<string, EntityRow>>;
type Eb = ExpressionBuilder<Record<string, EntityRow>, string>;
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the entity API's database or a transaction of the typed one

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort: { column: string; order: 'asc' | 'desc' };
  conditions: Condition[];
}

export type Condition =
  | { column: string; op: '=' | '>=' | '<='; value: string | number }
  | { column: string; op: 'like'; value: string }
  | { column: string; op: 'has'; value: string }
  | { column: string; op: 'in'; value: (string | number)[] }
  /** Any of the groups holds (each group: all of its conditions), as the union of screens' fixed filters. */
  | { op: 'anyOf'; groups: Condition[][] };

/** The validated query parameters (see listQuerySchema) as conditions and a sort. */
export interface ListDefaults { pageSize: number; sort: { property: string; order: 'asc' | 'desc' } }

export function listQueryOf(entity: EntityDefinition, params: Record<string, unknown>, defaults: ListDefaults): ListQuery {
  const conditions: Condition[] = [];
  for (const [property, kind] of entity.filters) {
    const field = entity.byProperty.get(property)!;
    if (kind === 'range') {
      const start = params[`${property}Start`];
      const end = params[`${property}End`];
      if (start !== undefined) conditions.push({ column: field.column, op: '>=', value: start as string | number });
      if (end !== undefined) conditions.push({ column: field.column, op: '<=', value: end as string | number });
      continue;
    }
    const value = params[property];
    if (value === undefined) continue;
    if (field.schema.type === 'array') conditions.push({ column: field.column, op: 'has', value: String(value) });
    else if (kind === 'like') conditions.push({ column: field.column, op: 'like', value: String(value) });
    // A boolean is stored as 1 or 0.
    else conditions.push({ column: field.column, op: '=', value: storedScalar(value as string | number | boolean) });
  }
  const sorted = typeof params.sortField === 'string';
  const property = sorted ? (params.sortField as string) : defaults.sort.property;
  const order = (params.sortType as 'asc' | 'desc' | undefined) ?? (sorted ? 'asc' : defaults.sort.order);
  return {
    pageNum: (params.pageNum as number | undefined) ?? 1,
    pageSize: (params.pageSize as number | undefined) ?? defaults.pageSize,
    sort: { column: entity.byProperty.get(property)!.column, order },
    conditions,
  };
}

function conditionSql(eb: Eb, dialect: StorageDialect, condition: Condition): Expression<SqlBool> {
  switch (condition.op) {
    case 'like': return dialect.containsText(condition.column, condition.value);
    // A list column holds JSON text: an entry matches when its quoted form occurs.
    case 'has': return dialect.containsText(condition.column, JSON.stringify(condition.value));
    case 'in': return condition.value.length > 0 ? eb(condition.column, 'in', condition.value) : sql<SqlBool>`1 = 0`;
    case 'anyOf': return eb.or(condition.groups.map((group) => eb.and(group.map((c) => conditionSql(eb, dialect, c)))));
    default: return eb(condition.column, condition.op, condition.value);
  }
}

/** The scope's equalities and the conditions, in the SQL of the database `db` talks to. */
export function whereOf(db: AnyDb, scope: ScopeCondition[], conditions: Condition[]) {
  const dialect = dialectOf(db);
  return (eb: Eb) => eb.and([
    ...scope.map((s) => eb(s.column, '=', s.value)),
    ...conditions.map((c) => conditionSql(eb, dialect, c)),
  ]);
}

/** Whether the total of a list with these conditions is read from the scope counts the database
 * keeps (scopeCounts.ts): exact at every call and cheap, so it is never cached. */
export function readsKeptCount(db: EntityDb, conditions: Condition[]): boolean {
  return conditions.length === 0 && dialectOf(db).keepsCountsWithTriggers;
}

/** The total of a list. With no filter beyond the caller's scope it is the count the database
 * keeps (scopeCounts.ts), one look-up however large the scope; otherwise a count of the
 * matching rows. */
export function countQuery(db: EntityDb, entity: EntityDefinition, scope: ScopeCondition[], conditions: Condition[]) {
  const counted = db.selectFrom(entity.table).select((eb) => eb.fn.countAll<number>().as('total')).where(whereOf(db, scope, conditions));
  return readsKeptCount(db, conditions) ? scopeCountQuery(db, entity, scope, counted) : counted;
}

/** Whether pageQuery reads the page from the other end: then `total` places it, and must be a
 * count, not a kept total that may be stale (an instance that has not heard of a write yet). */
export function readFromTheEnd(query: ListQuery, total: number): boolean {
  return (query.pageNum - 1) * query.pageSize > total / 2;
}

/** One page in the asked order. A page past the middle is read from the other end (the mirror
 * order, a small offset) and reversed: an index is walked from the nearer end either way, so a
 * page near the end costs what a page near the start costs. The primary key breaks ties, so
 * both orders are exact mirrors. */
export function pageQuery(db: EntityDb, entity: EntityDefinition, scope: ScopeCondition[], query: ListQuery, total: number) {
  const offset = (query.pageNum - 1) * query.pageSize;
  const mirrored = readFromTheEnd(query, total);
  const flip = (order: 'asc' | 'desc') => (mirrored ? (order === 'asc' ? 'desc' : 'asc') : order);
  const limit = mirrored ? Math.max(0, Math.min(query.pageSize, total - offset)) : query.pageSize;
  const start = mirrored ? Math.max(0, total - offset - limit) : offset;
  let select = db.selectFrom(entity.table).selectAll().where(whereOf(db, scope, query.conditions))
    .orderBy(query.sort.column, flip(query.sort.order));
  if (query.sort.column !== entity.primaryKey.column) select = select.orderBy(entity.primaryKey.column, flip(query.sort.order));
  return { select: select.limit(limit).offset(start), mirrored };
}
