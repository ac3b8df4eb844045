// Numeric inputs shaped while the user types by the formatters of spec section 5: decimals
// limited to the field's places, values clamped to 1,000,000,000 (percent to 100), leading
// zeros stripped. The text is kept as typed ("12.") and the form holds the number.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatDecimal, formatInteger, formatPercent } from '../../../src/core/validation/formatters';
import { inputClass } from './inputClass';

type Shape = (text: string, options: WidgetProps['options']) => string;

function toNumber(text: string): number | undefined {
  if (text === '' || text === '-') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

function placesOf(options: WidgetProps['options']): 1 | 2 | 3 {
  const places = options.places;
  return places === 1 || places === 3 ? places : 2;
}

function createNumberWidget(shape: Shape, inputMode: 'decimal' | 'numeric', suffix?: string) {
  return function NumberWidget({ id, value, disabled = false, readonly = false, required = false, placeholder = '', rawErrors = [], options, onChange, onBlur, onFocus }: WidgetProps) {
    const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
    // A value set from outside (reset, filled by another field) replaces the typed text.
    useEffect(() => {
      setText((typed) => (toNumber(typed) === (value ?? undefined) ? typed : value === undefined || value === null ? '' : String(value)));
    }, [value]);
    const input = (
      <input
        id={id}
        name={id}
        type="text"
        inputMode={inputMode}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        required={required}
        placeholder={placeholder}
        aria-invalid={rawErrors.length > 0 || undefined}
        onChange={(event) => {
          const shaped = shape(event.target.value, options);
          setText(shaped);
          onChange(toNumber(shaped));
        }}
        onBlur={() => onBlur(id, toNumber(text))}
        onFocus={() => onFocus(id, toNumber(text))}
        className={inputClass(rawErrors.length > 0)}
      />
    );
    if (!suffix) return input;
    return (
      <div className="flex items-center gap-1">
        {input}
        <span className="text-sm text-slate-500">{suffix}</span>
      </div>
    );
  };
}

export const DecimalWidget = createNumberWidget(
  (text, options) => formatDecimal(text, { places: placesOf(options), allowNegative: options.allowNegative === true }),
  'decimal',
);
export const IntegerWidget = createNumberWidget((text, options) => formatInteger(text, { allowNegative: options.allowNegative === true }), 'numeric');
export const PercentWidget = createNumberWidget((text) => formatPercent(text), 'numeric', '%');
