// The filter form above the table. Edits stay a draft until Search applies them (back to
// page 1); Refresh restores the initial query and clears sorting, date ranges and areas.
// More filters than one row holds fold behind 展开/收起; below 992 px the filters wait in a 筛选
// drawer, its button counting the filters set.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type FilterChange, type FilterValue, type ListQueryState } from '../../src/core/list/listQuery';
import type { Filter } from '../../src/core/generated/page-language';
import { Button } from '../../src/ui/Button';
import { useNarrow } from '../../src/ui/useNarrow';
import { fieldMeta, type EntitySchema, type FieldMeta } from '../entities';
import { AreaCascader } from '../shared/AreaCascader';
import { RemoteSelect } from '../shared/RemoteSelect';
import { DateRangeFilter } from './DateRangeFilter';
import { filterWidget } from './filterWidget';
import { DictFilter } from './filters/DictFilter';
import { FilterDrawer } from './filters/FilterDrawer';
import { FoldingFilters } from './filters/FoldingFilters';

type Draft = Required<FilterChange>;

export interface FilterBarProps {
  entity: EntitySchema;
  filters: readonly Filter[];
  query: ListQueryState;
  onSearch: (change: FilterChange) => void;
  onRefresh: () => void;
}

const inputClass = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-primary';

function FilterInput({ filter, field, draft, setDraft }: { filter: Filter; field: FieldMeta; draft: Draft; setDraft: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const label = t(filter.label ?? field.label);
  const id = `filter-${filter.field}`;
  const widget = filterWidget(filter, field);
  const setFilter = (value: FilterValue | undefined) => {
    const filters = { ...draft.filters };
    if (value === undefined || value === '') delete filters[filter.field];
    else filters[filter.field] = value;
    setDraft({ ...draft, filters });
  };
  const value = String(draft.filters[filter.field] ?? '');
  const control = (() => {
    switch (widget) {
      case 'date-range':
        return (
          <DateRangeFilter
            id={id}
            label={label}
            value={draft.ranges[filter.field] ?? {}}
            shortcuts={filter.shortcuts}
            onChange={(range) => setDraft({ ...draft, ranges: { ...draft.ranges, [filter.field]: range } })}
          />
        );
      case 'dict-select':
      case 'select':
        return <DictFilter id={id} label={label} type={filter.dict ?? field.dict} value={value} onChange={setFilter} />;
      case 'area':
        return (
          <AreaCascader id={id} value={draft.areas[filter.field] ?? []} onChange={(codes) => setDraft({ ...draft, areas: { ...draft.areas, [filter.field]: codes } })} />
        );
      case 'remote-select':
        return field.relation ? (
          <RemoteSelect id={id} label={label} relation={field.relation} value={value} onChange={(next) => setFilter(typeof next === 'string' ? next : undefined)} />
        ) : null;
      default:
        return (
          <input
            id={id}
            aria-label={label}
            value={value}
            placeholder={filter.placeholder ? t(filter.placeholder) : undefined}
            onChange={(event) => setFilter(event.target.value)}
            className={inputClass}
          />
        );
    }
  })();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {control}
    </div>
  );
}

export function FilterBar({ entity, filters, query, onSearch, onRefresh }: FilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({ filters: query.filters, ranges: query.ranges, areas: query.areas });
  const [applied, setApplied] = useState<Draft>(draft);
  // A refresh (or any applied change) replaces the draft with what the list now shows.
  if (applied.filters !== query.filters || applied.ranges !== query.ranges || applied.areas !== query.areas) {
    const next = { filters: query.filters, ranges: query.ranges, areas: query.areas };
    setApplied(next);
    setDraft(next);
  }

  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDrawerOpen(false);
    onSearch(draft);
  };
  const refresh = () => {
    setDrawerOpen(false);
    onRefresh();
  };
  if (filters.length === 0) return null;
  const items = filters.map((filter) => ({
    key: filter.field,
    node: <FilterInput filter={filter} field={fieldMeta(entity, filter.field)} draft={draft} setDraft={setDraft} />,
  }));
  const actions = (
    <>
      <Button type="submit" variant="primary">
        {t('renderer.filter.search')}
      </Button>
      <Button onClick={refresh}>{t('renderer.filter.refresh')}</Button>
    </>
  );
  if (narrow) {
    return (
      <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} count={activeFilterCount(query)}>
        <form role="search" aria-label={t('renderer.filter.title')} onSubmit={submit} className="flex flex-col gap-3">
          {items.map((item) => (
            <div key={item.key}>{item.node}</div>
          ))}
          <div className="sticky bottom-0 flex gap-2 bg-white pt-2">{actions}</div>
        </form>
      </FilterDrawer>
    );
  }
  return (
    <form role="search" aria-label={t('renderer.filter.title')} onSubmit={submit} className="rounded bg-white p-3">
      <FoldingFilters items={items} actions={actions} />
    </form>
  );
}
