// table with `source` (public pages): the rows are the list under that key of the signed link's
// record; no API call, no paging. On a phone each row is a card of label/value lines, from 640 px
// a plain table.
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../src/core/generated/page-language';
import { fieldMeta, type EntitySchema } from '../../entities';
import { usePublicLink } from '../../publicLink';
import { CellValue } from '../../shared/CellValue';
import { defaultFormat, isEmpty } from '../../shared/formatValue';

export function SourceTable({ source, columns, entity }: { source: string; columns: readonly Column[]; entity: EntitySchema }) {
  const { t } = useTranslation();
  const link = usePublicLink();
  const value = link?.record[source];
  const rows = Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
  const fields = columns.map((column) => ({ column, field: fieldMeta(entity, column.field) }));
  if (rows.length === 0) return <p className="rounded bg-white p-4 text-sm text-slate-500">{t('renderer.table.empty')}</p>;
  return (
    <div className="overflow-hidden rounded bg-white" data-source-table={source}>
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-slate-500">
          <tr>{fields.map(({ column, field }) => <th key={column.field} scope="col" className="px-3 py-2 font-medium">{t(column.label ?? field.label)}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-slate-100">
              {fields.map(({ column, field }) => (
                <td key={column.field} className="px-3 py-2.5 align-top">
                  {isEmpty(row[column.field]) ? <span className="text-slate-400">—</span>
                    : <CellValue value={row[column.field]} field={field} format={column.format ?? defaultFormat(field)} dict={column.dict} row={row} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
