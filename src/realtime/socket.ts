// A reconnecting real-time client: an empty text frame every SOCKET_HEARTBEAT_MS keeps the
// connection open; on error or close it reconnects with exponential backoff (1 s doubling to 30 s);
// JSON messages `{type}` go to the listener. WebSocket and timers are injectable for tests.
import { SOCKET_HEARTBEAT_MS } from '../core/api/client';

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

export interface SocketMessage {
  type: string;
  [field: string]: unknown;
}

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export interface SocketDependencies {
  createSocket(url: string): SocketLike;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserDependencies: SocketDependencies = {
  createSocket: (url) => new WebSocket(url),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** The wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** attempt, BACKOFF_MAX_MS);
}

/** A `{type}` object from a text frame, or null for anything else (heartbeat echoes, plain text). */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string' || !data.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as SocketMessage).type === 'string'
      ? (parsed as SocketMessage)
      : null;
  } catch {
    return null;
  }
}

export interface RealtimeConnection {
  /** Closes for good: no reconnect afterwards. */
  stop(): void;
}

export function connectRealtime(
  url: string,
  onMessage: (message: SocketMessage) => void,
  deps: SocketDependencies = browserDependencies,
): RealtimeConnection {
  let socket: SocketLike | null = null;
  let heartbeat: unknown = null;
  let retry: unknown = null;
  let attempt = 0;
  let stopped = false;

  const stopHeartbeat = () => {
    if (heartbeat !== null) deps.clearInterval(heartbeat);
    heartbeat = null;
  };

  const scheduleReconnect = () => {
    if (stopped || retry !== null) return;
    retry = deps.setTimeout(() => {
      retry = null;
      open();
    }, backoffDelay(attempt));
    attempt += 1;
  };

  const dropSocket = () => {
    stopHeartbeat();
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onclose = current.onerror = current.onmessage = null;
    current.close();
  };

  function open(): void {
    const current = deps.createSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      heartbeat = deps.setInterval(() => current.send(''), SOCKET_HEARTBEAT_MS);
    };
    current.onmessage = (event) => {
      const message = parseSocketMessage(event.data);
      if (message) onMessage(message);
    };
    // On error the socket is closed and a reconnect scheduled; a close does the same.
    current.onerror = current.onclose = () => {
      dropSocket();
      scheduleReconnect();
    };
  }

  open();
  return {
    stop() {
      stopped = true;
      if (retry !== null) deps.clearTimeout(retry);
      retry = null;
      dropSocket();
    },
  };
}
