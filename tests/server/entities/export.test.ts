// GET /<entity>/export: one batch of the list query as a real .xlsx file (read back here with
// exceljs): translated headers, the same rows as the list, dictionary names, and text cells
// that could run as formulas neutralised; deflated, with the list's columns, labels and widths,
// a bold, filled and frozen header row, and the selected rows alone when ids are given.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { widthFromPixels } from '../../../server/entities/xlsxWriter';
import { zipEntries } from '../support/zipEntries';
import { newWaybill, startFixture, WAYBILL, type Fixture } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

async function download(query: Record<string, string | number>, token = fx.tokens.staff, language = 'zh') {
  const url = new URL(`${WAYBILL}/export`, fx.server.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, deviceId: DEVICE_ID, 'accept-language': language } });
  return response;
}

async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0];
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('server export', () => {
  test('answers an xlsx attachment with the ms-excel type', async () => {
    const response = await download({ pageNum: 1, pageSize: 100 });
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.ms-excel/);
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''waybill.xlsx");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('the header row holds the translated labels of the list columns, and the rows match the list', async () => {
    const query = { status: 'completed', sortField: 'totalMonetaryAmount', sortType: 'desc', pageNum: 2, pageSize: 300 };
    const sheet = await sheetOf(await download(query));
    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { ...query, pageNum: 1, pageSize: 500 } });
    const expected = list.data.records.slice(300, 500);
    const headers = rowValues(sheet, 1);
    expect(headers.slice(0, 3)).toEqual(['运单号', '运单状态', '货主']);
    expect(sheet.rowCount - 1).toBe(Math.min(300, list.data.total - 300));
    const numberColumn = headers.indexOf('运单号');
    const amountColumn = headers.indexOf('运费金额（元）');
    expect(amountColumn).toBeGreaterThan(0);
    expect(rowValues(sheet, 2)[numberColumn]).toBe(expected[0].shippingNoteNumber);
    expect(rowValues(sheet, 2)[amountColumn]).toBe(expected[0].totalMonetaryAmount);
  });

  test('a batch larger than one read chunk (2,000 rows) is complete and in list order', async () => {
    const sheet = await sheetOf(await download({ pageNum: 1, pageSize: 2500 }));
    const total = (await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { pageSize: 10 } })).data.total;
    expect(sheet.rowCount - 1).toBe(Math.min(2500, total));
    const around = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { pageNum: 4, pageSize: 500 } });
    const numbers = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => rowValues(sheet, from + i + 2)[0]);
    // Rows 1999..2002 of the batch straddle the chunk boundary.
    expect(numbers(1998, 2002)).toEqual(around.data.records.slice(498, 500).map((r: { shippingNoteNumber: string }) => r.shippingNoteNumber)
      .concat((await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { pageNum: 5, pageSize: 500 } })).data.records.slice(0, 2).map((r: { shippingNoteNumber: string }) => r.shippingNoteNumber)));
    expect(new Set(numbers(0, sheet.rowCount - 1)).size).toBe(sheet.rowCount - 1);
  });

  test('dictionary codes are written as their names', async () => {
    const sheet = await sheetOf(await download({ status: 'completed', pageSize: 10 }));
    expect(rowValues(sheet, 2)[1]).toBe('已完成');
    const english = await sheetOf(await download({ status: 'completed', pageSize: 10 }, fx.tokens.staff, 'en'));
    expect(rowValues(english, 1)[0]).not.toBe('运单号');
  });

  test('a text cell starting with = + - or @ is neutralised', async () => {
    for (const consignor of ['=cmd|\' /C calc\'!A0', '+1+1', '-2+3', '@SUM(A1)']) {
      await fx.api.call(WAYBILL, { method: 'POST', json: newWaybill({ shipperName: consignor, consignor }), token: fx.tokens.staff });
    }
    const sheet = await sheetOf(await download({ consignor: '', shipperName: '', pageSize: 10, sortField: 'gmtCreated', sortType: 'desc' }));
    const column = rowValues(sheet, 1).indexOf('托运人');
    const values = [2, 3, 4, 5].map((n) => rowValues(sheet, n)[column]);
    expect(values.sort()).toEqual(["'+1+1", "'-2+3", "'=cmd|' /C calc'!A0", "'@SUM(A1)"].sort());
    for (let n = 2; n <= 5; n += 1) expect(sheet.getRow(n).getCell(column + 1).formula).toBeUndefined();
  });

  test('the export uses the list filters and scope: a shipper exports only its own waybills', async () => {
    const sheet = await sheetOf(await download({ pageSize: 5000 }, fx.tokens.shipper));
    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.shipper, query: { pageSize: 10 } });
    expect(sheet.rowCount - 1).toBe(list.data.total);
  });

  test('bad queries answer the 422 envelope, not a file', async () => {
    const queries: Record<string, string | number>[] = [{ sortField: 'consignorTelephone' }, { pageSize: 50001 }, { 'status; DROP TABLE x': 1 }, { pageSize: 20001 }];
    for (const query of queries) {
      const answer = await fx.api.call(`${WAYBILL}/export`, { token: fx.tokens.staff, query });
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    }
  });

  test('the file is deflated; the header row is bold, filled and frozen; columns, labels and widths are the list\'s', async () => {
    const columns = [
      { field: 'shippingNoteNumber', header: '单号（列表）', width: 180 },
      { field: 'status', header: '状态' },
      { field: 'totalMonetaryAmount', header: '金额', width: 120 },
    ];
    const query = { sortField: 'totalMonetaryAmount', sortType: 'desc', pageNum: 1, pageSize: 200, columns: JSON.stringify(columns) };
    const response = await download(query);
    const bytes = Buffer.from(await response.arrayBuffer());
    const sheetEntry = zipEntries(bytes).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheetEntry.method).toBe(8);
    expect(sheetEntry.compressedSize).toBeLessThan(sheetEntry.size / 4);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(rowValues(sheet, 1)).toEqual(['单号（列表）', '状态', '金额']);
    const header = sheet.getRow(1).getCell(1);
    expect(header.font?.bold).toBe(true);
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAED' } });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(widthFromPixels(180));
    expect(sheet.getColumn(3).width).toBe(widthFromPixels(120));
    // A column without a width gets one from its header.
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(10);

    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { sortField: 'totalMonetaryAmount', sortType: 'desc', pageSize: 500 } });
    expect(sheet.rowCount - 1).toBe(Math.min(200, list.data.total));
    for (const n of [0, 57, sheet.rowCount - 2]) {
      const record = list.data.records[n];
      const [number, status, amount] = rowValues(sheet, n + 2);
      expect(number).toBe(record.shippingNoteNumber);
      expect(typeof status).toBe('string');
      expect(status).not.toBe(record.status);
      expect(amount).toBe(record.totalMonetaryAmount);
    }
  });

  test('with ids, the selected rows alone, in the list order, within the caller\'s reach', async () => {
    const list = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.staff, query: { pageSize: 20 } });
    const chosen = [list.data.records[3], list.data.records[0], list.data.records[11]];
    const columns = JSON.stringify([{ field: 'shippingNoteNumber', header: 'no' }]);
    const sheet = await sheetOf(await download({ ids: chosen.map((r: { id: number }) => r.id).join(','), columns, pageSize: 3 }));
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((n) => rowValues(sheet, n)[0])).toEqual([0, 3, 11].map((i) => list.data.records[i].shippingNoteNumber));
    // A shipper naming staff-only rows gets none of them.
    const theirs = await sheetOf(await download({ ids: chosen.map((r: { id: number }) => r.id).join(','), columns, pageSize: 3 }, fx.tokens.shipper));
    const shipperList = await fx.api.call(`${WAYBILL}/list`, { token: fx.tokens.shipper, query: { pageSize: 500 } });
    const own = new Set(shipperList.data.records.map((r: { id: number }) => r.id));
    expect(theirs.rowCount - 1).toBe(chosen.filter((r: { id: number }) => own.has(r.id)).length);
  });

  test('an unknown or hidden column, or malformed ids, answer 422', async () => {
    const queries: Record<string, string>[] = [
      { columns: JSON.stringify([{ field: 'nope' }]) },
      { columns: '[{"field":' },
      { columns: JSON.stringify([{ field: 'shippingNoteNumber', width: -3 }]) },
      { ids: '1,abc' },
    ];
    for (const query of queries) {
      const answer = await fx.api.call(`${WAYBILL}/export`, { token: fx.tokens.staff, query: { pageSize: 10, ...query } });
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    }
  });
});
