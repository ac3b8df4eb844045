// A choice among a few options (Radix Select): a trigger showing the chosen option, a list that
// opens below it. The empty value is an option of its own (Radix gives "" no item), shown first.
import * as RadixSelect from '@radix-ui/react-select';
import { useState, type KeyboardEvent } from 'react';
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

/** The option after `value` whose label starts with `typed` (wrapping round), as a native select and
 * Radix's own trigger pick by typing: Radix's needs its items mounted, and here they are mounted only
 * while the list is open. */
export function optionTypedTo(choices: readonly SelectOption[], value: string, typed: string): string | undefined {
  const start = choices.findIndex((option) => option.value === value);
  const wanted = typed.toLocaleLowerCase();
  for (let step = 1; step <= choices.length; step += 1) {
    const option = choices[(start + step) % choices.length]!;
    if (option.label.toLocaleLowerCase().startsWith(wanted)) return option.value;
  }
  return undefined;
}

export function Select({ id, label, value, options, emptyLabel, onChange, className = '' }: SelectProps) {
  const [open, setOpen] = useState(false);
  const chosen = value === '' ? emptyLabel : (options.find((option) => option.value === value)?.label ?? value);
  const pickByTyping = (event: KeyboardEvent) => {
    if (open || event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
    const next = optionTypedTo([{ value: '', label: emptyLabel }, ...options], value, event.key);
    if (next !== undefined && next !== value) onChange(next);
  };
  return (
    <RadixSelect.Root value={value === '' ? EMPTY : value} onValueChange={(next) => onChange(next === EMPTY ? '' : next)} open={open} onOpenChange={setOpen}>
      <RadixSelect.Trigger id={id} aria-label={label} data-value={value} className={`${triggerClass} ${className}`} onKeyDown={pickByTyping}>
        {/* The chosen option's text is written here, not carried over from its item: the list is
            mounted only while open (issue 19: closed, Radix still rendered every item and each
            registered itself in a state update of its own, a render after the screen's first). */}
        <RadixSelect.Value>{chosen}</RadixSelect.Value>
        <RadixSelect.Icon className="text-slate-400">
          <ChevronDown />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {open && (
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
      )}
    </RadixSelect.Root>
  );
}
