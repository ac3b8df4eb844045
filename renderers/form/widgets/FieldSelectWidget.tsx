// x-widget field-select: one field of the entity the sibling field `x-field-of` names, chosen by
// its label (systemManage/fieldRequired: which field of the driver form a branch requires). The
// fields the entity requires already are left out; nothing to choose until the entity is chosen.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useEntityFieldOptions } from '../../shared/entityFields';
import type { EntityFormContext } from '../formContext';
import { inputClass } from './inputClass';

export function FieldSelectWidget({ id, value, disabled = false, readonly = false, required = false, rawErrors = [], options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const { t } = useTranslation();
  const context = registry.formContext as EntityFormContext | undefined;
  const entityName = typeof options.fieldOf === 'string' ? context?.values?.[options.fieldOf] : undefined;
  const fields = useEntityFieldOptions(entityName).filter((field) => !field.required || field.name === value);
  return (
    <select
      id={id}
      name={id}
      value={value ?? ''}
      disabled={disabled || readonly || fields.length === 0}
      required={required}
      aria-invalid={rawErrors.length > 0 || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={`${inputClass(rawErrors.length > 0)} bg-white`}
    >
      <option value="">{t('renderer.form.choose')}</option>
      {fields.map((field) => (
        <option key={field.name} value={field.name}>
          {field.label}
        </option>
      ))}
    </select>
  );
}
