// Direct calls to the server under test, for setting up and checking what the browser shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_ID, CLIENT_SECRET, DEMO_PASSWORD } from '../../../src/core/api/client';
import type { AuthorizeResponse, ResourceNode, UserInfo } from '../../../src/core/generated/api';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export async function call<T>(baseUrl: string, method: string, url: string, token?: string, body?: URLSearchParams): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body,
  });
  return (await res.json()) as Envelope<T>;
}

/** A call that must succeed: a refusal fails the test with the server's status and message, not a null `data`. */
export async function callOk<T>(baseUrl: string, method: string, url: string, token?: string, body?: URLSearchParams): Promise<T> {
  const answer = await call<T>(baseUrl, method, url, token, body);
  if (answer.status !== 0) throw new Error(`${method} ${url} refused: status ${answer.status}, ${answer.msg}`);
  return answer.data;
}

/** A JSON call (the entity API's writes). */
export async function callJson<T>(baseUrl: string, method: string, url: string, token: string, json: unknown = {}): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${url}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  return (await res.json()) as Envelope<T>;
}

export async function apiSignIn(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const form = new URLSearchParams({ username, password, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: 'password', response_type: 'token', device_id: 'e2e', time: String(Date.now()), branchCode: '', phoneCode: '' });
  const answer = await call<AuthorizeResponse>(baseUrl, 'POST', '/ntocc-basic-api/authorize', undefined, form);
  if (answer.status !== 0) throw new Error(`sign-in of ${username} failed: ${answer.msg}`);
  return answer.data.access_token;
}

export async function userInfo(baseUrl: string, token: string): Promise<UserInfo> {
  const answer = await call<UserInfo>(baseUrl, 'POST', '/ntocc-basic-api/getUserInfo', token);
  if (answer.status !== 0) throw new Error(`getUserInfo failed: ${answer.msg}`);
  return answer.data;
}

export async function revoke(baseUrl: string, token: string): Promise<void> {
  const answer = await call<null>(baseUrl, 'GET', '/ntocc-basic-api/logout', token);
  if (answer.status !== 0) throw new Error(`logout failed: ${answer.msg}`);
}

const catalogues = new Map<string, Record<string, Record<string, string>>>();
/** A route title as the console shows it in one language. */
export function routeTitle(lang: string, node: ResourceNode): string {
  if (!catalogues.has(lang)) {
    const file = path.resolve(import.meta.dirname, `../../../locales/${lang}.json`);
    catalogues.set(lang, JSON.parse(readFileSync(file, 'utf8')));
  }
  return catalogues.get(lang)!.route?.[node.meta.title.replace(/^route\./, '')] ?? node.name;
}

/** The sidebar's top-level entries for a menu tree: a directory with one visible child shows as that child. */
export function topLevelEntries(info: UserInfo, lang: string): string[] {
  return (info.resourceList[0]?.children ?? [])
    .filter((node) => !node.meta.hidden)
    .map((node) => {
      const visible = (node.children ?? []).filter((c) => !c.meta.hidden);
      return node.children && visible.length === 1 && !visible[0].children ? routeTitle(lang, visible[0]) : routeTitle(lang, node);
    });
}
