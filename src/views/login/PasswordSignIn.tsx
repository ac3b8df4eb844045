// Sign-in by username or mobile number and password; the image challenge appears when the
// server asks for it (after a few failures) and a new one is fetched for every attempt.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiError';
import type { SignInForm } from '../../api/endpoints/basic';
import { Status } from '../../core/api/status';
import type { SignInRefusal } from '../../core/generated/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { CaptchaField } from './CaptchaField';
import { validateLoginForm, type LoginFormErrors, type LoginFormValues } from './validateLoginForm';

export interface PasswordSignInProps {
  /** The username the form starts with (the mobile number just registered). */
  initialUsername: string;
  onSignIn: (form: SignInForm) => Promise<void>;
}

/** Whether a refused sign-in says the next attempt needs the image challenge. */
function asksForChallenge(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === Status.CAPTCHA_REQUIRED) return true;
  return (error.data as Partial<SignInRefusal> | null)?.captchaRequired === true;
}

export function PasswordSignIn({ initialUsername, onSignIn }: PasswordSignInProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginFormValues>({ username: initialUsername, password: '', captchaAnswer: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const [challengeShown, setChallengeShown] = useState(false);
  const [challengeRound, setChallengeRound] = useState(0);
  const [captchaId, setCaptchaId] = useState('');

  const update = (field: keyof LoginFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const setCaptchaAnswer = useCallback((captchaAnswer: string) => setValues((current) => ({ ...current, captchaAnswer })), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm(values, challengeShown);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure('');
    try {
      await onSignIn({
        username: values.username, password: values.password,
        ...(challengeShown ? { captchaId, captchaAnswer: values.captchaAnswer?.trim() } : {}),
      });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('message.unknownError'));
      // A challenge is good for one attempt: show a new one whenever the server wants one.
      if (asksForChallenge(error)) {
        setChallengeShown(true);
        setChallengeRound((round) => round + 1);
      }
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
      {challengeShown && (
        <CaptchaField
          answer={values.captchaAnswer ?? ''}
          onAnswer={setCaptchaAnswer}
          onChallenge={setCaptchaId}
          round={challengeRound}
          error={errors.captchaAnswer && t(errors.captchaAnswer)}
        />
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <Button type="submit" variant="primary" pending={pending}>
        {pending ? t('login.signingIn') : t('login.signIn')}
      </Button>
    </form>
  );
}
