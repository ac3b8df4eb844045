// print: a print layout of the row (row action) or of the selected rows (toolbar): the action's
// `fields`, else the table's columns as the user sees them.
import type { Column } from '../../../src/core/generated/page-language';
import type { ActionType } from '../types';
import { PrintSheet } from './PrintSheet';

export const printAction: ActionType = {
  needsSelection: () => true,
  run: (action, context) => {
    if (context.rows.length === 0) return;
    const columns: readonly Column[] = action.fields?.map((field) => context.columns.find((column) => column.field === field) ?? { field }) ?? context.columns;
    context.show(<PrintSheet entity={context.entity} columns={columns} rows={context.rows} onClose={context.close} />);
  },
};
