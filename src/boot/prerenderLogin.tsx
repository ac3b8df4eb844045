// Build time only (scripts/build/prerenderLogin.ts runs it in Node): the signed-out first load's
// login form as HTML, per language, so the server can send it inside index.html and the browser
// paints it before the console's code has arrived; main.tsx then hydrates it.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Language } from '../core/api/client';
import { i18next, initI18nWith } from '../i18n';
import { loadFirstTexts } from '../i18n/shellCatalogues';
import { STANDALONE_TITLES } from '../router/publicScreens';
import { setAppLanguage } from '../session/appStore';
import { LOGIN_PATH } from '../session/guard';
import { pageTitle } from '../session/pageTitle';
import { LoginFirst } from './LoginFirst';

export interface LoginPage {
  /** The title element with what the form sets (src/router/DocumentTitle.tsx) before the group is known. */
  titleElement: string;
  /** The markup of the login form as its first render on the page draws it. */
  markup: string;
}

/** The login form's page in `language`. */
export async function loginPage(language: Language): Promise<LoginPage> {
  if (!i18next.isInitialized) await initI18nWith(language, await loadFirstTexts(language));
  else {
    i18next.addResourceBundle(language, 'translation', await loadFirstTexts(language), true, true);
    await i18next.changeLanguage(language);
    setAppLanguage(language);
  }
  const markup = renderToString(
    <StrictMode>
      <LoginFirst onLeave={() => undefined} />
    </StrictMode>,
  );
  const title = pageTitle(i18next.t(STANDALONE_TITLES[LOGIN_PATH]!), i18next.t('common.appName'));
  return { titleElement: renderToStaticMarkup(<title>{title}</title>), markup };
}
