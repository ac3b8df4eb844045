import type { ReactNode } from 'react';

/** One entry of a menu: what it shows and what choosing it does. */
export interface MenuEntry {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** A line above the entry (log-out under the rest). */
  separatorBefore?: boolean;
}
