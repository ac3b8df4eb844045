// 忘记密码: a new password set with the sign-in code sent to the account's mobile number. The
// new password passes the shared rule here (its shape) and on the server (also: not common).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/endpoints/basic';
import { getFeedback } from '../../api/feedback';
import { fieldErrorsOf } from '../../api/fieldErrors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useFieldForm } from './useFieldForm';
import { useSmsCode } from './useSmsCode';
import { validateResetPassword, type ResetPasswordValues } from './validateSmsForms';

export interface ResetPasswordFormProps {
  initialPhone: string;
  /** Back to sign-in, with the account's username filled in after a reset. */
  onDone: (username?: string) => void;
}

type Errors = Partial<Record<keyof ResetPasswordValues, string>>;

export function ResetPasswordForm({ initialPhone, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { values, setErrors, update, errorText, sendCodeTo } = useFieldForm<ResetPasswordValues>({ phone: initialPhone, verifyCode: '', newPassword: '', confirmPassword: '' });
  const [pending, setPending] = useState(false);
  const sms = useSmsCode();
  const sendCode = () => sendCodeTo('phone', sms.send);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const answer = await resetPassword({ phone: values.phone.trim(), verifyCode: values.verifyCode.trim(), newPassword: values.newPassword });
      getFeedback().message('success', answer.msg);
      onDone(answer.data.username);
    } catch (error) {
      setErrors(fieldErrorsOf(error) as Errors);
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-base font-medium text-slate-700">{t('login.resetTitle')}</h2>
      <TextField label={t('login.mobile')} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={update('phone')} error={errorText('phone')} />
      <TextField
        label={t('login.smsCode')}
        name="verifyCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.verifyCode}
        onChange={update('verifyCode')}
        error={errorText('verifyCode')}
        addon={
          <Button onClick={sendCode} pending={sms.sending} disabled={sms.remaining > 0} className="shrink-0">
            {sms.remaining > 0 ? t('register.resendIn', { seconds: sms.remaining }) : t('register.sendCode')}
          </Button>
        }
      />
      <TextField
        label={t('login.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={errorText('newPassword')}
        hint={t('register.passwordHint')}
      />
      <TextField
        label={t('login.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={errorText('confirmPassword')}
      />
      <Button type="submit" variant="primary" pending={pending}>
        {t('login.resetSubmit')}
      </Button>
      <Button variant="text" onClick={() => onDone()}>
        {t('login.backToSignIn')}
      </Button>
    </form>
  );
}
