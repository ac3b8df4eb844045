// tabs: status tabs that filter the page's query by a field (with each tab's count when asked),
// or tabs of blocks; a tab may do both. A dates tab filters a date field by days around today
// (documents expiring within 30 days, expired).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, BlockPage, TabDates, TabsBlock as TabsBlockType } from '../../../src/core/generated/page-language';
import { chinaTodayYmd } from '../../../src/core/validation/formats/calendar';
import { entityFor, fieldMeta, type EntitySchema } from '../../entities';
import { Blocks } from '../BlocksRenderer';
import { PageQueryProvider, usePageQuery } from '../pageQuery';
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** A dates tab's range as request parameters: days as the field stores them (yyyyMMdd, or
 * date-times from the first to the last second). */
export function datesTabParams(entity: EntitySchema | undefined, dates: TabDates, now: Date = new Date()): Record<string, string> {
  const ymd = !entity || fieldMeta(entity, dates.field).format === 'date-ymd';
  const day = (offset: number, end: boolean) => {
    const text = chinaTodayYmd(new Date(now.getTime() + offset * DAY_MS));
    return ymd ? text : `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)} ${end ? '23:59:59' : '00:00:00'}`;
  };
  const params: Record<string, string> = {};
  if (dates.fromDays !== undefined) params[`${dates.field}Start`] = day(dates.fromDays, false);
  if (dates.toDays !== undefined) params[`${dates.field}End`] = day(dates.toDays, true);
  return params;
}

/** A tab over another entity (合同主体 | 合同模板): its blocks are a page of their own over it,
 * with their own query (filters, paging, sort), not the page's. */
function OwnQueryTab({ entity, blocks, page, component, screen }: { entity: string; blocks: Block[]; page: BlockPage; component: string; screen?: string }) {
  const own = useMemo<BlockPage>(() => ({ kind: 'blocks', title: page.title, entity, blocks: blocks as BlockPage['blocks'] }), [page.title, entity, blocks]);
  return (
    <PageQueryProvider page={own}>
      <Blocks blocks={blocks} page={own} component={component} screen={screen} />
    </PageQueryProvider>
  );
}

export function TabsBlock({ block, page, component, screen }: BlockProps<TabsBlockType>) {
  const { t } = useTranslation();
  const { tabFilter, setTabFilter, setTabParams } = usePageQuery();
  const [chosen, setChosen] = useState(() => Math.max(0, block.field ? block.tabs.findIndex((tab) => !tab.dates && tab.value === tabFilter[block.field!]) : 0));
  const counts = useTabCounts(block, page.entity);
  const choose = (index: number) => {
    setChosen(index);
    const { dates } = block.tabs[index];
    // A dates tab with a value narrows the field's code as well (已签署, ending within 30 days).
    if (dates) {
      const code = block.field && block.tabs[index].value !== undefined ? { [block.field]: block.tabs[index].value! } : {};
      setTabParams({ ...datesTabParams(page.entity ? entityFor(page.entity) : undefined, dates), ...code });
    }
    else if (block.field) setTabFilter(block.field, block.tabs[index].value);
    else setTabParams({});
  };
  const active = block.tabs[chosen];
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-slate-200">
        {block.tabs.map((tab, i) => {
          // A dates tab has no count: the counts are per code of the tabs' field.
          const count = counts && !tab.dates ? (tab.value === undefined ? counts.all : (counts.byCode.get(tab.value) ?? 0)) : null;
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
          {active.entity ? (
            <OwnQueryTab entity={active.entity} blocks={active.blocks as unknown as Block[]} page={page} component={component} screen={screen} />
          ) : (
            <Blocks blocks={active.blocks as unknown as Block[]} page={page} component={component} screen={screen} />
          )}
        </div>
      )}
    </div>
  );
}
