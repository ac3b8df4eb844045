// xlsx exports are written by the server (GET <entity>/export streams one batch; an export of
// more than one batch is a job, POST <entity>/exportJob, its batches downloaded when written):
// the console sends the list's query and its columns (labels as the table shows them, widths in
// pixels, a column's own dictionary) and the browser saves the file straight to disk.
import type { TFunction } from 'i18next';
import { downloadFromApi } from '../../../src/api/directDownload';
import { request } from '../../../src/api/http';
import type { Column } from '../../../src/core/generated/page-language';
import { apiBase, fieldMeta, primaryKey, type EntitySchema } from '../../entities';
import type { EntityRecord, ListParams } from '../../entityApi';

export interface ServerExportColumn {
  field: string;
  header: string;
  width?: number;
  dict?: string;
}

export interface ExportBatchState {
  from: number;
  to: number;
  ready: boolean;
}

/** An export job as the server answers it (server/exports/jobs.ts ExportJobView). */
export interface ExportJob {
  id: number;
  entity: string;
  fileName: string;
  status: 'running' | 'done' | 'failed';
  total: number;
  written: number;
  batchSize: number;
  createdAt: string;
  expiresAt: string | null;
  batches: ExportBatchState[];
}

export function serverExportColumns(entity: EntitySchema, columns: readonly Column[], t: TFunction): ServerExportColumn[] {
  return columns.map((column) => {
    const field = fieldMeta(entity, column.field);
    const width = column.width ?? field.width;
    return {
      field: column.field,
      header: t(column.label ?? field.label),
      ...(width ? { width } : {}),
      ...(column.dict ? { dict: column.dict } : {}),
    };
  });
}

interface ServerExportPlan {
  entity: EntitySchema;
  columns: readonly Column[];
  params: ListParams;
  t: TFunction;
}

function exportParams(plan: ServerExportPlan): Record<string, string | number | boolean> {
  return { ...plan.params, columns: JSON.stringify(serverExportColumns(plan.entity, plan.columns, plan.t)) };
}

/** Downloads one batch of the query (rows `pageSize * (pageNum - 1) + 1` on), or the selected rows. */
export function downloadServerExport(plan: ServerExportPlan, page: { pageNum: number; pageSize: number }, selection: readonly EntityRecord[] = []): void {
  const params = exportParams(plan);
  if (selection.length > 0) {
    const key = primaryKey(plan.entity);
    const ids = selection.map((row) => row[key]).filter((id) => id !== undefined && id !== null).join(',');
    downloadFromApi(`${apiBase(plan.entity)}/export`, { ...params, ids, pageNum: 1, pageSize: selection.length });
    return;
  }
  downloadFromApi(`${apiBase(plan.entity)}/export`, { ...params, ...page });
}

/** Starts a job exporting every batch of the query. */
export async function startExportJob(plan: ServerExportPlan, fileName: string): Promise<ExportJob> {
  return (await request<ExportJob>({ method: 'POST', url: `${apiBase(plan.entity)}/exportJob`, data: { ...exportParams(plan), fileName } })).data;
}

/** The signed-in party's export jobs not yet expired, newest first. */
export async function listExportJobs(): Promise<ExportJob[]> {
  return (await request<ExportJob[]>({ method: 'GET', url: '/ntocc-basic-api/exportJob/list' })).data ?? [];
}

/** Downloads batch `index` (0-based) of a job. */
export function downloadJobBatch(job: ExportJob, index: number): void {
  downloadFromApi(`/ntocc-basic-api/exportJob/${job.id}/batch/${index + 1}`);
}
