// The image challenge the server asks for after failed sign-ins: an arithmetic question drawn as
// an image, its answer typed beside it; a click on the image (or 换一张) fetches another.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSignInCaptcha } from '../../api/endpoints/basic';
import type { SignInCaptcha } from '../../core/generated/api';
import { TextField } from '../../ui/TextField';

export interface CaptchaFieldProps {
  answer: string;
  onAnswer: (answer: string) => void;
  /** The id of the challenge on screen, to send with the answer. */
  onChallenge: (captchaId: string) => void;
  /** Changes when a new challenge is needed (each one is good for one sign-in attempt). */
  round: number;
  error?: string;
}

export function CaptchaField({ answer, onAnswer, onChallenge, round, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<SignInCaptcha | null>(null);
  // A click on the image asks for another one.
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    getSignInCaptcha().then(({ data }) => {
      if (!current) return;
      setCaptcha(data);
      onChallenge(data.captchaId);
      onAnswer('');
    }, () => undefined); // The HTTP layer has shown the server's message.
    return () => {
      current = false;
    };
  }, [onAnswer, onChallenge, round, reloads]);

  return (
    <TextField
      label={t('login.captcha')}
      name="captchaAnswer"
      inputMode="numeric"
      autoComplete="off"
      value={answer}
      onChange={(event) => onAnswer(event.target.value)}
      error={error}
      hint={t('login.captchaHint')}
      addon={
        <button type="button" onClick={() => setReloads((count) => count + 1)} title={t('login.captchaRefresh')} className="shrink-0 rounded border border-slate-300">
          {captcha ? <img src={captcha.image} alt={t('login.captchaImage')} width={150} height={50} className="h-[50px] w-[150px]" /> : <span className="inline-block h-[50px] w-[150px]" />}
        </button>
      }
    />
  );
}
