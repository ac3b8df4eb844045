// How a page's query starts, as pure functions: PageQueryProvider (pageQuery.tsx) starts its state
// with them, and a pressed menu entry asks for the screen's first page of records with the same
// parameters before the screen renders (firstPage.ts, issue 19).
import { initialListQuery, toRequestParams, type ListQueryState, type RangeEncoding } from '../../src/core/list/listQuery';
import type { Block, BlockPage, FixedFilter, TableBlock } from '../../src/core/generated/page-language';
import { allBlocks, blockEntity, blocksOf } from '../../src/core/page/expandPage';
import { rememberedListQuery } from '../../src/session/listQueries';
import { entityFor, fieldMeta, hasEntity, type EntitySchema } from '../entities';
import type { ListParams } from '../entityApi';
import { initialTabFilter, withUrlFilters } from './filters/urlFilters';

export const firstOf = <T extends Block['type']>(blocks: Block[], type: T) => blocks.find((block): block is Extract<Block, { type: T }> => block.type === type);

/** A table's query before the user changes it: its page size and default sort. */
export const initialQueryOf = (table: Pick<TableBlock, 'pageSize' | 'defaultSort'> | undefined): ListQueryState =>
  initialListQuery({ pageSize: table?.pageSize, defaultSort: table?.defaultSort });

/** The query a page opens with: the tab's remembered one, else the initial one with the URL's filters. */
export const startingQuery = (page: BlockPage, initial: ListQueryState, tabKey: string | undefined, search: string): ListQueryState =>
  (tabKey && rememberedListQuery(tabKey)) || withUrlFilters(page, search, initial);

/** Date-range filters of `yyyyMMdd` fields are sent as days, the others as date-times. */
export function rangeEncodingsOf(page: BlockPage, blocks: Block[]): Record<string, RangeEncoding> {
  const encodings: Record<string, RangeEncoding> = {};
  const entity = page.entity && hasEntity(page.entity) ? entityFor(page.entity) : undefined;
  for (const block of blocks) {
    if (block.type !== 'filters' || !entity) continue;
    for (const filter of block.filters) if (fieldMeta(entity, filter.field).format === 'date-ymd') encodings[filter.field] = 'ymd';
  }
  return encodings;
}

/** The scalar values of a fixed filter as query parameters; a list of values (预付款管理: pending
 * and approved) is applied by the server from the screen's menu row, named by `screen`. */
function fixedFilterParams(filter: FixedFilter | undefined, screen: string | undefined): ListParams {
  const params: ListParams = {};
  const values = Object.entries(filter ?? {});
  for (const [field, value] of values) if (!Array.isArray(value)) params[field] = value as string | number;
  if (screen && values.some(([, value]) => Array.isArray(value))) params.screen = screen;
  return params;
}

/** The request parameters of a query: filters, ranges, areas, paging, sort, the tab's filter and the screen's fixed filter. */
export const requestParamsOf = (query: ListQueryState, rangeEncodings: Record<string, RangeEncoding>, tabFilter: Record<string, string>, fixedFilter: FixedFilter | undefined, screen: string | undefined): ListParams =>
  ({ ...toRequestParams(query, rangeEncodings), ...tabFilter, ...fixedFilterParams(fixedFilter, screen) });

/** The first call of a page's records table as it will open (at `tabKey` with `search`, for the menu
 * leaf `screen`), or undefined when its first table is not a table of records of a loaded entity. */
export function firstPageRequest(page: BlockPage, tabKey: string, search: string, screen: string | undefined): { entity: EntitySchema; params: ListParams } | undefined {
  const blocks = allBlocks(blocksOf(page));
  const table = firstOf(blocks, 'table');
  const entityName = table && blockEntity(page, table);
  if (!table || table.related || table.measures || table.rowsFrom || !entityName || !hasEntity(entityName)) return undefined;
  const query = startingQuery(page, initialQueryOf(table), tabKey, search);
  const params = requestParamsOf(query, rangeEncodingsOf(page, blocks), initialTabFilter(page, search), page.fixedFilter, screen);
  return { entity: entityFor(entityName), params };
}
