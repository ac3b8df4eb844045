import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';

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
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {code}
      </p>
      <h1 className="text-2xl font-semibold text-slate-800">{title}</h1>
      <p className="max-w-lg text-slate-600">{text}</p>
      <div className="flex gap-2">
        <Button onClick={() => navigate(-1)}>{t('errorPage.back')}</Button>
        <Button variant="primary" onClick={() => navigate('/', { replace: true })}>
          {t('errorPage.home')}
        </Button>
      </div>
    </section>
  );
}
