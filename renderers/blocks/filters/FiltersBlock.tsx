// filters: the filter form of the page's query; a report's filters also choose what its rows
// are grouped by (groupBy). Searching goes back to page 1; 重置 restores the initial query.
import { useTranslation } from 'react-i18next';
import { refresh, setFilters } from '../../../src/core/list/listQuery';
import type { FiltersBlock as FiltersBlockType } from '../../../src/core/generated/page-language';
import { entityFor } from '../../entities';
import { FilterBar } from '../../list/FilterBar';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';
import { dimensionLabel } from '../report/labels';

const selectClass = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-primary';

function GroupByChoice({ block, entityName }: { block: FiltersBlockType; entityName: string }) {
  const { t } = useTranslation();
  const { groupBy, setGroupBy } = usePageQuery();
  const entity = entityFor(entityName);
  if (!block.groupBy) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {t('renderer.report.groupBy')}
      <select aria-label={t('renderer.report.groupBy')} value={groupBy[0] ?? ''} onChange={(event) => setGroupBy([event.target.value])} className={selectClass}>
        {block.groupBy.options.map((ref) => (
          <option key={ref} value={ref}>
            {dimensionLabel(entity, ref, t)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FiltersBlock({ block, page }: BlockProps<FiltersBlockType>) {
  const { query, initial, dispatch } = usePageQuery();
  const entity = entityFor(page.entity!);
  return (
    <div className="flex flex-col gap-2">
      <FilterBar entity={entity} filters={block.filters} query={query} onSearch={(change) => dispatch(setFilters(change))} onRefresh={() => dispatch(refresh(initial))} />
      {block.groupBy && <GroupByChoice block={block} entityName={page.entity!} />}
    </div>
  );
}
