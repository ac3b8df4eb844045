// Above the table while rows are selected: "已选择 N 项", the buttons that work on the selection
// (batch, print, a request about the selection) and 取消选择.
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../src/core/generated/page-language';
import type { EntitySchema } from '../../entities';
import { ActionButtons } from '../../list/ActionButtons';

export interface SelectionBarProps {
  entity: EntitySchema;
  count: number;
  actions: readonly Action[];
  onRun: (action: Action) => void;
  onClear: () => void;
}

export function SelectionBar({ entity, count, actions, onRun, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div role="region" aria-label={t('renderer.selection.label')} className="flex flex-wrap items-center gap-3 rounded border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
      <span className="font-medium text-slate-700">{t('renderer.selection.count', { count })}</span>
      <ActionButtons entity={entity} variant="toolbar" actions={actions} onRun={onRun} />
      <button type="button" onClick={onClear} className="text-primary hover:underline">
        {t('renderer.selection.clear')}
      </button>
    </div>
  );
}
