// edit: the table's form over the full record in a dialog; the record is saved and the page reloads.
import { primaryKey } from '../entities';
import { updateRecord } from '../entityApi';
import { RecordDialog } from '../list/RecordDialog';
import type { ActionType } from './types';

export const editAction: ActionType = {
  needsSelection: () => false,
  run: (_action, context) => {
    const row = context.rows[0];
    if (!row) return;
    context.show(
      <RecordDialog
        state={{ kind: 'edit', row }}
        entity={context.entity}
        form={context.form}
        onClose={context.close}
        onSubmit={async (values) => {
          await updateRecord(context.entity, row[primaryKey(context.entity)], values);
          context.close();
          context.done();
        }}
      />,
    );
  },
};
