// sms-code: a 6-digit verification code with its 获取验证码 button (x-send-code: the endpoint that
// sends a code to the signed-in user's own mobile, 签署 a contract). The server's answer is shown
// (验证码已发送至 138****0001); then the button counts down 60 s before another code may be asked.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../src/api/feedback';
import { usePublicLink } from '../../publicLink';
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
  // On a public page the path names the link's action (/ntocc-public-api/link/<kind>/<action>).
  const link = usePublicLink();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    if (!sendCode) return;
    setSending(true);
    try {
      if (link) {
        try {
          const sent = await link.post(sendCode.path.split('/').pop()!, {}) as { phone?: unknown } | null;
          setNote({ ok: true, text: t('publicPage.codeSent', { phone: typeof sent?.phone === 'string' ? sent.phone : '' }) });
          countdown.start(RESEND_WAIT_SECONDS);
        } catch (error) {
          // No session HTTP layer here to show the refusal (a wait, the day's limit): shown below.
          setNote({ ok: false, text: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
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
    <div className="flex flex-col gap-1">
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
    {note && <p role={note.ok ? 'status' : 'alert'} className={`text-sm ${note.ok ? 'text-emerald-700' : 'text-red-600'}`} data-code-note>{note.text}</p>}
    </div>
  );
}
