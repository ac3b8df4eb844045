// The one query the blocks of a page share: the filters block writes it, the table, summary,
// chart and stats blocks read it; status tabs add their filter; a report's group-by choice is
// part of it. Kept per tab (src/session/listQueries.ts) like a list's, so a tab comes back as the
// user left it. Any block's action reloads every block (`reloads`). Paging and sort are the first
// table's; a further table of the page (数据字典's items under its dictionaries) takes the filters
// and keeps its own paging and sort (useTableQuery).
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { listQueryReducer, setPage, toRequestParams, type ListQueryAction, type ListQueryState, type RangeEncoding } from '../../src/core/list/listQuery';
import type { BlockPage, TableBlock } from '../../src/core/generated/page-language';
import { allBlocks, blocksOf } from '../../src/core/page/expandPage';
import { rememberedListQuery, rememberListQuery } from '../../src/session/listQueries';
import type { ListParams } from '../entityApi';
import { withUrlFilters, initialTabFilter } from './filters/urlFilters';
import { firstOf, initialQueryOf, rangeEncodingsOf, requestParamsOf, startingQuery } from './pageQueryStart';

export interface PageQuery {
  query: ListQueryState;
  initial: ListQueryState;
  dispatch: (action: ListQueryAction) => void;
  /** The request parameters: filters, ranges, areas, paging, sort, the tab's filter and the screen's fixed filter. */
  params: ListParams;
  /** The request parameters the query will have once a paging or sort action is dispatched (the
   * pager's and the sort's page is asked for in the click's handler, before the render:
   * table/firstPage.ts). */
  paramsAfter: (action: PagingAction) => ListParams;
  rangeEncodings: Record<string, RangeEncoding>;
  /** A report's dimensions (the filters block's groupBy choice). */
  groupBy: string[];
  setGroupBy: (groupBy: string[]) => void;
  /** The status tab's filter: field -> code (or a dates tab's range ends), or nothing for "all". */
  tabFilter: Record<string, string>;
  setTabFilter: (field: string, value: string | undefined) => void;
  /** A tab's filter as request parameters (a dates tab's `<field>Start` / `<field>End`). */
  setTabParams: (params: Record<string, string>) => void;
  /** Bumped by reload(): blocks refetch when it changes. */
  reloads: number;
  reload: () => void;
  /** The page's first table: its paging and sort are the query's. */
  primaryTable?: TableBlock;
  /** The tab came back with its query, or the link that opened it brought filters (a user's
   * default saved view does not replace them). */
  openedWithQuery: boolean;
}

/** The actions that change a table's page or order, not its filters. */
export type PagingAction = Extract<ListQueryAction, { type: 'setPage' | 'setPageSize' | 'setSort' }>;

const PageQueryContext = createContext<PageQuery | null>(null);

export function usePageQuery(): PageQuery {
  const query = useContext(PageQueryContext);
  if (!query) throw new Error('usePageQuery outside a page of blocks');
  return query;
}

/** `search`: the URL query the page opened with; its filters start the filters block (filters/urlFilters.ts). */
export function PageQueryProvider({ page, tabKey, search, screen, children }: { page: BlockPage; tabKey?: string; search?: string; screen?: string; children: ReactNode }) {
  const blocks = useMemo(() => allBlocks(blocksOf(page)), [page]);
  const table = firstOf(blocks, 'table');
  const groupChoice = firstOf(blocks, 'filters')?.groupBy;
  const initial = useMemo(
    () => initialQueryOf({ pageSize: table?.pageSize, defaultSort: table?.defaultSort }),
    [table?.pageSize, table?.defaultSort],
  );
  const [openedWithQuery] = useState(() => Boolean(tabKey && rememberedListQuery(tabKey)) || withUrlFilters(page, search ?? '', initial) !== initial
    || Object.keys(initialTabFilter(page, search ?? '')).length > 0);
  const [query, dispatch] = useReducer(listQueryReducer, initial, (start) => startingQuery(page, start, tabKey, search ?? ''));
  useEffect(() => {
    if (tabKey) rememberListQuery(tabKey, query);
  }, [tabKey, query]);
  const [groupBy, setGroupBy] = useState<string[]>(() => [...(groupChoice?.default ?? groupChoice?.options.slice(0, 1) ?? [])]);
  // A status tab the URL chooses (a to-do's link: 评价管理?status=pending) is the first one shown.
  const [tabFilter, setTabFilters] = useState<Record<string, string>>(() => initialTabFilter(page, search ?? ''));
  const setTabFilter = useCallback((field: string, value: string | undefined) => {
    setTabFilters(value === undefined ? {} : { [field]: value });
    dispatch({ type: 'setPage', pageNum: 1 });
  }, []);
  const setTabParams = useCallback((tabParams: Record<string, string>) => {
    setTabFilters(tabParams);
    dispatch({ type: 'setPage', pageNum: 1 });
  }, []);
  // A related table's own query (RelatedTable.tsx) sits inside the page's: its actions reload
  // every block of the page (an accepted bid changes the order shown above it), and the page's
  // reloads reach it.
  const outer = useContext(PageQueryContext);
  const outerReload = outer?.reload;
  const [ownReloads, setReloads] = useState(0);
  const reloads = ownReloads + (outer?.reloads ?? 0);
  const reload = useCallback(() => (outerReload ? outerReload() : setReloads((count) => count + 1)), [outerReload]);
  const rangeEncodings = useMemo(() => rangeEncodingsOf(page, blocks), [page, blocks]);
  // A screen's fixed filter goes with every query (and export): a role that reaches the entity
  // through another screen too still sees here only what this screen is for.
  const paramsOf = useCallback(
    (of: ListQueryState) => requestParamsOf(of, rangeEncodings, tabFilter, page.fixedFilter, screen),
    [rangeEncodings, tabFilter, page.fixedFilter, screen],
  );
  const params = useMemo(() => paramsOf(query), [paramsOf, query]);
  const paramsAfter = useCallback((action: PagingAction) => paramsOf(listQueryReducer(query, action)), [paramsOf, query]);
  // A dashboard refreshes itself (a wall display).
  useEffect(() => {
    if (!page.refresh) return;
    const timer = window.setInterval(reload, page.refresh * 1000);
    return () => window.clearInterval(timer);
  }, [page.refresh, reload]);
  const value = useMemo<PageQuery>(
    () => ({ query, initial, dispatch, params, paramsAfter, rangeEncodings, groupBy, setGroupBy, tabFilter, setTabFilter, setTabParams, reloads, reload, primaryTable: table, openedWithQuery }),
    [query, initial, params, paramsAfter, rangeEncodings, groupBy, tabFilter, setTabFilter, setTabParams, reloads, reload, table, openedWithQuery],
  );
  return <PageQueryContext.Provider value={value}>{children}</PageQueryContext.Provider>;
}

