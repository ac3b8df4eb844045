import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../api/apiError';
import { getFeedback } from '../../api/feedback';
import { redirectTarget } from '../../session/guard';
import { partyGroup } from '../../session/partyGroupStore';
import { signIn } from '../../session/userStore';
import { Button } from '../../ui/Button';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { TextField } from '../../ui/TextField';
import { validateLoginForm, type LoginFormValues } from './validateLoginForm';

export default function LoginView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const group = useSnapshot(partyGroup);
  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateLoginForm>>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  const update = (field: keyof LoginFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure('');
    try {
      const answer = await signIn({ ...values, branchCode: group.branchCode });
      if (answer.passWordOverdue) getFeedback().message('warning', t('login.passwordOverdue'));
      navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('message.unknownError'));
      setPending(false);
    }
  };

  const title = group.groupName || t('common.appName');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-800 p-4">
      <form onSubmit={submit} noValidate className="flex w-full max-w-sm flex-col gap-4 rounded bg-white p-8 shadow-xl">
        <header className="flex flex-col items-center gap-2">
          {group.loginLogoUrl && <img src={group.loginLogoUrl} alt={title} className="h-16 object-contain" />}
          <h1 className="text-center text-xl font-semibold text-slate-800">{title}</h1>
          <p className="text-sm text-slate-500">{t('login.title')}</p>
        </header>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={update('username')}
          error={errors.username && t(errors.username)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={errors.password && t(errors.password)}
        />
        {failure && (
          <p role="alert" className="text-sm text-red-600">
            {failure}
          </p>
        )}
        <Button type="submit" variant="primary" pending={pending}>
          {pending ? t('login.signingIn') : t('login.signIn')}
        </Button>
        <div className="flex items-center justify-between gap-2">
          <Link to="/register" className="text-sm text-primary hover:underline">
            {t('login.toRegister')}
          </Link>
          <LanguageSelect inline />
        </div>
      </form>
    </main>
  );
}
