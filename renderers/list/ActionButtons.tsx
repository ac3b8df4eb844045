// The toolbar's, the selection bar's and a row's buttons, already filtered by permission and row condition. A row
// shows its first actions as links and the rest under 更多, so every row stays one line tall.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../src/core/generated/page-language';
import { Button } from '../../src/ui/Button';
import type { EntitySchema } from '../entities';
import { actionLabel } from './actions';

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
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button variant="text" className="px-1! py-0!">
              {t('renderer.table.moreActions')}
              <span aria-hidden="true" className="text-xs">▾</span>
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-[2000] min-w-24 rounded border border-slate-200 bg-white py-1 shadow-md">
              {more.map((action, index) => (
                <DropdownMenu.Item
                  key={actionKey(action, index)}
                  className="cursor-pointer px-4 py-1.5 text-sm text-primary outline-none data-[highlighted]:bg-slate-100"
                  onSelect={() => onRun(action)}
                >
                  {t(actionLabel(entity, action))}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
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
