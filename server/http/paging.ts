// Paging of list calls: `pageNum` (from 1) and `pageSize` in, `{ records, total, pageNum,
// pageSize }` out (design.md conventions).
import type { ListResponse } from '../../src/core/generated/api';
import { DEFAULT_PAGE_SIZE } from '../../src/core/api/client';

/** The largest page a list call answers (the branch list asks for 1000). */
export const MAX_PAGE_SIZE = 1000;

export const pagingProperties = {
  pageNum: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
} as const;

export interface Paging { pageNum: number; pageSize: number }

export function offsetOf({ pageNum, pageSize }: Paging): number {
  return (pageNum - 1) * pageSize;
}

export function listAnswer<T>(records: T[], total: number | bigint | string, paging: Paging): ListResponse & { records: T[] } {
  return { records, total: Number(total), pageNum: paging.pageNum, pageSize: paging.pageSize };
}
