// export: the export dialog over the page's query, or over the selected rows when there are any.
import { ExportDialog } from '../list/export/ExportDialog';
import type { ActionType } from './types';

export const exportAction: ActionType = {
  needsSelection: () => false,
  run: (_action, context) => {
    context.show(
      <ExportDialog
        open
        onClose={context.close}
        entity={context.entity}
        columns={context.columns}
        params={context.params}
        limit={context.exportLimit}
        selection={context.placement === 'toolbar' ? context.rows : []}
      />,
    );
  },
};
