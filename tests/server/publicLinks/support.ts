// Minting public links in tests: through the API as a signed-in caller (permission and data
// scope checked, as the console's 分享链接 does), and opening them as a visitor without a token.
import type { Fixture } from '../entities/support';

export interface Minted { url: string; token: string; expiresAt: string; route: string }

/** Mints a link as the caller; answers the envelope (status 0 with the link, or the refusal). */
export function mint(fixture: Fixture, token: string, kind: string, subject?: string | number, ttlHours?: number) {
  return fixture.api.call<Minted>('/ntocc-basic-api/publicLink', {
    method: 'POST', token, json: { kind, ...(subject === undefined ? {} : { subject: String(subject) }), ...(ttlHours ? { ttlHours } : {}) },
  });
}

/** Mints a link that must be granted; answers its token. */
export async function mintLink(fixture: Fixture, token: string, kind: string, subject?: string | number, ttlHours?: number): Promise<string> {
  const answer = await mint(fixture, token, kind, subject, ttlHours);
  if (answer.status !== 0) throw new Error(`minting ${kind} ${subject ?? ''} failed: ${answer.status} ${answer.msg}`);
  return answer.data.token;
}

export interface Opened { http: number; status: number; msg: string; data: Record<string, unknown> | null }

/** A visitor's call of the public API: no Authorization header; any HTTP status is answered. */
export async function openLink(fixture: Fixture, kind: string, token: string, action?: string, body?: unknown): Promise<Opened> {
  const url = new URL(`/ntocc-public-api/link/${kind}${action ? `/${action}` : ''}`, fixture.server.url);
  url.searchParams.set('t', token);
  const response = await fetch(url, {
    method: action ? 'POST' : 'GET',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json() as { status: number; msg: string; data: Record<string, unknown> | null };
  return { http: response.status, ...envelope };
}
