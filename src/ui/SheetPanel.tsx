// The panel of a Sheet (src/ui/Sheet.tsx), fetched with its first opening: Radix's dialog without
// its trigger, so the focus goes back to the Sheet's own button on close.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface SheetPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  side: 'bottom' | 'right';
  children: ReactNode;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const SIDES = {
  bottom: 'inset-x-0 bottom-0 max-h-[75vh] rounded-t-xl',
  right: 'inset-y-0 right-0 w-[min(22rem,90vw)]',
} as const;

export function SheetPanel({ open, onOpenChange, title, closeLabel, side, children, returnFocusTo }: SheetPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed z-[2001] flex flex-col bg-white shadow-xl ${SIDES[side]}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-slate-800">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="px-2 text-xl leading-none text-slate-500 hover:text-slate-800">
              ×
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
