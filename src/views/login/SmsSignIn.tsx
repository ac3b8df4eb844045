// Sign-in by SMS code (短信登录): the mobile number and the code sendVerificationCode sends.
// Password failures never block it, and it lifts a password lock of the account.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiError';
import type { SignInForm } from '../../api/endpoints/basic';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useFieldForm } from './useFieldForm';
import { useSmsCode } from './useSmsCode';
import { validateSmsSignIn, type SmsSignInValues } from './validateSmsForms';

export interface SmsSignInProps {
  initialPhone: string;
  onSignIn: (form: SignInForm) => Promise<void>;
}

export function SmsSignIn({ initialPhone, onSignIn }: SmsSignInProps) {
  const { t } = useTranslation();
  const { values, setErrors, update, errorText, sendCodeTo } = useFieldForm<SmsSignInValues>({ phone: initialPhone, code: '' });
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const sms = useSmsCode();
  const sendCode = () => sendCodeTo('phone', sms.send);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSmsSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure('');
    try {
      await onSignIn({ username: values.phone.trim(), password: '', grantType: 'sms_code', phoneCode: values.code.trim() });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('message.unknownError'));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t('login.mobile')} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={update('phone')} error={errorText('phone')} />
      <TextField
        label={t('login.smsCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.code}
        onChange={update('code')}
        error={errorText('code')}
        addon={
          <Button onClick={sendCode} pending={sms.sending} disabled={sms.remaining > 0} className="shrink-0">
            {sms.remaining > 0 ? t('register.resendIn', { seconds: sms.remaining }) : t('register.sendCode')}
          </Button>
        }
      />
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
