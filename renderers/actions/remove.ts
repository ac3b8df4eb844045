// remove: asks (the page's question, else page.confirm.remove), deletes the row, reloads.
import { primaryKey } from '../entities';
import { removeRecord } from '../entityApi';
import { actionConfirm } from '../list/actions';
import type { ActionType } from './types';

export const removeAction: ActionType = {
  needsSelection: () => false,
  run: async (action, context) => {
    const row = context.rows[0];
    if (!row || !(await context.ask(actionConfirm(context.entity, action) ?? 'page.confirm.remove', row))) return;
    try {
      await removeRecord(context.entity, row[primaryKey(context.entity)]);
      context.done();
    } catch {
      // The HTTP layer has shown the error.
    }
  },
};
