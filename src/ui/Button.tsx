import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'text';

const VARIANTS: Record<ButtonVariant, string> = {
  default: 'border border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary',
  primary: 'border border-primary bg-primary text-white hover:opacity-90',
  danger: 'border border-red-500 bg-red-500 text-white hover:opacity-90',
  text: 'border border-transparent bg-transparent text-primary hover:underline',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows the pending state and disables the button. */
  pending?: boolean;
}

export function Button({ variant = 'default', pending = false, disabled, className = '', type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {pending && <span className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
      {children}
    </button>
  );
}
