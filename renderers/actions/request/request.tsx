// request: a custom endpoint the entity's API declares (重新上报 and the like). Its fields, if any,
// are asked in a small form; then its question; then POST /ntocc-<service>-api/<entity>/<path>
// (scope row: /<id>/<path>; selection: with {"ids": [...]} of the selected rows); then a reload.
import type { Action } from '../../../src/core/generated/page-language';
import { Button } from '../../../src/ui/Button';
import { primaryKey } from '../../entities';
import { postCustom, type EntityRecord } from '../../entityApi';
import { EntityForm } from '../../form/LazyEntityForm';
import { Modal } from '../../shared/Modal';
import type { ActionContext, ActionType } from '../types';

const NOTHING_REQUIRED: readonly string[] = [];

/** The endpoint path under the entity's API base and the body the request sends. */
export function requestCall(action: Action, context: Pick<ActionContext, 'entity' | 'rows'>, values: EntityRecord): { path: string; body: EntityRecord } {
  const idField = primaryKey(context.entity);
  const path = action.path ?? '';
  if (action.scope === 'row') return { path: `${encodeURIComponent(String(context.rows[0]?.[idField]))}/${path}`, body: values };
  if (action.scope === 'selection') return { path, body: { ...values, ids: context.rows.map((row) => row[idField]) } };
  return { path, body: values };
}

async function send(action: Action, context: ActionContext, values: EntityRecord): Promise<void> {
  const { path, body } = requestCall(action, context, values);
  await postCustom(context.entity, path, body);
  context.done();
}

// Questions may name the record (`{{shippingNoteNumber}}`): a row's request fills them in.
const questionValues = (context: ActionContext) => (context.rows.length === 1 ? context.rows[0] : { count: context.rows.length });

export const requestAction: ActionType = {
  needsSelection: (action) => action.scope === 'selection',
  run: async (action, context) => {
    if (action.scope !== 'none' && context.rows.length === 0) return;
    if (action.fields?.length) {
      context.show(
        <Modal title={context.t(action.label ?? '')} open onClose={context.close}>
          <EntityForm
            entity={context.entity}
            groups={[{ fields: action.fields }]}
            layout={1}
            mode="action"
            required={NOTHING_REQUIRED}
            initialData={action.scope === 'row' ? context.rows[0] : undefined}
            submitLabel={context.t('renderer.form.submit')}
            onSubmit={async (values) => {
              if (!(await context.ask(action.confirm, questionValues(context)))) return;
              await send(action, context, values);
              context.close();
            }}
            actions={<Button onClick={context.close}>{context.t('renderer.dialog.cancel')}</Button>}
          />
        </Modal>,
      );
      return;
    }
    if (!(await context.ask(action.confirm, questionValues(context)))) return;
    try {
      await send(action, context, {});
    } catch {
      // The HTTP layer has shown the error.
    }
  },
};
