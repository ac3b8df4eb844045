// A clicked menu entry's first page of records (renderers/blocks/table/firstPage.ts): taken once by
// the table whose first fetch asks for exactly it, while fresh; its answer readable once it is in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as entityApi from '../../../renderers/entityApi';
import { listRecords, type RecordPage } from '../../../renderers/entityApi';
import type { EntitySchema } from '../../../renderers/entities';
import { answeredFirstPage, askFirstPage, takeFirstPage } from '../../../renderers/blocks/table/firstPage';

vi.mock('../../../renderers/entityApi', async (importActual) => ({
  ...(await importActual<typeof entityApi>()),
  listRecords: vi.fn(async (): Promise<RecordPage> => ({ records: [{ id: 1 }], total: 1, pageNum: 1 })),
}));

const waybill = { $id: 'waybill' } as EntitySchema;
const driver = { $id: 'driver' } as EntitySchema;
const firstPage = { pageNum: 1, pageSize: 20 };

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(listRecords).mockClear();
});

describe("a menu click's first page", () => {
  it('is asked for once, taken once by the same entity and parameters, not by others', async () => {
    askFirstPage(waybill, firstPage);
    askFirstPage(waybill, firstPage);
    expect(listRecords).toHaveBeenCalledTimes(1);
    expect(takeFirstPage(driver, firstPage)).toBeUndefined();
    expect(takeFirstPage(waybill, { ...firstPage, pageSize: 50 })).toBeUndefined();
    await expect(takeFirstPage(waybill, firstPage)).resolves.toEqual({ records: [{ id: 1 }], total: 1, pageNum: 1 });
    expect(takeFirstPage(waybill, firstPage)).toBeUndefined();
  });

  it('shows its answer once it is in, until taken', async () => {
    askFirstPage(driver, firstPage);
    expect(answeredFirstPage(driver, firstPage)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answeredFirstPage(driver, firstPage)?.total).toBe(1);
    void takeFirstPage(driver, firstPage);
    expect(answeredFirstPage(driver, firstPage)).toBeUndefined();
  });

  it('is not taken once stale: the table asks the server again', () => {
    const now = performance.now();
    askFirstPage(waybill, { ...firstPage, pageNum: 2 });
    vi.spyOn(performance, 'now').mockReturnValue(now + 10_000);
    expect(takeFirstPage(waybill, { ...firstPage, pageNum: 2 })).toBeUndefined();
  });
});
