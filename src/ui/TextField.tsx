import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Message shown under the input; also marks the input invalid. */
  error?: string;
  hint?: string;
  /** Content placed after the input on the same line (e.g. a send-code button). */
  addon?: ReactNode;
}

/** A text input with a visible label and its error text. */
export function TextField({ label, error, hint, addon, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={`min-w-0 flex-1 rounded border px-3 py-2 text-sm outline-none focus:border-primary ${error ? 'border-red-500' : 'border-slate-300'}`}
          {...inputProps}
        />
        {addon}
      </div>
      {message && (
        <p id={messageId} className={`text-xs ${error ? 'text-red-600' : 'text-slate-500'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
