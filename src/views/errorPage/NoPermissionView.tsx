import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export default function NoPermissionView() {
  const { t } = useTranslation();
  return <ErrorPage code="403" title={t('errorPage.noPermissionTitle')} text={t('errorPage.noPermissionText')} />;
}
