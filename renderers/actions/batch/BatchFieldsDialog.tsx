// The fields of a batch's state action, asked once for all the selected rows. Nothing is required
// here: a field left blank is sent as each record holds it (an approval's licence details), a
// field filled in goes to every record (a rejection's reason); the server checks each record.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ui/Button';
import type { EntitySchema, NamedStateAction } from '../../entities';
import type { EntityRecord } from '../../entityApi';
import { EntityForm } from '../../form/LazyEntityForm';
import { Modal } from '../../shared/Modal';

const NOTHING_REQUIRED: readonly string[] = [];

export interface BatchFieldsDialogProps {
  entity: EntitySchema;
  state: NamedStateAction;
  count: number;
  onClose: () => void;
  onSubmit: (values: EntityRecord) => Promise<void>;
}

export function BatchFieldsDialog({ entity, state, count, onClose, onSubmit }: BatchFieldsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t(state.label)} open onClose={onClose}>
      <p className="mb-3 text-sm text-slate-500">{t('renderer.batch.fieldsHint', { count })}</p>
      <EntityForm
        entity={entity}
        groups={[{ fields: state.fields ?? [] }]}
        layout={1}
        mode="action"
        required={NOTHING_REQUIRED}
        submitLabel={t('renderer.form.submit')}
        onSubmit={onSubmit}
        actions={<Button onClick={onClose}>{t('renderer.dialog.cancel')}</Button>}
      />
    </Modal>
  );
}
