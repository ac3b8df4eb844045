// A choice among a few options (Radix Select): a trigger showing the chosen option, a list that
// opens below it. The empty value is an option of its own (Radix gives "" no item), shown first.
import * as RadixSelect from '@radix-ui/react-select';
import { ChevronDown } from './icons';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  id?: string;
  /** The accessible name of the trigger (the field's label). */
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The label of the empty value (全部), offered as the first item. */
  emptyLabel: string;
  onChange: (value: string) => void;
  className?: string;
}

const EMPTY = '\u0000empty';

export const triggerClass =
  'inline-flex min-w-36 items-center justify-between gap-2 rounded border border-slate-300 bg-white px-2 py-1.5 text-left text-sm outline-none hover:border-primary focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 data-[state=open]:border-primary';

export const itemClass =
  'relative flex cursor-pointer select-none items-center rounded px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-sky-50 data-[highlighted]:text-primary data-[state=checked]:font-semibold data-[state=checked]:text-primary aria-selected:font-semibold aria-selected:text-primary';

export function Select({ id, label, value, options, emptyLabel, onChange, className = '' }: SelectProps) {
  return (
    <RadixSelect.Root value={value === '' ? EMPTY : value} onValueChange={(next) => onChange(next === EMPTY ? '' : next)}>
      <RadixSelect.Trigger id={id} aria-label={label} data-value={value} className={`${triggerClass} ${className}`}>
        <RadixSelect.Value />
        <RadixSelect.Icon className="text-slate-400">
          <ChevronDown />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-[3000] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded border border-slate-200 bg-white shadow-md"
        >
          <RadixSelect.Viewport className="p-1">
            {[{ value: EMPTY, label: emptyLabel }, ...options].map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className={itemClass}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
