// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadFromApi } from '../../../src/api/directDownload';
import { saveBlob } from '../../../src/api/download';
import { request } from '../../../src/api/http';
import type { Branch } from '../../../src/core/generated/api';
import type { Column } from '../../../src/core/generated/page-language';
import { entityFor } from '../../../renderers/entities';
import { ExportDialog, EXPORT_MASK_CLOSE_MS } from '../../../renderers/list/export/ExportDialog';
import { EXPORT_FETCH_CONCURRENCY, exportLimit, fetchBatch } from '../../../renderers/list/export/clientExport';
import { initTestI18n } from './setup';

vi.mock('../../../src/api/http', () => ({ request: vi.fn() }));
vi.mock('../../../src/api/download', () => ({ saveBlob: vi.fn() }));
vi.mock('../../../src/api/directDownload', () => ({ downloadFromApi: vi.fn() }));

const waybill = entityFor('waybill');
const columns: Column[] = [
  { field: 'shippingNoteNumber' },
  { field: 'status', format: 'dict' },
  { field: 'consignor' },
  { field: 'totalMonetaryAmount', format: 'money' },
];
const record = (n: number) => ({ id: n, shippingNoteNumber: `YD${n}`, status: 'pending_dispatch', consignor: n === 1 ? '=1+1' : '顺达', totalMonetaryAmount: 10.5 });

function answerList(total: number) {
  vi.mocked(request).mockImplementation(async (config) => {
    if (String(config.url).endsWith('/dict/listDict')) return { status: 0, msg: '', data: [] } as never;
    const { pageNum, pageSize } = config.params as { pageNum: number; pageSize: number };
    const from = (pageNum - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - from + 1));
    return { status: 0, msg: '', data: { records: Array.from({ length: count }, (_, i) => record(from + i)), total, pageNum } } as never;
  });
}
const listParams = () => vi.mocked(request).mock.calls.map(([config]) => config).filter((config) => String(config.url).endsWith('/list')).map((config) => config.params);

function renderDialog(limit: number, onClose = vi.fn()) {
  render(<ExportDialog open onClose={onClose} entity={waybill} columns={columns} params={{ pageNum: 3, pageSize: 20, status: 'pending_dispatch' }} limit={limit} />);
  return onClose;
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
  vi.mocked(saveBlob).mockReset();
  vi.mocked(downloadFromApi).mockReset();
});

describe('spec 9: export row limit from the branch (20000 when empty, initial state 50000)', () => {
  const branch = (value?: string): Branch => ({
    branchCode: 'SD0001',
    branchName: '顺达',
    softVersion: '',
    partyGroupConfigCacheMap: value === undefined ? {} : { exportExcel_exportableQuantity: { configKey: 'exportExcel_exportableQuantity', configValue: value } },
  });
  it.each([
    [branch('3000'), 3000],
    [branch(''), 20000],
    [branch(), 20000],
    [null, 50000],
  ])('%j -> %s', (value, expected) => {
    expect(exportLimit(value, 50000)).toBe(expected);
  });
});

