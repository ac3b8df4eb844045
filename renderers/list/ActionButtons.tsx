// The toolbar's and a row's buttons, already filtered by permission and row condition.
import { useTranslation } from 'react-i18next';
import type { Action } from '../../src/core/generated/page-language';
import { Button } from '../../src/ui/Button';
import type { EntitySchema } from '../entities';
import { actionLabel } from './actions';

export interface ActionButtonsProps {
  entity: EntitySchema;
  actions: readonly Action[];
  onRun: (action: Action) => void;
  variant: 'toolbar' | 'row';
  /** Toolbar state actions need a selection. */
  selectionCount?: number;
}

export function ActionButtons({ entity, actions, onRun, variant, selectionCount = 0 }: ActionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap ${variant === 'row' ? 'gap-1' : 'gap-2'}`}>
      {actions.map((action, index) => (
        <Button
          key={`${action.type}-${action.action ?? action.to ?? index}`}
          variant={variant === 'row' ? 'text' : action.type === 'create' ? 'primary' : 'default'}
          className={variant === 'row' ? 'px-1 py-0' : ''}
          disabled={variant === 'toolbar' && action.type === 'state' && selectionCount === 0}
          onClick={() => onRun(action)}
        >
          {t(actionLabel(entity, action))}
        </Button>
      ))}
    </div>
  );
}
