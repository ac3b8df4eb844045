import { useEffect } from 'react';

/** Calls `preload` once the browser is idle after the caller mounts (not at all where the browser
 * has no idle callbacks: the first use fetches then). */
export function useIdlePreload(preload: () => unknown): void {
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void preload());
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [preload]);
}
