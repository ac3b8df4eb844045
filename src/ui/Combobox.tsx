// A choice among many options: the trigger opens a popover with a search box that narrows the
// list as the user types (by name or code); arrows move, Enter chooses, Esc closes.
import * as Popover from '@radix-ui/react-popover';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from './icons';
import { itemClass, triggerClass, type SelectOption } from './Select';

export interface ComboboxProps {
  id?: string;
  /** The accessible name of the trigger (the field's label). */
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The label of the empty value (全部), offered as the first item. */
  emptyLabel: string;
  searchPlaceholder: string;
  noMatchText: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The options whose name or code contains `text` (case-insensitive); all for an empty text. */
export function matchingOptions(options: readonly SelectOption[], text: string): SelectOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle));
}

export function Combobox({ id, label, value, options, emptyLabel, searchPlaceholder, noMatchText, onChange, className = '' }: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const shown = useMemo(() => [{ value: '', label: emptyLabel }, ...matchingOptions(options, text)], [options, text, emptyLabel]);
  const chosen = options.find((option) => option.value === value);

  const openChange = (next: boolean) => {
    setOpen(next);
    setText('');
    setActive(Math.max(0, shown.findIndex((option) => option.value === value)));
  };
  const choose = (option: SelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[active]);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger
        id={id}
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        data-value={value}
        data-state={open ? 'open' : 'closed'}
        className={`${triggerClass} ${className}`}
      >
        <span className="truncate">{chosen?.label ?? emptyLabel}</span>
        <ChevronDown className="shrink-0 text-slate-400" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-[3000] flex w-[max(var(--radix-popover-trigger-width),14rem)] flex-col gap-1 rounded border border-slate-200 bg-white p-1 shadow-md"
        >
          <input
            type="search"
            aria-label={label}
            aria-controls={listId}
            aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
            value={text}
            placeholder={searchPlaceholder}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="rounded border border-slate-300 px-2 py-1 text-sm outline-none focus:border-primary"
          />
          <ul id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto">
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                data-highlighted={index === active ? '' : undefined}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={itemClass}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {shown.length === 1 && text && <p className="px-3 py-1.5 text-sm text-slate-400">{noMatchText}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
