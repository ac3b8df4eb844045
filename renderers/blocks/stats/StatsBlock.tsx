// stats: number cards. A card is a measure of an entity over the page's query, narrowed by its
// own filters and date window (今日运单 = count of today's waybills), a figure of a statistics
// call (在途车辆), or one of the caller's to-do counts; a card with `to` opens that screen.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { request } from '../../../src/api/http';
import { formatFigure, NO_FIGURE } from '../../../src/core/format/figure';
import { periodRange } from '../../../src/core/report/periods';
import type { StatItem, StatsBlock as StatsBlockType } from '../../../src/core/generated/page-language';
import { reloadTodoCounts, todo } from '../../../src/layout/todo/todoStore';
import { useSessionRoutes } from '../../../src/session/useSessionRoutes';
import { entityFor } from '../../entities';
import { routeOfComponent } from '../../shared/routeOfComponent';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';
import { measureFormat } from '../report/labels';
import { useAggregate } from '../report/useAggregate';
import { narrowedParams } from '../report/windowParams';

const STATISTICS_BASE = '/ntocc-tms-api/statistics';

const cardClass = 'flex min-h-24 flex-col justify-between gap-2 rounded border border-slate-200 bg-white p-4 shadow-sm data-[tone=dark]:border-slate-700 data-[tone=dark]:bg-slate-900';

function CardFrame({ item, tone, children }: { item: StatItem; tone: string; children: React.ReactNode }) {
  const routes = useSessionRoutes();
  if (!item.to) return <div className={cardClass} data-tone={tone}>{children}</div>;
  return (
    <Link to={routeOfComponent(routes, item.to)} className={`${cardClass} hover:border-primary`} data-tone={tone}>
      {children}
    </Link>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span className="text-sm text-slate-500">{label}</span>
      <strong className="text-2xl font-semibold tabular-nums" data-figure={label}>
        {value}
      </strong>
    </>
  );
}

function MeasureCard({ item, entityName, tone }: { item: StatItem; entityName: string; tone: string }) {
  const { t } = useTranslation();
  const entity = entityFor(entityName);
  const { params, reloads } = usePageQuery();
  const request = useMemo(
    () => ({ measures: [item.measure!], params: narrowedParams(entity, params, item.where, item.window) }),
    [entity, item, params],
  );
  const { totals, loading } = useAggregate(entity, request, reloads);
  const value = loading && totals[item.measure!] === undefined ? NO_FIGURE : formatFigure(totals[item.measure!], item.format ?? measureFormat(entity, item.measure!));
  return (
    <CardFrame item={item} tone={tone}>
      <Figure label={t(item.label)} value={value} />
    </CardFrame>
  );
}

/** A figure of a statistics call (spec section 7), over the card's window when it has one. */
function StatisticCard({ item, tone }: { item: StatItem; tone: string }) {
  const { t } = useTranslation();
  const { reloads } = usePageQuery();
  const [value, setValue] = useState<unknown>(undefined);
  const { call, value: property } = item.statistic!;
  const period = item.window?.period;
  useEffect(() => {
    let current = true;
    const params = period ? (({ start, end }) => ({ startTime: start, endTime: end }))(periodRange(period)) : {};
    request<Record<string, unknown>>({ method: 'GET', url: `${STATISTICS_BASE}/${call}`, params })
      .then((answer) => current && setValue(answer.data?.[property]))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [call, property, period, reloads]);
  return (
    <CardFrame item={item} tone={tone}>
      <Figure label={t(item.label)} value={formatFigure(value, item.format ?? 'count')} />
    </CardFrame>
  );
}

function TodoCard({ item, tone }: { item: StatItem; tone: string }) {
  const { t } = useTranslation();
  const { counts } = useSnapshot(todo);
  const count = counts.find((entry) => entry.configKey === item.todo)?.configValue;
  return (
    <CardFrame item={item} tone={tone}>
      <Figure label={t(item.label)} value={formatFigure(count, 'count')} />
    </CardFrame>
  );
}

export function StatsBlock({ block, page }: BlockProps<StatsBlockType>) {
  const { reloads } = usePageQuery();
  const hasTodo = block.items.some((item) => item.todo);
  useEffect(() => {
    if (hasTodo) void reloadTodoCounts();
  }, [hasTodo, reloads]);
  const tone = page.tone ?? 'light';
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {block.items.map((item) =>
        item.todo ? (
          <TodoCard key={item.label} item={item} tone={tone} />
        ) : item.statistic ? (
          <StatisticCard key={item.label} item={item} tone={tone} />
        ) : (
          <MeasureCard key={item.label} item={item} entityName={item.entity ?? page.entity!} tone={tone} />
        ),
      )}
    </div>
  );
}
