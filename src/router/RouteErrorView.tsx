import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '../views/errorPage/ErrorPage';

/** Shown when a view fails to render or a lazy module cannot be loaded. */
export function RouteErrorView() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return <ErrorPage code="500" title={t('errorPage.crashTitle')} text={detail || t('errorPage.crashText')} />;
}
