// A table of records: toolbar, the selection bar, the table with row actions, paging, and the
// dialog or sheet of the last action (renderers/actions/), over the page's query.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelectionState } from '@tanstack/react-table';
import { useSnapshot } from 'valtio';
import { refresh, setPage, setPageSize, setSort } from '../../../src/core/list/listQuery';
import type { Column, TableBlock } from '../../../src/core/generated/page-language';
import { useDictVersion } from '../../../src/dicts/dictStore';
import { usePermissionCodes } from '../../../src/session/permissions';
import { session } from '../../../src/session/sessionState';
import { fieldMeta, primaryKey, type EntitySchema } from '../../entities';
import type { EntityRecord } from '../../entityApi';
import { splitToolbar } from '../../actions';
import { ActionButtons, RowActionButtons } from '../../list/ActionButtons';
import { appliesToRow, isPermitted, toolbarActions } from '../../list/actions';
import { ColumnSettings, DensitySwitch } from '../../list/ColumnSettings';
import type { ColumnPrefs } from '../../list/columnPrefs';
import { SavedViews } from '../../list/SavedViews';
import { useListLayout } from '../../list/useListLayout';
import { DataTable } from '../../list/DataTable';
import { exportLimit } from '../../list/export/clientExport';
import { Pagination } from '../../list/Pagination';
import { useListActions } from '../../list/useListActions';
import { usePageQuery, useTableQuery, type PagingAction } from '../pageQuery';
import { askFirstPage } from './firstPage';
import { SelectionBar } from './SelectionBar';
import { useRecords } from './useRecords';

export interface RecordsTableProps {
  block: TableBlock;
  columns: Column[];
  entity: EntitySchema;
  component: string;
  screen?: string;
  /** Values a new record starts with (the screen's fixed filter, a related table's link). */
  presets?: EntityRecord;
}

export function RecordsTable({ block, columns: allColumns, entity, component, screen, presets }: RecordsTableProps) {
  const { t } = useTranslation();
  const { code, branch, exportableQuantity } = useSnapshot(session);
  const { query, initial, dispatch, params, paramsAfter, reloads, reload } = useTableQuery(block);
  const { primaryTable, openedWithQuery } = usePageQuery();
  const list = useRecords(entity, params, reloads);
  // A new page or order is asked for here, in the click's handler: the call leaves before the
  // render that marks the table busy (useRecords takes it), not after that render's commit.
  const turnPage = (action: PagingAction) => {
    const next = paramsAfter(action);
    if (JSON.stringify(next) !== JSON.stringify(params)) askFirstPage(entity, next);
    dispatch(action);
  };
  // The user's codes, read once per render of the table (not per row or cell).
  const permissions = usePermissionCodes();
  const hasPermission = useCallback((code: string) => permissions.has(code), [permissions]);

  const columns = useMemo(() => allColumns.filter((column) => !column.permission || hasPermission(column.permission)), [allColumns, hasPermission]);
  const visibleFields = useMemo(() => columns.map((column) => column.field), [columns]);
  const labels = useMemo(
    () => Object.fromEntries(columns.map((column) => [column.field, t(column.label ?? fieldMeta(entity, column.field).label)])),
    [columns, entity, t],
  );

  const { layout, change: changeLayout } = useListLayout(code, component, visibleFields);
  const prefs = layout.columns;
  const changePrefs = (columns: ColumnPrefs) => changeLayout({ ...layout, columns });

  // A new page of records starts with nothing selected.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(list.records);
  if (selectionFor !== list.records) {
    setSelectionFor(list.records);
    setRowSelection({});
  }
  const idField = primaryKey(entity);
  const selectedRows = list.records.filter((row, index) => rowSelection[String(row[idField] ?? index)]);
  const shownColumns = prefs.order.flatMap((field) => columns.find((column) => column.field === field && !prefs.hidden.includes(field)) ?? []);
  const actions = useListActions({
    entity, form: block.form, presets, columns: shownColumns, params, reload,
    exportLimit: exportLimit(branch as typeof session.branch, exportableQuantity),
    clearSelection: () => setRowSelection({}),
  });

  const dictTypes = useMemo(
    () => [...new Set(columns.map((column) => column.dict ?? fieldMeta(entity, column.field).dict).filter((type): type is string => !!type))],
    [columns, entity],
  );
  useDictVersion(dictTypes);

  const { toolbar, selection } = splitToolbar(toolbarActions(block.toolbar, hasPermission, screen));
  // The table's columns stay stable across renders; the row buttons reach the latest handler.
  const runRef = useRef(actions.run);
  useEffect(() => {
    runRef.current = actions.run;
  });
  // The row actions the user may run are decided once for the page; each row only checks its `when`.
  const permittedRowActions = useMemo(
    () => (block.rowActions ?? []).filter((action) => isPermitted(action, hasPermission, screen)),
    [block.rowActions, hasPermission, screen],
  );
  const renderRowActions = useCallback(
    (row: EntityRecord) => (
      <RowActionButtons
        entity={entity}
        t={t}
        actions={permittedRowActions.filter((action) => appliesToRow(entity, action, row))}
        onRun={(action) => void runRef.current(action, [row], 'row')}
      />
    ),
    [entity, permittedRowActions, t],
  );
  const hasRowActions = (block.rowActions?.length ?? 0) > 0;
  const table = useMemo(() => ({ columns, selection: block.selection }), [columns, block.selection]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ActionButtons entity={entity} variant="toolbar" actions={toolbar} onRun={(action) => void actions.run(action, selectedRows, 'toolbar')} />
        <div className="flex flex-wrap items-center gap-2">
          {primaryTable === block && (
            <SavedViews screen={component} query={query} dispatch={dispatch} layout={layout} onLayout={changeLayout} openedWithQuery={openedWithQuery} />
          )}
          <DensitySwitch density={layout.density} onChange={(density) => changeLayout({ ...layout, density })} />
          <ColumnSettings labels={labels} prefs={prefs} onChange={changePrefs} />
        </div>
      </div>
      <SelectionBar entity={entity} count={selectedRows.length} actions={selection} onRun={(action) => void actions.run(action, selectedRows, 'toolbar')} onClear={() => setRowSelection({})} />
      <DataTable
        page={table}
        entity={entity}
        records={list.records}
        query={query}
        onSort={(field, order) => turnPage(setSort(field, order))}
        rowSelection={rowSelection}
        onRowSelectionChange={setRowSelection}
        prefs={prefs}
        density={layout.density}
        visibleFields={visibleFields}
        renderRowActions={hasRowActions ? renderRowActions : undefined}
        loading={list.loading}
        onResetFilters={() => dispatch(refresh(initial))}
      />
      <Pagination
        total={list.total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={(pageNum) => turnPage(setPage(pageNum))}
        onPageSize={(pageSize) => turnPage(setPageSize(pageSize))}
      />
      {actions.overlay}
    </div>
  );
}
