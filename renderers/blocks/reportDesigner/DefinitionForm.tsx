// The designer's form: name, source, chart, the dimensions and measures the source declares
// (chosen in order, as toggles), its filters (a field of x-filter and a value, a dictionary code
// or a range), the sort, the roles it is shared with and a remark.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutRange } from '../../../src/core/list/dateShortcuts';
import { useDict } from '../../../src/dicts/dictStore';
import { DateRangePicker } from '../../../src/ui/DateRangePicker';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import { fieldMeta, type EntitySchema } from '../../entities';
import { dimensionLabel, measureLabel } from '../report/labels';
import { CHART_TYPES, dimensionOptions, filterFields, MAX_DIMENSIONS, MAX_MEASURES, measureOptions, toggled, type Draft, type FilterDraft } from './definition';
import type { Sources } from './designerApi';
import { useNamespacedT } from './namespacedT';

interface Props {
  draft: Draft;
  source: EntitySchema | undefined;
  sources: Sources;
  errors: Record<string, string>;
  onChange: (draft: Draft) => void;
}

const chip = 'rounded-full border px-3 py-1 text-sm transition aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white border-slate-300 bg-white text-slate-700 hover:border-primary disabled:opacity-50';

function Group({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1.5">
      <span id={id} className="text-sm font-medium text-slate-700">{label}</span>
      {children}
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}

function FilterValue({ entity, filter, onChange }: { entity: EntitySchema; filter: FilterDraft; onChange: (filter: FilterDraft) => void }) {
  const { t, i18n } = useTranslation();
  const et = useNamespacedT();
  const meta = fieldMeta(entity, filter.field);
  const options = useDict(meta.dict);
  const label = et(meta.label);
  if (meta.filter === 'range' && (meta.format === 'datetime' || meta.format === 'date-ymd')) {
    const presets = (['thisMonth', 'previousMonth', 'thisYear', 'lastThreeMonths'] as const)
      .map((shortcut) => ({ key: shortcut, label: t(`page.shortcut.${shortcut}`), range: () => shortcutRange(shortcut) }));
    return (
      <DateRangePicker label={label} value={{ start: filter.start, end: filter.end }} presets={presets} language={i18n.language}
        placeholder={t('renderer.filter.rangePlaceholder')} clearLabel={t('renderer.filter.clear')}
        onChange={(range) => onChange({ ...filter, start: range.start, end: range.end })} />
    );
  }
  if (meta.filter === 'range') {
    const input = 'w-28 rounded border border-slate-300 px-2 py-1.5 text-sm';
    return (
      <span className="flex items-center gap-1">
        <input aria-label={`${label} ${t('renderer.reportDesigner.from')}`} type="number" className={input} value={filter.start ?? ''} onChange={(event) => onChange({ ...filter, start: event.target.value })} />
        <span className="text-slate-400">–</span>
        <input aria-label={`${label} ${t('renderer.reportDesigner.to')}`} type="number" className={input} value={filter.end ?? ''} onChange={(event) => onChange({ ...filter, end: event.target.value })} />
      </span>
    );
  }
  if (meta.dict) {
    return <Select label={label} value={filter.value ?? ''} emptyLabel={t('renderer.reportDesigner.choose')} options={options.map((option) => ({ value: option.code, label: option.name }))} onChange={(value) => onChange({ ...filter, value })} />;
  }
  return (
    <input aria-label={label} className="min-w-40 rounded border border-slate-300 px-2 py-1.5 text-sm" value={filter.value ?? ''}
      placeholder={meta.filter === 'like' ? t('renderer.reportDesigner.contains') : ''} onChange={(event) => onChange({ ...filter, value: event.target.value })} />
  );
}

export function DefinitionForm({ draft, source, sources, errors, onChange }: Props) {
  const { t } = useTranslation();
  const et = useNamespacedT();
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const fields = source ? filterFields(source) : [];
  const unused = fields.filter((field) => !draft.filters.some((filter) => filter.field === field.field));
  const sortOptions = source ? [
    ...draft.dimensions.map((ref) => ({ value: ref, label: dimensionLabel(source, ref, et) })),
    ...draft.measures.map((ref) => ({ value: ref, label: measureLabel(source, ref, et) })),
  ] : [];

  return (
    <section aria-label={t('renderer.reportDesigner.definition')} className="flex flex-col gap-4 rounded bg-white p-3">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <TextField label={t('entity.customReport.field.reportName', { ns: 'entity/customReport' })} value={draft.reportName} maxLength={50}
          placeholder={t('entity.customReport.placeholder.reportName', { ns: 'entity/customReport' })} error={errors.reportName}
          onChange={(event) => set({ reportName: event.target.value })} />
        <Group label={t('entity.customReport.field.sourceEntity', { ns: 'entity/customReport' })} error={errors.sourceEntity}>
          <Select label={t('entity.customReport.field.sourceEntity', { ns: 'entity/customReport' })} value={draft.sourceEntity} emptyLabel={t('renderer.reportDesigner.choose')}
            options={sources.sources.map((item) => ({ value: item.entity, label: et(item.title) }))}
            onChange={(value) => onChange({ ...draft, sourceEntity: value, dimensions: [], measures: ['count'], filters: [], sortField: undefined })} />
        </Group>
        <Group label={t('entity.customReport.field.chartType', { ns: 'entity/customReport' })}>
          <div className="flex flex-wrap gap-1.5">
            {CHART_TYPES.map((type) => (
              <button key={type} type="button" className={chip} aria-pressed={draft.chartType === type} onClick={() => set({ chartType: type })}>
                {t(`dict.custom_report_chart.${type}`, { ns: 'dict' })}
              </button>
            ))}
          </div>
        </Group>
      </div>
      {!source && <p className="text-sm text-slate-500">{t('renderer.reportDesigner.chooseSource')}</p>}
      {source && (
        <>
          <Group label={`${t('entity.customReport.field.dimensions', { ns: 'entity/customReport' })}（${t('renderer.reportDesigner.atMost', { count: MAX_DIMENSIONS })}）`} error={errors.dimensions}>
            <div className="flex flex-wrap gap-1.5">
              {dimensionOptions(source).map((ref) => (
                <button key={ref} type="button" className={chip} aria-pressed={draft.dimensions.includes(ref)}
                  disabled={!draft.dimensions.includes(ref) && draft.dimensions.length >= MAX_DIMENSIONS}
                  onClick={() => set({ dimensions: toggled(draft.dimensions, ref, MAX_DIMENSIONS) })}>
                  {dimensionLabel(source, ref, et)}
                </button>
              ))}
            </div>
          </Group>
          <Group label={`${t('entity.customReport.field.measures', { ns: 'entity/customReport' })}（${t('renderer.reportDesigner.atMost', { count: MAX_MEASURES })}）`} error={errors.measures}>
            <div className="flex flex-wrap gap-1.5">
              {measureOptions(source).map((ref) => (
                <button key={ref} type="button" className={chip} aria-pressed={draft.measures.includes(ref)}
                  disabled={!draft.measures.includes(ref) && draft.measures.length >= MAX_MEASURES}
                  onClick={() => set({ measures: toggled(draft.measures, ref, MAX_MEASURES) })}>
                  {measureLabel(source, ref, et)}
                </button>
              ))}
            </div>
          </Group>
          <Group label={t('entity.customReport.field.filters', { ns: 'entity/customReport' })} error={errors.filters}>
            <div className="flex flex-col gap-2">
              {draft.filters.map((filter, i) => (
                <div key={filter.field} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-28 text-sm text-slate-600">{et(fieldMeta(source, filter.field).label)}</span>
                  <FilterValue entity={source} filter={filter} onChange={(next) => set({ filters: draft.filters.map((item, j) => (j === i ? next : item)) })} />
                  <button type="button" className="text-sm text-red-600 hover:underline" onClick={() => set({ filters: draft.filters.filter((_, j) => j !== i) })}>
                    {t('renderer.reportDesigner.removeFilter')}
                  </button>
                </div>
              ))}
              {unused.length > 0 && (
                <Select label={t('renderer.reportDesigner.addFilter')} value="" emptyLabel={t('renderer.reportDesigner.addFilter')}
                  options={unused.map((field) => ({ value: field.field, label: et(fieldMeta(source, field.field).label) }))}
                  onChange={(field) => field && set({ filters: [...draft.filters, { field }] })} className="self-start" />
              )}
            </div>
          </Group>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            <Group label={t('entity.customReport.field.sortField', { ns: 'entity/customReport' })} error={errors.sortField}>
              <div className="flex gap-2">
                <Select label={t('entity.customReport.field.sortField', { ns: 'entity/customReport' })} value={draft.sortField ?? ''} emptyLabel={t('renderer.reportDesigner.defaultSort')}
                  options={sortOptions} onChange={(value) => set({ sortField: value || undefined })} />
                <Select label={t('entity.customReport.field.sortType', { ns: 'entity/customReport' })} value={draft.sortType ?? ''} emptyLabel={t('renderer.reportDesigner.ascending')}
                  options={[{ value: 'desc', label: t('renderer.reportDesigner.descending') }]} onChange={(value) => set({ sortType: value === 'desc' ? 'desc' : undefined })} />
              </div>
            </Group>
            <Group label={t('entity.customReport.field.sharedRoles', { ns: 'entity/customReport' })} error={errors.sharedRoles}>
              <div className="flex flex-wrap gap-1.5">
                {sources.roles.map((role) => (
                  <button key={role.code} type="button" className={chip} aria-pressed={draft.sharedRoles.includes(role.code)}
                    onClick={() => set({ sharedRoles: toggled(draft.sharedRoles, role.code, 20) })}>
                    {role.name}
                  </button>
                ))}
              </div>
            </Group>
            <TextField label={t('entity.customReport.field.remark', { ns: 'entity/customReport' })} value={draft.remark ?? ''} maxLength={200}
              onChange={(event) => set({ remark: event.target.value })} />
          </div>
        </>
      )}
    </section>
  );
}
