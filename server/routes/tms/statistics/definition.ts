// A saved report's definition (entity customReport) as a report query of its source entity: the
// source must be an entity with x-dimensions a screen lets the caller read; its dimensions,
// measures, filters and sort are read by the source's own report validator and whitelist
// (server/entities/aggregateQuery.ts), so a definition holds nothing the entity does not declare.
// Errors name the definition's fields (/dimensions, /measures, /filters, /sortField).
import { aggregateQueryOf, type AggregateQuery } from '../../../entities/aggregateQuery';
import type { Caller } from '../../../entities/caller';
import { describeErrors, fieldError, type EntityFieldError, type Texts } from '../../../entities/fieldErrors';
import type { EntityRecord } from '../../../entities/records';
import type { RegisteredEntity } from '../../../entities/registry';
import { screensGranting, type ScreenGrant } from '../../../entities/screens';
import { sharedRegistry } from '../../../entities/shared';
import type { Db } from '../../../storage/database';

/** Query parameters a filter may not set: the report's own. */
const RESERVED = new Set(['groupBy', 'measures', 'sortField', 'sortType', 'pageNum', 'pageSize', 'headers', 'screen']);

/** Where an error of the report query belongs on the definition. */
function definitionField(field: string): string {
  if (field.startsWith('/groupBy')) return '/dimensions';
  if (field.startsWith('/measures')) return '/measures';
  if (field.startsWith('/sortField') || field.startsWith('/sortType')) return field;
  return '/filters';
}

const moved = (errors: EntityFieldError[]) => errors.map((error) => ({ ...error, field: definitionField(error.field) }));

/** `<parameter>=<value>` entries as query parameters (the first `=` separates them). */
export function filterParams(filters: readonly string[], texts: Texts): { params: Record<string, string> } | { errors: EntityFieldError[] } {
  const params: Record<string, string> = {};
  const errors: EntityFieldError[] = [];
  filters.forEach((entry, i) => {
    const at = entry.indexOf('=');
    const name = at > 0 ? entry.slice(0, at) : entry;
    if (at <= 0 || RESERVED.has(name) || name in params) errors.push(fieldError(texts, `/filters/${i}`, 'server.customReport.badFilter', { name }));
    else params[name] = entry.slice(at + 1);
  });
  return errors.length > 0 ? { errors } : { params };
}

export interface Source {
  entity: RegisteredEntity;
  grants: ScreenGrant[];
}

/** The source entity when it answers reports and a screen over it lets the caller `action` it. */
export async function sourceOf(db: Db, caller: Caller, name: unknown, action: 'view' | 'export', texts: Texts): Promise<Source | EntityFieldError> {
  const entity = typeof name === 'string' ? sharedRegistry().get(name) : undefined;
  if (!entity?.aggregate || entity.schema['x-handwritten']) return fieldError(texts, '/sourceEntity', 'server.customReport.unknownSource', { name: String(name ?? '') });
  const grants = await screensGranting(db, caller.role, entity.name, action, caller.accessVersion);
  const title = texts.entityT(entity.schema.title, { defaultValue: entity.name });
  if (grants.length === 0) return fieldError(texts, '/sourceEntity', 'server.customReport.sourceForbidden', { name: title });
  return { entity, grants };
}

export interface ReportQuery {
  source: Source;
  query: AggregateQuery;
}

/** The definition's report query over its source (`paging`: the page asked for), or the errors
 * naming the definition's fields. */
export async function reportQueryOf(
  db: Db, caller: Caller, definition: EntityRecord, texts: Texts, options: { action: 'view' | 'export'; pageNum?: number; pageSize: number; validateExport?: boolean },
): Promise<ReportQuery | EntityFieldError[]> {
  const source = await sourceOf(db, caller, definition.sourceEntity, options.action, texts);
  if ('field' in source) return [source];
  const filters = filterParams((definition.filters as string[] | undefined) ?? [], texts);
  if ('errors' in filters) return filters.errors;
  const params: Record<string, unknown> = {
    ...filters.params,
    groupBy: ((definition.dimensions as string[] | undefined) ?? []).join(','),
    measures: ((definition.measures as string[] | undefined) ?? []).join(','),
    pageNum: String(options.pageNum ?? 1),
    pageSize: String(options.pageSize),
    ...(definition.sortField ? { sortField: definition.sortField, sortType: definition.sortType ?? 'asc' } : {}),
  };
  const aggregate = source.entity.aggregate!;
  const validate = options.validateExport ? aggregate.validateExport : aggregate.validate;
  if (!validate(params)) return moved(describeErrors(texts, validate.errors));
  const query = aggregateQueryOf(source.entity, params, texts, options.pageSize);
  if (Array.isArray(query)) return moved(query);
  return { source, query };
}
