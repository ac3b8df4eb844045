// The list's create, edit and state-action dialogs, each the form renderer in a Radix dialog.
import { useTranslation } from 'react-i18next';
import type { ListForm } from '../../src/core/generated/page-language';
import { Button } from '../../src/ui/Button';
import type { EntitySchema, NamedStateAction } from '../entities';
import { primaryKey } from '../entities';
import type { EntityRecord } from '../entityApi';
import { EntityForm } from '../form/EntityForm';
import { Modal } from '../shared/Modal';
import { useRecord } from '../shared/useRecord';

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

function EditForm({ entity, form, row, onClose, onSubmit }: { entity: EntitySchema; form: ListForm; row: EntityRecord; onClose: () => void; onSubmit: RecordDialogProps['onSubmit'] }) {
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
    />
  );
}

export function RecordDialog({ state, entity, form, onClose, onSubmit }: RecordDialogProps) {
  const { t } = useTranslation();
  const cancel = <Button onClick={onClose}>{t('renderer.dialog.cancel')}</Button>;
  if (state.kind === 'state') {
    return (
      <Modal title={t(state.action.label)} open onClose={onClose}>
        <EntityForm
          entity={entity}
          groups={[{ fields: state.action.fields ?? [] }]}
          layout={1}
          mode="action"
          required={state.action.required ?? []}
          initialData={state.rows.length === 1 ? state.rows[0] : undefined}
          submitLabel={t('renderer.form.submit')}
          onSubmit={onSubmit}
          actions={cancel}
        />
      </Modal>
    );
  }
  if (!form) return null;
  return (
    <Modal title={t(state.kind === 'create' ? 'page.action.create' : 'page.action.edit')} open onClose={onClose} wide>
      {state.kind === 'edit' ? (
        <EditForm entity={entity} form={form} row={state.row} onClose={onClose} onSubmit={onSubmit} />
      ) : (
        <EntityForm entity={entity} groups={form.groups} layout={form.layout} mode="create" initialData={state.initial} submitLabel={t('renderer.form.submit')} onSubmit={onSubmit} actions={cancel} />
      )}
    </Modal>
  );
}
