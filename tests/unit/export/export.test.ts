import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { batches, exportableQuantity } from '../../../src/core/export/batches';
import { neutraliseFormula } from '../../../src/core/export/neutraliseFormula';
import { exportFileName, type ExportColumn, type ExportRow } from '../../../src/core/export/exportFormats';
import { writeRows } from '../../../src/core/export/writeRows';

describe('spec 9: larger exports are split into batches, each "row X to row Y"', () => {
  it.each([
    [0, 20000, []],
    [1, 20000, [{ from: 1, to: 1, pageNum: 1 }]],
    [20000, 20000, [{ from: 1, to: 20000, pageNum: 1 }]],
    [
      45001,
      20000,
      [
        { from: 1, to: 20000, pageNum: 1 },
        { from: 20001, to: 40000, pageNum: 2 },
        { from: 40001, to: 45001, pageNum: 3 },
      ],
    ],
  ])('%s rows in batches of %s', (total, size, expected) => {
    expect(batches(total, size)).toEqual(expected);
  });

  it('a batch size that is not a positive integer is a bug', () => {
    expect(() => batches(10, 0)).toThrow(RangeError);
  });
});

describe('spec 9: export row limit 20000 if the branch config is empty or missing', () => {
  it.each([
    ['5000', 5000],
    [' 300 ', 300],
    [1000, 1000],
    ['', 20000],
    [undefined, 20000],
    [null, 20000],
    ['abc', 20000],
    ['0', 20000],
    ['-5', 20000],
    ['1.5', 20000],
  ])('config %j -> %s rows per batch', (config, expected) => {
    expect(exportableQuantity(config)).toBe(expected);
  });
});

describe('issue 5: text cells starting with =, +, -, @ are neutralised', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+86 138', `'+86 138`],
    ['-1+2', `'-1+2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['鲁A12345', '鲁A12345'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });
});

describe('spec 9: export file names', () => {
  it('adds the extension once, and names an unnamed file excel-list', () => {
    expect(exportFileName('运单', 'csv')).toBe('运单.csv');
    expect(exportFileName('file.xlsx', 'xlsx')).toBe('file.xlsx');
    expect(exportFileName('  ', 'txt')).toBe('excel-list.txt');
  });
});

const columns: ExportColumn[] = [
  { key: 'no', header: '运单号' },
  { key: 'consignor', header: '托运人' },
  { key: 'amount', header: '运费金额' },
];
const rows: ExportRow[] = [
  { no: 'YD20260101000001', consignor: '=cmd|"/c calc"!A1', amount: 1234.5 },
  { no: 'YD20260101000002', consignor: '顺达物流', amount: -3 },
  { no: 'YD20260101000003', consignor: undefined, amount: null },
];
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('spec 9: export formats xlsx, csv, html, xml and txt', () => {
  it('xlsx reads back (with exceljs) with the header row, the values and the formula neutralised', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(writeRows(rows, columns, 'xlsx').buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '运单号', '托运人', '运费金额']);
    expect(sheet.getCell('B2').value).toBe(`'=cmd|"/c calc"!A1`);
    expect(sheet.getCell('B2').formula).toBeUndefined();
    expect(sheet.getCell('C2').value).toBe(1234.5);
    expect(sheet.getCell('C3').value).toBe(-3);
    expect(sheet.getCell('B4').value).toBeNull();
    expect(sheet.rowCount).toBe(4);
  });

  it('csv is UTF-8 with a byte-order mark, one line per row', () => {
    const bytes = writeRows(rows, columns, 'csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = decode(bytes).slice(1).split('\n');
    expect(lines[0]).toBe('运单号,托运人,运费金额');
    expect(lines[1]).toBe(`YD20260101000001,"'=cmd|""/c calc""!A1",1234.5`);
    expect(lines[2]).toBe('YD20260101000002,顺达物流,-3');
  });

  it('txt is tab-separated UTF-8', () => {
    const lines = decode(writeRows(rows, columns, 'txt')).split('\n');
    expect(lines[0]).toBe('运单号\t托运人\t运费金额');
    expect(lines[1]!.split('\t')[1]).toMatch(/^"?'=cmd/);
  });

  it('html is a table whose cells hold the neutralised text', () => {
    const html = decode(writeRows(rows, columns, 'html'));
    expect(html).toContain('<meta charset="utf-8"/>');
    const cells = [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells.slice(0, 5)).toEqual(['运单号', '托运人', '运费金额', 'YD20260101000001', `&apos;=cmd|&quot;/c calc&quot;!A1`]);
  });

  it('xml is SpreadsheetML 2003 with the neutralised text as a String cell', () => {
    const xml = decode(writeRows(rows, columns, 'xml'));
    expect(xml).toContain('urn:schemas-microsoft-com:office:spreadsheet');
    expect(xml).toMatch(/<Data ss:Type="String">&apos;=cmd\|&quot;\/c calc&quot;!A1<\/Data>/);
    expect(xml).toMatch(/<Data ss:Type="Number">1234.5<\/Data>/);
    expect(xml).not.toMatch(/ss:Formula/);
  });
});
