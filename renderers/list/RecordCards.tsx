// A list below 992 px: each row a card with its title field, its state as a tag, the next key
// fields as label and value, and the row's actions; no table wider than the screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column as PageColumn } from '../../src/core/generated/page-language';
import { fieldMeta, type EntitySchema } from '../entities';
import type { EntityRecord } from '../entityApi';
import { CellValue } from '../shared/CellValue';
import { defaultFormat } from '../shared/formatValue';

/** How many fields a card lists besides its title and state. */
export const CARD_KEY_FIELDS = 3;

export interface RecordCardsProps {
  /** The columns as the user sees them, in order (hidden ones left out). */
  columns: readonly PageColumn[];
  entity: EntitySchema;
  records: EntityRecord[];
  rowId: (row: EntityRecord, index: number) => string;
  /** Present when rows can be selected. */
  selection?: { isSelected: (id: string) => boolean; toggle: (id: string) => void };
  renderRowActions?: (row: EntityRecord) => ReactNode;
  loading: boolean;
  /** Shown when there is no record. */
  empty: ReactNode;
}

function Value({ column, entity, row }: { column: PageColumn; entity: EntitySchema; row: EntityRecord }) {
  const field = fieldMeta(entity, column.field);
  return <CellValue value={row[column.field]} field={field} format={column.format ?? defaultFormat(field)} dict={column.dict} row={row} />;
}

export function RecordCards({ columns, entity, records, rowId, selection, renderRowActions, loading, empty }: RecordCardsProps) {
  const { t } = useTranslation();
  const stateField = entity['x-states']?.field;
  const [title, ...rest] = columns.filter((column) => column.field !== stateField);
  const state = columns.find((column) => column.field === stateField);
  const keyFields = rest.slice(0, CARD_KEY_FIELDS);
  const label = (column: PageColumn) => t(column.label ?? fieldMeta(entity, column.field).label);
  return (
    <div aria-busy={loading}>
      <ul aria-label={t('renderer.table.cards')} className="flex flex-col gap-2">
        {records.map((row, index) => {
          const id = rowId(row, index);
          return (
            <li key={id} aria-selected={selection ? selection.isSelected(id) : undefined} className="rounded border border-slate-200 bg-white p-3 text-sm">
              <div className="flex items-start gap-2">
                {selection && (
                  <input type="checkbox" aria-label={t('renderer.table.selectRow')} checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} className="mt-1" />
                )}
                {title && (
                  <div className="min-w-0 flex-1 break-all font-medium text-slate-800">
                    <Value column={title} entity={entity} row={row} />
                  </div>
                )}
                {state && (
                  <div className="shrink-0">
                    <Value column={state} entity={entity} row={row} />
                  </div>
                )}
              </div>
              {keyFields.length > 0 && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-600">
                  {keyFields.map((column) => (
                    <div key={column.field} className="contents">
                      <dt className="text-slate-400">{label(column)}</dt>
                      <dd className="min-w-0 break-all">
                        <Value column={column} entity={entity} row={row} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {renderRowActions && <div className="mt-2 border-t border-slate-100 pt-2">{renderRowActions(row)}</div>}
            </li>
          );
        })}
      </ul>
      {records.length === 0 && (
        <div role="status" className="flex flex-col items-center gap-2 rounded border border-slate-200 bg-white px-3 py-10 text-sm text-slate-400">
          {loading ? t('common.loading') : empty}
        </div>
      )}
    </div>
  );
}
