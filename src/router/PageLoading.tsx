import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded view arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-sm text-slate-500">
      {t('common.loading')}
    </div>
  );
}
