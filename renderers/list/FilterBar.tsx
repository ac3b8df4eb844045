// The filter form above the table. Edits stay a draft until Search applies them (back to
// page 1); Refresh restores the initial query and clears sorting, date ranges and areas.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterChange, FilterValue, ListQueryState } from '../../src/core/list/listQuery';
import type { Filter } from '../../src/core/generated/page-language';
import { useDict } from '../../src/dicts/dictStore';
import { Button } from '../../src/ui/Button';
import { fieldMeta, type EntitySchema, type FieldMeta } from '../entities';
import { AreaCascader } from '../shared/AreaCascader';
import { RemoteSelect } from '../shared/RemoteSelect';
import { DateRangeFilter } from './DateRangeFilter';
import { filterWidget } from './filterWidget';

type Draft = Required<FilterChange>;

export interface FilterBarProps {
  entity: EntitySchema;
  filters: readonly Filter[];
  query: ListQueryState;
  onSearch: (change: FilterChange) => void;
  onRefresh: () => void;
}

const inputClass = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-primary';

function DictFilter({ id, label, type, value, onChange }: { id: string; label: string; type?: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const items = useDict(type);
  return (
    <select id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
      <option value="">{t('renderer.filter.all')}</option>
      {items.map((item) => (
        <option key={item.code} value={item.code}>
          {item.name}
        </option>
      ))}
    </select>
  );
}

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
  if (widget === 'date-range') {
    return (
      <DateRangeFilter
        label={label}
        value={draft.ranges[filter.field] ?? {}}
        shortcuts={filter.shortcuts}
        onChange={(range) => setDraft({ ...draft, ranges: { ...draft.ranges, [filter.field]: range } })}
      />
    );
  }
  const value = String(draft.filters[filter.field] ?? '');
  const control = (() => {
    switch (widget) {
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  if (filters.length === 0) return null;
  return (
    <form role="search" aria-label={t('renderer.filter.title')} onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded bg-white p-3">
      {filters.map((filter) => (
        <FilterInput key={filter.field} filter={filter} field={fieldMeta(entity, filter.field)} draft={draft} setDraft={setDraft} />
      ))}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {t('renderer.filter.search')}
        </Button>
        <Button onClick={onRefresh}>{t('renderer.filter.refresh')}</Button>
      </div>
    </form>
  );
}
