// The tree's buttons: a new top node, and a child, an edit or a removal of the selected node.
// Only the commands the block offers and the screen's permissions allow are shown.
import { useTranslation } from 'react-i18next';

export type TreeCommand = 'createRoot' | 'createChild' | 'edit' | 'remove';

const LABELS: Record<TreeCommand, string> = {
  createRoot: 'page.tree.addRoot',
  createChild: 'page.tree.addChild',
  edit: 'page.action.edit',
  remove: 'page.action.remove',
};

export function TreeToolbar({ commands, onRun }: { commands: Record<TreeCommand, boolean>; onRun: (command: TreeCommand) => void }) {
  const { t } = useTranslation();
  const shown = (Object.keys(LABELS) as TreeCommand[]).filter((command) => commands[command]);
  if (shown.length === 0) return null;
  return (
    <div role="toolbar" aria-label={t('page.tree.actions')} className="flex flex-wrap gap-1">
      {shown.map((command) => (
        <button
          key={command}
          type="button"
          onClick={() => onRun(command)}
          className={`rounded border px-2 py-1 text-xs ${command === 'remove' ? 'border-red-300 text-red-600 hover:bg-red-50' : 'border-slate-300 text-slate-700 hover:border-primary hover:text-primary'}`}
        >
          {t(LABELS[command])}
        </button>
      ))}
    </div>
  );
}
