// A report definition as the designer edits it, and what an entity offers it: the dimensions
// (x-dimensions, a date or region field by each of its buckets), the measures (count and each
// x-measures function), the filters (x-filter fields) — only what the entity declares, as the
// server checks again on save. Filters are kept as the list's query parameters, `<name>=<value>`
// (a range as `<field>Start` / `<field>End`), the form in which the definition is saved.
import type { EntitySchema } from '../../entities';
import type { ListParams } from '../../entityApi';

export type ChartType = 'bar' | 'line' | 'pie' | 'table';
export const CHART_TYPES: readonly ChartType[] = ['bar', 'line', 'pie', 'table'];
export const MAX_DIMENSIONS = 3;
export const MAX_MEASURES = 8;

/** One filter of the form: a value (exact or contained) or the ends of a range. */
export interface FilterDraft {
  field: string;
  value?: string;
  start?: string;
  end?: string;
}

export interface Draft {
  id?: number;
  ownerCode?: string;
  ownerName?: string;
  reportName: string;
  sourceEntity: string;
  dimensions: string[];
  measures: string[];
  filters: FilterDraft[];
  chartType: ChartType;
  sortField?: string;
  sortType?: 'asc' | 'desc';
  sharedRoles: string[];
  remark?: string;
}

export const emptyDraft = (sourceEntity = ''): Draft => ({
  reportName: '', sourceEntity, dimensions: [], measures: ['count'], filters: [], chartType: 'bar', sharedRoles: [],
});

/** `<field>` or `<field>:<bucket>` for every declared dimension, in declaration order. */
export function dimensionOptions(entity: EntitySchema): string[] {
  return Object.entries(entity['x-dimensions'] ?? {}).flatMap(([name, dimension]) =>
    dimension.buckets?.length ? dimension.buckets.map((bucket) => `${name}:${bucket}`) : [name]);
}

/** `count` and `<field>:<function>` for every declared measure. */
export function measureOptions(entity: EntitySchema): string[] {
  return ['count', ...Object.entries(entity['x-measures'] ?? {}).flatMap(([name, fns]) => fns.map((fn) => `${name}:${fn}`))];
}

export type FilterKind = 'exact' | 'like' | 'range';

/** The fields a report may filter by (x-filter), with how. */
export function filterFields(entity: EntitySchema): { field: string; kind: FilterKind }[] {
  return Object.entries(entity.properties)
    .filter(([, field]) => field['x-filter'] !== undefined && field.type !== 'array' && field.type !== 'boolean')
    .sort(([, a], [, b]) => (a['x-order'] ?? 0) - (b['x-order'] ?? 0))
    .map(([name, field]) => ({ field: name, kind: field['x-filter'] === 'range' ? 'range' : field['x-filter'] === 'like' ? 'like' : 'exact' }));
}

const isDate = (entity: EntitySchema, field: string) => ['datetime', 'date-ymd'].includes(entity.properties[field]?.format ?? '');

/** A range end as the list sends it: a day of a datetime field from its first or to its last second, of a yyyyMMdd field as yyyyMMdd. */
function rangeValue(entity: EntitySchema, field: string, value: string, end: 'start' | 'end'): string {
  if (!isDate(entity, field)) return value;
  const day = value.slice(0, 10);
  if (entity.properties[field]?.format === 'date-ymd') return day.replace(/-/g, '');
  return `${day} ${end === 'start' ? '00:00:00' : '23:59:59'}`;
}

/** The form's filters as saved entries (`name=value`), blanks dropped. */
export function filterEntries(entity: EntitySchema, filters: readonly FilterDraft[]): string[] {
  return filters.flatMap((filter) => {
    if (!entity.properties[filter.field]) return [];
    if (entity.properties[filter.field]['x-filter'] === 'range') {
      return [
        ...(filter.start?.trim() ? [`${filter.field}Start=${rangeValue(entity, filter.field, filter.start.trim(), 'start')}`] : []),
        ...(filter.end?.trim() ? [`${filter.field}End=${rangeValue(entity, filter.field, filter.end.trim(), 'end')}`] : []),
      ];
    }
    return filter.value?.trim() ? [`${filter.field}=${filter.value.trim()}`] : [];
  });
}

/** Saved entries back as the form's filters (a range's two ends as one filter; days shown as yyyy-MM-dd). */
export function filtersOf(entity: EntitySchema, entries: readonly string[]): FilterDraft[] {
  const byField = new Map<string, FilterDraft>();
  const day = (value: string) => (/^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : value.slice(0, 10));
  for (const entry of entries) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const name = entry.slice(0, at);
    const value = entry.slice(at + 1);
    const range = /^(.+)(Start|End)$/.exec(name);
    if (range && entity.properties[range[1]]?.['x-filter'] === 'range') {
      const filter = byField.get(range[1]) ?? { field: range[1] };
      const shown = isDate(entity, range[1]) ? day(value) : value;
      if (range[2] === 'Start') filter.start = shown; else filter.end = shown;
      byField.set(range[1], filter);
    } else if (entity.properties[name]) byField.set(name, { field: name, value });
  }
  return [...byField.values()];
}

/** The report call's filter parameters. */
export function filterParams(entity: EntitySchema, filters: readonly FilterDraft[]): ListParams {
  const params: ListParams = {};
  for (const entry of filterEntries(entity, filters)) {
    const at = entry.indexOf('=');
    params[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return params;
}

/** A saved record as the form's draft. */
export function draftOf(record: Record<string, unknown>, entity: EntitySchema | undefined): Draft {
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return {
    id: typeof record.id === 'number' ? record.id : undefined,
    ownerCode: record.ownerCode as string | undefined,
    ownerName: record.ownerName as string | undefined,
    reportName: String(record.reportName ?? ''),
    sourceEntity: String(record.sourceEntity ?? ''),
    dimensions: list(record.dimensions),
    measures: list(record.measures),
    filters: entity ? filtersOf(entity, list(record.filters)) : [],
    chartType: CHART_TYPES.includes(record.chartType as ChartType) ? record.chartType as ChartType : 'bar',
    sortField: record.sortField as string | undefined,
    sortType: record.sortType as 'asc' | 'desc' | undefined,
    sharedRoles: list(record.sharedRoles),
    remark: record.remark as string | undefined,
  };
}

/** The draft as the save payload. */
export function payloadOf(draft: Draft, entity: EntitySchema): Record<string, unknown> {
  const sortField = draft.sortField && [...draft.dimensions, ...draft.measures].includes(draft.sortField) ? draft.sortField : undefined;
  return {
    reportName: draft.reportName.trim(),
    sourceEntity: draft.sourceEntity,
    dimensions: draft.dimensions,
    measures: draft.measures,
    filters: filterEntries(entity, draft.filters),
    chartType: draft.chartType,
    ...(sortField ? { sortField, sortType: draft.sortType ?? 'asc' } : {}),
    sharedRoles: draft.sharedRoles,
    ...(draft.remark?.trim() ? { remark: draft.remark.trim() } : {}),
  };
}

/** Adds or removes one choice, keeping the order chosen and at most `max`. */
export function toggled(list: readonly string[], value: string, max: number): string[] {
  if (list.includes(value)) return list.filter((item) => item !== value);
  return list.length >= max ? [...list] : [...list, value];
}
