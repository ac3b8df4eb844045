// The print layout: covers the console on screen (with 打印 and 关闭), prints alone (print.css).
// One record prints as label/value pairs, several as a table; values are formatted as the
// table's cells (dictionary names, money, dates).
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../src/core/generated/page-language';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { Button } from '../../../src/ui/Button';
import { fieldMeta, type EntitySchema } from '../../entities';
import type { EntityRecord, PrintTemplate } from '../../entityApi';
import { CellValue } from '../../shared/CellValue';
import { defaultFormat } from '../../shared/formatValue';
import './print.css';

export interface PrintSheetProps {
  entity: EntitySchema;
  columns: readonly Column[];
  rows: readonly EntityRecord[];
  /** The print template used: its header, footer, paper and orientation. */
  template?: PrintTemplate | null;
  onClose: () => void;
}

/** CSS page size of a template's paper (dictionary print_paper): A4, A5, B5 or width x height in mm. */
export function pageSizeOf(template: PrintTemplate): string {
  const custom = /^(\d+)x(\d+)$/.exec(template.paperSize);
  const size = custom ? `${custom[1]}mm ${custom[2]}mm` : template.paperSize;
  return `${size} ${template.orientation === 'landscape' ? 'landscape' : 'portrait'}`;
}

export function PrintSheet({ entity, columns, rows, template, onClose }: PrintSheetProps) {
  const { t } = useTranslation();
  const cells = useMemo(
    () => columns.map((column) => {
      const field = fieldMeta(entity, column.field);
      // A template's labels are the branch's own words, printed as written.
      const own = template?.fields.find((item) => item.field === column.field)?.label;
      return { column, field, format: column.format ?? defaultFormat(field), label: own ?? t(column.label ?? field.label) };
    }),
    [columns, entity, t, template],
  );
  useDictVersion(useMemo(() => cells.map(({ column, field }) => column.dict ?? field.dict).filter((type): type is string => !!type), [cells]));
  // The browser's print dialog opens once the sheet is on the page.
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const value = (row: EntityRecord, cell: (typeof cells)[number]) => <CellValue value={row[cell.column.field]} field={cell.field} format={cell.format} dict={cell.column.dict} />;
  return createPortal(
    <div role="document" aria-label={t('renderer.print.title')} className="print-sheet fixed inset-0 z-[3000] overflow-auto bg-white p-6 text-slate-800">
      <div className="print-hide mb-4 flex justify-end gap-2">
        <Button variant="primary" onClick={() => window.print()}>{t('renderer.print.print')}</Button>
        <Button onClick={onClose}>{t('renderer.dialog.close')}</Button>
      </div>
      {template ? <style>{`@page { size: ${pageSizeOf(template)}; }`}</style> : null}
      <h1 className="mb-4 text-lg font-semibold">{template?.headerText ?? t(entity.title)}</h1>
      {rows.length === 1 ? (
        <section>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]">
            {cells.map((cell) => (
              <div key={cell.column.field} className="contents">
                <dt className="text-slate-500">{cell.label}</dt>
                <dd>{value(rows[0]!, cell)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              {cells.map((cell) => (
                <th key={cell.column.field} className="border border-slate-300 px-2 py-1 text-left font-medium">{cell.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {cells.map((cell) => (
                  <td key={cell.column.field} className="border border-slate-300 px-2 py-1">{value(row, cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {template?.footerText ? <p className="mt-6 text-sm text-slate-600">{template.footerText}</p> : null}
    </div>,
    document.body,
  );
}
