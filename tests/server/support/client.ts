// A small HTTP client for the tests: real requests with fetch, answers as envelopes.
import type { AuthorizeResponse, Envelope } from '../../../src/core/generated/api';
import { CLIENT_ID, CLIENT_SECRET, DEMO_PASSWORD, DEVICE_ID } from '../../../src/core/api/client';

/** What JSON.parse gives: tests inspect answers with `expect`, whose failures show the shape. */
type Json = ReturnType<typeof JSON.parse>;

export interface Answer<T = Json> extends Envelope { data: T }

export type Query = Record<string, string | number | boolean>;

export interface CallOptions {
  method?: string;
  query?: Query;
  /** Form-encoded body (sign-in). */
  form?: Query;
  json?: unknown;
  token?: string;
  language?: string;
}

export function apiClient(baseUrl: string) {
  async function call<T = Json>(pathname: string, options: CallOptions = {}): Promise<Answer<T>> {
    const url = new URL(pathname, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { deviceId: DEVICE_ID };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
    if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${pathname}: ${await response.text()}`);
    return (await response.json()) as Answer<T>;
  }

  /** The sign-in form as the console sends it. */
  function signInForm(username: string, password = DEMO_PASSWORD, extra: Query = {}): Query {
    return {
      username, password, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'password',
      response_type: 'token', device_id: DEVICE_ID, time: Date.now(), branchCode: '', phoneCode: '', ...extra,
    };
  }

  const authorize = (form: Query) => call<AuthorizeResponse>('/ntocc-basic-api/authorize', { method: 'POST', form });

  /** Signs in (must succeed) and returns the access token. */
  async function signIn(username: string, password = DEMO_PASSWORD): Promise<string> {
    const answer = await authorize(signInForm(username, password));
    if (answer.status !== 0) throw new Error(`sign-in of ${username} failed: ${answer.status} ${answer.msg}`);
    return answer.data.access_token;
  }

  return { call, authorize, signInForm, signIn };
}
