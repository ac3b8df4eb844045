// A dictionary filter: a select with 全部 first; a long dictionary gets a search box instead.
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../src/dicts/dictStore';
import { Combobox } from '../../../src/ui/Combobox';
import { Select } from '../../../src/ui/Select';

/** Above this many items the user searches rather than scrolls. */
export const SEARCHABLE_ABOVE = 20;

export interface DictFilterProps {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
}

export function DictFilter({ id, label, type, value, onChange }: DictFilterProps) {
  const { t } = useTranslation();
  const options = useDict(type).map((item) => ({ value: item.code, label: item.name }));
  const common = { id, label, value, options, emptyLabel: t('renderer.filter.all'), onChange };
  if (options.length > SEARCHABLE_ABOVE) {
    return <Combobox {...common} searchPlaceholder={t('renderer.filter.searchOptions')} noMatchText={t('renderer.filter.noMatch')} />;
  }
  return <Select {...common} />;
}
