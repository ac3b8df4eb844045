// The saved reports' endpoints (the block entity's, written by hand on the server:
// server/routes/tms/statistics/customReport.ts) and a draft's run and export, which are the
// source entity's own report calls (GET <entity>/aggregate[/export]).
import { download } from '../../../src/api/download';
import { request, requestOnce } from '../../../src/api/http';
import { apiBase, type EntitySchema } from '../../entities';
import { aggregate, aggregateExportUrl, aggregateParams, type AggregateAnswer } from '../aggregateApi';
import { filterParams, payloadOf, type Draft } from './definition';

export interface Sources {
  sources: { entity: string; title: string }[];
  roles: { code: string; name: string }[];
}

export type SavedReport = Record<string, unknown> & { id: number; reportName: string; sourceEntity: string; ownerCode: string; ownerName?: string; sharedRoles?: string[] };

export async function loadSources(store: EntitySchema): Promise<Sources> {
  const { data } = await request<Sources>({ method: 'GET', url: `${apiBase(store)}/sources` });
  return { sources: data?.sources ?? [], roles: data?.roles ?? [] };
}

export async function listReports(store: EntitySchema): Promise<SavedReport[]> {
  const { data } = await request<{ records: SavedReport[] }>({ method: 'GET', url: `${apiBase(store)}/list`, params: { pageSize: 500 } });
  return data?.records ?? [];
}

export async function saveReport(store: EntitySchema, draft: Draft, source: EntitySchema, asNew: boolean): Promise<SavedReport> {
  const payload = payloadOf(draft, source);
  const { data } = draft.id !== undefined && !asNew
    ? await request<SavedReport>({ method: 'PUT', url: `${apiBase(store)}/${draft.id}`, data: payload })
    : await requestOnce<SavedReport>({ method: 'POST', url: apiBase(store), data: payload });
  return data;
}

export async function removeReport(store: EntitySchema, id: number): Promise<void> {
  await request({ method: 'DELETE', url: `${apiBase(store)}/${id}` });
}

const draftRequest = (draft: Draft, source: EntitySchema, paging: { pageNum: number; pageSize: number }) => ({
  groupBy: draft.dimensions,
  measures: draft.measures,
  params: filterParams(source, draft.filters),
  sortField: draft.sortField && [...draft.dimensions, ...draft.measures].includes(draft.sortField) ? draft.sortField : undefined,
  sortType: draft.sortType,
  ...paging,
});

/** The draft's groups as the source entity answers them (the caller's scope and screens apply). */
export function runDraft(draft: Draft, source: EntitySchema, paging: { pageNum: number; pageSize: number }): Promise<AggregateAnswer> {
  return aggregate(source, draftRequest(draft, source, paging));
}

/** The draft's groups as .xlsx: a saved, unchanged report through its own export, else the source's. */
export function exportDraft(store: EntitySchema, draft: Draft, source: EntitySchema, savedUnchanged: boolean, total: number, limit: number): Promise<void> {
  const fileName = `${draft.reportName.trim() || source.$id}.xlsx`;
  if (savedUnchanged && draft.id !== undefined) return download({ url: `${apiBase(store)}/${draft.id}/export` }, fileName);
  const params = aggregateParams(draftRequest(draft, source, { pageNum: 1, pageSize: Math.max(1, Math.min(total || 1, limit)) }));
  return download({ url: aggregateExportUrl(source), payload: params }, fileName);
}
