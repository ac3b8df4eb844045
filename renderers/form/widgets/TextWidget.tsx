// Plain text input (replaces rjsf's default so every input looks alike; a `format: password`
// field, which rjsf gives its PasswordWidget, is typed hidden). rjsf 6 on React 19 ignores
// `defaultProps`, so defaults are given here, in the parameters.
import type { WidgetProps } from '@rjsf/utils';
import { inputClass } from './inputClass';

export function TextWidget({ id, value, disabled = false, readonly = false, required = false, placeholder = '', rawErrors = [], onChange, onBlur, onFocus, schema }: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      type={schema.format === 'password' ? 'password' : 'text'}
      autoComplete={schema.format === 'password' ? 'new-password' : undefined}
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
