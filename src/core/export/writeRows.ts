// Client export writers (spec section 9): rows as shown in the list -> file bytes in xlsx, csv,
// html, xml (SpreadsheetML 2003) or txt (tab-separated), written by SheetJS. SheetJS is used
// only to write: the pinned version has advisories for reading files.
import { utils, write, type BookType } from 'xlsx';
import { neutraliseFormula } from './neutraliseFormula';

export const EXPORT_FORMATS = ['xlsx', 'csv', 'html', 'xml', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Spec section 9: the default file names. */
export const DEFAULT_EXPORT_FILE_NAMES = ['excel-list', 'file'] as const;

export interface ExportColumn {
  key: string;
  header: string;
}

export type ExportCell = string | number | boolean | null | undefined;
export type ExportRow = Readonly<Record<string, ExportCell>>;

const BOOK_TYPES: Record<ExportFormat, BookType> = { xlsx: 'xlsx', csv: 'csv', html: 'html', xml: 'xlml', txt: 'txt' };

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  html: 'text/html;charset=utf-8',
  xml: 'application/xml;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
};

/** Excel reads a csv as UTF-8 (and shows Chinese correctly) only with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

function cellOf(value: ExportCell): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return neutraliseFormula(value);
  return value;
}

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** `name.ext` for a format, the extension not doubled. */
export function exportFileName(name: string, format: ExportFormat): string {
  const base = name.trim() || DEFAULT_EXPORT_FILE_NAMES[0];
  return base.toLowerCase().endsWith(`.${format}`) ? base : `${base}.${format}`;
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
