// The query of a list screen as a pure reducer (spec section 4): sorting with no order clears
// the sort; filtering resets to page 1; refresh restores the initial query and clears sorting,
// date ranges and area lists. Components dispatch; `toRequestParams` builds the call.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../api/client';

export type SortOrder = 'asc' | 'desc';
export type FilterValue = string | number | boolean;

/** A date range as chosen: `yyyy-MM-dd` days (or full `yyyy-MM-dd HH:mm:ss` times); either end may be open. */
export interface DateRange {
  start?: string;
  end?: string;
}

export interface ListQueryState {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortType?: SortOrder;
  /** Plain filters: field -> value (exact or contains, as the entity declares). */
  filters: Record<string, FilterValue>;
  /** Date-range filters, sent as `<field>Start` / `<field>End`. */
  ranges: Record<string, DateRange>;
  /** Area filters: field -> chosen codes from province down to county. */
  areas: Record<string, string[]>;
}

export interface FilterChange {
  filters?: Record<string, FilterValue>;
  ranges?: Record<string, DateRange>;
  areas?: Record<string, string[]>;
}

export type ListQueryAction =
  | { type: 'setSort'; field: string; order: SortOrder | null }
  | { type: 'setFilters'; change: FilterChange }
  | { type: 'setPage'; pageNum: number }
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'refresh'; initial: ListQueryState }
  | { type: 'applyView'; view: SavedQuery };

type ActionOf<T extends ListQueryAction['type']> = Extract<ListQueryAction, { type: T }>;

export const setSort = (field: string, order: SortOrder | null): ActionOf<'setSort'> => ({ type: 'setSort', field, order });
export const setFilters = (change: FilterChange): ListQueryAction => ({ type: 'setFilters', change });
export const setPage = (pageNum: number): ActionOf<'setPage'> => ({ type: 'setPage', pageNum });
export const setPageSize = (pageSize: number): ActionOf<'setPageSize'> => ({ type: 'setPageSize', pageSize });
export const refresh = (initial: ListQueryState): ListQueryAction => ({ type: 'refresh', initial });
export const applyView = (view: SavedQuery): ListQueryAction => ({ type: 'applyView', view });

/** What a saved view keeps of a query: its filters, ranges, areas and sort (not the page). */
export type SavedQuery = Pick<ListQueryState, 'filters' | 'ranges' | 'areas' | 'sortField' | 'sortType'>;

/** The part of `state` a saved view keeps. */
export function savedQueryOf(state: ListQueryState): SavedQuery {
  return {
    filters: state.filters, ranges: state.ranges, areas: state.areas,
    ...(state.sortField && state.sortType ? { sortField: state.sortField, sortType: state.sortType } : {}),
  };
}

/** Three-state header sort: none -> asc -> desc -> none (null clears the sort). */
export function nextSortOrder(current: SortOrder | undefined): SortOrder | null {
  if (current === undefined) return 'asc';
  return current === 'asc' ? 'desc' : null;
}

export interface InitialQueryOptions {
  pageSize?: number;
  defaultSort?: { field: string; order: SortOrder };
  filters?: Record<string, FilterValue>;
}

function isPageSize(size: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(size);
}

/** The query a list opens with: page 1, the page's size (20 unless one of 10..500 is given), its default sort. */
export function initialListQuery({ pageSize, defaultSort, filters = {} }: InitialQueryOptions = {}): ListQueryState {
  return {
    pageNum: 1,
    pageSize: pageSize !== undefined && isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...(defaultSort ? { sortField: defaultSort.field, sortType: defaultSort.order } : {}),
    filters: { ...filters },
    ranges: {},
    areas: {},
  };
}

function withoutSort(state: ListQueryState): ListQueryState {
  const { sortField: _field, sortType: _type, ...rest } = state;
  return rest;
}

export function listQueryReducer(state: ListQueryState, action: ListQueryAction): ListQueryState {
  switch (action.type) {
    case 'setSort':
      return action.order === null
        ? withoutSort(state)
        : { ...state, sortField: action.field, sortType: action.order };
    case 'setFilters':
      return {
        ...state,
        pageNum: 1,
        filters: action.change.filters ?? state.filters,
        ranges: action.change.ranges ?? state.ranges,
        areas: action.change.areas ?? state.areas,
      };
    case 'setPage':
      return Number.isInteger(action.pageNum) && action.pageNum >= 1 ? { ...state, pageNum: action.pageNum } : state;
    case 'setPageSize':
      return isPageSize(action.pageSize) ? { ...state, pageSize: action.pageSize, pageNum: 1 } : state;
    case 'refresh':
      return { ...withoutSort(action.initial), filters: { ...action.initial.filters }, ranges: {}, areas: {} };
    case 'applyView': {
      // A view replaces filters and sort as a whole, from page 1, keeping the page size.
      const { sortField, sortType } = action.view;
      return {
        ...withoutSort(state), pageNum: 1,
        filters: { ...action.view.filters }, ranges: { ...action.view.ranges }, areas: { ...action.view.areas },
        ...(sortField && sortType ? { sortField, sortType } : {}),
      };
    }
  }
}

/** How a range field's ends are written: full date-times, or `yyyyMMdd` days (format date-ymd). */
export type RangeEncoding = 'datetime' | 'ymd';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function rangeEnd(value: string, end: 'start' | 'end', encoding: RangeEncoding): string {
  const day = value.slice(0, 10);
  if (encoding === 'ymd') return day.replace(/-/g, '');
  if (!DAY_ONLY.test(value)) return value;
  // The end day is inclusive: everything up to its last second.
  return `${day} ${end === 'start' ? '00:00:00' : '23:59:59'}`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The list call's query: pageNum, pageSize, sortField, sortType, the filters, `<name>Start`/`<name>End`
 * and the chosen area (its deepest code); empty values are dropped. */
export function toRequestParams(
  state: ListQueryState,
  rangeEncodings: Record<string, RangeEncoding> = {},
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { pageNum: state.pageNum, pageSize: state.pageSize };
  if (state.sortField && state.sortType) {
    params.sortField = state.sortField;
    params.sortType = state.sortType;
  }
  for (const [field, value] of Object.entries(state.filters)) {
    if (!isEmpty(value)) params[field] = typeof value === 'string' ? value.trim() : value;
  }
  for (const [field, range] of Object.entries(state.ranges)) {
    const encoding = rangeEncodings[field] ?? 'datetime';
    if (!isEmpty(range.start)) params[`${field}Start`] = rangeEnd(range.start!, 'start', encoding);
    if (!isEmpty(range.end)) params[`${field}End`] = rangeEnd(range.end!, 'end', encoding);
  }
  for (const [field, codes] of Object.entries(state.areas)) {
    const deepest = codes.filter((code) => !isEmpty(code)).at(-1);
    if (deepest) params[field] = deepest;
  }
  return params;
}

/** Whether the user narrowed the list: any filter value, date-range end or area chosen (an
 * empty answer then means "nothing matches", not "nothing there"). */
/** How many filters the user set: a value, a date range with either end, or an area. */
export function activeFilterCount(query: Pick<ListQueryState, 'filters' | 'ranges' | 'areas'>): number {
  return Object.values(query.filters).filter((value) => value !== '' && value !== undefined).length
    + Object.values(query.ranges).filter((range) => Boolean(range.start || range.end)).length
    + Object.values(query.areas).filter((codes) => codes.length > 0).length;
}

export function hasFilters(query: Pick<ListQueryState, 'filters' | 'ranges' | 'areas'>): boolean {
  return activeFilterCount(query) > 0;
}
