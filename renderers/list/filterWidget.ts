// The input a filter uses: the page's choice, else derived from the entity field.
import type { Filter, FilterWidget } from '../../src/core/generated/page-language';
import type { FieldMeta } from '../entities';

export function filterWidget(filter: Filter, field: FieldMeta): FilterWidget {
  if (filter.widget) return filter.widget;
  if (filter.dict || field.dict) return 'dict-select';
  if (field.filter === 'range' && (field.widget === 'datetime' || field.widget === 'date' || field.format === 'date-ymd')) return 'date-range';
  if (field.widget === 'area') return 'area';
  // A related record is picked for an exact filter; a "like" filter stays free text.
  if (field.widget === 'remote-select' && field.relation && field.filter === true) return 'remote-select';
  return 'input';
}
