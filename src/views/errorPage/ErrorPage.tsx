import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { ErrorFrame } from './ErrorFrame';

export interface ErrorPageProps {
  code: string;
  title: string;
  text: string;
}

/** The shared frame of the 401, 404, no-permission and not-available views. */
export function ErrorPage({ code, title, text }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorFrame code={code} title={title} text={text}>
      <Button onClick={() => navigate(-1)}>{t('errorPage.back')}</Button>
      <Button variant="primary" onClick={() => navigate('/', { replace: true })}>
        {t('errorPage.home')}
      </Button>
    </ErrorFrame>
  );
}
