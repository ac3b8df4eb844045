// The query of a report (GET <entity>/aggregate): `groupBy` (comma-separated dimensions,
// `<field>` or `<field>:<bucket>`), `measures` (`count` or `<field>:<function>`, default
// `count`), the list's filters, `sortField` (one of the asked dimensions or measures),
// `sortType`, `pageNum` and `pageSize`. Only what x-dimensions and x-measures declare is
// accepted: a name is never put into SQL unless the entity declares it.
import type { ValidateFunction } from 'ajv';
import { withInputHygiene } from '../../src/core/validation';
import { validatorFor } from '../http/validators';
import { isBalanceFunction, MEASURE_FUNCTIONS, reportDeclarationProblems, type Bucket, type MeasureFunction } from '../../src/core/report/dimensions';
import type { EntityDefinition, EntityField } from './definition';
import { fieldError, type EntityFieldError, type Texts } from './fieldErrors';
import { listQueryOf, type Condition } from './listQuery';
import { listQuerySchema, SORT_TYPES, type PagingRule } from './listQuerySchema';

/** One column the groups are keyed by; `key` is its name in the query and in the answer. */
export interface Dimension {
  key: string;
  field: EntityField;
  bucket: Bucket | null;
  /** The field naming each group beside its code (x-dimensions label). */
  label: EntityField | null;
}

/** One figure per group; `key` is its name in the query and in the answer. */
export interface Measure {
  key: string;
  fn: 'count' | MeasureFunction;
  field: EntityField | null;
  /** Decimal places of the answer (the field's x-places; an average keeps 2 when it has none). */
  places: number;
}

/** A query with balance measures (opening, closing): the x-balance-date column, and the start of
 * the query's period on it (null: from the first record), taken out of the conditions: the rows
 * before it count for the opening balance only. */
export interface BalancePeriod {
  column: string;
  start: string | number | null;
}

export interface AggregateQuery {
  dimensions: Dimension[];
  measures: Measure[];
  /** Set when a measure is a balance (opening, closing). */
  balance?: BalancePeriod;
  /** A dimension or a measure, and the direction. */
  sort: { key: string; order: 'asc' | 'desc' };
  pageNum: number;
  pageSize: number;
  conditions: Condition[];
}

/** What an entity lets a report do: null when it declares no x-dimensions (no aggregate route). */
export interface AggregateDeclaration {
  validate: ValidateFunction;
  validateExport: ValidateFunction;
}

export const COUNT = 'count';
const LIST_SEPARATOR = ',';
const BUCKET_SEPARATOR = ':';

function aggregateQuerySchema(entity: EntityDefinition, paging: PagingRule): Record<string, unknown> {
  const list = listQuerySchema(entity, paging) as { properties: Record<string, unknown> };
  return {
    ...list,
    properties: {
      ...list.properties,
      groupBy: { type: 'string', minLength: 1, maxLength: 500 },
      measures: { type: 'string', minLength: 1, maxLength: 1000 },
      // Checked against the asked dimensions and measures once they are read.
      sortField: { type: 'string', maxLength: 200 },
      sortType: { type: 'string', enum: [...SORT_TYPES] },
      // An export's column headers as the screen names them: a JSON object, key -> text.
      headers: { type: 'string', maxLength: 4000 },
    },
  };
}

/** The validators of the entity's report queries; throws when the declarations are wrong (as
 * `npm run validate` reports them), so a server never starts with a report it cannot answer. */
