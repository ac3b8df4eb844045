// A button that opens a menu (profile and log-out, the to-do list's 更多). Until it is first
// pressed it is a plain button that looks and reads the same (a menu button, closed): the menu's
// code (Radix's dropdown with its positioning and focus handling, ~30 KB gz) is fetched when the
// browser is idle or at the first press, not with the shell (issue 18's dashboard budget). A press,
// a click, Enter, Space or ↓ opens it; from then on it is Radix's (focus into the menu, back to the
// button on close).
import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { deferredComponent } from '../deferred/deferredComponent';
import { useIdlePreload } from '../deferred/useIdlePreload';
import type { MenuEntry } from './menuEntry';

export type { MenuEntry } from './menuEntry';

const openMenu = deferredComponent(() => import('./OpenMenu').then((module) => module.OpenMenu));

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export interface MenuButtonProps {
  /** What the button shows. */
  children: ReactNode;
  entries: readonly MenuEntry[];
  className: string;
  'aria-label'?: string;
  title?: string;
  /** The menu's panel and each entry. */
  contentClassName: string;
  entryClassName: string;
  align?: 'start' | 'end';
  sideOffset?: number;
}

export function MenuButton(props: MenuButtonProps) {
  const { children, className, title } = props;
  // Mounted from the first press on (and kept): open is the menu's own state from then.
  const [pressed, setPressed] = useState(false);
  useIdlePreload(openMenu.preload);

  const closedButton = (press?: () => void) => (
    <button
      type="button"
      className={className}
      title={title}
      aria-label={props['aria-label']}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      // As Radix's trigger: the main button's press opens it (a touch or an assistive technology's click too).
      onPointerDown={(event) => {
        if (press && event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          press();
        }
      }}
      onClick={press}
      onKeyDown={(event: KeyboardEvent) => {
        if (!press || !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
      }}
    >
      {children}
    </button>
  );

  if (!pressed) return closedButton(() => setPressed(true));
  return (
    <Suspense fallback={closedButton()}>
      <openMenu.Deferred {...props} />
    </Suspense>
  );
}
