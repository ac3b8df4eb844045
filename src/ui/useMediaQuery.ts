import { useSyncExternalStore } from 'react';

// Without matchMedia (a test DOM), no query matches.
const listOf = (query: string): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether the window matches a CSS media query, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = listOf(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}
