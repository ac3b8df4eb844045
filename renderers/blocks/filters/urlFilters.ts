// A page opened with filters in its URL (`/transport/waybillManage?status=pending_dispatch`, as a
// to-do entry opens it): the filters block starts with them. Only the fields of the page's
// filters blocks are read (any other parameter is ignored); a dictionary field takes only a code
// its dictionary knows; a date range takes `<field>Start` / `<field>End` days (`yyyy-MM-dd`, or
// `yyyy-MM-dd HH:mm:ss`). An area filter is not read. They are not the page's initial query, so
// 重置 clears them.
import type { BlockPage, Filter } from '../../../src/core/generated/page-language';
import type { DateRange, FilterValue, ListQueryState } from '../../../src/core/list/listQuery';
import { allBlocks, blocksOf } from '../../../src/core/page/expandPage';
import { dictItems } from '../../../src/dicts/dictStore';
import { entityFor, fieldMeta, hasEntity, type EntitySchema } from '../../entities';
import { filterWidget } from '../../list/filterWidget';

export interface UrlFilters {
  filters: Record<string, FilterValue>;
  ranges: Record<string, DateRange>;
}

/** The codes of a dictionary as known now, or undefined when none are known (nothing to check against). */
export type DictCodes = (type: string) => readonly string[] | undefined;

const knownCodes: DictCodes = (type) => {
  const items = dictItems(type);
  return items.length > 0 ? items.map((item) => item.code) : undefined;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** The filters of `filters` that the URL query `search` gives values to. */
export function filtersFromUrl(search: string | URLSearchParams, entity: EntitySchema, filters: readonly Filter[], codesOf: DictCodes = knownCodes): UrlFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: UrlFilters = { filters: {}, ranges: {} };
  for (const filter of filters) {
    if (!entity.properties[filter.field]) continue;
    const field = fieldMeta(entity, filter.field);
    const widget = filterWidget(filter, field);
    if (widget === 'area') continue;
    if (widget === 'date-range') {
      const range: DateRange = {};
      const start = params.get(`${filter.field}Start`)?.trim();
      const end = params.get(`${filter.field}End`)?.trim();
      if (start && isDay(start)) range.start = start;
      if (end && isDay(end)) range.end = end;
      if (range.start || range.end) found.ranges[filter.field] = range;
      continue;
    }
    const value = params.get(filter.field)?.trim();
    if (!value) continue;
    const maxLength = field.schema.maxLength;
    if (maxLength !== undefined && value.length > maxLength) continue;
    const dict = filter.dict ?? field.dict;
    const codes = dict ? codesOf(dict) : undefined;
    if (codes && !codes.includes(value)) continue;
    found.filters[filter.field] = value;
  }
  return found;
}

/** The query a page of blocks opens with: `start` with the URL's values of its filters blocks. */
export function withUrlFilters(page: BlockPage, search: string, start: ListQueryState, codesOf: DictCodes = knownCodes): ListQueryState {
  if (!search || search === '?' || !page.entity || !hasEntity(page.entity)) return start;
  const filters = allBlocks(blocksOf(page)).flatMap((block) => (block.type === 'filters' ? block.filters : []));
  if (filters.length === 0) return start;
  const found = filtersFromUrl(search, entityFor(page.entity), filters, codesOf);
  if (Object.keys(found.filters).length === 0 && Object.keys(found.ranges).length === 0) return start;
  return { ...start, filters: { ...start.filters, ...found.filters }, ranges: { ...start.ranges, ...found.ranges } };
}

/** The status tab the URL query chooses (`?status=pending` on a page with status tabs): the
 * tabs blocks' field and a value one of their tabs has; {} when none. */
export function tabFilterFromUrl(page: BlockPage, search: string): Record<string, string> {
  if (!search || search === '?') return {};
  const params = new URLSearchParams(search);
  for (const block of allBlocks(blocksOf(page))) {
    if (block.type !== 'tabs' || !block.field) continue;
    const value = params.get(block.field)?.trim();
    if (value && block.tabs.some((tab) => tab.value === value)) return { [block.field]: value };
  }
  return {};
}

/** The status tab a page opens on: the one the URL chooses, else — when the tabs have no "all"
 * entry (every tab has a value) — the first tab's own value, so the highlighted tab and the
 * records shown agree; {} when the first tab shows every record. */
export function initialTabFilter(page: BlockPage, search: string): Record<string, string> {
  const chosen = tabFilterFromUrl(page, search);
  if (Object.keys(chosen).length > 0) return chosen;
  const tabs = allBlocks(blocksOf(page)).find((block) => block.type === 'tabs' && block.field);
  if (!tabs || tabs.type !== 'tabs' || !tabs.field) return {};
  const first = tabs.tabs[0];
  return first && first.value !== undefined && !first.dates ? { [tabs.field]: first.value } : {};
}
