// Shown before the console's router exists: the login form failed to render, or the console's
// code could not be fetched (the network, or a deploy that replaced it). A reload fetches anew.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { ErrorFrame } from '../views/errorPage/ErrorFrame';

export function CrashPage() {
  const { t } = useTranslation();
  return (
    <ErrorFrame code="500" title={t('errorPage.crashTitle')} text={t('errorPage.crashText')}>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </Button>
    </ErrorFrame>
  );
}
