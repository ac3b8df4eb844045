// batch: a state action (`action`) or removal (`remove: true`) over the selected rows. The fields
// of the state action are asked once (BatchFieldsDialog), then the question about the number of
// rows; then each row is called through the entity API (with its Idempotency-Key), a few at a
// time, with progress and a result per row. Rows whose state the action does not start from (or
// that fail its `when`) are refused without calling the server. The page reloads at the end.
import { proxy } from 'valtio';
import type { Action } from '../../../src/core/generated/page-language';
import { matchesCondition } from '../../../src/core/list/conditions';
import { dictName, loadDicts } from '../../../src/dicts/dictStore';
import { primaryKey, stateAction, stateCondition, type NamedStateAction } from '../../entities';
import { removeRecord, runStateAction, type EntityRecord } from '../../entityApi';
import { actionLabel } from '../../list/actions';
import type { ActionContext, ActionType } from '../types';
import { BatchDialog, type BatchRun } from './BatchDialog';
import { BatchFieldsDialog } from './BatchFieldsDialog';
import { runBatch } from './runBatch';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Each row's payload: the record's own values of the action's fields, under the values asked once. */
export function batchPayload(state: NamedStateAction, row: EntityRecord, asked: EntityRecord): EntityRecord {
  const payload: EntityRecord = {};
  for (const field of state.fields ?? []) {
    const value = isBlank(asked[field]) ? row[field] : asked[field];
    if (!isBlank(value)) payload[field] = value;
  }
  return payload;
}

/** Why the row is refused before any call, or undefined when it is sent. */
export function batchRefusal(action: Action, state: NamedStateAction | undefined, context: Pick<ActionContext, 'entity' | 't'>, row: EntityRecord): string | undefined {
  const { entity, t } = context;
  const label = t(actionLabel(entity, action));
  const states = entity['x-states'];
  if (state && states && !matchesCondition(stateCondition(entity, state), row))
    return t('renderer.batch.notInState', { action: label, state: dictName(states.dict, row[states.field], t) });
  if (!matchesCondition(action.when, row)) return t('renderer.batch.notApplicable', { action: label });
  return undefined;
}

/** How a result names its row: the value of the table's first column, else the primary key. */
function rowName(context: ActionContext, row: EntityRecord): string {
  const first = context.columns[0]?.field;
  const value = first ? row[first] : undefined;
  return isBlank(value) ? `#${String(row[primaryKey(context.entity)])}` : String(value);
}

async function execute(action: Action, state: NamedStateAction | undefined, context: ActionContext, asked: EntityRecord): Promise<void> {
  const { entity, rows, t } = context;
  const idField = primaryKey(entity);
  const run = proxy<BatchRun>({ total: rows.length, results: [], finished: false });
  context.show(<BatchDialog title={t(actionLabel(entity, action))} run={run} onClose={context.close} />);
  const states = entity['x-states'];
  if (states) await loadDicts([states.dict]).catch(() => undefined);
  await runBatch(
    {
      rows,
      refusal: (row) => batchRefusal(action, state, context, row),
      call: (row) => (state ? runStateAction(entity, row[idField], state.name, batchPayload(state, row, asked)) : removeRecord(entity, row[idField])),
      onProgress: (outcomes) => {
        run.results = outcomes.map((outcome) => ({
          key: String(outcome.row[idField]),
          name: rowName(context, outcome.row),
          outcome: outcome.outcome,
          reason: outcome.outcome === 'refused' ? outcome.reason : undefined,
        }));
      },
    },
    t('renderer.batch.unknownError'),
  );
  run.finished = true;
  context.clearSelection();
  context.reload();
}

export const batchAction: ActionType = {
  needsSelection: () => true,
  run: async (action, context) => {
    const { entity, rows, t } = context;
    const state = action.action ? stateAction(entity, action.action) : undefined;
    if (rows.length === 0 || (action.action && !state)) return;
    const ask = () => context.ask(action.confirm ?? 'renderer.batch.confirm', { count: rows.length, action: t(actionLabel(entity, action)) });
    if (state?.fields?.length) {
      context.show(
        <BatchFieldsDialog
          entity={entity}
          state={state}
          count={rows.length}
          onClose={context.close}
          onSubmit={async (asked) => {
            if (await ask()) await execute(action, state, context, asked);
          }}
        />,
      );
      return;
    }
    if (await ask()) await execute(action, state, context, {});
  },
};
