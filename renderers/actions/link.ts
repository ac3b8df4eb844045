// link: opens the page `to` with query parameters taken from the row.
import { linkQuery } from '../list/actions';
import type { ActionType } from './types';

export const linkAction: ActionType = {
  needsSelection: () => false,
  run: (action, context) => {
    const row = context.rows[0];
    context.openPage(action.to ?? '', row ? linkQuery(action, row) : new URLSearchParams());
  },
};
