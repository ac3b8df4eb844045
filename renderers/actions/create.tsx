// create: the table's form in a dialog; the record is created and the page reloads.
import { createRecord } from '../entityApi';
import { RecordDialog } from '../list/RecordDialog';
import type { ActionType } from './types';

export const createAction: ActionType = {
  needsSelection: () => false,
  run: (_action, context) => {
    context.show(
      <RecordDialog
        state={{ kind: 'create', initial: context.presets }}
        entity={context.entity}
        form={context.form}
        onClose={context.close}
        onSubmit={async (values) => {
          await createRecord(context.entity, values);
          context.close();
          context.done();
        }}
      />,
    );
  },
};
