// Spec section 9: an export larger than the branch's row limit is split into batches, each
// downloadable as "row X to row Y".
import { DEFAULT_EXPORTABLE_QUANTITY } from '../api/client';

export interface ExportBatch {
  /** 1-based first row, inclusive. */
  from: number;
  /** 1-based last row, inclusive. */
  to: number;
  /** The list page that holds exactly this batch when the page size is the batch size. */
  pageNum: number;
}

/** Batches of `size` rows covering `total` rows; none when there is nothing to export. */
export function batches(total: number, size: number): ExportBatch[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${size}`);
  const rows = Math.max(0, Math.floor(total));
  const result: ExportBatch[] = [];
  for (let from = 1, pageNum = 1; from <= rows; from += size, pageNum += 1) {
    result.push({ from, to: Math.min(from + size - 1, rows), pageNum });
  }
  return result;
}

/** The branch config exportExcel_exportableQuantity as a row limit: 20000 when empty, missing or not a positive integer. */
export function exportableQuantity(configValue: unknown): number {
  const text = typeof configValue === 'number' ? String(configValue) : typeof configValue === 'string' ? configValue.trim() : '';
  if (!/^\d+$/.test(text)) return DEFAULT_EXPORTABLE_QUANTITY;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : DEFAULT_EXPORTABLE_QUANTITY;
}
