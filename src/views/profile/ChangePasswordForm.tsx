import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePass } from '../../api/endpoints/basic';
import { getFeedback } from '../../api/feedback';
import { fieldErrorsOf } from '../../api/fieldErrors';
import { messageText } from '../../i18n/messageText';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { validatePasswordForm, type PasswordFormErrors, type PasswordFormValues } from './validatePasswordForm';

const EMPTY: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** Called after the password changed (the sign-in page then enters the console). */
  onChanged?: () => void;
}

/** Changes the password; the user stays signed in afterwards. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps = {}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [pending, setPending] = useState(false);

  const update = (field: keyof PasswordFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorText = (field: keyof PasswordFormValues) => errors[field] && messageText(t, errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await updatePass({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      getFeedback().message('success', t('profile.passwordChanged'));
      setValues(EMPTY);
      onChanged?.();
    } catch (error) {
      setErrors(fieldErrorsOf(error) as PasswordFormErrors);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-base font-semibold text-slate-800">
        {t('profile.changePassword')}
      </h2>
      <TextField
        label={t('profile.oldPassword')}
        type="password"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={update('oldPassword')}
        error={errorText('oldPassword')}
      />
      <TextField
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={errorText('newPassword')}
        hint={t('register.passwordHint')}
      />
      <TextField
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={errorText('confirmPassword')}
      />
      <div>
        <Button type="submit" variant="primary" pending={pending}>
          {t('profile.savePassword')}
        </Button>
      </div>
    </form>
  );
}
