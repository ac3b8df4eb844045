// The list's create, edit and state-action dialogs, each the form renderer in a Radix dialog.
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../src/api/feedback';
import { withActionDefaults } from '../../src/core/page/actionDefaults';
import type { ListForm } from '../../src/core/generated/page-language';
import { Button } from '../../src/ui/Button';
import type { EntitySchema, NamedStateAction } from '../entities';
import { primaryKey } from '../entities';
import type { EntityRecord } from '../entityApi';
import { EntityForm } from '../form/LazyEntityForm';
import { Modal } from '../shared/Modal';
import { useRecord } from '../shared/useRecord';
import { forgetFormDraft, formDraftKey } from '../../src/session/formDrafts';
import { session } from '../../src/session/sessionState';

export type RecordDialogState =
  | { kind: 'create'; initial?: EntityRecord }
  | { kind: 'edit'; row: EntityRecord }
  | { kind: 'state'; action: NamedStateAction; rows: EntityRecord[] };

export interface RecordDialogProps {
  state: RecordDialogState;
  entity: EntitySchema;
  form: ListForm | undefined;
  onClose: () => void;
  onSubmit: (values: EntityRecord) => Promise<void>;
}

type EditFormProps = {
  entity: EntitySchema; form: ListForm; row: EntityRecord; onClose: () => void; onSubmit: RecordDialogProps['onSubmit'];
  onDirtyChange: (dirty: boolean) => void; draftKey: string;
};

/** The form a draft belongs to: the record edited, or a new one with its presets (a payment
 * started from one waybill is not the draft of one started from another). */
function draftKeyOf(entity: EntitySchema, state: RecordDialogState): string | undefined {
  if (state.kind === 'edit') return `${entity.$id}:edit:${String(state.row[primaryKey(entity)] ?? '')}`;
  if (state.kind === 'create') return `${entity.$id}:create:${JSON.stringify(state.initial ?? {})}`;
  return undefined;
}

function EditForm({ entity, form, row, onClose, onSubmit, onDirtyChange, draftKey }: EditFormProps) {
  const { t } = useTranslation();
  // The list row may be partial: the form edits the full record.
  const state = useRecord(entity, String(row[primaryKey(entity)] ?? ''));
  if (state.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (state.status === 'failed') return <p role="alert" className="text-sm text-red-600">{t('renderer.detail.notFound')}</p>;
  return (
    <EntityForm
      entity={entity}
      groups={form.groups}
      layout={form.layout}
      mode="edit"
      initialData={state.record}
      submitLabel={t('renderer.form.submit')}
      onSubmit={onSubmit}
      actions={<Button onClick={onClose}>{t('renderer.dialog.cancel')}</Button>}
      inDialog
      onDirtyChange={onDirtyChange}
      draftKey={draftKey}
    />
  );
}

export function RecordDialog({ state, entity, form, onClose: close, onSubmit }: RecordDialogProps) {
  const { t } = useTranslation();
  // Esc, ×, a click outside or 取消 on a changed form first ask whether to discard the changes.
  // A ref, not state: the cancel button sits inside rjsf's form, which skips re-rendering when only
  // functions change (its deep compare ignores them), so its handler may be an older closure.
  const dirty = useRef(false);
  const setDirty = useCallback((next: boolean) => { dirty.current = next; }, []);
  const draftKey = draftKeyOf(entity, state);
  const onClose = async () => {
    const discard = !dirty.current || await getFeedback().confirm({
      title: t('renderer.dialog.discardTitle'), text: t('renderer.dialog.discardText'),
      confirmText: t('renderer.dialog.discard'), cancelText: t('renderer.dialog.keepEditing'),
    });
    if (!discard) return;
    if (draftKey) forgetFormDraft(formDraftKey(session.code, draftKey));
    close();
  };
  const cancel = <Button onClick={() => void onClose()}>{t('renderer.dialog.cancel')}</Button>;
  if (state.kind === 'state') {
    return (
      <Modal title={t(state.action.label)} open onClose={() => void onClose()}>
        <EntityForm
          entity={entity}
          groups={[{ fields: state.action.fields ?? [] }]}
          layout={1}
          mode="action"
          required={state.action.required ?? []}
          initialData={withActionDefaults(state.action, state.rows.length === 1 ? state.rows[0]! : {}, new Date())}
          submitLabel={t('renderer.form.submit')}
          onSubmit={onSubmit}
          actions={cancel}
          inDialog
          onDirtyChange={setDirty}
        />
      </Modal>
    );
  }
  if (!form) return null;
  return (
    <Modal title={t(state.kind === 'create' ? 'page.action.create' : 'page.action.edit')} open onClose={() => void onClose()} wide>
      {state.kind === 'edit' ? (
        <EditForm entity={entity} form={form} row={state.row} onClose={() => void onClose()} onSubmit={onSubmit} onDirtyChange={setDirty} draftKey={draftKey!} />
      ) : (
        <EntityForm
          entity={entity}
          groups={form.groups}
          layout={form.layout}
          mode="create"
          initialData={state.initial}
          submitLabel={t('renderer.form.submit')}
          onSubmit={onSubmit}
          actions={cancel}
          inDialog
          onDirtyChange={setDirty}
          draftKey={draftKey}
        />
      )}
    </Modal>
  );
}
