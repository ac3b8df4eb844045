// A download the browser writes straight to disk: an anchor to the API address (the session's
// token and the console's language in its query, as the server accepts them), so a large file
// never passes through the page's memory as a blob. For files the server streams (xlsx exports).
import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from '../core/api/client';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { getToken } from '../session/tokenCookie';

export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** The absolute API address of `path` with `params`, the token and the language. */
export function signedApiUrl(path: string, params: QueryParams = {}): string {
  const url = new URL(`${getRuntimeConfig().apiBase}${path}`, window.location.href);
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  url.searchParams.set('lang', i18next.language || DEFAULT_LANGUAGE);
  const token = getToken();
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** Starts the browser's download of the API address. */
export function downloadFromApi(path: string, params: QueryParams = {}): void {
  const anchor = document.createElement('a');
  anchor.href = signedApiUrl(path, params);
  anchor.download = '';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
