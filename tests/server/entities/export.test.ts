// GET /<entity>/export: one batch of the list query as a real .xlsx file (read back here with
// exceljs): translated headers, the same rows as the list, dictionary names, and text cells
// that could run as formulas neutralised.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
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
});
