// The report call of the generic entity API (docs/contracts.md, "Reports"): groups of the
// query's records with their measures, or only the totals when nothing is grouped.
import { request } from '../../src/api/http';
import { apiBase, type EntitySchema } from '../entities';
import type { ListParams } from '../entityApi';

export type AggregateRecord = Record<string, string | number | null>;

export interface AggregateAnswer {
  records: AggregateRecord[];
  total: number;
  totals: Record<string, number | null>;
}

export interface AggregateRequest {
  groupBy?: readonly string[];
  measures: readonly string[];
  /** The list's filters and ranges (sort and paging of the groups are given apart). */
  params: ListParams;
  sortField?: string;
  sortType?: 'asc' | 'desc';
  pageNum?: number;
  pageSize?: number;
}

/** The request parameters of a report call (also those of its export). */
export function aggregateParams({ groupBy, measures, params, sortField, sortType, pageNum, pageSize }: AggregateRequest): ListParams {
  const { pageNum: _listPage, pageSize: _listSize, sortField: _listSort, sortType: _listOrder, ...filters } = params;
  return {
    ...filters,
    ...(groupBy?.length ? { groupBy: groupBy.join(',') } : {}),
    measures: measures.join(','),
    ...(sortField ? { sortField, sortType: sortType ?? 'asc' } : {}),
    pageNum: pageNum ?? 1,
    pageSize: pageSize ?? 500,
  };
}

export async function aggregate(entity: EntitySchema, query: AggregateRequest): Promise<AggregateAnswer> {
  const { data } = await request<AggregateAnswer>({ method: 'GET', url: `${apiBase(entity)}/aggregate`, params: aggregateParams(query) });
  return { records: data?.records ?? [], total: Number(data?.total ?? 0), totals: data?.totals ?? {} };
}

/** The server's .xlsx of a report, by the browser's download (the token goes as a header). */
export function aggregateExportUrl(entity: EntitySchema): string {
  return `${apiBase(entity)}/aggregate/export`;
}
