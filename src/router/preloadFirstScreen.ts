// main.tsx starts fetching the first screen's code while the runtime config and the texts load,
// so its render finds the code fetched instead of asking for it then.
import { firstScreenOf, type FirstScreen } from './firstScreen';
import { loadRegisterView } from './screenLoaders';
import { loadShellLayout } from './shellLoader';

// The login form comes with the entry (src/boot/LoginFirst.tsx): nothing to fetch ahead.
const FIRST_SCREEN_CODE: Record<FirstScreen, (() => Promise<unknown>) | null> = { login: null, register: loadRegisterView, shell: loadShellLayout };

/** A failure is left to the screen, which imports the same module again and reports it. */
export function preloadFirstScreen(pathname: string, hasToken: boolean): void {
  const screen = firstScreenOf(pathname, hasToken);
  const load = screen && FIRST_SCREEN_CODE[screen];
  if (load) void load().catch(() => undefined);
}
