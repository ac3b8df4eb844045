// print: a print layout of the row (row action) or of the selected rows (toolbar): the default
// print template of the entity when the branch has one (systemManage/printConfig: its fields in
// order with their labels, paper, orientation, header and footer), else the action's `fields`,
// else the table's columns as the user sees them.
import type { Column } from '../../../src/core/generated/page-language';
import { defaultPrintTemplate, type PrintTemplate } from '../../entityApi';
import type { EntitySchema } from '../../entities';
import type { ActionType } from '../types';
import { PrintSheet } from './PrintSheet';

/** The template's fields the entity has, in its order, formatted as the table shows them (the
 * sheet prints the template's labels as written). */
export function templateColumns(entity: EntitySchema, template: PrintTemplate, shown: readonly Column[]): Column[] {
  return template.fields.filter(({ field }) => Object.hasOwn(entity.properties, field))
    .map(({ field }) => shown.find((column) => column.field === field) ?? { field });
}

async function templateOf(entity: EntitySchema): Promise<PrintTemplate | null> {
  try {
    return await defaultPrintTemplate(entity);
  } catch {
    return null;
  }
}

export const printAction: ActionType = {
  needsSelection: () => true,
  run: async (action, context) => {
    if (context.rows.length === 0) return;
    const template = await templateOf(context.entity);
    const columns: readonly Column[] = template && template.fields.length > 0
      ? templateColumns(context.entity, template, context.columns)
      : action.fields?.map((field) => context.columns.find((column) => column.field === field) ?? { field }) ?? context.columns;
    context.show(<PrintSheet entity={context.entity} columns={columns} rows={context.rows} template={template} onClose={context.close} />);
  },
};
