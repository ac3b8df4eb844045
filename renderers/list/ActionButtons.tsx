// The toolbar's, the selection bar's and a row's buttons, already filtered by permission and row condition. A row
// shows its first actions as links and the rest under 更多, so every row stays one line tall.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../src/core/generated/page-language';
import { Button } from '../../src/ui/Button';
import type { EntitySchema } from '../entities';
import { actionLabel } from './actions';
import { MoreActionsMenu } from './MoreActionsMenu';

/** Row actions shown inline; a fourth one still shows, a fifth moves both under 更多. */
export const ROW_INLINE_ACTIONS = 3;

export interface ActionButtonsProps {
  entity: EntitySchema;
  actions: readonly Action[];
  onRun: (action: Action) => void;
  variant: 'toolbar' | 'row';
}

const actionKey = (action: Action, index: number) => `${action.type}-${action.action ?? action.to ?? action.path ?? index}`;

/** The inline row actions and those under 更多 (none when all fit). */
export function splitRowActions<T>(actions: readonly T[]): { inline: readonly T[]; more: readonly T[] } {
  if (actions.length <= ROW_INLINE_ACTIONS + 1) return { inline: actions, more: [] };
  return { inline: actions.slice(0, ROW_INLINE_ACTIONS), more: actions.slice(ROW_INLINE_ACTIONS) };
}

/** A row's buttons with the table's translation function (one hook per table, not per row); as tall as
 * a line of text (the important marks beat the Button's own padding), so a row keeps its density's height. */
export function RowActionButtons({ entity, actions, onRun, t }: Omit<ActionButtonsProps, 'variant'> & { t: TFunction }) {
  const { inline, more } = splitRowActions(actions);
  return (
    <div className="flex flex-nowrap items-center gap-1 whitespace-nowrap">
      {inline.map((action, index) => (
        <Button key={actionKey(action, index)} variant="text" className="px-1! py-0!" onClick={() => onRun(action)}>
          {t(actionLabel(entity, action))}
        </Button>
      ))}
      {more.length > 0 && (
        <MoreActionsMenu
          label={
            <>
              {t('renderer.table.moreActions')}
              <span aria-hidden="true" className="text-xs">▾</span>
            </>
          }
          items={more.map((action, index) => ({ key: actionKey(action, index), label: t(actionLabel(entity, action)), onSelect: () => onRun(action) }))}
        />
      )}
    </div>
  );
}

export function ActionButtons({ entity, actions, onRun, variant }: ActionButtonsProps) {
  const { t } = useTranslation();
  if (variant === 'row') return <RowActionButtons entity={entity} actions={actions} onRun={onRun} t={t} />;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action, index) => (
        <Button
          key={actionKey(action, index)}
          variant={action.type === 'create' ? 'primary' : 'default'}
          onClick={() => onRun(action)}
        >
          {t(actionLabel(entity, action))}
        </Button>
      ))}
    </div>
  );
}
