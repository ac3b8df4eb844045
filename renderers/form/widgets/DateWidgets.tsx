// Date and date-time inputs. Dates travel as `yyyy-MM-dd HH:mm:ss` (date-time fields) and as
// `yyyyMMdd` (format date-ymd) or `yyyy-MM-dd` (other date fields).
import type { WidgetProps } from '@rjsf/utils';
import { inputClass } from './inputClass';

function toInputDate(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const ymd = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : text.slice(0, 10);
}

export function DateWidget({ id, value, disabled = false, readonly = false, required = false, rawErrors = [], schema, onChange, onBlur, onFocus }: WidgetProps) {
  const compact = schema.format === 'date-ymd';
  const toValue = (text: string) => (text === '' ? undefined : compact ? text.replace(/-/g, '') : text);
  return (
    <input
      id={id}
      name={id}
      type="date"
      value={toInputDate(value)}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      aria-invalid={rawErrors.length > 0 || undefined}
      onChange={(event) => onChange(toValue(event.target.value))}
      onBlur={(event) => onBlur(id, toValue(event.target.value))}
      onFocus={(event) => onFocus(id, toValue(event.target.value))}
      className={inputClass(rawErrors.length > 0)}
    />
  );
}

/** `yyyy-MM-ddTHH:mm[:ss]` of the input -> `yyyy-MM-dd HH:mm:ss`. */
export function fromDateTimeInput(text: string): string | undefined {
  if (text === '') return undefined;
  const [day, time = '00:00'] = text.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`;
}

export function DateTimeWidget({ id, value, disabled = false, readonly = false, required = false, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  const inputValue = typeof value === 'string' ? value.replace(' ', 'T') : '';
  return (
    <input
      id={id}
      name={id}
      type="datetime-local"
      step={1}
      value={inputValue}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      aria-invalid={rawErrors.length > 0 || undefined}
      onChange={(event) => onChange(fromDateTimeInput(event.target.value))}
      onBlur={(event) => onBlur(id, fromDateTimeInput(event.target.value))}
      onFocus={(event) => onFocus(id, fromDateTimeInput(event.target.value))}
      className={inputClass(rawErrors.length > 0)}
    />
  );
}
