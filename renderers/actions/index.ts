// One line per action type: each is registered under its type. Adding an action type is one file
// here, one line below, its properties in the Action definition of schemas/page.schema.json, its
// code in src/core/page/permissionCode.ts and its checks in PageChecker.action.
import { batchAction } from './batch/batch';
import { createAction } from './create';
import { downloadAction } from './download';
import { editAction } from './edit';
import { exportAction } from './export';
import { linkAction } from './link';
import { printAction } from './print/print';
import { registerAction } from './registry';
import { removeAction } from './remove';
import { requestAction } from './request/request';
import { shareAction } from './share/share';
import { stateAction } from './state';

registerAction('create', createAction);
registerAction('edit', editAction);
registerAction('remove', removeAction);
registerAction('export', exportAction);
registerAction('state', stateAction);
registerAction('link', linkAction);
registerAction('batch', batchAction);
registerAction('request', requestAction);
registerAction('print', printAction);
registerAction('download', downloadAction);
registerAction('share', shareAction);

export { actionTypeOf, registeredActionTypes, splitToolbar } from './registry';
export type { ActionContext, Placement } from './types';
