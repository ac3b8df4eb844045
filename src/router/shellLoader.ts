// The shell's code (the layout around every screen after sign-in), imported by its route, and
// fetched ahead with the home screen while the login form waits for the user: signing in then
// waits for the sign-in and the home's data, not for code.
import i18next from 'i18next';

export const loadShellLayout = () => import('../layout/ShellLayout');

/** The screen the console opens after sign-in (src/router/index.tsx sends `/` there). */
const LANDING_SCREEN = 'home';

async function prefetchShellAndLanding(withLanding: boolean): Promise<void> {
  await loadShellLayout();
  const { preloadScreen, preloadListScreens } = await import('../../renderers/PageView');
  if (withLanding) await preloadScreen(LANDING_SCREEN, i18next);
  // Then the list screens' code, which most menu entries open (issue 19).
  await preloadListScreens();
}

/** Fetches the shell, and the landing screen unless the sign-in goes elsewhere (a redirect), then
 * the list screens' block code, when the browser is idle; answers the cancel for an effect's
 * clean-up. A failure is left to the route, which fetches again and reports it. */
export function prefetchShellWhenIdle(withLanding: boolean): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const idle = window.requestIdleCallback(() => void prefetchShellAndLanding(withLanding).catch(() => undefined));
  return () => window.cancelIdleCallback(idle);
}
