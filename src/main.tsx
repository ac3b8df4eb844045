// Boot: runtime config, then i18n, then the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installFeedback } from './api/feedback';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { initI18n } from './i18n';
import { loadPartyGroup } from './session/partyGroupStore';
import { uiFeedback } from './ui/feedbackStore';
import { App } from './App';
import { preloadFirstScreen } from './router';
import { getToken } from './session/tokenCookie';
import './styles.css';

async function boot(): Promise<void> {
  installFeedback(uiFeedback);
  preloadFirstScreen(window.location.pathname, Boolean(getToken()));
  // The config file and the shell's texts are fetched side by side: neither needs the other.
  await Promise.all([loadRuntimeConfig(), initI18n()]);
  void loadPartyGroup();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
