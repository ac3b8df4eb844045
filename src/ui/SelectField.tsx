import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** Label and select on one line (compact bars). */
  inline?: boolean;
}

export function SelectField({ label, options, error, inline = false, className = '', ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex gap-1 ${inline ? 'flex-row items-center' : 'flex-col'} ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={`rounded border bg-white px-2 py-1.5 text-sm outline-none focus:border-primary ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
