// A yes/no field: the checkbox alone, named by the field's label above it (rjsf's default widget
// repeats the title beside the box, so the label showed twice).
import type { WidgetProps } from '@rjsf/utils';

export function CheckboxWidget({ id, value, disabled = false, readonly = false, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <div className="flex h-[34px] items-center">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={rawErrors.length > 0 || undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
        className="h-4 w-4 accent-primary"
      />
    </div>
  );
}
