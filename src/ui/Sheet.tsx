// A panel that slides over the page from an edge (a Radix dialog): the to-do list from the bottom,
// the filters from the right, the layout settings. Its trigger is given; it has a title and a ×
// to close. The trigger is a plain button; the dialog's code (Radix's focus trap, scroll lock and
// layers) is fetched when the browser is idle or at the first opening, and mounted from then on.
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { deferredComponent } from './deferred/deferredComponent';
import { useIdlePreload } from './deferred/useIdlePreload';

const sheetPanel = deferredComponent(() => import('./SheetPanel').then((module) => module.SheetPanel));

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's content and classes (the trigger is a button). */
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's name when its content is an icon. */
  triggerLabel?: string;
  title: string;
  closeLabel: string;
  side: 'bottom' | 'right';
  children: ReactNode;
}

export function Sheet({ open, onOpenChange, trigger, triggerClassName, triggerLabel, ...panel }: SheetProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useIdlePreload(sheetPanel.preload);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(true)}
      >
        {trigger}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <sheetPanel.Deferred {...panel} open={open} onOpenChange={onOpenChange} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
