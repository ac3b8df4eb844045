import type { WidgetProps } from '@rjsf/utils';
import { inputClass } from './inputClass';

const DEFAULT_ROWS = 3;

export function TextareaWidget({ id, value, disabled = false, readonly = false, required = false, placeholder = '', rawErrors = [], options, onChange, onBlur, onFocus, schema }: WidgetProps) {
  const rows = typeof options.rows === 'number' ? options.rows : DEFAULT_ROWS;
  return (
    <textarea
      id={id}
      name={id}
      rows={rows}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-invalid={rawErrors.length > 0 || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={inputClass(rawErrors.length > 0)}
    />
  );
}
