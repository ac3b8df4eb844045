import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { feedbackState } from './feedbackStore';

/** Full-screen loading mask (opened with `showLoading`, closes itself after 50 s). */
export function LoadingOverlay() {
  const { loading } = useSnapshot(feedbackState);
  const { t } = useTranslation();
  if (!loading.visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[2500] flex flex-col items-center justify-center gap-3 bg-white/70">
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden="true" />
      <span className="text-sm text-primary">{loading.text || t('common.loading')}</span>
    </div>
  );
}
