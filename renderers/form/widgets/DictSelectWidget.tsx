// A select over a dictionary type (`x-dict`), names in the current language.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../src/dicts/dictStore';
import { inputClass } from './inputClass';

export function DictSelectWidget({ id, value, disabled = false, readonly = false, required = false, rawErrors = [], options, onChange, onBlur, onFocus }: WidgetProps) {
  const { t } = useTranslation();
  const items = useDict(typeof options.dict === 'string' ? options.dict : undefined);
  return (
    <select
      id={id}
      name={id}
      value={value ?? ''}
      disabled={disabled || readonly}
      required={required}
      aria-invalid={rawErrors.length > 0 || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={`${inputClass(rawErrors.length > 0)} bg-white`}
    >
      <option value="">{t('renderer.form.choose')}</option>
      {items.map((item) => (
        <option key={item.code} value={item.code}>
          {item.name}
        </option>
      ))}
    </select>
  );
}