export type TableQuery = Pick<PageQuery, 'query' | 'initial' | 'dispatch' | 'params' | 'paramsAfter' | 'reloads' | 'reload'>;

/** A further table's parameters: the page's filters with the table's own paging and sort. */
function ownParamsOf(paging: ListQueryState, sharedParams: ListParams): ListParams {
  const { pageNum: _num, pageSize: _size, sortField: _field, sortType: _type, ...filters } = sharedParams;
  const { pageNum, pageSize, sortField, sortType } = toRequestParams(paging);
  return { ...filters, pageNum: pageNum!, pageSize: pageSize!, ...(sortField !== undefined && sortType !== undefined ? { sortField, sortType } : {}) };
}

/** The query a table block reads: the page's for its first table. A further table (of another
 * entity, with its own sort fields and page size) takes the page's filters but pages and sorts on
 * its own, from its block's defaults, back to its first page when the filters change. */
export function useTableQuery(block: TableBlock): TableQuery {
  const shared = usePageQuery();
  const own = shared.primaryTable !== undefined && shared.primaryTable !== block;
  const ownInitial = useMemo(
    () => initialQueryOf({ pageSize: block.pageSize, defaultSort: block.defaultSort }),
    [block.pageSize, block.defaultSort],
  );
  const [paging, dispatchPaging] = useReducer(listQueryReducer, ownInitial);
  const filtersKey = JSON.stringify([shared.query.filters, shared.query.ranges, shared.query.areas, shared.tabFilter]);
  const [pagingFor, setPagingFor] = useState(filtersKey);
  if (pagingFor !== filtersKey) {
    setPagingFor(filtersKey);
    if (paging.pageNum !== 1) dispatchPaging(setPage(1));
  }
  const { query: sharedQuery, params: sharedParams, initial: sharedInitial, dispatch: sharedDispatch } = shared;
  const query = useMemo<ListQueryState>(() => {
    const { pageNum, pageSize, sortField, sortType } = paging;
    const { sortField: _field, sortType: _type, ...filters } = sharedQuery;
    return { ...filters, pageNum, pageSize, ...(sortField && sortType ? { sortField, sortType } : {}) };
  }, [paging, sharedQuery]);
  const params = useMemo(() => ownParamsOf(paging, sharedParams), [paging, sharedParams]);
  const paramsAfter = useCallback((action: PagingAction) => ownParamsOf(listQueryReducer(paging, action), sharedParams), [paging, sharedParams]);
  const dispatch = useCallback((action: ListQueryAction) => {
    if (action.type === 'setFilters') sharedDispatch(action);
    else if (action.type === 'refresh') {
      sharedDispatch({ type: 'refresh', initial: sharedInitial });
      dispatchPaging({ type: 'refresh', initial: ownInitial });
    } else dispatchPaging(action);
  }, [sharedDispatch, sharedInitial, ownInitial]);
  return own ? { query, initial: ownInitial, dispatch, params, paramsAfter, reloads: shared.reloads, reload: shared.reload } : shared;
}
