// tabs: status tabs that filter the page's query by a field (with each tab's count when asked),
// or tabs of blocks; a tab may do both.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, TabsBlock as TabsBlockType } from '../../../src/core/generated/page-language';
import { entityFor } from '../../entities';
import { Blocks } from '../BlocksRenderer';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';
import { formatFigure } from '../../../src/core/format/figure';
import { useAggregate } from '../report/useAggregate';

/** Records per code of the tabs' field under the page's other filters. */
function useTabCounts(block: TabsBlockType, entityName: string | undefined) {
  const { params, reloads } = usePageQuery();
  const entity = entityName ? entityFor(entityName) : undefined;
  const request = useMemo(() => {
    if (!block.counts || !block.field || !entity) return null;
    const { [block.field]: _own, ...others } = params;
    return { groupBy: [block.field], measures: ['count'], params: others, pageSize: 500 };
  }, [block.counts, block.field, entity, params]);
  const answer = useAggregate(entity, request, reloads);
  return request ? { byCode: new Map(answer.records.map((record) => [String(record[block.field!]), Number(record.count)])), all: Number(answer.totals.count ?? 0) } : null;
}

export function TabsBlock({ block, page, component, screen }: BlockProps<TabsBlockType>) {
  const { t } = useTranslation();
  const { tabFilter, setTabFilter } = usePageQuery();
  const [chosen, setChosen] = useState(() => Math.max(0, block.field ? block.tabs.findIndex((tab) => tab.value === tabFilter[block.field!]) : 0));
  const counts = useTabCounts(block, page.entity);
  const choose = (index: number) => {
    setChosen(index);
    if (block.field) setTabFilter(block.field, block.tabs[index].value);
  };
  const active = block.tabs[chosen];
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-slate-200">
        {block.tabs.map((tab, i) => {
          const count = counts && (tab.value === undefined ? counts.all : (counts.byCode.get(tab.value) ?? 0));
          return (
            <button
              key={tab.title}
              type="button"
              role="tab"
              aria-selected={i === chosen}
              onClick={() => choose(i)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm ${i === chosen ? 'border-primary font-medium text-primary' : 'border-transparent text-slate-600 hover:text-primary'}`}
            >
              {t(tab.title)}
              {count !== null && count !== undefined && <span className="ml-1 rounded bg-slate-100 px-1.5 text-xs text-slate-600 tabular-nums">{formatFigure(count)}</span>}
            </button>
          );
        })}
      </div>
      {active?.blocks && (
        <div role="tabpanel">
          <Blocks blocks={active.blocks as unknown as Block[]} page={page} component={component} screen={screen} />
        </div>
      )}
    </div>
  );
}
