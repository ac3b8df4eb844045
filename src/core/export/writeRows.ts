// Client export writers (spec section 9): rows as shown in the list -> file bytes in xlsx, csv,
// html, xml (SpreadsheetML 2003) or txt (tab-separated), written by SheetJS. SheetJS is used
// only to write: the pinned version has advisories for reading files. Imported when an export is
// written (renderers/list/export/clientExport.ts); the formats and names are exportFormats.ts.
import { utils, write, type BookType } from 'xlsx';
import type { ExportCell, ExportColumn, ExportFormat, ExportRow } from './exportFormats';
import { neutraliseFormula } from './neutraliseFormula';

const BOOK_TYPES: Record<ExportFormat, BookType> = { xlsx: 'xlsx', csv: 'csv', html: 'html', xml: 'xlml', txt: 'txt' };

/** Excel reads a csv as UTF-8 (and shows Chinese correctly) only with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

function cellOf(value: ExportCell): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return neutraliseFormula(value);
  return value;
}

/** The file's bytes: a header row of the column headers, then one row per record. */
export function writeRows(rows: readonly ExportRow[], columns: readonly ExportColumn[], format: ExportFormat): Uint8Array {
  const table = [
    columns.map((column) => neutraliseFormula(column.header)),
    ...rows.map((row) => columns.map((column) => cellOf(row[column.key]))),
  ];
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(table), 'Sheet1');
  const bookType = BOOK_TYPES[format];
  if (format === 'xlsx') return new Uint8Array(write(workbook, { bookType, type: 'array' }) as ArrayBuffer);
  const text = write(workbook, { bookType, type: 'string' }) as string;
  return new TextEncoder().encode(format === 'csv' ? UTF8_BOM + text : text);
}
