// download: a file the server produces. On a row: GET /ntocc-<service>-api/<entity>/<id>/<path>;
// on the toolbar: GET /<entity>/<path> with the page's filters (not its paging). The file is
// named by the action's fileName key, filled in with the row, else <path>-<id> or <path>.
import { ApiError } from '../../src/api/apiError';
import { download, type DownloadRequest } from '../../src/api/download';
import { getFeedback } from '../../src/api/feedback';
import type { Action } from '../../src/core/generated/page-language';
import { apiBase, primaryKey } from '../entities';
import type { ActionContext, ActionType } from './types';

const PAGING = new Set(['pageNum', 'pageSize']);

export function downloadRequest(action: Action, context: Pick<ActionContext, 'entity' | 'rows' | 'placement' | 'params' | 't'>): { request: DownloadRequest; fileName: string } {
  const { entity, placement, t } = context;
  const path = action.path ?? '';
  const row = placement === 'row' ? context.rows[0] : undefined;
  if (row) {
    const id = String(row[primaryKey(entity)]);
    return {
      request: { url: `${apiBase(entity)}/${encodeURIComponent(id)}/${path}`, method: 'GET' },
      fileName: action.fileName ? t(action.fileName, row) : `${path}-${id}`,
    };
  }
  const payload = Object.fromEntries(Object.entries(context.params).filter(([name]) => !PAGING.has(name)));
  return { request: { url: `${apiBase(entity)}/${path}`, method: 'GET', payload }, fileName: action.fileName ? t(action.fileName) : path };
}

export const downloadAction: ActionType = {
  needsSelection: () => false,
  run: async (action, context) => {
    const { request, fileName } = downloadRequest(action, context);
    try {
      await download(request, fileName);
    } catch (error) {
      // A refusal comes inside the file's answer, unseen by the HTTP layer; a lost connection it has shown.
      if (error instanceof ApiError && error.status !== null) getFeedback().message('error', error.message);
    }
  },
};