export function aggregateDeclarationOf(entity: EntityDefinition, paging: { list: PagingRule; export: PagingRule }): AggregateDeclaration | null {
  const problems = reportDeclarationProblems(entity.schema);
  if (problems.length > 0) throw new Error(`entity ${entity.name}: ${problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  if (!entity.schema['x-dimensions']) return null;
  return {
    validate: withInputHygiene(validatorFor('query', aggregateQuerySchema(entity, paging.list))),
    validateExport: withInputHygiene(validatorFor('query', aggregateQuerySchema(entity, paging.export))),
  };
}

const tokensOf = (text: string): string[] => [...new Set(text.split(LIST_SEPARATOR).map((token) => token.trim()).filter((token) => token !== ''))];

function dimensionOf(entity: EntityDefinition, token: string, texts: Texts): Dimension | EntityFieldError {
  const [name, bucket, ...rest] = token.split(BUCKET_SEPARATOR);
  const declared = entity.schema['x-dimensions']?.[name];
  if (!declared || rest.length > 0) return fieldError(texts, '/groupBy', 'entityApi.error.unknownDimension', { name: token });
  const field = entity.byProperty.get(name)!;
  const buckets: string[] = declared.buckets ?? [];
  if (buckets.length > 0 && (bucket === undefined || !buckets.includes(bucket))) {
    return fieldError(texts, '/groupBy', 'entityApi.error.unknownBucket', { name, bucket: bucket ?? '', allowed: buckets.join(', ') });
  }
  if (buckets.length === 0 && bucket !== undefined) return fieldError(texts, '/groupBy', 'entityApi.error.unknownDimension', { name: token });
  const label = declared.label ? entity.byProperty.get(declared.label)! : null;
  return { key: token, field, bucket: (bucket as Bucket | undefined) ?? null, label };
}

function measureOf(entity: EntityDefinition, token: string, texts: Texts): Measure | EntityFieldError {
  if (token === COUNT) return { key: COUNT, fn: 'count', field: null, places: 0 };
  const [name, fn, ...rest] = token.split(BUCKET_SEPARATOR);
  const allowed: string[] = entity.schema['x-measures']?.[name] ?? [];
  if (allowed.length === 0 || rest.length > 0) return fieldError(texts, '/measures', 'entityApi.error.unknownMeasure', { name: token });
  if (fn === undefined || !allowed.includes(fn) || !(MEASURE_FUNCTIONS as readonly string[]).includes(fn)) {
    return fieldError(texts, '/measures', 'entityApi.error.unknownMeasureFunction', { name, function: fn ?? '', allowed: allowed.join(', ') });
  }
  const field = entity.byProperty.get(name)!;
  const places = field.schema['x-places'] ?? (fn === 'avg' ? 2 : 0);
  return { key: token, fn: fn as MeasureFunction, field, places };
}

/** The validated parameters (see aggregateQuerySchema) as a query, or the field errors of
 * dimensions, measures or a sort that the entity does not declare or the query did not ask. */
export function aggregateQueryOf(entity: EntityDefinition, params: Record<string, unknown>, texts: Texts, defaultPageSize: number): AggregateQuery | EntityFieldError[] {
  const errors: EntityFieldError[] = [];
  const dimensions: Dimension[] = [];
  const measures: Measure[] = [];
  // No groupBy: the totals of the matching rows only (a summary bar, a number card).
  for (const token of params.groupBy === undefined ? [] : tokensOf(String(params.groupBy))) {
    const read = dimensionOf(entity, token, texts);
    if ('bucket' in read) dimensions.push(read); else errors.push(read);
  }
  for (const token of tokensOf(typeof params.measures === 'string' ? params.measures : COUNT)) {
    const read = measureOf(entity, token, texts);
    if ('fn' in read) measures.push(read); else errors.push(read);
  }
  const asked = [...dimensions, ...measures].map((selected) => selected.key);
  const sortKey = typeof params.sortField === 'string' ? params.sortField : dimensions[0]?.key;
  if (sortKey !== undefined && !asked.includes(sortKey)) {
    errors.push(fieldError(texts, '/sortField', 'entityApi.error.unknownSort', { name: sortKey }));
  }
  const balanceDate = measures.some((measure) => isBalanceFunction(measure.fn)) ? entity.byProperty.get(entity.schema['x-balance-date'] ?? '') : undefined;
  const byDate = balanceDate && dimensions.find((dimension) => dimension.field === balanceDate);
  if (byDate) errors.push(fieldError(texts, '/groupBy', 'entityApi.error.balanceByDate', { name: byDate.key }));
  if (errors.length > 0) return errors;
  // The list's reading of the filters; its sort and paging do not apply to groups.
  const { sortField: _sortField, sortType: _sortType, headers: _headers, ...filters } = params;
  const { conditions } = listQueryOf(entity, filters, { pageSize: defaultPageSize, sort: { property: entity.primaryKey.property, order: 'asc' } });
  // A balance reads the records before the period too: the period's start leaves the conditions.
  let balance: BalancePeriod | undefined;
  if (balanceDate) {
    const startAt = conditions.findIndex((condition) => 'column' in condition && condition.column === balanceDate.column && condition.op === '>=');
    const start = startAt >= 0 ? conditions.splice(startAt, 1)[0] as { value: string | number } : null;
    balance = { column: balanceDate.column, start: start?.value ?? null };
  }
  return {
    dimensions,
    measures,
    ...(balance ? { balance } : {}),
    sort: { key: sortKey ?? '', order: (params.sortType as 'asc' | 'desc' | undefined) ?? 'asc' },
    pageNum: (params.pageNum as number | undefined) ?? 1,
    pageSize: (params.pageSize as number | undefined) ?? defaultPageSize,
    conditions,
  };
}
