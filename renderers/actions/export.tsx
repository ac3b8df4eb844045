// export: the export dialog over the page's query, or over the selected rows when there are any.
// The dialog's code (and the file writers it uses) is fetched when an export is first asked for.
import { lazy, Suspense } from 'react';
import type { ActionType } from './types';

const ExportDialog = lazy(() => import('../list/export/ExportDialog').then((module) => ({ default: module.ExportDialog })));

export const exportAction: ActionType = {
  needsSelection: () => false,
  run: (_action, context) => {
    context.show(
      <Suspense fallback={null}>
        <ExportDialog
          open
          onClose={context.close}
          entity={context.entity}
          columns={context.columns}
          params={context.params}
          limit={context.exportLimit}
          selection={context.placement === 'toolbar' ? context.rows : []}
        />
      </Suspense>,
    );
  },
};
