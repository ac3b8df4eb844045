// The table: TanStack Table v9 for columns, selection, visibility, order and fixed columns;
// sorting is the list query's (server-side), three-state from the headers. Pages of 50 rows or
// more render only the rows in view (@tanstack/react-virtual), each row measured so the scroll
// height is true. Cells stay one line (fixed table layout, text cut with an ellipsis): every row
// is as tall as its density says, which is also what the virtualiser estimates.
import { memo, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  FlexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type Column,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { hasFilters, nextSortOrder, type ListQueryState, type SortOrder } from '../../src/core/list/listQuery';
import type { Column as PageColumn, Selection } from '../../src/core/generated/page-language';
import { fieldMeta, primaryKey, type EntitySchema } from '../entities';
import type { EntityRecord } from '../entityApi';
import { useNarrow } from '../../src/ui/useNarrow';
import { isDictLoaded } from '../../src/dicts/dictStore';
import { CellContent } from '../shared/CellValue';
import { defaultFormat } from '../shared/formatValue';
import type { RowDensity } from '../../src/core/generated/api';
import type { ColumnPrefs } from './columnPrefs';
import { RecordCards } from './RecordCards';

const features = tableFeatures({ columnSizingFeature, columnVisibilityFeature, columnOrderingFeature, columnPinningFeature, rowSelectionFeature });
type Features = typeof features;
const helper = createColumnHelper<Features, EntityRecord>();

export const SELECT_COLUMN = '__select';
export const ACTIONS_COLUMN = '__actions';
/** A cell whose text the ellipsis cuts shows it whole on hover (read when hovered, not rendered). */
function showCutText(event: { currentTarget: HTMLElement }): void {
  const cell = event.currentTarget;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}

/** Issue 19: rows are virtualised when a page has at least this many. */
export const VIRTUALISE_FROM = 50;
/** A virtualised table scrolls inside this share of the window's height (its max-h-[70vh]). */
const VIRTUAL_AREA_VH = 0.7;
/** Row heights (px) by density, border included: the virtualiser estimates with them and
 * measures the rows it renders (an image cell may be taller). */
const ROW_HEIGHT: Record<RowDensity, number> = { comfortable: 41, compact: 33 };
const CELL_PADDING: Record<RowDensity, string> = { comfortable: 'py-2', compact: 'py-1' };
const DEFAULT_WIDTH = 140;

export interface DataTableProps {
  /** The table's columns and whether rows can be selected. */
  page: { columns: readonly PageColumn[]; selection?: Selection };
  entity: EntitySchema;
  records: EntityRecord[];
  query: ListQueryState;
  onSort: (field: string, order: SortOrder | null) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
  prefs: ColumnPrefs;
  /** Row height: compact rows fit more on a screen. */
  density?: RowDensity;
  /** Columns the user may see (a column's `permission` hides it). */
  visibleFields: readonly string[];
  renderRowActions?: (row: EntityRecord) => ReactNode;
  loading: boolean;
  /** Clears the user's filters: offered when an empty answer is due to them. */
  onResetFilters?: () => void;
}

/** Why the table is empty, with the way out when the user's filters are the reason. */
function emptyMessage(query: ListQueryState, onReset: (() => void) | undefined, t: (key: string) => string): ReactNode {
  if (!hasFilters(query) || !onReset) return t('renderer.table.empty');
  return (
    <>
      <span>{t('renderer.table.noMatch')}</span>
      <button type="button" onClick={onReset} className="text-primary hover:underline">
        {t('renderer.table.resetFilters')}
      </button>
    </>
  );
}

function pinnedStyle(column: Column<Features, EntityRecord, unknown>): CSSProperties {
  const pinned = column.getIsPinned();
  return {
    width: column.getSize(),
    minWidth: column.getSize(),
    position: pinned ? 'sticky' : undefined,
    insetInlineStart: pinned === 'start' ? column.getStart('start') : undefined,
    insetInlineEnd: pinned === 'end' ? column.getAfter('end') : undefined,
    zIndex: pinned ? 1 : undefined,
  };
}

/** The columns as the user arranged them (order and hidden ones), for the cards. */
function arrangedColumns(page: DataTableProps['page'], visibleFields: readonly string[], prefs: ColumnPrefs): PageColumn[] {
  const shown = page.columns.filter((column) => visibleFields.includes(column.field) && !prefs.hidden.includes(column.field));
  const at = (field: string) => { const index = prefs.order.indexOf(field); return index < 0 ? prefs.order.length : index; };
  return [...shown].sort((a, b) => at(a.field) - at(b.field));
}

/** Below 992 px a list is cards (issue 10); from there a table. */
export function DataTable(props: DataTableProps) {
  return useNarrow() ? <DataCards {...props} /> : <WideTable {...props} />;
}

function DataCards({ page, entity, records, query, rowSelection, onRowSelectionChange, prefs, visibleFields, renderRowActions, loading, onResetFilters }: DataTableProps) {
  const { t } = useTranslation();
  const idField = primaryKey(entity);
  const selection = page.selection
    ? {
        isSelected: (id: string) => rowSelection[id] === true,
        toggle: (id: string) => {
          const { [id]: selected, ...others } = rowSelection;
          onRowSelectionChange(selected ? others : { ...rowSelection, [id]: true });
        },
      }
    : undefined;
  return (
    <RecordCards
      columns={arrangedColumns(page, visibleFields, prefs)}
      entity={entity}
      records={records}
      rowId={(row, index) => String(row[idField] ?? index)}
      selection={selection}
      renderRowActions={renderRowActions}
      loading={loading}
      empty={emptyMessage(query, onResetFilters, t)}
    />
  );
}

interface DataRowProps {
  row: Row<Features, EntityRecord>;
  index: number;
  /** Said (aria-selected) when the table selects rows. */
  selected: boolean | undefined;
  columnStyles: ReadonlyMap<string, CSSProperties>;
  density: RowDensity;
  /** The virtualiser's measure, for a virtualised page. */
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
  /** Which of the columns' dictionaries are loaded: a dictionary arriving shows its labels. */
  dictsLoaded: string;
}

/** One row: rendered again only when its record, selection, columns, density or dictionaries
 * change, not on each render of the table (the busy flag of a new query, the virtualiser's
 * range) — issue 19: those re-rendered every cell of the page, 20–30 ms before a page size
 * change's call left. */
const DataRow = memo(function DataRow({ row, index, selected, columnStyles, density, measure }: DataRowProps) {
  return (
    <tr data-index={index} ref={measure} aria-selected={selected} className="border-b border-slate-100 hover:bg-slate-50" style={{ height: ROW_HEIGHT[density] }}>
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          onMouseEnter={showCutText}
          style={columnStyles.get(cell.column.id)}
          className={`overflow-hidden text-ellipsis whitespace-nowrap px-3 ${CELL_PADDING[density]} text-slate-700 ${cell.column.getIsPinned() ? 'bg-white' : ''}`}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});

function WideTable(props: DataTableProps) {
  const { page, entity, records, query, onSort, rowSelection, onRowSelectionChange, prefs, visibleFields, renderRowActions, loading, onResetFilters, density = 'comfortable' } = props;
  const { t } = useTranslation();
  const idField = primaryKey(entity);

  const dictTypes = useMemo(
    () => page.columns.flatMap((column) => column.dict ?? fieldMeta(entity, column.field).dict ?? []),
    [page, entity],
  );
  const columns = useMemo(() => {
    const dataColumns = page.columns
      .filter((column) => visibleFields.includes(column.field))
      .map((column) => {
        const field = fieldMeta(entity, column.field);
        const format = column.format ?? defaultFormat(field);
        return helper.accessor((row) => row[column.field], {
          id: column.field,
          size: column.width ?? field.width ?? DEFAULT_WIDTH,
          header: () => t(column.label ?? field.label),
          cell: (context) => <CellContent value={context.getValue()} field={field} format={format} dict={column.dict} row={context.row.original} t={t} />,
        });
      });
    const select = page.selection
      ? [
          helper.display({
            id: SELECT_COLUMN,
            size: 44,
            header: ({ table }) => (
              <input
                type="checkbox"
                aria-label={t('renderer.table.selectAll')}
                checked={table.getIsAllRowsSelected()}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            ),
            cell: ({ row }) => (
              <input type="checkbox" aria-label={t('renderer.table.selectRow')} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
            ),
          }),
        ]
      : [];
    const actions = renderRowActions
      ? [helper.display({ id: ACTIONS_COLUMN, size: 260, header: () => t('renderer.table.actions'), cell: ({ row }) => renderRowActions(row.original) })]
      : [];
    return [...select, ...dataColumns, ...actions];
  }, [page, entity, visibleFields, renderRowActions, t]);

  const columnPinning = useMemo(
    () => ({
      start: [...(page.selection ? [SELECT_COLUMN] : []), ...page.columns.filter((column) => column.fixed === 'left').map((column) => column.field)],
      end: [...page.columns.filter((column) => column.fixed === 'right').map((column) => column.field), ...(renderRowActions ? [ACTIONS_COLUMN] : [])],
    }),
    [page, renderRowActions],
  );
  const columnVisibility = useMemo(() => Object.fromEntries(prefs.hidden.map((id) => [id, false])), [prefs.hidden]);

  const table = useTable({
    features,
    columns,
    data: records,
    getRowId: (row, index) => String(row[idField] ?? index),
    state: { rowSelection, columnVisibility, columnOrder: prefs.order, columnPinning },
    onRowSelectionChange: (updater) => onRowSelectionChange(typeof updater === 'function' ? updater(rowSelection) : updater),
  });

  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALISE_FROM;
  // TanStack Virtual hands out functions whose results change without new identities, so the
  // React Compiler leaves this component alone (it says so as a warning).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT[density],
    // The area's height before it is measured (max-h-[70vh]): the first render already has the
    // rows in view, instead of the overscan only and a second render once the area is measured.
    initialRect: { width: 0, height: Math.round(window.innerHeight * VIRTUAL_AREA_VH) },
    overscan: 10,
    enabled: virtual,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((item) => ({ row: rows[item.index]!, index: item.index })) : rows.map((row, index) => ({ row, index }));
  const paddingTop = virtual && items.length > 0 ? items[0]!.start : 0;
  const paddingBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  // The table's owner renders again when a dictionary arrives (useDictVersion); the rows then too.
  const dictsLoaded = dictTypes.map((type) => (isDictLoaded(type) ? 1 : 0)).join('');
  // One style per column, not one per cell; a new map only when the columns change (rows are
  // rendered again when it does).
  const columnStyles = useMemo(
    () => new Map(table.getAllLeafColumns().map((column) => [column.id, pinnedStyle(column)])),
    // The table reads these (its state and columns) when it computes sizes and pinned offsets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, columns, columnVisibility, prefs.order, columnPinning],
  );

  return (
    <div ref={scrollRef} className={`overflow-auto rounded border border-slate-200 bg-white ${virtual ? 'max-h-[70vh]' : ''}`} aria-busy={loading}>
      <table className="min-w-full table-fixed border-collapse text-sm" style={{ width: table.getTotalSize() }} data-rows={rows.length}>
        <thead className="sticky top-0 z-[2] bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const column = page.columns.find((entry) => entry.field === id);
                const sortable = column?.sortable === true;
                const sorted = query.sortField === id ? query.sortType : undefined;
                const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : sortable ? 'none' : undefined;
                return (
                  <th key={header.id} aria-sort={ariaSort} style={columnStyles.get(id)} className="overflow-hidden text-ellipsis whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-medium text-slate-600">
                    {sortable ? (
                      <button type="button" onClick={() => onSort(id, nextSortOrder(sorted))} className="inline-flex items-center gap-1 hover:text-primary">
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 && <tr style={{ height: paddingTop }} aria-hidden="true" />}
          {shown.map(({ row, index }) => (
            <DataRow
              key={row.id}
              row={row}
              index={index}
              selected={page.selection ? row.getIsSelected() : undefined}
              columnStyles={columnStyles}
              density={density}
              measure={virtual ? virtualizer.measureElement : undefined}
              dictsLoaded={dictsLoaded}
            />
          ))}
          {paddingBottom > 0 && <tr style={{ height: paddingBottom }} aria-hidden="true" />}
        </tbody>
      </table>
      {rows.length === 0 && (
        // Below the header, as wide as the visible box and pinned to its left edge: seen however
        // wide the table is and wherever it is scrolled.
        <div role="status" className="sticky left-0 flex w-full flex-col items-center gap-2 px-3 py-10 text-sm text-slate-400">
          {loading ? t('common.loading') : emptyMessage(query, onResetFilters, t)}
        </div>
      )}
    </div>
  );
}
