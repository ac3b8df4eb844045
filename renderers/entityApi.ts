// Calls of the generic entity API (docs/contracts.md, "Generic entity API") through the
// console's axios instance, so tokens, envelopes and error messages behave as everywhere else.
// Each write is one user action with its own Idempotency-Key (requestOnce): retried after a lost
// answer, the server does it once.
import { request, requestOnce } from '../src/api/http';
import type { ListResponse } from '../src/core/generated/api';
import { apiBase, type EntitySchema } from './entities';
import type { HistoryLine } from '../src/core/api/history';

export type { HistoryLine };

export type EntityRecord = Record<string, unknown>;
export type ListParams = Record<string, string | number | boolean>;

export interface RecordPage {
  records: EntityRecord[];
  total: number;
  pageNum: number;
}

const idPath = (id: unknown) => encodeURIComponent(String(id));

export async function listRecords(entity: EntitySchema, params: ListParams): Promise<RecordPage> {
  const { data } = await request<ListResponse>({ method: 'GET', url: `${apiBase(entity)}/list`, params });
  return { records: (data?.records ?? []) as EntityRecord[], total: Number(data?.total ?? 0), pageNum: Number(data?.pageNum ?? params.pageNum ?? 1) };
}

export async function getRecord(entity: EntitySchema, id: unknown): Promise<EntityRecord> {
  return (await request<EntityRecord>({ method: 'GET', url: `${apiBase(entity)}/${idPath(id)}` })).data;
}

/** The fields the caller's branch requires of the entity's forms beyond the schema's `required`
 * (systemManage/fieldRequired), read each time a form opens so a change holds at once. */
export async function branchRequiredFields(entity: EntitySchema): Promise<string[]> {
  const { data } = await request<string[]>({ method: 'GET', url: `${apiBase(entity)}/requiredFields` });
  return Array.isArray(data) ? data : [];
}

/** A print template (systemManage/printConfig): the fields printed in order with their labels,
 * paper, orientation, header and footer. */
export interface PrintTemplate {
  templateName: string; paperSize: string; orientation: string;
  fields: { field: string; label?: string }[];
  headerText?: string; footerText?: string;
}

/** The default print template of the caller's branch for the entity, or null. */
export async function defaultPrintTemplate(entity: EntitySchema): Promise<PrintTemplate | null> {
  const { data } = await request<PrintTemplate | null>({ method: 'GET', url: '/ntocc-basic-api/printTemplate/default', params: { entity: entity.$id } });
  return data ?? null;
}

export async function getHistory(entity: EntitySchema, id: unknown): Promise<HistoryLine[]> {
  return (await request<HistoryLine[]>({ method: 'GET', url: `${apiBase(entity)}/${idPath(id)}/history` })).data;
}

export async function createRecord(entity: EntitySchema, record: EntityRecord): Promise<EntityRecord> {
  return (await requestOnce<EntityRecord>({ method: 'POST', url: apiBase(entity), data: record })).data;
}

export async function updateRecord(entity: EntitySchema, id: unknown, record: EntityRecord): Promise<EntityRecord> {
  return (await requestOnce<EntityRecord>({ method: 'PUT', url: `${apiBase(entity)}/${idPath(id)}`, data: record })).data;
}

export async function removeRecord(entity: EntitySchema, id: unknown): Promise<void> {
  await requestOnce<null>({ method: 'DELETE', url: `${apiBase(entity)}/${idPath(id)}` });
}

export async function runStateAction(entity: EntitySchema, id: unknown, action: string, fields: EntityRecord): Promise<EntityRecord> {
  return (await requestOnce<EntityRecord>({ method: 'POST', url: `${apiBase(entity)}/${idPath(id)}/${action}`, data: fields })).data;
}

/** A form page's custom submit: POST under the entity path (`{"type": "custom", "path": "publish"}`). */
export async function postCustom(entity: EntitySchema, path: string, record: EntityRecord): Promise<EntityRecord> {
  return (await requestOnce<EntityRecord>({ method: 'POST', url: `${apiBase(entity)}/${path.replace(/^\/+/, '')}`, data: record })).data;
}

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
}

/** `POST /ntocc-basic-api/file/upload` (multipart, field `file`); the server stores the file.
 * `onProgress` hears the share sent, 0 to 1. */
export async function uploadFile(file: File, onProgress?: (share: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return (await request<UploadedFile>({
    method: 'POST', url: '/ntocc-basic-api/file/upload', data: form,
    onUploadProgress: onProgress ? (event) => onProgress(event.total ? event.loaded / event.total : 0) : undefined,
  })).data;
}
