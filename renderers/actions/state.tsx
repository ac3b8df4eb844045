// state: a state action of the entity (x-states) on the row. With fields, a small form comes
// first (its field errors show on the fields); then the question, then the call, then a reload.
// On the toolbar (a page may still put one there) it runs on each selected row it applies to.
import type { Action } from '../../src/core/generated/page-language';
import { primaryKey } from '../entities';
import { runStateAction, type EntityRecord } from '../entityApi';
import { actionConfirm, appliesToRow, stateActionOf } from '../list/actions';
import { RecordDialog } from '../list/RecordDialog';
import type { ActionContext, ActionType } from './types';

async function runOnRows(action: Action, context: ActionContext, fields: EntityRecord): Promise<void> {
  const { entity } = context;
  const name = stateActionOf(entity, action)!.name;
  for (const row of context.rows.filter((candidate) => appliesToRow(entity, action, candidate)))
    await runStateAction(entity, row[primaryKey(entity)], name, fields);
  context.done();
}

// Questions may name the record (`{{shippingNoteNumber}}`): a single row fills them in.
const questionValues = (rows: EntityRecord[]) => (rows.length === 1 ? rows[0] : {});

export const stateAction: ActionType = {
  needsSelection: () => true,
  run: async (action, context) => {
    const state = stateActionOf(context.entity, action);
    if (!state || context.rows.length === 0) return;
    const question = actionConfirm(context.entity, action);
    if (state.fields?.length) {
      context.show(
        <RecordDialog
          state={{ kind: 'state', action: state, rows: context.rows }}
          entity={context.entity}
          form={context.form}
          onClose={context.close}
          onSubmit={async (values) => {
            if (!(await context.ask(question, questionValues(context.rows)))) return;
            await runOnRows(action, context, values);
            context.close();
          }}
        />,
      );
      return;
    }
    if (!(await context.ask(question, questionValues(context.rows)))) return;
    try {
      await runOnRows(action, context, {});
    } catch {
      context.reload();
    }
  },
};
