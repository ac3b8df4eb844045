// A signed-out first load: the login form, shown before the console's router, guard and shell
// have arrived (react-router alone is 30 KB gz). It comes with the entry, not lazily: a suspended
// first render would hold the form back by React's 300 ms reveal throttle. The form goes to the address bar through the
// history API; once it leaves /login (signed in, or to 注册) main.tsx hands the page to the
// console, whose router starts from the address the form went to.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLogBoundary } from '../layout/errorLog/ErrorLogBoundary';
import { DocumentTitle } from '../router/DocumentTitle';
import { STANDALONE_TITLES } from '../router/publicScreens';
import { LOGIN_PATH } from '../session/guard';
import { loadPartyGroup } from '../session/partyGroupStore';
import { AppOverlays } from '../ui/AppOverlays';
import type { LoginNavigation } from '../views/login/loginNavigation';
import { LoginView } from '../views/login/LoginView';
import { loadConsole } from './consoleLoader';
import { CrashPage } from './CrashPage';

export interface LoginFirstProps {
  /** Called once the address is no longer the login form's. */
  onLeave(): void;
}

const noSubscription = () => () => undefined;

/** False in the markup made at build (src/boot/prerenderLogin.tsx) and in the render that hydrates
 * it, true from then on and in a render without markup: the form waits (inert) until its code runs,
 * so nothing is typed or sent before. */
function useFormAnswers(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** Once the form is on screen (its effect runs after the form's first commit): the group's logo
 * and name, which need the HTTP client, then, when the browser is idle, the console, so signing in
 * waits for the sign-in alone. Neither holds the form back. */
function AfterFormShown() {
  useEffect(() => {
    void loadPartyGroup();
    const idle = window.requestIdleCallback?.(() => void loadConsole().catch(() => undefined));
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return null;
}

export function LoginFirst({ onLeave }: LoginFirstProps) {
  const { t } = useTranslation();
  const answers = useFormAnswers();
  const navigation = useMemo<LoginNavigation>(
    () => ({
      // No window when the markup is made at build.
      redirect: typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('redirect'),
      handedOverUsername: '',
      enter: (to) => {
        window.history.replaceState(null, '', to);
        onLeave();
      },
      toRegister: () => {
        window.history.pushState(null, '', '/register');
        onLeave();
      },
    }),
    [onLeave],
  );
  return (
    <>
      <DocumentTitle title={t(STANDALONE_TITLES[LOGIN_PATH]!)} />
      <ErrorLogBoundary fallback={<CrashPage />} resetKey={LOGIN_PATH}>
        <LoginView navigation={navigation} waiting={!answers} />
        <AfterFormShown />
      </ErrorLogBoundary>
      <AppOverlays />
    </>
  );
}