describe('issue 5: one batch downloads directly', () => {
  it('xlsx: the server writes the query\'s batch with the list\'s columns, labels and widths; the browser saves it', async () => {
    answerList(3);
    const onClose = renderDialog(20000);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(downloadFromApi).toHaveBeenCalledTimes(1));
    // Only the total is read through the list (one small page), never the rows.
    expect(listParams()).toEqual([{ pageNum: 1, pageSize: 10, status: 'pending_dispatch' }]);
    const [path, params] = vi.mocked(downloadFromApi).mock.calls[0]!;
    expect(path).toBe('/ntocc-tms-api/waybill/export');
    expect(params).toMatchObject({ pageNum: 1, pageSize: 20000, status: 'pending_dispatch' });
    const sent = JSON.parse(String(params!.columns)) as { field: string; header: string; width?: number }[];
    expect(sent.map((column) => column.header)).toEqual(['运单号', '运单状态', '托运人', '运费金额（元）']);
    expect(sent.map((column) => column.field)).toEqual(columns.map((column) => column.field));
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('导出完成');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: EXPORT_MASK_CLOSE_MS + 1000 });
  });

  it('csv: fetched in pages and written here, the rows as the table shows them', async () => {
    answerList(3);
    renderDialog(20000);
    fireEvent.change(screen.getByLabelText('文件格式'), { target: { value: 'csv' } });
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    // The total asked when the dialog opened (for xlsx, its default), then the batch's one page.
    expect(listParams()).toEqual([{ pageNum: 1, pageSize: 10, status: 'pending_dispatch' }, { pageNum: 1, pageSize: 500, status: 'pending_dispatch' }]);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('excel-list.csv');
    const lines = new TextDecoder().decode((await blob.arrayBuffer()).slice(3)).trim().split(/\r?\n/);
    expect(lines[0]).toBe('运单号,运单状态,托运人,运费金额（元）');
    expect(lines[1]).toBe("YD1,待派车,'=1+1,10.5");
  });

  it('the chosen format and file name are used', async () => {
    answerList(1);
    renderDialog(20000);
    fireEvent.change(screen.getByLabelText('文件格式'), { target: { value: 'csv' } });
    fireEvent.change(screen.getByLabelText('文件名'), { target: { value: 'file' } });
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('file.csv');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('issue 5: more batches show each as a link "row X to row Y"', () => {
  it('csv: offers the batches and a link fetches and downloads its batch', async () => {
    answerList(5);
    renderDialog(2);
    fireEvent.change(screen.getByLabelText('文件格式'), { target: { value: 'csv' } });
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const links = await screen.findAllByRole('button', { name: /^第 \d+ 行至第 \d+ 行$/ });
    expect(links.map((link) => link.textContent)).toEqual(['第 1 行至第 2 行', '第 3 行至第 4 行', '第 5 行至第 5 行']);
    expect(saveBlob).not.toHaveBeenCalled();
    fireEvent.click(links[1]!);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(listParams().at(-1)).toEqual({ pageNum: 1, pageSize: 500, status: 'pending_dispatch' });
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('excel-list-3-4.csv');
  });

  it('xlsx: a server job; its progress and its written batches show, each downloaded from the server', async () => {
    const job = (written: number, status: string) => ({
      id: 7, entity: 'waybill', fileName: 'excel-list', status, total: 5, written, batchSize: 2, createdAt: '2026-11-27T10:00:00.000Z', expiresAt: null,
      batches: [{ from: 1, to: 2 }, { from: 3, to: 4 }, { from: 5, to: 5 }].map((batch) => ({ ...batch, ready: written >= batch.to })),
    });
    answerList(5);
    const list = vi.mocked(request).getMockImplementation()!;
    vi.mocked(request).mockImplementation(async (config) => {
      if (String(config.url).endsWith('/exportJob')) return { status: 0, msg: '', data: job(0, 'running') } as never;
      if (String(config.url).endsWith('/exportJob/list')) return { status: 0, msg: '', data: [job(5, 'done')] } as never;
      return list(config);
    });
    renderDialog(2);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const progress = await screen.findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getAllByText(/（生成中）$/)).toHaveLength(3);
    const post = vi.mocked(request).mock.calls.find(([config]) => String(config.url).endsWith('/exportJob'))![0];
    expect(post).toMatchObject({ method: 'POST', url: '/ntocc-tms-api/waybill/exportJob', data: { status: 'pending_dispatch', fileName: 'excel-list' } });
    const second = await screen.findByRole('button', { name: '第 3 行至第 4 行' }, { timeout: 3000 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    fireEvent.click(second);
    expect(downloadFromApi).toHaveBeenCalledWith('/ntocc-basic-api/exportJob/7/batch/2');
    expect(saveBlob).not.toHaveBeenCalled();
  });
});

describe('a batch is fetched in pages the list endpoint serves (at most 500 rows)', () => {
  it('rows 601 to 1200 of 1250 come from pages 2 and 3 of 500, cut to the batch', async () => {
    answerList(1250);
    const plan = { entity: waybill, columns, params: { status: 'pending_dispatch' }, size: 600, format: 'xlsx', fileName: 'x', t: ((key: string) => key) as never } as const;
    const seen: [number, number][] = [];
    const { records, total } = await fetchBatch(plan, { pageNum: 2 }, (fetched, expected) => seen.push([fetched, expected]));
    expect(total).toBe(1250);
    expect(records).toHaveLength(600);
    expect(records[0]!.shippingNoteNumber).toBe('YD601');
    expect(records.at(-1)!.shippingNoteNumber).toBe('YD1200');
    expect(listParams().map((p) => [p.pageNum, p.pageSize])).toEqual([[2, 500], [3, 500]]);
    expect(seen).toEqual([[400, 600], [600, 600]]);
  });

  it('the pages after the first are fetched a few at a time, not one after another, and kept in order', async () => {
    answerList(20_000);
    const answer = vi.mocked(request).getMockImplementation()!;
    let inFlight = 0;
    let most = 0;
    vi.mocked(request).mockImplementation(async (config) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return answer(config);
    });
    const plan = { entity: waybill, columns, params: {}, size: 20_000, format: 'csv', fileName: 'x', t: ((key: string) => key) as never } as const;
    const { records } = await fetchBatch(plan, { pageNum: 1 });
    expect(records).toHaveLength(20_000);
    expect(records.every((r, i) => r.shippingNoteNumber === `YD${i + 1}`)).toBe(true);
    expect(listParams()).toHaveLength(40);
    expect(most).toBe(EXPORT_FETCH_CONCURRENCY);
  });

  it('the last, short batch stops at the total', async () => {
    answerList(1250);
    const plan = { entity: waybill, columns, params: {}, size: 600, format: 'xlsx', fileName: 'x', t: ((key: string) => key) as never } as const;
    const { records } = await fetchBatch(plan, { pageNum: 3 });
    expect(records.map((r) => r.shippingNoteNumber)).toEqual(Array.from({ length: 50 }, (_, i) => `YD${1201 + i}`));
  });
});

describe('spec 8: an export failure only closes the mask', () => {
  it('no file, no mask, the dialog stays', async () => {
    vi.mocked(request).mockRejectedValue(new Error('network'));
    const onClose = renderDialog(20000);
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(saveBlob).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
