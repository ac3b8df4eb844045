// A list page: filters, toolbar, the table with row actions, paging, the create/edit and
// state-action dialogs and the export dialog, all from the page JSON and its entity.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelectionState } from '@tanstack/react-table';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { setFilters, setPage, setPageSize, refresh, setSort } from '../../src/core/list/listQuery';
import type { ListPage } from '../../src/core/generated/page-language';
import { useDictVersion } from '../../src/dicts/dictStore';
import { hasPermission } from '../../src/session/permissions';
import { session } from '../../src/session/sessionState';
import { tagKey } from '../../src/session/tagsModel';
import { entityFor, fieldMeta, primaryKey } from '../entities';
import type { EntityRecord } from '../entityApi';
import type { RendererProps } from '../registry';
import { PageHeader } from '../shared/PageHeader';
import { ActionButtons } from './ActionButtons';
import { rowActionsFor, toolbarActions } from './actions';
import { ColumnSettings } from './ColumnSettings';
import { columnPrefsKey, readColumnPrefs, writeColumnPrefs, type ColumnPrefs } from './columnPrefs';
import { DataTable } from './DataTable';
import { ExportDialog } from './export/ExportDialog';
import { exportLimit } from './export/clientExport';
import { FilterBar } from './FilterBar';
import { Pagination } from './Pagination';
import { RecordDialog } from './RecordDialog';
import { useListActions } from './useListActions';
import { useListController } from './useListController';

export function ListRenderer({ page, component, screen }: RendererProps<ListPage>) {
  const { t } = useTranslation();
  const entity = entityFor(page.entity);
  const { code, branch, exportableQuantity } = useSnapshot(session);
  const location = useLocation();
  const list = useListController(page, entity, tagKey(location.pathname, location.search));
  const actions = useListActions(entity, list.reload);

  const columns = useMemo(() => page.columns.filter((column) => !column.permission || hasPermission(column.permission)), [page]);
  const visibleFields = useMemo(() => columns.map((column) => column.field), [columns]);
  const labels = useMemo(
    () => Object.fromEntries(columns.map((column) => [column.field, t(column.label ?? fieldMeta(entity, column.field).label)])),
    [columns, entity, t],
  );

  const prefsKey = columnPrefsKey(code, component);
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => readColumnPrefs(prefsKey, visibleFields));
  const [prefsFor, setPrefsFor] = useState({ prefsKey, visibleFields });
  if (prefsFor.prefsKey !== prefsKey || prefsFor.visibleFields !== visibleFields) {
    setPrefsFor({ prefsKey, visibleFields });
    setPrefs(readColumnPrefs(prefsKey, visibleFields));
  }
  const changePrefs = (next: ColumnPrefs) => {
    setPrefs(next);
    writeColumnPrefs(prefsKey, next);
  };

  // A new page of records starts with nothing selected.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(list.records);
  if (selectionFor !== list.records) {
    setSelectionFor(list.records);
    setRowSelection({});
  }
  const idField = primaryKey(entity);
  const selectedRows = list.records.filter((row, index) => rowSelection[String(row[idField] ?? index)]);

  const dictTypes = useMemo(
    () => [...new Set(columns.map((column) => column.dict ?? fieldMeta(entity, column.field).dict).filter((type): type is string => !!type))],
    [columns, entity],
  );
  useDictVersion(dictTypes);

  const toolbar = toolbarActions(page.toolbar, hasPermission, screen);
  // The table's columns stay stable across renders; the row buttons reach the latest handler.
  const runRef = useRef(actions.run);
  useEffect(() => {
    runRef.current = actions.run;
  });
  const renderRowActions = useCallback(
    (row: EntityRecord) => (
      <ActionButtons
        entity={entity}
        variant="row"
        actions={rowActionsFor(entity, page.rowActions, row, hasPermission, screen)}
        onRun={(action) => void runRef.current(action, [row])}
      />
    ),
    [entity, page.rowActions, screen],
  );
  const hasRowActions = (page.rowActions?.length ?? 0) > 0;

  return (
    <section className="flex flex-col gap-3 p-4">
      <PageHeader title={t(page.title)} />
      <FilterBar
        entity={entity}
        filters={page.filters ?? []}
        query={list.query}
        onSearch={(change) => list.dispatch(setFilters(change))}
        onRefresh={() => list.dispatch(refresh(list.initial))}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ActionButtons entity={entity} variant="toolbar" actions={toolbar} selectionCount={selectedRows.length} onRun={(action) => void actions.run(action, selectedRows)} />
        <ColumnSettings labels={labels} prefs={prefs} onChange={changePrefs} />
      </div>
      <DataTable
        page={page}
        entity={entity}
        records={list.records}
        query={list.query}
        onSort={(field, order) => list.dispatch(setSort(field, order))}
        rowSelection={rowSelection}
        onRowSelectionChange={setRowSelection}
        prefs={prefs}
        visibleFields={visibleFields}
        renderRowActions={hasRowActions ? renderRowActions : undefined}
        loading={list.loading}
        onResetFilters={() => list.dispatch(refresh(list.initial))}
      />
      <Pagination
        total={list.total}
        pageNum={list.query.pageNum}
        pageSize={list.query.pageSize}
        onPage={(pageNum) => list.dispatch(setPage(pageNum))}
        onPageSize={(pageSize) => list.dispatch(setPageSize(pageSize))}
      />
      {actions.dialog && <RecordDialog state={actions.dialog} entity={entity} form={page.form} onClose={actions.closeDialog} onSubmit={actions.submitDialog} />}
      {actions.exportOpen && (
        <ExportDialog
          open
          onClose={actions.closeExport}
          entity={entity}
          columns={prefs.order.flatMap((field) => columns.find((column) => column.field === field && !prefs.hidden.includes(field)) ?? [])}
          params={list.params}
          limit={exportLimit(branch as typeof session.branch, exportableQuantity)}
        />
      )}
    </section>
  );
}
