// A row's 更多 menu. Until its button is first pressed it is a plain button that looks and reads
// the same (a menu button, closed): a Radix dropdown per row, mounted with the rows, was a large
// part of a page's rows render (issue 19). A press, a click, Enter, Space or ↓ on it mounts the
// dropdown open; from then on it is Radix's (focus into the menu, back to the button on close).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../src/ui/Button';

export interface MoreActionsItem {
  key: string;
  label: string;
  onSelect: () => void;
}

const BUTTON_CLASS = 'px-1! py-0!';
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function MoreActionsMenu({ label, items }: { label: ReactNode; items: readonly MoreActionsItem[] }) {
  // Mounted from the first press on (and kept): open is the dropdown's own state from then.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);

  if (!mounted) {
    const press = () => {
      setMounted(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      press();
    };
    return (
      <Button
        variant="text"
        className={BUTTON_CLASS}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        // As Radix's trigger: the main button's press opens it (a touch or an assistive technology's click too).
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) {
            event.preventDefault();
            press();
          }
        }}
        onClick={press}
        onKeyDown={onKeyDown}
      >
        {label}
      </Button>
    );
  }
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="text" className={BUTTON_CLASS}>
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-[2000] min-w-24 rounded border border-slate-200 bg-white py-1 shadow-md">
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className="cursor-pointer px-4 py-1.5 text-sm text-primary outline-none data-[highlighted]:bg-slate-100"
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
