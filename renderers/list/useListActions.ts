// What the table's buttons do: each action type's file under renderers/actions/ (the action
// registry) runs with the table's context; the dialog or sheet it shows is the `overlay` the
// table renders.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getFeedback } from '../../src/api/feedback';
import type { Action, Column, ListForm } from '../../src/core/generated/page-language';
import { useSessionRoutes } from '../../src/session/useSessionRoutes';
import { actionTypeOf, type ActionContext, type Placement } from '../actions';
import type { EntitySchema } from '../entities';
import type { EntityRecord, ListParams } from '../entityApi';
import { routeOfComponent } from '../shared/routeOfComponent';

export interface ListActionsOptions {
  entity: EntitySchema;
  form?: ListForm;
  /** Values a new record starts with (the screen's fixed filter, a related table's link). */
  presets?: EntityRecord;
  /** The columns as the user sees them. */
  columns: readonly Column[];
  params: ListParams;
  exportLimit: number;
  reload: () => void;
  clearSelection: () => void;
}

export interface ListActions {
  /** The open dialog or sheet of the last action, if any. */
  overlay: ReactNode;
  run: (action: Action, rows: EntityRecord[], placement: Placement) => Promise<void>;
}

export function useListActions(options: ListActionsOptions): ListActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const [overlay, setOverlay] = useState<ReactNode>(null);
  // An action keeps running after a render (a batch): it reads the table's latest state.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const context = (rows: EntityRecord[], placement: Placement): ActionContext => {
    const current = latest.current;
    return {
      entity: current.entity,
      rows,
      placement,
      form: current.form,
      presets: current.presets,
      columns: current.columns,
      params: current.params,
      exportLimit: current.exportLimit,
      t,
      openPage: (component, query) => {
        const search = query.toString();
        navigate(`${routeOfComponent(routes, component)}${search ? `?${search}` : ''}`);
      },
      show: setOverlay,
      close: () => setOverlay(null),
      ask: (questionKey, values = {}) =>
        questionKey
          ? getFeedback().confirm({
              title: t('renderer.confirm.title'),
              text: t(questionKey, values),
              confirmText: t('renderer.confirm.ok'),
              cancelText: t('renderer.confirm.cancel'),
              type: 'warning',
            })
          : Promise.resolve(true),
      done: () => {
        getFeedback().message('success', t('renderer.action.done'));
        latest.current.reload();
      },
      reload: () => latest.current.reload(),
      clearSelection: () => latest.current.clearSelection(),
    };
  };

  const run = async (action: Action, rows: EntityRecord[], placement: Placement) => {
    await actionTypeOf(action.type).run(action, context(rows, placement));
  };

  return { overlay, run };
}
