// What an action type is given when its button is pressed, and what it declares: the contract
// between the table that hosts the buttons (renderers/list/useListActions.ts) and each action
// type's file under renderers/actions/.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Action, Column, ListForm } from '../../src/core/generated/page-language';
import type { EntitySchema } from '../entities';
import type { EntityRecord, ListParams } from '../entityApi';

/** Where the button sits: above the table (it works on the selection or the query) or on a row. */
export type Placement = 'toolbar' | 'row';

export interface ActionContext {
  entity: EntitySchema;
  /** The row of a row action; the selected rows of a toolbar action. */
  rows: EntityRecord[];
  placement: Placement;
  /** The create/edit dialog's form of the table. */
  form?: ListForm;
  /** Values a new record starts with: the screen's fixed filter, a related table's link. */
  presets?: EntityRecord;
  /** The table's columns as the user sees them (order and hidden columns applied). */
  columns: readonly Column[];
  /** The page's query: filters, sort, paging, the tab's and the screen's fixed filter. */
  params: ListParams;
  /** Rows per export batch (the branch's exportable quantity). */
  exportLimit: number;
  t: TFunction;
  /** Opens the page of a menu component with a query. */
  openPage: (component: string, query: URLSearchParams) => void;
  /** Shows a dialog or sheet over the table until `close()`. */
  show: (overlay: ReactNode) => void;
  close: () => void;
  /** Asks the question (an i18n key, filled in with `values`); true when there is none. */
  ask: (questionKey: string | undefined, values?: Record<string, unknown>) => Promise<boolean>;
  /** The success message and a reload of the page's blocks. */
  done: () => void;
  reload: () => void;
  clearSelection: () => void;
}

export interface ActionType {
  /** A toolbar button that works on the selected rows: it shows in the selection bar. */
  needsSelection: (action: Action) => boolean;
  run: (action: Action, context: ActionContext) => Promise<void> | void;
}
