import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../views/errorPage/ErrorPage';
import { AppMain } from './AppMain';
import { ERROR_LOG_ENABLED } from './errorLog/captureErrors';
import { ErrorLogBoundary } from './errorLog/ErrorLogBoundary';

/** The routed content; in production a failing view is recorded in the error log and the shell stays. */
export function RoutedContent() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!ERROR_LOG_ENABLED) return <AppMain />;
  return (
    <ErrorLogBoundary resetKey={`${pathname}${search}`} fallback={<ErrorPage code="500" title={t('errorPage.crashTitle')} text={t('errorPage.crashText')} />}>
      <AppMain />
    </ErrorLogBoundary>
  );
}
