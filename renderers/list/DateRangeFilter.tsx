// A date-range filter: from and to days, and the shortcuts of spec section 9.
import { useTranslation } from 'react-i18next';
import { shortcutRange, type DateShortcut } from '../../src/core/list/dateShortcuts';
import type { DateRange } from '../../src/core/list/listQuery';

export interface DateRangeFilterProps {
  label: string;
  value: DateRange;
  shortcuts?: readonly DateShortcut[];
  onChange: (range: DateRange) => void;
}

const inputClass = 'rounded border border-slate-300 px-2 py-1.5 text-sm outline-none focus:border-primary';

export function DateRangeFilter({ label, value, shortcuts = [], onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-center gap-1">
        <input
          type="date"
          aria-label={t('renderer.filter.from', { label })}
          value={value.start ?? ''}
          max={value.end || undefined}
          onChange={(event) => onChange({ ...value, start: event.target.value || undefined })}
          className={inputClass}
        />
        <span className="text-slate-400">–</span>
        <input
          type="date"
          aria-label={t('renderer.filter.to', { label })}
          value={value.end ?? ''}
          min={value.start || undefined}
          onChange={(event) => onChange({ ...value, end: event.target.value || undefined })}
          className={inputClass}
        />
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut}
            type="button"
            onClick={() => onChange(shortcutRange(shortcut))}
            className="rounded px-2 py-1 text-xs text-primary hover:bg-sky-50"
          >
            {t(`page.shortcut.${shortcut}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
