// The list screen's headless controller: the query reducer of src/core/list, the page of
// records it fetches, and a reload after actions. Components only arrange and render.
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import {
  initialListQuery,
  listQueryReducer,
  toRequestParams,
  type ListQueryAction,
  type ListQueryState,
  type RangeEncoding,
} from '../../src/core/list/listQuery';
import type { ListPage } from '../../src/core/generated/page-language';
import { fieldMeta, type EntitySchema } from '../entities';
import { listRecords, type EntityRecord, type ListParams } from '../entityApi';
import { withProgress } from '../../src/layout/progress/progressStore';
import { rememberedListQuery, rememberListQuery } from '../../src/session/listQueries';

export interface ListController {
  query: ListQueryState;
  initial: ListQueryState;
  dispatch: (action: ListQueryAction) => void;
  records: EntityRecord[];
  total: number;
  loading: boolean;
  /** The request parameters of the current query (the export fetches them in batches). */
  params: ListParams;
  rangeEncodings: Record<string, RangeEncoding>;
  reload: () => void;
}

/** Date-range filters of `yyyyMMdd` fields are sent as days, the others as date-times. */
function rangeEncodingsOf(page: ListPage, entity: EntitySchema): Record<string, RangeEncoding> {
  const encodings: Record<string, RangeEncoding> = {};
  for (const filter of page.filters ?? []) {
    if (fieldMeta(entity, filter.field).format === 'date-ymd') encodings[filter.field] = 'ymd';
  }
  return encodings;
}

/** The scalar values of a fixed filter as query parameters (a list of values is the server's to enforce). */
function fixedFilterParams(filter: ListPage['fixedFilter']): ListParams {
  const params: ListParams = {};
  for (const [field, value] of Object.entries(filter ?? {})) if (!Array.isArray(value)) params[field] = value as string | number;
  return params;
}

/** `tabKey`: the tab showing the list (path and search); its query is kept for the tab
 * (src/session/listQueries.ts) so the list comes back as the user left it. */
export function useListController(page: ListPage, entity: EntitySchema, tabKey?: string): ListController {
  const initial = useMemo(
    () => initialListQuery({ pageSize: page.pageSize, defaultSort: page.defaultSort }),
    [page.pageSize, page.defaultSort],
  );
  const [query, dispatch] = useReducer(listQueryReducer, initial, (start) => (tabKey && rememberedListQuery(tabKey)) || start);
  useEffect(() => {
    if (tabKey) rememberListQuery(tabKey, query);
  }, [tabKey, query]);
  const rangeEncodings = useMemo(() => rangeEncodingsOf(page, entity), [page, entity]);
  // A screen's fixed filter goes with every query (and export): a role that reaches the entity
  // through another screen too still sees here only what this screen is for. The server enforces
  // it on its own for roles that hold only this screen.
  const params = useMemo(
    () => ({ ...toRequestParams(query, rangeEncodings), ...fixedFilterParams(page.fixedFilter) }),
    [query, rangeEncodings, page.fixedFilter],
  );
  const [result, setResult] = useState<{ records: EntityRecord[]; total: number }>({ records: [], total: 0 });
  const [reloads, setReloads] = useState(0);
  // Loading lasts until the answer to the current request (query and reload count) is in.
  const requestKey = `${JSON.stringify(params)}#${reloads}`;
  const [settledKey, setSettledKey] = useState('');

  useEffect(() => {
    let current = true;
    // The page's data: the top progress bar shows until it is in.
    withProgress(() => listRecords(entity, params))
      .then((answer) => current && setResult({ records: answer.records, total: answer.total }))
      // The HTTP layer has shown the error; the table keeps its last rows.
      .catch(() => undefined)
      .finally(() => current && setSettledKey(`${JSON.stringify(params)}#${reloads}`));
    return () => {
      current = false;
    };
  }, [entity, params, reloads]);
  const loading = settledKey !== requestKey;

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { query, initial, dispatch, records: result.records, total: result.total, loading, params, rangeEncodings, reload };
}
