import { useCallback, useEffect, useState } from 'react';

/** Spec: the SMS code can be requested again after 60 s. */
export const RESEND_WAIT_SECONDS = 60;

/** Seconds left before an action may run again (the SMS resend wait). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
