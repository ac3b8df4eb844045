import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export default function UnauthorizedView() {
  const { t } = useTranslation();
  return <ErrorPage code="401" title={t('errorPage.unauthorizedTitle')} text={t('errorPage.unauthorizedText')} />;
}
