// The client export's formats, file names and row shapes (spec section 9), apart from the writer
// (writeRows.ts), so the export dialog and the list's actions can name them without fetching
// SheetJS, which comes when an export is written.

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

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  html: 'text/html;charset=utf-8',
  xml: 'application/xml;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
};

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** `name.ext` for a format, the extension not doubled. */
export function exportFileName(name: string, format: ExportFormat): string {
  const base = name.trim() || DEFAULT_EXPORT_FILE_NAMES[0];
  return base.toLowerCase().endsWith(`.${format}`) ? base : `${base}.${format}`;
}
