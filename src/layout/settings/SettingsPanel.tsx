import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Sheet } from '../../ui/Sheet';
import { SizeSelect } from './SizeSelect';
import { changeSetting, DEFAULT_THEME, settings, type SettingsState } from '../../session/settingsStore';

type Flag = 'fixedHeader' | 'tagsView' | 'sidebarLogo';
const FLAGS: readonly Flag[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/** The right-hand settings panel: layout toggles and the theme colour. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const current = useSnapshot(settings) as SettingsState;
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      side="right"
      title={t('settings.title')}
      closeLabel={t('settings.close')}
      triggerLabel={t('settings.title')}
      triggerClassName="rounded px-2 py-1 text-lg text-slate-600 hover:bg-slate-100"
      trigger="⚙"
    >
      <div className="flex-1 overflow-y-auto p-6">
        <label className="mb-4 flex items-center justify-between text-sm text-slate-700">
          {t('settings.theme')}
          <input type="color" value={current.theme} onChange={(event) => changeSetting('theme', event.target.value)} className="h-7 w-10 cursor-pointer" />
        </label>
        <div className="mb-4">
          <SizeSelect />
        </div>
        {FLAGS.map((flag) => (
          <label key={flag} className="mb-4 flex items-center justify-between text-sm text-slate-700">
            {t(`settings.${flag}`)}
            <input type="checkbox" checked={current[flag]} onChange={(event) => changeSetting(flag, event.target.checked)} />
          </label>
        ))}
        <button type="button" onClick={() => changeSetting('theme', DEFAULT_THEME)} className="text-sm text-primary hover:underline">
          {t('settings.resetTheme')}
        </button>
      </div>
    </Sheet>
  );
}
