// What the list's buttons do: create and edit open the form dialog; remove and state actions
// ask first (when the page or the state machine says so) and call the entity API; links open
// another page with query parameters from the row; export opens the export dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getFeedback } from '../../src/api/feedback';
import type { Action } from '../../src/core/generated/page-language';
import { useSessionRoutes } from '../../src/session/useSessionRoutes';
import { primaryKey, type EntitySchema } from '../entities';
import { createRecord, removeRecord, runStateAction, updateRecord, type EntityRecord } from '../entityApi';
import { routeOfComponent } from '../shared/routeOfComponent';
import { actionConfirm, appliesToRow, linkQuery, stateActionOf } from './actions';
import type { RecordDialogState } from './RecordDialog';

export interface ListActions {
  dialog: RecordDialogState | null;
  exportOpen: boolean;
  closeDialog: () => void;
  closeExport: () => void;
  run: (action: Action, rows: EntityRecord[]) => Promise<void>;
  submitDialog: (values: EntityRecord) => Promise<void>;
}

export function useListActions(entity: EntitySchema, reload: () => void): ListActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const idOf = (row: EntityRecord) => row[primaryKey(entity)];

  // Questions may name the record (`{{shippingNoteNumber}}`): a single row fills them in.
  const ask = (questionKey: string | undefined, rows: EntityRecord[]) =>
    questionKey
      ? getFeedback().confirm({
          title: t('renderer.confirm.title'),
          text: t(questionKey, rows.length === 1 ? rows[0] : {}),
          confirmText: t('renderer.confirm.ok'),
          cancelText: t('renderer.confirm.cancel'),
          type: 'warning',
        })
      : Promise.resolve(true);

  const done = () => {
    getFeedback().message('success', t('renderer.action.done'));
    reload();
  };

  const runState = async (action: Action, rows: EntityRecord[], fields: EntityRecord) => {
    const state = stateActionOf(entity, action)!;
    const targets = rows.filter((row) => appliesToRow(entity, action, row));
    for (const row of targets) await runStateAction(entity, idOf(row), state.name, fields);
    done();
  };

  // The state action the open dialog belongs to, to send its fields and ask its question.
  const [pendingState, setPendingState] = useState<{ action: Action; rows: EntityRecord[] } | null>(null);

  const run = async (action: Action, rows: EntityRecord[]) => {
    switch (action.type) {
      case 'create':
        setDialog({ kind: 'create' });
        return;
      case 'edit':
        if (rows[0]) setDialog({ kind: 'edit', row: rows[0] });
        return;
      case 'export':
        setExportOpen(true);
        return;
      case 'link': {
        const query = rows[0] ? linkQuery(action, rows[0]).toString() : '';
        navigate(`${routeOfComponent(routes, action.to ?? '')}${query ? `?${query}` : ''}`);
        return;
      }
      case 'remove':
        if (!rows[0] || !(await ask(actionConfirm(entity, action) ?? 'page.confirm.remove', rows))) return;
        try {
          await removeRecord(entity, idOf(rows[0]));
          done();
        } catch {
          // The HTTP layer has shown the error.
        }
        return;
      case 'state': {
        const state = stateActionOf(entity, action);
        if (!state || rows.length === 0) return;
        if (state.fields?.length) {
          setPendingState({ action, rows });
          setDialog({ kind: 'state', action: state, rows });
          return;
        }
        if (!(await ask(actionConfirm(entity, action), rows))) return;
        try {
          await runState(action, rows, {});
        } catch {
          reload();
        }
      }
    }
  };

  const submitDialog = async (values: EntityRecord) => {
    if (!dialog) return;
    if (dialog.kind === 'create') await createRecord(entity, values);
    else if (dialog.kind === 'edit') await updateRecord(entity, idOf(dialog.row), values);
    else if (pendingState) {
      if (!(await ask(actionConfirm(entity, pendingState.action), pendingState.rows))) return;
      await runState(pendingState.action, pendingState.rows, values);
      setDialog(null);
      return;
    }
    setDialog(null);
    done();
  };

  return {
    dialog,
    exportOpen,
    closeDialog: () => setDialog(null),
    closeExport: () => setExportOpen(false),
    run,
    submitDialog,
  };
}
