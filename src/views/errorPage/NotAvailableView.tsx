import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export interface NotAvailableViewProps {
  /** The screen's title as the user knows it (already translated), or its path. */
  screen: string;
}

/** The 404 variant for a routed screen whose view is not part of this console yet. */
export function NotAvailableView({ screen }: NotAvailableViewProps) {
  const { t } = useTranslation();
  return <ErrorPage code="404" title={t('errorPage.notAvailableTitle')} text={t('errorPage.notAvailableText', { screen })} />;
}
