// @vitest-environment jsdom
// Issue 19: a table's rows and the end of its loading come in one render (the busy flag cleared in
// a second render cost a whole table render), and a failed call keeps the last rows.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import { entityFor } from '../../../renderers/entities';
import { useRecords } from '../../../renderers/blocks/table/useRecords';
import type { ListParams } from '../../../renderers/entityApi';
import { initTestI18n } from './setup';

vi.mock('../../../src/api/http', () => ({ request: vi.fn() }));

const waybill = entityFor('waybill');
const twenty: ListParams = { pageNum: 1, pageSize: 20, sortField: 'consignmentDateTime', sortType: 'desc' };
const hundred: ListParams = { ...twenty, pageSize: 100 };

function answerList() {
  vi.mocked(request).mockImplementation(async (config) => {
    const { pageSize } = config.params as { pageSize: number };
    return { status: 0, msg: '', data: { records: Array.from({ length: pageSize }, (_, i) => ({ id: i + 1 })), total: 500, pageNum: 1 } } as never;
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
});

describe('the records of a table', () => {
  it('shows new rows and the end of loading in the same render', async () => {
    answerList();
    const seen: { rows: number; loading: boolean }[] = [];
    const { rerender } = renderHook(({ params }) => {
      const records = useRecords(waybill, params, 0);
      seen.push({ rows: records.records.length, loading: records.loading });
      return records;
    }, { initialProps: { params: twenty } });
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 20, loading: false }));
    rerender({ params: hundred });
    await waitFor(() => expect(seen.at(-1)).toEqual({ rows: 100, loading: false }));
    // While loading, the previous rows; never the answer's rows still marked loading.
    expect(seen.filter((state) => state.loading && state.rows === 100)).toEqual([]);
    expect(seen.filter((state) => !state.loading && state.rows === 0)).toEqual([]);
  });

  it('keeps the last rows when a call fails, and stops loading', async () => {
    answerList();
    const { result, rerender } = renderHook(({ params }) => useRecords(waybill, params, 0), { initialProps: { params: twenty } });
    await waitFor(() => expect(result.current.loading).toBe(false));
    vi.mocked(request).mockRejectedValue(new Error('network'));
    rerender({ params: hundred });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.records).toHaveLength(20);
  });
});
