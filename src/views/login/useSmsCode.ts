// Sending a sign-in code (sign-in by code, password reset) with the 60 s wait before another.
import { useState } from 'react';
import { sendVerificationCode } from '../../api/endpoints/tps';
import { getFeedback } from '../../api/feedback';
import { RESEND_WAIT_SECONDS, useCountdown } from '../register/useCountdown';

export function useSmsCode() {
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  /** Sends the code to `phone`; the server's answer (which never says whether the number has an account) is shown. */
  const send = async (phone: string) => {
    setSending(true);
    try {
      const answer = await sendVerificationCode({ phone: phone.trim() });
      getFeedback().message('success', answer.msg);
      countdown.start(RESEND_WAIT_SECONDS);
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return { send, sending, remaining: countdown.remaining };
}
