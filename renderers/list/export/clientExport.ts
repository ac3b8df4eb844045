// Client export of the current list query: the rows are fetched from the list endpoint in
// batches of the branch's export limit and written as the table shows them (dictionary
// names, formatted money and dates), never as raw codes.
import type { TFunction } from 'i18next';
import { exportableQuantity, type ExportBatch } from '../../../src/core/export/batches';
import { EXPORT_MIME_TYPES, exportFileName, type ExportColumn, type ExportFormat, type ExportRow } from '../../../src/core/export/exportFormats';
import { BranchConfigKey } from '../../../src/core/api/client';
import type { Branch } from '../../../src/core/generated/api';
import type { Column } from '../../../src/core/generated/page-language';
import { loadDicts } from '../../../src/dicts/dictStore';
import { fieldMeta, type EntitySchema } from '../../entities';
import { listRecords, type EntityRecord, type ListParams } from '../../entityApi';
import { defaultFormat, formatValue } from '../../shared/formatValue';

/** Rows per batch: the branch's exportExcel_exportableQuantity (20000 when empty), else the session's initial 50000. */
export function exportLimit(branch: Branch | null, sessionQuantity: number): number {
  if (!branch) return sessionQuantity;
  return exportableQuantity(branch.partyGroupConfigCacheMap?.[BranchConfigKey.exportableQuantity]?.configValue);
}

export interface ExportPlan {
  entity: EntitySchema;
  columns: readonly Column[];
  params: ListParams;
  size: number;
  format: ExportFormat;
  fileName: string;
  t: TFunction;
}

export function exportColumns(entity: EntitySchema, columns: readonly Column[], t: TFunction): ExportColumn[] {
  return columns.map((column) => ({ key: column.field, header: t(column.label ?? fieldMeta(entity, column.field).label) }));
}

export function exportRows(entity: EntitySchema, columns: readonly Column[], records: readonly EntityRecord[], t: TFunction): ExportRow[] {
  const fields = columns.map((column) => ({ column, field: fieldMeta(entity, column.field) }));
  return records.map((record) =>
    Object.fromEntries(
      fields.map(({ column, field }) => {
        const format = column.format ?? defaultFormat(field);
        const value = record[column.field];
        // Money and weight stay numbers so spreadsheets can add them up.
        if ((format === 'money' || format === 'weight') && typeof value === 'number') return [column.field, value];
        return [column.field, formatValue(value, field, format, t, { dict: column.dict })];
      }),
    ),
  );
}

/** The largest page the list endpoint serves (spec section 9's page sizes); batches are fetched in pages of it. */
export const EXPORT_FETCH_PAGE_SIZE = 500;

/** Pages fetched at once: enough to overlap the server's work with the transfer, few enough not
 * to crowd out the user's other calls. */
export const EXPORT_FETCH_CONCURRENCY = 4;

/**
 * One batch of the query (`size` rows, the batch's `pageNum`), fetched in pages of the list
 * endpoint's largest size (it keeps its page-size whitelist): the first page gives the total,
 * the others are fetched a few at a time; `onProgress(fetched, expected)` after every page.
 */
export async function fetchBatch(
  plan: ExportPlan,
  batch: Pick<ExportBatch, 'pageNum'>,
  onProgress?: (fetched: number, expected: number) => void,
): Promise<{ records: EntityRecord[]; total: number }> {
  const first = (batch.pageNum - 1) * plan.size;
  const firstPage = Math.floor(first / EXPORT_FETCH_PAGE_SIZE) + 1;
  const skip = first % EXPORT_FETCH_PAGE_SIZE;
  const fetchPage = (pageNum: number) => listRecords(plan.entity, { ...plan.params, pageNum, pageSize: EXPORT_FETCH_PAGE_SIZE });
  const head = await fetchPage(firstPage);
  const total = head.total;
  const expected = Math.max(0, Math.min(plan.size, total - first));
  const lastPage = Math.max(firstPage, Math.ceil((first + expected) / EXPORT_FETCH_PAGE_SIZE));
  const pages: EntityRecord[][] = [head.records];
  let fetched = Math.min(head.records.length - skip, expected);
  onProgress?.(Math.max(0, fetched), expected);
  let next = firstPage + 1;
  const worker = async () => {
    while (next <= lastPage) {
      const pageNum = next;
      next += 1;
      const page = await fetchPage(pageNum);
      pages[pageNum - firstPage] = page.records;
      fetched = Math.min(fetched + page.records.length, expected);
      onProgress?.(fetched, expected);
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPORT_FETCH_CONCURRENCY, lastPage - firstPage) }, worker));
  return { records: pages.flat().slice(skip, skip + expected), total };
}

/** The file of some records, as a named blob. */
export async function exportFile(plan: ExportPlan, records: readonly EntityRecord[], suffix = ''): Promise<{ blob: Blob; name: string }> {
  const dictTypes = plan.columns.map((column) => column.dict ?? fieldMeta(plan.entity, column.field).dict).filter((type): type is string => !!type);
  // SheetJS comes with the first file written, not with the list (issue 18).
  const [{ writeRows }] = await Promise.all([import('../../../src/core/export/writeRows'), loadDicts(dictTypes)]);
  const bytes = writeRows(exportRows(plan.entity, plan.columns, records, plan.t), exportColumns(plan.entity, plan.columns, plan.t), plan.format);
  const name = exportFileName(`${plan.fileName.trim() || 'excel-list'}${suffix}`, plan.format);
  return { blob: new Blob([bytes as BlobPart], { type: EXPORT_MIME_TYPES[plan.format] }), name };
}

