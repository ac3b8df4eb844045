// A date-range filter: one picker for both days, with the quick ranges of spec section 9 inside it.
import { useTranslation } from 'react-i18next';
import { shortcutRange, type DateShortcut } from '../../src/core/list/dateShortcuts';
import type { DateRange } from '../../src/core/list/listQuery';
import { DateRangePicker } from '../../src/ui/DateRangePicker';

export interface DateRangeFilterProps {
  id: string;
  label: string;
  value: DateRange;
  shortcuts?: readonly DateShortcut[];
  onChange: (range: DateRange) => void;
}

export function DateRangeFilter({ id, label, value, shortcuts = [], onChange }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation();
  const presets = shortcuts.map((shortcut) => ({ key: shortcut, label: t(`page.shortcut.${shortcut}`), range: () => shortcutRange(shortcut) }));
  return (
    <DateRangePicker
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      presets={presets}
      language={i18n.language}
      placeholder={t('renderer.filter.rangePlaceholder')}
      clearLabel={t('renderer.filter.clear')}
    />
  );
}
