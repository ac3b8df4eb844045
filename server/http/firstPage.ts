// Which page answers a console address: index.html, or for a signed-out load that the console will
// send to the login form, the page with the form's markup in the language the console will pick
// (dist/login.<lang>.html, scripts/build/prerenderLogin.ts), so the browser paints the form before
// the console's code has arrived. The decisions are the console's own (src/router/firstScreen.ts,
// src/session/tokenCookie.ts, src/i18n/detectLanguage.ts); a wrong guess costs nothing but the
// head start: main.tsx draws the form afresh when the markup is not its language's.
import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { parseCookie } from 'cookie';
import { LANGUAGES } from '../../src/core/api/client';
import { prerenderedLoginFile } from '../../src/core/i18n/firstLoadManifest';
import { LANGUAGE_COOKIE, detectLanguage } from '../../src/i18n/detectLanguage';
import { signedOutLoginAddress } from '../../src/router/firstScreen';
import { TOKEN_COOKIE, revealToken } from '../../src/session/tokenCookie';
import { rankedLanguageTags } from './i18n';

export const INDEX_HTML = 'index.html';

/** The language the console will pick for a request (its cookie, then the browser's languages). */
export function requestLanguage(headers: IncomingHttpHeaders): ReturnType<typeof detectLanguage> {
  return detectLanguage({ stored: parseCookie(headers.cookie ?? '')[LANGUAGE_COOKIE], browser: rankedLanguageTags(headers['accept-language']) });
}

/** Chooses the page file for a console address; the login pages the build did not write are never chosen. */
export function firstPageChooser(staticDir: string): (url: string, headers: IncomingHttpHeaders) => string {
  const built = new Set(LANGUAGES.filter((language) => existsSync(path.join(staticDir, prerenderedLoginFile(language)))));
  return (url, headers) => {
    const { pathname, search } = new URL(url, 'http://console.invalid');
    // As the console's getToken(): a cookie it wrote, holding a token.
    const stored = parseCookie(headers.cookie ?? '')[TOKEN_COOKIE];
    const hasToken = Boolean(stored && revealToken(stored));
    if (signedOutLoginAddress(pathname, search, hasToken) === null) return INDEX_HTML;
    const language = requestLanguage(headers);
    return built.has(language) ? prerenderedLoginFile(language) : INDEX_HTML;
  };
}
