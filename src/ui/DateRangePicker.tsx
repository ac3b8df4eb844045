// One date-range picker: a trigger showing `yyyy-MM-dd ~ yyyy-MM-dd`, and a popover with a
// two-month calendar (one on narrow screens), quick ranges and 清除. The first day clicked
// starts a new range, the second ends it (either order) and closes the popover.
import * as Popover from '@radix-ui/react-popover';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dayPickerLocale } from './dayPickerLocale';
import { CalendarIcon } from './icons';
import { dateOfDay, dayOfDate } from './dayText';
import { triggerClass } from './Select';
import { useMediaQuery } from './useMediaQuery';

/** Either end may be open; days are `yyyy-MM-dd`. */
export interface DayRange {
  start?: string;
  end?: string;
}

export interface RangePreset {
  key: string;
  label: string;
  range: () => DayRange;
}

export interface DateRangePickerProps {
  id?: string;
  /** The accessible name of the trigger (the field's label). */
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  presets?: readonly RangePreset[];
  /** The console's language (`zh`, `en`, …): the calendar's month and weekday names. */
  language: string;
  placeholder: string;
  clearLabel: string;
}

// Tighter than the library's 44px days, in the console's theme colour.
const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': '#e6f4ff',
  '--rdp-day-height': '34px',
  '--rdp-day-width': '34px',
  '--rdp-day_button-height': '32px',
  '--rdp-day_button-width': '32px',
  '--rdp-nav-height': '2.25rem',
  '--rdp-months-gap': '1.5rem',
  fontSize: '0.875rem',
} as CSSProperties;

/** What the trigger shows: both ends, or the placeholder for an empty range. */
export function rangeText(value: DayRange, placeholder: string): string {
  if (!value.start && !value.end) return placeholder;
  return `${value.start?.slice(0, 10) ?? ''} ~ ${value.end?.slice(0, 10) ?? ''}`;
}

export function DateRangePicker({ id, label, value, onChange, presets = [], language, placeholder, clearLabel }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<Date | undefined>();
  const [month, setMonth] = useState<Date | undefined>();
  const twoMonths = useMediaQuery('(min-width: 640px)');
  const start = dateOfDay(value.start);
  const end = dateOfDay(value.end);

  const openChange = (next: boolean) => {
    setOpen(next);
    setAnchor(undefined);
    // Opens on the chosen range's first month; else on this month, on the right when two are shown.
    const today = new Date();
    if (next) setMonth(start ?? new Date(today.getFullYear(), today.getMonth() - (twoMonths ? 1 : 0), 1));
  };
  const finish = (range: DayRange) => {
    onChange(range);
    openChange(false);
  };
  const pick = (day: Date) => {
    if (!anchor) return setAnchor(day);
    const [from, to] = anchor <= day ? [anchor, day] : [day, anchor];
    finish({ start: dayOfDate(from), end: dayOfDate(to) });
  };

  const empty = !value.start && !value.end;
  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger id={id} aria-label={label} data-start={value.start ?? ''} data-end={value.end ?? ''} className={`${triggerClass} min-w-56`}>
        <span className={`truncate tabular-nums ${empty ? 'text-slate-400' : ''}`}>{rangeText(value, placeholder)}</span>
        <CalendarIcon className="shrink-0 text-slate-400" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className="z-[3000] flex max-w-[calc(100vw-16px)] flex-col gap-2 rounded border border-slate-200 bg-white p-3 shadow-md sm:flex-row"
        >
          {presets.length > 0 && (
            <ul className="flex flex-row flex-wrap gap-1 sm:flex-col sm:border-r sm:border-slate-100 sm:pr-3">
              {presets.map((preset) => (
                <li key={preset.key}>
                  <button
                    type="button"
                    onClick={() => finish(preset.range())}
                    className="w-full whitespace-nowrap rounded px-2 py-1 text-left text-sm text-primary outline-none hover:bg-sky-50 focus-visible:ring-2 focus-visible:ring-primary/30"
                  >
                    {preset.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2">
            <DayPicker
              mode="range"
              numberOfMonths={twoMonths ? 2 : 1}
              month={month}
              onMonthChange={setMonth}
              locale={dayPickerLocale(language)}
              selected={anchor ? { from: anchor, to: undefined } : { from: start, to: end }}
              onSelect={(_range, day) => pick(day)}
              style={CALENDAR_STYLE}
            />
            <div className="flex justify-end border-t border-slate-100 pt-2">
              <button
                type="button"
                onClick={() => finish({})}
                className="rounded px-2 py-1 text-sm text-slate-600 outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/30"
              >
                {clearLabel}
              </button>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
