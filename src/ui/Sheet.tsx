// A panel that slides over the page from an edge (a Radix dialog): the to-do list from the bottom,
// the filters from the right. Its trigger is given; it has a title and a × to close.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's content and classes (the trigger is a button). */
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  closeLabel: string;
  side: 'bottom' | 'right';
  children: ReactNode;
}

const SIDES = {
  bottom: 'inset-x-0 bottom-0 max-h-[75vh] rounded-t-xl',
  right: 'inset-y-0 right-0 w-[min(22rem,90vw)]',
} as const;

export function Sheet({ open, onOpenChange, trigger, triggerClassName, title, closeLabel, side, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/30" />
        <Dialog.Content aria-describedby={undefined} className={`fixed z-[2001] flex flex-col bg-white shadow-xl ${SIDES[side]}`}>
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
