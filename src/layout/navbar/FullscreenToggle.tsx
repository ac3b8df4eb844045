import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../api/feedback';

const subscribe = (notify: () => void) => {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
};

/** Enters or leaves full screen; warns where the browser cannot. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null, () => false);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      getFeedback().message('warning', t('navbar.fullscreenUnsupported'));
      return;
    }
    void (active ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      aria-label={t(active ? 'navbar.exitFullscreen' : 'navbar.fullscreen')}
      className="rounded px-2 py-1 text-lg text-slate-600 hover:bg-slate-100"
    >
      {active ? '⤡' : '⤢'}
    </button>
  );
}
