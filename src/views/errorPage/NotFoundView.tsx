import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export default function NotFoundView() {
  const { t } = useTranslation();
  return <ErrorPage code="404" title={t('errorPage.notFoundTitle')} text={t('errorPage.notFoundText')} />;
}
