// Public pages (pages/public/<route>.json, issue 16): the data of the signed link the page was
// opened with, for its blocks. Outside a public page `usePublicLink()` is null and blocks call
// the entity API as usual; inside one they read `record` and post to the link's actions, never
// calling a session-only API (server/publicLinks).
import { createContext, useContext } from 'react';
import i18next from 'i18next';
import { ApiError } from '../src/api/apiError';
import { getRuntimeConfig } from '../src/config/runtimeConfig';
import { DEFAULT_LANGUAGE } from '../src/core/api/client';

export interface PublicBrand { name: string; logoUrl: string }

export interface PublicLinkData {
  kind: string;
  expiresAt: string;
  brand: PublicBrand;
  /** The whitelisted record the link opens (the kind's `load`). */
  record: Record<string, unknown>;
}

export interface PublicLinkValue extends PublicLinkData {
  token: string;
  /** Reads the link's data again (after an action). */
  reload: () => void;
  /** `POST /ntocc-public-api/link/<kind>/<action>?t=`: the answer's data, or an ApiError (field
   * errors under `data.errors` as the entity API's). */
  post: (action: string, body: unknown) => Promise<unknown>;
}

export const PublicLinkContext = createContext<PublicLinkValue | null>(null);

/** The link's data on a public page, else null. */
export function usePublicLink(): PublicLinkValue | null {
  return useContext(PublicLinkContext);
}

export type PublicAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string; refusal?: string };

/** One call of the public API (plain fetch: no token, no session interceptors). */
export async function callPublic<T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<PublicAnswer<T>> {
  const url = `${getRuntimeConfig().apiBase}/ntocc-public-api/link/${path}?t=${encodeURIComponent(token)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'Accept-Language': i18next.language || DEFAULT_LANGUAGE, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: i18next.t('publicPage.network') };
  }
  const envelope = await response.json().catch(() => null) as { status?: number; msg?: string; data?: unknown } | null;
  if (!envelope || typeof envelope.status !== 'number') return { ok: false, status: response.status, message: i18next.t('publicPage.network') };
  if (envelope.status === 0 || envelope.status === 1 || envelope.status === 2) return { ok: true, data: envelope.data as T };
  const refusal = (envelope.data as { refusal?: unknown } | null)?.refusal;
  return { ok: false, status: envelope.status, message: envelope.msg ?? '', refusal: typeof refusal === 'string' ? refusal : undefined, ...(envelope.data ? { data: envelope.data } : {}) };
}

/** An action's POST as the form renderers expect: data, or an ApiError carrying field errors. */
export async function postPublicAction(kind: string, token: string, action: string, body: unknown): Promise<unknown> {
  const answer = await callPublic<unknown>('POST', `${kind}/${action}`, token, body);
  if (answer.ok) return answer.data;
  throw new ApiError(answer.message, answer.status, (answer as { data?: unknown }).data);
}

/** Whether the link's record holds the values of a block's `when` (null: absent or null). */
export function matchesWhen(record: Record<string, unknown> | undefined, when: Record<string, unknown>): boolean {
  if (!record) return false;
  return Object.entries(when).every(([key, value]) => (value === null ? record[key] === null || record[key] === undefined : record[key] === value));
}

/** A public page's live channel (page `public.live`, server/realtime/publicChannels.ts): calls
 * `onSnapshot` with each record the server pushes; reconnects after a drop (1 s, then up to 30 s). */
export function openPublicLive(channel: string, token: string, onSnapshot: (record: Record<string, unknown>) => void): () => void {
  let socket: WebSocket | null = null;
  let closed = false;
  let wait = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    // As the console's own socket (src/realtime/socketUrl.ts): wsBase, else this page's host.
    const base = getRuntimeConfig().wsBase || `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}`;
    socket = new WebSocket(`${base}/ntocc-public-socket/${channel}?t=${encodeURIComponent(token)}`);
    socket.onopen = () => { wait = 1000; };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type?: string; data?: unknown };
      if (message.type === 'snapshot' && message.data && typeof message.data === 'object') onSnapshot(message.data as Record<string, unknown>);
    };
    socket.onclose = (event) => {
      // 4410: the link expired or its record is gone; 4429: flooding. Neither comes back.
      if (closed || event.code === 4410 || event.code === 4429) return;
      timer = setTimeout(connect, wait);
      wait = Math.min(wait * 2, 30_000);
    };
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}
