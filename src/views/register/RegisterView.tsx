import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { register, type RegisterPartyType } from '../../api/endpoints/basic';
import { sendRegisterVerifyCode } from '../../api/endpoints/tps';
import { getFeedback } from '../../api/feedback';
import { fieldErrorsOf } from '../../api/fieldErrors';
import { messageText } from '../../i18n/messageText';
import { partyGroup } from '../../session/partyGroupStore';
import { Button } from '../../ui/Button';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { AgreementConsent, useAgreementsInForce } from './AgreementConsent';
import { RESEND_WAIT_SECONDS, useCountdown } from './useCountdown';
import { phoneError, validateRegisterForm, type RegisterFormErrors, type RegisterFormValues } from './validateRegisterForm';

const EMPTY_FORM: RegisterFormValues = { partyType: 'SHIPPER', name: '', phone: '', verifyCode: '', password: '', confirmPassword: '' };

export default function RegisterView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const group = useSnapshot(partyGroup);
  const [values, setValues] = useState<RegisterFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<RegisterFormErrors>({});
  const [pending, setPending] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const agreements = useAgreementsInForce(group.branchCode, values.partyType);
  const [accepted, setAccepted] = useState(false);
  const [agreementError, setAgreementError] = useState<string | undefined>();

  const update = (field: keyof RegisterFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorText = (field: keyof RegisterFormValues) => errors[field] && messageText(t, errors[field]);

  const sendCode = async () => {
    const problem = phoneError(values.phone);
    setErrors((current) => ({ ...current, phone: problem }));
    if (problem) return;
    setSending(true);
    try {
      await sendRegisterVerifyCode({ phone: values.phone.trim() });
      getFeedback().message('success', t('register.codeSent'));
      countdown.start(RESEND_WAIT_SECONDS);
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegisterForm(values);
    setErrors(found);
    const mustAccept = agreements.length > 0 && !accepted;
    setAgreementError(mustAccept ? t('register.agreement.required') : undefined);
    if (Object.keys(found).length > 0 || mustAccept) return;
    setPending(true);
    try {
      await register({
        partyType: values.partyType,
        name: values.name.trim(),
        phone: values.phone.trim(),
        verifyCode: values.verifyCode.trim(),
        password: values.password,
        branchCode: group.branchCode,
        ...(agreements.length > 0 ? { agreementIds: agreements.map((agreement) => agreement.id).join(',') } : {}),
      });
      getFeedback().message('success', t('register.success'));
      // The mobile number is the new username: the sign-in form starts with it.
      navigate('/login', { replace: true, state: { username: values.phone.trim() } });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error) as RegisterFormErrors & { agreementIds?: string };
      setErrors(fieldErrors);
      if (fieldErrors.agreementIds) setAgreementError(messageText(t, fieldErrors.agreementIds));
      setPending(false);
    }
  };

  const partyTypes: { value: RegisterPartyType; label: string }[] = [
    { value: 'SHIPPER', label: t('register.partyTypeShipper') },
    { value: 'DRIVER', label: t('register.partyTypeDriver') },
  ];

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-800 p-4">
      <form onSubmit={submit} noValidate className="flex w-full max-w-md flex-col gap-4 rounded bg-white p-8 shadow-xl">
        <header className="text-center">
          <h1 className="text-xl font-semibold text-slate-800">{t('register.title')}</h1>
          <p className="text-sm text-slate-500">{group.groupName || t('common.appName')}</p>
        </header>
        <SelectField
          label={t('register.partyType')}
          options={partyTypes}
          value={values.partyType}
          onChange={update('partyType')}
        />
        <TextField label={t('register.name')} name="name" autoComplete="name" value={values.name} onChange={update('name')} error={errorText('name')} />
        <TextField
          label={t('register.mobile')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={update('phone')}
          error={errorText('phone')}
        />
        <TextField
          label={t('register.verifyCode')}
          name="verifyCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.verifyCode}
          onChange={update('verifyCode')}
          error={errorText('verifyCode')}
          addon={
            <Button onClick={sendCode} pending={sending} disabled={countdown.remaining > 0} className="shrink-0">
              {countdown.remaining > 0 ? t('register.resendIn', { seconds: countdown.remaining }) : t('register.sendCode')}
            </Button>
          }
        />
        <TextField
          label={t('register.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={update('password')}
          error={errorText('password')}
          hint={t('register.passwordHint')}
        />
        <TextField
          label={t('register.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={update('confirmPassword')}
          error={errorText('confirmPassword')}
        />
        <AgreementConsent
          agreements={agreements}
          accepted={accepted}
          onAcceptedChange={(value) => { setAccepted(value); if (value) setAgreementError(undefined); }}
          error={agreementError}
        />
        <Button type="submit" variant="primary" pending={pending}>
          {t('register.submit')}
        </Button>
        <div className="flex items-center justify-between gap-2">
          <Link to="/login" className="text-sm text-primary hover:underline">
            {t('register.toLogin')}
          </Link>
          <LanguageSelect inline />
        </div>
      </form>
    </main>
  );
}
