// Boot: runtime config, then i18n, then the console; a signed-out first load shows the login form
// before the console's router has arrived (src/boot/LoginFirst.tsx). When the server sent the
// form's markup (server/http/firstPage.ts), that markup is hydrated, not drawn again.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installFeedback } from './api/feedback';
import { loadConsole } from './boot/consoleLoader';
import { CrashPage } from './boot/CrashPage';
import { LoginFirst } from './boot/LoginFirst';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { i18next, initI18n } from './i18n';
import { signedOutLoginAddress } from './router/firstScreen';
import { preloadFirstScreen } from './router/preloadFirstScreen';
import { loadPartyGroup } from './session/partyGroupStore';
import { getToken } from './session/tokenCookie';
import { uiFeedback } from './ui/feedbackStore';
import './styles.css';

async function boot(): Promise<void> {
  installFeedback(uiFeedback);
  const hasToken = Boolean(getToken());
  // Where the guard would send a signed-out load, now, so the form's address is right from the start.
  const loginAddress = signedOutLoginAddress(window.location.pathname, window.location.search, hasToken);
  if (loginAddress) window.history.replaceState(null, '', loginAddress);
  preloadFirstScreen(window.location.pathname, hasToken);
  // The config file and the shell's texts are fetched side by side: neither needs the other.
  const ready = Promise.all([loadRuntimeConfig(), initI18n()]);
  const consoleCode = loginAddress ? null : loadConsole();
  await ready;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const strict = (content: ReactNode) => <StrictMode>{content}</StrictMode>;
  // The markup of the form in this language, bound for the form: a first render of another language
  // (or another screen) replaces it.
  const prerendered = loginAddress !== null && container.dataset.prerendered === i18next.language;
  let shown: Promise<void> | null = null;
  const loginForm = strict(<LoginFirst onLeave={() => void showConsole()} />);
  const root = prerendered ? hydrateRoot(container, loginForm) : createRoot(container);
  const show = (content: ReactNode) => root.render(strict(content));
  // Once: the login form hands over when it leaves /login.
  const showConsole = () =>
    (shown ??= (consoleCode ?? loadConsole()).then(
      ({ App }) => show(<App />),
      () => show(<CrashPage />),
    ));
  if (loginAddress) {
    if (!prerendered) root.render(loginForm);
  } else {
    void loadPartyGroup();
    await showConsole();
  }
}

void boot();
