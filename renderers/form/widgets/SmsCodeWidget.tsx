// sms-code: a 6-digit verification code with its 获取验证码 button (x-send-code: the endpoint that
// sends a code to the signed-in user's own mobile, 签署 a contract). The server's answer is shown
// (验证码已发送至 138****0001); then the button counts down 60 s before another code may be asked.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../src/api/feedback';
import { request } from '../../../src/api/http';
import { Button } from '../../../src/ui/Button';
import { RESEND_WAIT_SECONDS, useCountdown } from '../../../src/views/register/useCountdown';
import { inputClass } from './inputClass';

interface SendCode { path: string; method?: 'PUT' | 'POST' }

export function SmsCodeWidget({ id, value, disabled = false, readonly = false, required = false, placeholder = '', rawErrors = [], options, onChange, onBlur, onFocus }: WidgetProps) {
  const { t } = useTranslation();
  const sendCode = options.sendCode as SendCode | undefined;
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!sendCode) return;
    setSending(true);
    try {
      const answer = await request<unknown>({ method: sendCode.method ?? 'POST', url: sendCode.path });
      getFeedback().message('success', answer.msg);
      countdown.start(RESEND_WAIT_SECONDS);
    } catch {
      // The HTTP layer has shown the server's message (a wait, the day's limit).
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex gap-2">
      <input
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value ?? ''}
        disabled={disabled}
        readOnly={readonly}
        required={required}
        placeholder={placeholder}
        maxLength={6}
        aria-invalid={rawErrors.length > 0 || undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value.replace(/\D/g, ''))}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        className={inputClass(rawErrors.length > 0)}
      />
      <Button onClick={() => void send()} disabled={disabled || readonly || sending || countdown.remaining > 0}>
        {countdown.remaining > 0 ? t('register.resendIn', { seconds: countdown.remaining }) : t('register.sendCode')}
      </Button>
    </div>
  );
}
