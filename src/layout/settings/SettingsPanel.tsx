import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SizeSelect } from './SizeSelect';
import { changeSetting, DEFAULT_THEME, settings, type SettingsState } from '../../session/settingsStore';

type Flag = 'fixedHeader' | 'tagsView' | 'sidebarLogo';
const FLAGS: readonly Flag[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/** The right-hand settings panel: layout toggles and the theme colour. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const current = useSnapshot(settings) as SettingsState;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" aria-label={t('settings.title')} className="rounded px-2 py-1 text-lg text-slate-600 hover:bg-slate-100">
          ⚙
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-[2001] w-[260px] bg-white p-6 shadow-xl" aria-describedby={undefined}>
          <Dialog.Title className="mb-6 text-base font-semibold text-slate-800">{t('settings.title')}</Dialog.Title>
          <label className="mb-4 flex items-center justify-between text-sm text-slate-700">
            {t('settings.theme')}
            <input
              type="color"
              value={current.theme}
              onChange={(event) => changeSetting('theme', event.target.value)}
              className="h-7 w-10 cursor-pointer"
            />
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
          <Dialog.Close asChild>
            <button type="button" aria-label={t('settings.close')} className="absolute right-4 top-4 text-slate-500 hover:text-slate-800">
              ×
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
