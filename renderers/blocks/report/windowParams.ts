// A block's own narrowing of the page's query: exact filters (where) and a date window ending
// today (window), encoded as the list encodes ranges.
import { toRequestParams, type RangeEncoding } from '../../../src/core/list/listQuery';
import type { TimeWindow, Where } from '../../../src/core/generated/page-language';
import { periodRange } from '../../../src/core/report/periods';
import { fieldMeta, type EntitySchema } from '../../entities';
import type { ListParams } from '../../entityApi';

export function narrowedParams(entity: EntitySchema, params: ListParams, where?: Where, window?: TimeWindow, now = new Date()): ListParams {
  const narrowed: ListParams = { ...params };
  Object.assign(narrowed, where);
  if (window) {
    const encoding: RangeEncoding = fieldMeta(entity, window.field).format === 'date-ymd' ? 'ymd' : 'datetime';
    const range = periodRange(window.period, now);
    const { pageNum: _n, pageSize: _s, ...ends } = toRequestParams({ pageNum: 1, pageSize: 10, filters: {}, ranges: { [window.field]: range }, areas: {} }, { [window.field]: encoding });
    Object.assign(narrowed, ends);
  }
  return narrowed;
}
